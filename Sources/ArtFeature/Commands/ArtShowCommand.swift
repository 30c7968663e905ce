import REPL

/// `art show`: the document drawn on the terminal.
struct ArtShowCommand: Command, Equatable {
    static let spec = CommandSpec("show", in: .art, summary: "draw the document, its background and its state")

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        _ = try context.requireDocument()
        var output = Output()
        // In batch mode a background still loading is waited for, so what is drawn is the same
        // every run; in the REPL what has not arrived is shown as loading.
        let notes = context.settleInBatch(into: &output)
            + ArtDrawing.rows(of: context.session.art.outcomesBeforeLine, width: context.style.width)
        if let view = ArtView(context.session.art) { output.append(.artPicture(view, rowsAbove: notes)) }
        return output
    }
}
