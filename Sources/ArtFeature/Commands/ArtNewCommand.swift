import REPL

/// `art new`: an untitled document.
struct ArtNewCommand: DocumentReplacement, Equatable {
    static let spec = CommandSpec("new", in: .art, summary: "start an untitled document")

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        context.session.art.new()
        return .with(.message("New EmojiArt document, untitled ('art save FILE.emojiart' gives it a file)"))
    }
}
