import EmojiArt
import REPL

extension CommandGroup {
    /// `art VERB …`: CS193p's EmojiArt document, by command.
    public static let art = CommandGroup(
        "art",
        summary: "make EmojiArt: open, edit, show and save a document",
        details: [
            "X and Y are offsets from the canvas's centre; sizes are points (default 40).",
            "An open document autosaves to its file after every change. Backgrounds load",
            "off the input thread: 'art show' says fetching, failed(URL) or ready; scripts",
            "say 'art wait' (in batch mode show, save and export wait by themselves).",
        ],
        errorsShowUsage: true)
}

extension Parameter {
    /// `ID|selection`: one emoji by its id, or every selected one.
    static func artTarget<C: Command>(_ property: WritableKeyPath<C, ArtEditor.Target> & Sendable) -> Parameter {
        .positional("ID|selection", property, .target, required: true, "an emoji's id, or 'selection' for every selected one")
    }
    static func artFile<C: Command, T: ArgumentValue>(
        _ property: WritableKeyPath<C, T> & Sendable, _ summary: String, required: Bool = true
    ) -> Parameter {
        .positional("FILE", property, .text, required: required, summary, missing: "a file")
    }
}

extension ArtEditor.Target: ArgumentElement {
    /// From a checked `ID|selection` value.
    public init?(value: Value) {
        guard case .text(let text) = value else { return nil }
        if let id = Int(text) { self = .emoji(id) } else { self = .selection }
    }
    public static func accepts(_ kind: Parameter.Kind) -> Bool { kind == .target }
}

extension CommandContext {
    /// The open document, or the error that there is none.
    func requireDocument() throws(CommandError) -> EmojiArtDocument {
        let art = session.art
        return try intent { () throws(IntentError) in try art.requireDocument() }
    }

    /// `3 emoji`, `1 emoji`.
    static func emojiCount(_ count: Int) -> String { count == 1 ? "1 emoji" : "\(count) emoji" }
}
