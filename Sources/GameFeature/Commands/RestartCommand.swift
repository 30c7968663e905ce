import REPL

/// `restart`: the same cards again, reshuffled.
struct RestartCommand: Command, Equatable {
    static let spec = CommandSpec("restart", summary: "play the current game again, reshuffled")

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let session = context.session
        try intent { () throws(IntentError) in try session.restart() }
        var output = Output()
        output.message("Restarted: \(session.game.theme?.name ?? "") (seed \(session.game.seed))")
        output.append(.board(try session.game.requireBoardView()))
        return output
    }
}
