/// `score`: the score so far.
struct ScoreCommand: Command, Equatable {
    static let spec = CommandSpec("score", summary: "print the score")

    init() {}
    init(_ arguments: Arguments) {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let game = try intent { () throws(IntentError) in try context.session.game.requireModel() }
        return .with(.score(game.score))
    }
}
