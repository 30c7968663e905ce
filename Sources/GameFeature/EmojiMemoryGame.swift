import Face
import Game
import Randomness
import Storage
import Themes
import REPL
import Platform

/// CS193p's `EmojiMemoryGame`: the game's view model. Owns the ``MemoryGame`` of emoji (at a
/// ``Table`` with its players: you alone, you and a bot, or people taking turns), the theme it
/// was dealt from and the seed it was shuffled with, and turns a player's card number into the
/// model's `choose(_:)`.
public final class EmojiMemoryGame: SessionOwner {
    /// The board and who plays it; nil until the first `new`.
    public private(set) var table: Table<String>?
    /// The game; nil until the first `new`.
    /// - Complexity: O(1)
    public var model: MemoryGame<String>? { table?.game }
    /// Who sits at the table: `new`'s `vs=` and `players=`.
    public private(set) var seating = Seating.solo
    public private(set) var theme: Theme?
    /// The seed the current game was shuffled with: `new THEME seed=N` replays it.
    public private(set) var seed: UInt64 = 0
    /// The smallest game `new` deals: a theme or palette with fewer emoji is refused.
    public static let minimumPairs = 1
    let clock: any GameClock
    /// Where the game in progress and the best scores are kept, and the day it is.
    let keeping: GameKeeping
    /// The files of ``keeping``: memorize's own, never confined to a transcript's directory.
    let files = Workspace(directory: nil, home: nil)
    /// The day, when the game is that day's daily deal.
    public private(set) var daily: CalendarDay?
    /// The game changed since it was last kept.
    var changed = false
    /// The scores won in this session, where no file keeps them.
    var memoryBook = ScoreBook()
    /// What entering the game just won in the score book gave, until a command says it.
    var winReport: Result<BookEntry?, IntentError>?
    /// The last game won in this session: what `memorize verify` confirms.
    public internal(set) var lastWon: WonGame?
    /// The face's happiness a resumed game was kept with, for the mood to take up.
    var keptHappiness: Happiness?
    /// `state` showed the game's face-down cards (see ``Ineligibility``).
    var revealed = false
    /// This session dealt the game's deal before (see ``Ineligibility``).
    var replayed = false
    /// The deals this session has dealt, to know one dealt again.
    var dealt: Set<Deal> = []

    /// The session, for the face's mood a kept game keeps too.
    private(set) weak var session: Session?

    init(clock: any GameClock, keeping: GameKeeping = GameKeeping()) {
        self.clock = clock
        self.keeping = keeping
    }

    public convenience init(session: Session) { self.init(session: session, keeping: GameKeeping()) }

    /// The game of `session`, kept as `keeping` says.
    public convenience init(session: Session, keeping: GameKeeping) {
        self.init(clock: session.clock, keeping: keeping)
        self.session = session
    }

    /// What happened when a card was chosen.
    public enum ChoiceOutcome: Equatable, Sendable {
        /// The card turned face up; nothing was compared.
        case turned
        /// A match for `points`; `earnedBonus` when a card of it earned bonus time.
        case matched(points: Int, earnedBonus: Bool)
        case mismatched(penalty: Int)
        /// The card was face up or matched already, so nothing happened (the course's rule).
        case ignored(reason: String)
    }

    public static let noGame = IntentError("no game yet; start one with 'new'")

    /// The game, or the error every intent that needs one gives.
    public func requireModel() throws(IntentError) -> MemoryGame<String> {
        guard let model else { throw Self.noGame }
        return model
    }

    // MARK: - Intent(s)

    /// Deals `theme` and shuffles with `seed`. Returns a notice when fewer pairs than asked were dealt.
    /// - Complexity: O(*n*) for *n* cards.
    func start(_ theme: Theme, pairs: Int?, seed: UInt64, bonus: Double?, seating: Seating = .solo, daily: CalendarDay? = nil) -> String? {
        var dealer = SeededRandom(seed: seed)
        let (count, notice) = theme.numberOfPairs(requested: pairs, using: &dealer)
        let contents = theme.deal(pairs: count, using: &dealer)
        var game = MemoryGame(numberOfPairsOfCards: contents.count, bonusTimeLimit: bonus ?? Self.standardBonus, clock: clock) { contents[$0] }
        game.shuffle(using: &dealer)
        // The bots' guesses follow the deal, so `new … seed=N vs=bot:K` replays the whole game.
        let table = Table(game: game, players: seating.players, botSeed: dealer.next())
        restore(table, seating: seating, theme: theme, seed: seed, daily: daily)
        noteDeal(theme: theme.name, pairs: contents.count, seed: seed)
        return notice
    }

