/// `art export FILE`: the document as `.emojiart`, `.svg` or `.txt`, by the extension.
struct ArtExportCommand: Command, Equatable {
    static let spec = CommandSpec(
        "export", in: .art, parameters: [.artFile(".emojiart, .svg or .txt")],
        summary: "write the document as .emojiart, .svg or .txt; its own file is unchanged")

    var path: String

    init(path: String) { self.path = path }
    init(_ arguments: Arguments) { path = arguments.text("FILE") ?? "" }

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let art = context.session.art
        var output = Output()
        context.settleInBatch(into: &output)
        let format = try intent { () throws(IntentError) in try art.export(to: path) }
        output.message("Exported \(CommandContext.emojiCount(art.document?.emojis.count ?? 0)) to \(path) (\(format.rawValue))")
        return output
    }
}
