import Randomness

/// A game of memory around a table: one board (CS193p's ``MemoryGame``, whose rules and scoring
/// stay as they are), the players in their seats, whose turn it is and what each has scored.
///
/// As in the physical game, a turn ends on a mismatch: a match lets the same player go again. A
/// player's score is the sum of the board's score changes during their turns (a match's points
/// and bonus, a mismatch's penalty), so the scores always add up to the board's. One seat is a
/// game of solitaire, exactly as the board alone plays it.
///
/// Bots sit at the table as ``MemoryBot``s: every card anyone turns is shown to each of them, and
/// on its turn a bot's choices come from its memory and the table's own generator, seeded with
/// the deal, so a game against a bot replays exactly.
public struct Table<CardContent: Hashable> {
    /// Someone at the table.
    public struct Player: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            case person
            /// A ``MemoryBot`` that remembers `memory` cards.
            case bot(memory: Int)
        }

        public let name: String
        public let kind: Kind
        /// The sum of the board's score changes during this player's turns.
        public fileprivate(set) var score = 0

        public init(name: String, kind: Kind = .person) {
            self.name = name
            self.kind = kind
        }

        public var isBot: Bool { kind != .person }
    }

    /// The board.
    public private(set) var game: MemoryGame<CardContent>
    /// The seats, in the order turns pass; never empty.
    public private(set) var players: [Player]
    /// The seat whose turn it is.
    public private(set) var turn = 0
    /// The bots' minds, by seat (nil for a person).
    private var bots: [MemoryBot<CardContent>?]
    /// Where the bots' random choices come from.
    private var generator: SeededRandom

    /// Seats `players` (one person when empty) at `game`; bots draw their guesses from `botSeed`.
    /// - Complexity: O(*n*) per bot for *n* cards.
    public init(game: MemoryGame<CardContent>, players: [Player] = [], botSeed: UInt64 = 0) {
        self.game = game
        self.players = players.isEmpty ? [Player(name: "you")] : players
        bots = self.players.map { player in
            guard case .bot(let memory) = player.kind else { return nil }
            return MemoryBot(memory: memory, cardCount: game.cards.count)
        }
        generator = SeededRandom(seed: botSeed)
    }

    /// The player whose turn it is.
    /// - Complexity: O(1)
    /// A table kept between processes: `players` with the scores they had, and whose `turn` it
    /// was. The bots' memories start afresh (they remember nothing from before), their guesses
    /// from `botSeed`. Nil when the scores or the turn do not fit the players.
    /// - Complexity: O(*n*) for *n* cards.
    public init?(restoring game: MemoryGame<CardContent>, players: [Player], scores: [Int], turn: Int, botSeed: UInt64) {
        guard !players.isEmpty, scores.count == players.count, players.indices.contains(turn),
              scores.reduce(0, &+) == game.score || players.count == 1 else { return nil }
        self.init(game: game, players: players, botSeed: botSeed)
        for seat in self.players.indices { self.players[seat].score = players.count == 1 ? game.score : scores[seat] }
        self.turn = turn
    }

    public var currentPlayer: Player { players[turn] }

    /// Whether it is a bot's turn in a game not yet over.
    /// - Complexity: O(1)
    public var isBotsTurn: Bool { currentPlayer.isBot && !game.isOver }

    /// More than one seat: whose turn it is and the scores are worth showing.
    public var hasOpponents: Bool { players.count > 1 }

    /// The seats with the best score (more than one is a tie); every seat before a game is over.
    /// - Complexity: O(*p*) for *p* players.
    public var leaders: [Int] {
        let best = players.map(\.score).max() ?? 0
        return players.indices.filter { players[$0].score == best }
    }

    // MARK: - Intent(s)

    /// The current player chooses the card at `index` (``MemoryGame/choose(at:)``): its score
    /// change is theirs, every bot sees the card, and a mismatch passes the turn.
    /// - Returns: whether the choice did anything (a face-up or matched card is ignored).
    /// - Complexity: O(*b*) for *b* bots (O(1) each).
    @discardableResult
    public mutating func choose(at index: Int) -> Bool {
        guard game.cards.indices.contains(index), !game.cards[index].isFaceUp, !game.cards[index].isMatched else { return false }
        let (scoreBefore, turnsBefore) = (game.score, game.turns)
        game.choose(at: index)
        players[turn].score += game.score - scoreBefore
        for seat in bots.indices where bots[seat] != nil {
            bots[seat]?.observe(choiceAt: index, in: game)
        }
        if game.turns > turnsBefore, !game.cards[index].isMatched {
            turn = (turn + 1) % players.count
        }
        return true
    }

    /// What a bot did in one turn of two cards.
    public struct BotTurn: Sendable, Equatable {
        public let seat: Int
        /// The two cards it turned, by index.
        public let first: Int
        public let second: Int
        /// The score change: points for a match, a penalty (negative) for a mismatch.
        public let points: Int
        public let matched: Bool
    }

    /// The bot whose turn it is turns two cards. Nil when it is not a bot's turn (or the game is over).
    /// - Complexity: O(1) expected (see ``MemoryBot``).
    public mutating func playBotTurn() -> BotTurn? {
        guard isBotsTurn else { return nil }
        let seat = turn
        let scoreBefore = players[seat].score
        var chosen: [Int] = []
        // Choosing shows the card to every bot, this one too (``choose(at:)``).
        while chosen.count < 2, let index = bots[seat]?.nextChoice(in: game, using: &generator), choose(at: index) {
            chosen.append(index)
            if game.indexOfTheOneAndOnlyFaceUpCard == nil { break }   // compared: the turn is over
        }
        guard let first = chosen.first else { return nil }
        let second = chosen.count > 1 ? chosen[1] : first
        return BotTurn(seat: seat, first: first, second: second, points: players[seat].score - scoreBefore,
                       matched: game.cards[first].isMatched)
    }

    /// Starts again with the same cards and players: the board restarted and reshuffled, every
    /// score 0, the first seat to play, the bots' memories empty.
    /// - Complexity: O(*n*) for *n* cards, per bot.
    public mutating func restart(using dealer: inout SeededRandom) {
        game.restart(using: &dealer)
        self = Table(game: game, players: players.map { Player(name: $0.name, kind: $0.kind) }, botSeed: dealer.next())
    }
}

extension Table: Sendable where CardContent: Sendable {}
