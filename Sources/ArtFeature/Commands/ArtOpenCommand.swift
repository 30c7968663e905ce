import REPL

/// `art open FILE`: open a `.emojiart` document (any course year's JSON).
struct ArtOpenCommand: DocumentReplacement, Equatable {
    static let spec = CommandSpec("open", in: .art, parameters: [.artFile(\Self.path, "a .emojiart file")], summary: "open a .emojiart document")

    var path = ""

    init(path: String) { self.path = path }
    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let art = context.session.art
        try intent { () throws(IntentError) in try art.open(path) }
        let inFormat = art.format == .course2021 ? "" : ", in \(art.format.summary) (saved in it too)"
        var output = Output.with(.message("Opened \(path): \(CommandContext.emojiCount(art.document?.emojis.count ?? 0))\(inFormat)"))
        context.settleInBatch(into: &output)
        if let view = ArtView(art) { output.append(.artBackground(view)) }
        return output
    }
}
