import Themes
import REPL

/// `new [THEME] [pairs=N] [seed=SEED] [bonus=S] [vs=bot:K] [players=N]`: deal a new game, to
/// play alone, against a bot, or passing the board between people.
struct NewCommand: Command, Equatable {
    static let spec = CommandSpec(
        "new", aliases: ["n"],
        parameters: [
            .positional("THEME", \Self.theme, required: false, "a theme's name, or 'daily' (the day's game); without one, random"),
            .keyed("pairs", \Self.pairs, .integer(EmojiMemoryGame.minimumPairs...Theme.maximumPairs), "how many pairs (default: the theme's own)"),
            .keyed("seed", \Self.seed, .seed, "shuffle seed, to replay a game exactly"),
            .keyed("bonus", \Self.bonus, .seconds(0...3600), "seconds of bonus time per card; 0 turns the bonus off (default 6)"),
            .keyed("vs", \Self.opponent, "play against a bot that remembers the last K cards it saw"),
            .keyed("players", \Self.players, .integer(2...Seating.maximumPeople), "people taking turns at the board (hot-seat)"),
        ],
        summary: "start a new game",
        details: [
            "Cards start face down and shuffled. A theme with more emoji than the game needs",
            "deals a random subset; asking for more pairs than it has plays all it has.",
            "'new daily' deals the day's game: the same theme and cards for everyone that day",
            "(today is the local date; --date gives another). A palette called daily is",
            "'new palette:daily'.",
            "With vs= or players=, a turn ends on a mismatch and a match plays again; each",
            "player scores what the board scores in their turns. A bot plays its turns at once.",
        ])

    var theme: ThemeName?
    var pairs: Int?
    var seed: UInt64?
    var bonus: Double?
    var opponent: Opponent?
    var players: Int?

    init(theme: String? = nil, pairs: Int? = nil, seed: UInt64? = nil, bonus: Double? = nil, seating: Seating = .solo) {
        self.theme = theme.map { ThemeName($0) }
        self.pairs = pairs
        self.seed = seed
        self.bonus = bonus
        switch seating {
        case .solo: break
        case .versusBot(let memory): opponent = Opponent(memory: memory)
        case .people(let count): players = count
        }
    }

    init() {}

    /// Who sits at the table, as typed.
    var seating: Seating {
        if let opponent { return .versusBot(memory: opponent.memory) }
        return players.map { .people($0) } ?? .solo
    }

    func validate() throws(CommandError) {
        if opponent != nil, players != nil {
            throw CommandError("vs= and players= do not go together: vs=bot:K is you and a bot, players=N is N people")
        }
    }

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let session = context.session
        if let theme, theme.name.lowercased() == Self.daily { return try runDaily(&context) }
        let notices = try intent { () throws(IntentError) in try session.newGame(theme: theme?.name, pairs: pairs, seed: seed, bonus: bonus, seating: seating) }
        var output = Output()
        notices.forEach { output.note($0) }
        if let board = session.game.boardView() {
            output.message("New game: \(board.theme.name), \(TextRenderer.pairs(board.game.cards.count / 2)) (seed \(session.game.seed))"
                + Self.describe(seating))
            output.append(.board(board))
        }
        return output
    }
}

extension NewCommand {
    /// The word that asks for the day's game, always: a theme or palette of that name is played
    /// as `theme:NAME` or `palette:NAME` (a name that sometimes meant the daily deal and sometimes
    /// a palette would let anyone's palette pass for everyone's game).
    static let daily = "daily"

    /// `new daily`: the day's deal, which no option may change.
    private func runDaily(_ context: inout CommandContext) throws(CommandError) -> Output {
        guard pairs == nil, seed == nil, bonus == nil else {
            throw CommandError("the daily game is the same for everyone: leave out pairs=, seed= and bonus=")
        }
        let session = context.session
        try intent { () throws(IntentError) in try session.newDailyGame(seating: seating) }
        var output = Output()
        if let other = session.gameNames.entry(named: theme?.name ?? Self.daily) {
            let prefix = other.isPalette ? GameNames.palettePrefix : GameNames.themePrefix
            output.note("'new daily' deals the day's game; your \(other.isPalette ? "palette" : "theme") is 'new \(prefix)\(other.theme.name.terminalSafe)'")
        }
        if let board = session.game.boardView(), let day = session.game.daily {
            output.message("Daily game for \(day): \(board.theme.name), \(TextRenderer.pairs(board.game.cards.count / 2)) (seed \(session.game.seed))"
                + Self.describe(seating))
            output.append(.board(board))
        }
        return output
    }

    /// What the new game's line adds for its players: `, you against a bot that remembers 4 cards`.
    static func describe(_ seating: Seating) -> String {
        switch seating {
        case .solo: ""
        case .versusBot(let memory): ", you against a bot that remembers \(memory == 1 ? "1 card" : "\(memory) cards")"
        case .people(let count): ", \(count) players taking turns"
        }
    }
}

extension EmojiMemoryGame {
    /// The board as it stands, with what the last choice did.
    func boardView(event: BoardView.Event? = nil) -> BoardView? {
        guard let table, let theme else { return nil }
        return BoardView(game: table.game, theme: theme, event: event, seats: table.hasOpponents ? Seats(table) : nil)
    }

    /// The board, or the error that there is no game.
    func requireBoardView(event: BoardView.Event? = nil) throws(CommandError) -> BoardView {
        guard let board = boardView(event: event) else { throw CommandError(Self.noGame) }
        return board
    }
}
