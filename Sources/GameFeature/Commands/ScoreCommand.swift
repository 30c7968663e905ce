import REPL

/// `score`: the score so far.
struct ScoreCommand: Command, Equatable {
    static let spec = CommandSpec(
        "score", summary: "print the score and how it was made",
        details: [
            "score: 12 (matches 4 + bonus 10 − penalties 2): +2 for each match, the bonus its",
            "cards earned, and −1 for each card in a mismatch that had been seen before.",
            "With opponents, a second line gives each player's score and whose turn it is.",
        ])

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let game = try intent { () throws(IntentError) in try context.session.game.requireModel() }
        let seats = context.session.game.table.flatMap { $0.hasOpponents ? Seats($0) : nil }
        return .with(.score(game.scoreBreakdown, seats: seats))
    }
}
