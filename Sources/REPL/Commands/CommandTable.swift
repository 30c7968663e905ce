import Game
import Themes

extension CommandSpec {
    /// The most pairs `new` accepts; more than a theme has is reduced with a notice.
    public static let maximumPairs = Theme.maximumPairs
    /// The most pairs `simulate` plays per game (perfect bot; the random bot plays fewer).
    public static let maximumSimulatedPairs = 1_000_000

    /// Every command of the REPL, in the order `help` lists them.
    public static let all: [CommandSpec] = gameCommands + faceCommands + paletteCommands + artCommands + sessionCommands

    static let gameCommands: [CommandSpec] = [
        CommandSpec(
            name: "new", aliases: ["n"],
            parameters: [
                .positional("THEME", .theme, required: false, "a theme's name (any case); without one, a random theme"),
                .keyed("pairs", .integer(1...maximumPairs), "how many pairs (default: the theme's own)"),
                .keyed("seed", .seed, "shuffle seed, to replay a game exactly"),
                .keyed("bonus", .seconds(0...3600), "seconds of bonus time per card; 0 turns the bonus off (default 6)"),
            ],
            summary: "start a new game",
            details: [
                "Cards start face down and shuffled. A theme with more emoji than the game needs",
                "deals a random subset; asking for more pairs than it has plays all it has.",
            ],
            build: { arguments in
                .new(Command.NewGame(
                    theme: arguments.text("THEME"), pairs: arguments.int("pairs"),
                    seed: arguments.seed("seed"), bonus: arguments.seconds("bonus")))
            }
        ),
        CommandSpec(
            name: "choose", aliases: ["c", "tap"],
            parameters: [.positional("N", .card, required: true, repeating: true, "card numbers, 1 to the number of cards, in board order")],
            summary: "turn card N face up (several numbers choose in turn)",
            details: [
                "With one card face up, a second is compared: equal cards match (+2, plus bonus);",
                "a mismatch costs 1 for each card that had been seen before.",
                "Cards are numbered in board order, left to right, top to bottom, for the whole game.",
            ],
            build: { .choose($0.ints("N")) }
        ),
        CommandSpec(
            name: "board", aliases: ["b", "show"], parameters: [],
            summary: "draw the board", details: [], build: { _ in .board }
        ),
        CommandSpec(
            name: "score", aliases: [], parameters: [],
            summary: "print the score", details: [], build: { _ in .score }
        ),
        CommandSpec(
            name: "state", aliases: [], parameters: [],
            summary: "print the game as one line of JSON",
            details: [
                "Keys: theme, score, isOver, cards (index, id, content, isFaceUp, isMatched,",
                "hasBeenSeen), happiness (0…100) and smiliness (−1…1). For scripts and tests.",
            ],
            build: { _ in .state }
        ),
        CommandSpec(
            name: "restart", aliases: [], parameters: [],
            summary: "play the current game again, reshuffled", details: [], build: { _ in .restart }
        ),
        CommandSpec(
            name: "themes", aliases: [], parameters: [],
            summary: "list the themes", details: [
                "Bundled themes, then your own from $XDG_DATA_HOME/memorize/themes",
                "(else ~/.local/share/memorize/themes).",
            ],
            build: { _ in .themes }
        ),
        CommandSpec(
            name: "wait", aliases: [],
            parameters: [.positional("S", .seconds(0...86_400), required: true, "seconds")],
            summary: "let S seconds pass on the manual clock (scripts and transcripts)",
            details: ["Face-up cards use up bonus time while the clock moves."],
            build: { .wait(seconds: $0.seconds("S") ?? 0) }
        ),
        CommandSpec(
            name: "simulate", aliases: ["sim"],
            parameters: [
                .keyed("games", .integer(1...100_000), "how many games (default 1)"),
                .keyed("pairs", .integer(1...maximumSimulatedPairs), "pairs per game (default: the theme's, else 8)"),
                .keyed("theme", .theme, "deal from this theme (default: numbered pairs)"),
                .keyed("strategy", .choice(Strategy.allCases.map(\.rawValue)), "perfect memory, or random cards (default perfect)"),
                .keyed("seed", .seed, "seed for dealing and shuffling"),
                .keyed("bonus", .seconds(0...3600), "seconds of bonus time per card (default 6); the bot takes 1 s per card"),
            ],
            summary: "let a bot play and summarise score and turns",
            details: ["Prints the mean, median, minimum and maximum score and turns over the games."],
            build: { arguments in
                var request = Command.SimulateRequest()
                request.games = arguments.int("games") ?? 1
                request.pairs = arguments.int("pairs")
                request.theme = arguments.text("theme")
                request.strategy = arguments.text("strategy").flatMap(Strategy.init(rawValue:)) ?? .perfect
                request.seed = arguments.seed("seed")
                request.bonus = arguments.seconds("bonus")
                return .simulate(request)
            }
        ),
    ]

    static let sessionCommands: [CommandSpec] = [
        CommandSpec(
            name: "help", aliases: ["?"],
            parameters: [.positional("CMD", .command, required: false, "a command")],
            summary: "list the commands, or explain one", details: [],
            build: { .help(command: $0.text("CMD")) }
        ),
        CommandSpec(
            name: "quit", aliases: ["exit", "q"], parameters: [],
            summary: "leave (Ctrl-D does the same)", details: [], build: { _ in .quit }
        ),
    ]

    /// The command called `name` (or one of its aliases), ignoring case.
    /// - Complexity: O(*c*) for *c* commands.
    public static func named(_ name: String) -> CommandSpec? {
        let lowered = name.lowercased()
        return all.first { $0.name == lowered || $0.aliases.contains(lowered) }
    }
}
