import REPL

/// `art save [FILE]`: write the document; it autosaves there from then on.
struct ArtSaveCommand: Command, Equatable {
    static let spec = CommandSpec(
        "save", in: .art, parameters: [.artFile(\Self.path, "a .emojiart file (default: the document's own)", required: false)],
        summary: "write the document; later changes autosave there")

    var path: String?

    init(path: String?) { self.path = path }
    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let art = context.session.art
        var output = Output()
        context.settleInBatch(into: &output)
        let saved = try intent { () throws(IntentError) in try art.save(to: path) }
        output.message("Saved \(CommandContext.emojiCount(art.document?.emojis.count ?? 0)) to \(saved); changes now autosave there")
        return output
    }
}
