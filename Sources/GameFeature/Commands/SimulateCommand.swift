import Game
import REPL

/// `simulate …`: a bot plays, and the scores and turns are summarised; `memorize simulate …` from
/// the shell too, since it needs no game of the session's.
struct SimulateCommand: ShellCommand, Equatable {
    static let spec = CommandSpec(
        "simulate", aliases: ["sim"],
        parameters: [
            .keyed("games", \Self.games, .integer(1...100_000), "how many games (default 1)"),
            .keyed("pairs", \Self.pairs, .integer(1...maximumPairs), "pairs per game (default: the theme's, else 8)"),
            .keyed("theme", \Self.theme, "deal from this theme (default: numbered pairs)"),
            .keyed("strategy", \Self.strategy, "a bot (default perfect); memory:K remembers the last K cards"),
            .keyed("seed", \Self.seed, .seed, "seed for dealing and shuffling"),
            .keyed("bonus", \Self.bonus, .seconds(0...3600), "seconds of bonus time per card (default 6); the bot takes 1 s per card"),
        ],
        summary: "let a bot play and summarise score and turns",
        details: [
            "Prints the mean, median, minimum and maximum score and turns over the games.",
            "perfect never forgets a card, random never remembers one; memory:K remembers the",
            "last K cards it saw: memory:0 guesses, a K of the board's cards plays perfectly.",
        ])

    /// The most pairs `simulate` plays per game (perfect bot; the random bot plays fewer).
    static let maximumPairs = Simulation.Limits.perfectWork

    var games = 1
    var pairs: Int?
    var theme: ThemeName?
    var strategy = Strategy.perfect
    var seed: UInt64?
    var bonus: Double?

    init() {}

 
    /// - Complexity: bounded by ``Simulation/Limits``.
    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let session = context.session
        let (report, simulation, notes) = try intent { () throws(IntentError) in
            try session.simulate(games: games, pairs: pairs, theme: theme?.name, strategy: strategy, seed: seed, bonus: bonus)
        }
        var output = Output()
        notes.forEach { output.note($0) }
        let themeName = theme.flatMap { try? session.theme(named: $0.name) }?.name
        output.append(.simulation(report, simulation, theme: themeName))
        return output
    }
}