    /// Puts `table` in place, as dealt or as kept.
    func restore(_ table: Table<String>, seating: Seating, theme: Theme, seed: UInt64, daily: CalendarDay?) {
        self.table = table
        self.seating = seating
        self.theme = theme
        self.seed = seed
        self.daily = daily
        changed = true
    }

    /// Plays the same cards again, reshuffled with `seed`, with the score back to 0.
    /// - Complexity: O(*n*) for *n* cards.
    func restart(seed: UInt64) throws(IntentError) {
        guard table != nil else { throw Self.noGame }
        var dealer = SeededRandom(seed: seed)
        table?.restart(using: &dealer)
        self.seed = seed
        daily = nil
        // Reshuffled: what `state` showed of the last order no longer says where the cards are.
        revealed = false
        replayed = false
        changed = true
    }

    /// Chooses card `number` (1-based, board order).
    /// - Complexity: O(1)
    func choose(cardNumber number: Int) throws(IntentError) -> ChoiceOutcome {
        // Read what is needed without keeping a copy of the game alive: the stored game is then
        // mutated in place, where a live copy would make it duplicate the whole board.
        guard let (count, isOver, faceUpIndex, scoreBefore) = model.map({
            ($0.cards.count, $0.isOver, $0.indexOfTheOneAndOnlyFaceUpCard, $0.score)
        }) else { throw Self.noGame }
        guard number >= 1, number <= count else {
            throw IntentError("no card \(number); cards are numbered 1…\(count)")
        }
        let index = number - 1
        if isOver { return .ignored(reason: "the game is over; 'new' or 'restart' starts another") }
        if model?.cards[index].isMatched == true { return .ignored(reason: "card \(number) is matched already") }
        if model?.cards[index].isFaceUp == true { return .ignored(reason: "card \(number) is face up already") }
        table?.choose(at: index)
        changed = true
        guard let faceUpIndex, let after = model else { return .turned }
        let delta = after.score - scoreBefore
        let chosen = after.cards[index]
        if chosen.isMatched {
            return .matched(points: delta, earnedBonus: chosen.hasEarnedBonus || after.cards[faceUpIndex].hasEarnedBonus)
        }
        return .mismatched(penalty: -delta)
    }

    /// The bot whose turn it is turns two cards; nil when it is nobody's turn but a person's.
    /// - Complexity: O(1) expected.
    func playBotTurn() -> BotMove? {
        guard let turn = table?.playBotTurn(), let table else { return nil }
        changed = true
        return BotMove(turn: turn, table: table)
    }
}

/// Who sits at the table: `new`'s `vs=bot:K` and `players=N`.
public enum Seating: Equatable, Sendable {
    /// You alone: the course's game.
    case solo
    /// You, then a bot that remembers `memory` cards.
    case versusBot(memory: Int)
    /// `count` people passing the board (hot-seat).
    case people(Int)

    /// The seats, in the order turns pass.
    public var players: [Table<String>.Player] {
        switch self {
        case .solo: [Table.Player(name: "you")]
        case .versusBot(let memory): [Table.Player(name: "you"), Table.Player(name: "bot", kind: .bot(memory: memory))]
        case .people(let count): (1...max(count, 1)).map { Table.Player(name: "P\($0)") }
        }
    }

    /// How many people `players=` seats at most.
    public static let maximumPeople = 4
}

/// What a bot did on its turn, as the board and the play screen say it.
public struct BotMove: Equatable, Sendable {
    public let name: String
    /// The two cards' numbers (from 1) and their emoji.
    public let numbers: [Int]
    public let contents: [String]
    public let event: BoardView.Event

    init(turn: Table<String>.BotTurn, table: Table<String>) {
        name = table.players[turn.seat].name
        numbers = [turn.first + 1, turn.second + 1]
        contents = [turn.first, turn.second].map { table.game.cards[$0].content }
        event = turn.matched ? .matched(points: turn.points) : .mismatched(penalty: -turn.points)
    }

    /// `bot turns 3 🐶 and 7 🐱: no match`.
    public var description: String {
        "\(name) turns \(cards(joinedBy: " and ")): \(event)"
    }

    /// What happened first, for a status line that shortens from its end: `bot: no match · 3 🐶 7 🐱`.
    public var brief: String {
        "\(name): \(event) · \(cards(joinedBy: " "))"
    }

    private func cards(joinedBy separator: String) -> String {
        zip(numbers, contents).map { "\($0) \($1.terminalSafe)" }.joined(separator: separator)
    }
}
