/// `quit`: leave the session.
struct QuitCommand: Command, Equatable {
    static let spec = CommandSpec("quit", aliases: ["exit", "q"], summary: "leave (Ctrl-D does the same)")

    init() {}
    init(_ arguments: Arguments) {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        var output = Output()
        output.quit = true
        return output
    }
}
