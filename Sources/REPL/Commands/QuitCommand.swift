/// `quit`: leave the session.
struct QuitCommand: Command, Equatable {
    static let spec = CommandSpec(
        "quit", aliases: ["exit", "q"], summary: "leave (Ctrl-D does the same)",
        details: [
            "With an untitled EmojiArt document that has changes, the REPL warns and stays the",
            "first time ('art save FILE.emojiart' keeps it); quit again to leave. In batch mode",
            "the warning goes to standard error and the session ends (exit status unchanged).",
        ])

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        var output = Output()
        output.quit = true
        return output
    }
}
