extension CommandGroup {
    /// `export WHAT FILE`: what the session shows, as a file.
    static let export = CommandGroup("export", summary: "write the board as an EmojiArt document, SVG or text")
}

/// `export board FILE`: the board as the terminal shows it, on the art canvas.
struct ExportBoardCommand: Command, Equatable {
    static let spec = CommandSpec(
        "board", in: .export,
        parameters: [.positional("FILE", .text, required: true, "the file; .emojiart, .svg or .txt", missing: "FILE")],
        summary: "write the board as an EmojiArt document, SVG or text",
        details: [
            "Cards are laid out as on the terminal board, on the canvas (--canvas, default",
            "1024x768): face-up cards as their emoji, face-down ones as the theme colour's square.",
        ])

    var path: String

    init(path: String) { self.path = path }
    init(_ arguments: Arguments) { path = arguments.text("FILE") ?? "" }

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let session = context.session
        let count = try intent { () throws(IntentError) in try session.exportBoard(to: path) }
        let canvas = session.art.canvas
        return .with(.message("Exported the board (\(count) emoji, canvas \(canvas.width)x\(canvas.height)) to \(path)"))
    }
}
