import Capabilities
import REPL

extension CommandGroup {
    /// `export WHAT FILE`: what the session shows, as a file.
    static let export = CommandGroup("export", summary: "write the board as an EmojiArt document, SVG or text")
}

/// `export board FILE`: the board as the terminal shows it, on the art canvas.
struct ExportBoardCommand: Command, Equatable {
    static let spec = CommandSpec(
        "board", in: .export,
        parameters: [.positional("FILE", \Self.path, .text, required: true, "the file; .emojiart, .svg or .txt", missing: "FILE")],
        summary: "write the board as an EmojiArt document, SVG or text",
        details: [
            "Cards are laid out as on the terminal board, on the canvas (--canvas, default",
            "1024x768): face-up cards as their emoji, face-down ones as the theme colour's square.",
        ])

    var path = ""

    init(path: String) { self.path = path }
    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let session = context.session
        let count = try intent { () throws(IntentError) in try session.exportBoard(to: path) }
        let canvas = session.art.canvas
        var output = Output.with(.message("Exported the board (\(count) emoji, canvas \(canvas.width)x\(canvas.height)) to \(path)"))
        // The canvas's shape is not the terminal's: the cards may sit in other columns than shown.
        let source = session.boardSource
        let cards = (try? source?.boardSnapshot())?.cards.count ?? 0
        let shown = source?.terminalColumns(cardCount: cards, style: context.style)
        let exported = BoardExport.columns(cardCount: cards, canvas: canvas)
        // Said once a session for each layout: every export of the same board said it again.
        if let source, let shown, shown != exported {
            var note = "the file has \(exported) columns, the terminal \(shown)"
            if let matching = BoardExport.canvas(matchingTerminalWidth: context.style.width, height: context.style.height, rowsBelowBoard: source.rowsBelowBoard),
               BoardExport.columns(cardCount: cards, canvas: matching) == shown {
                note += " (--canvas \(matching.width)x\(matching.height) gives \(shown))"
            }
            if session.isFirstTime(note) { output.note(note) }
        }
        return output
    }
}
