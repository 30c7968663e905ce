import REPL

/// `art show`: the document drawn on the terminal.
struct ArtShowCommand: Command, Equatable {
    static let spec = CommandSpec("show", in: .art, summary: "draw the document, its background and its state")

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        _ = try context.requireDocument()
        var output = Output()
        context.settleInBatch(into: &output)
        if let view = ArtView(context.session.art) { output.append(.artPicture(view)) }
        return output
    }
}
