import REPL

/// `art export FILE`: the document as `.emojiart`, `.svg` or `.txt`, by the extension.
struct ArtExportCommand: Command, Equatable {
    static let spec = CommandSpec(
        "export", in: .art, parameters: [.artFile(\Self.path, ".emojiart, .svg or .txt")],
        summary: "write the document as .emojiart, .svg or .txt; its own file is unchanged")

    var path = ""

    init(path: String) { self.path = path }
    init() {}

    /// `8x16 points`, or `16x32 points` for a file zoomed out to fit.
    static func points(_ zoom: Double) -> String {
        "\(TextRenderer.number(8 / zoom))x\(TextRenderer.number(16 / zoom)) points"
    }

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let art = context.session.art
        var output = Output()
        context.settleInBatch(into: &output)
        let format = try intent { () throws(IntentError) in try art.export(to: path) }
        var message = "Exported \(CommandContext.emojiCount(art.document?.emojis.count ?? 0)) to \(path) (\(format.rawValue))"
        if format == .svg, let document = art.document {
            // Said, so that a picture larger than the canvas is no surprise in a browser.
            let box = ArtSVG.ViewBox(canvas: art.canvas, model: document.emojiArt)
            if box.grew(past: art.canvas) {
                message += "; the picture grew to \(box.width)x\(box.height) to hold \(CommandContext.emojiCount(box.emojiOutside)) outside the \(art.canvas.width)x\(art.canvas.height) canvas"
            }
        }
        output.message(message)
        if format == .txt, let document = art.document {
            // A file's grid is the canvas at a character per 8x16 points, not the terminal's view.
            let file = ArtText.file(art.canvas, model: document.emojiArt)
            let shown = ArtText.showing(art, width: context.style.width, height: context.style.height)
            if (file.columns, file.rows) != (shown.columns, shown.rows) || file.transform.zoom != shown.transform.zoom {
                output.note("the file's grid is \(file.columns)x\(file.rows) characters, one for every \(Self.points(file.transform.zoom)) of the document; 'art show' draws \(shown.columns)x\(shown.rows) at the view's zoom")
            }
        }
        return output
    }
}
