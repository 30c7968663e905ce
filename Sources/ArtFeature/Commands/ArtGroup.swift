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
        .positional("ID|selection", property, required: true, "an emoji's id, or 'selection' for every selected one")
    }
    static func artFile<C: Command, T: ArgumentValue>(
        _ property: WritableKeyPath<C, T> & Sendable, _ summary: String, required: Bool = true
    ) -> Parameter where T.Parsed == String {
        .positional("FILE", property, .text, required: required, summary, missing: "a file")
    }
}

/// `ID|selection`: one emoji by its id, or every selected one (any case); Tab offers `selection`.
extension ArtEditor.Target: CommandArgument {
    public typealias Parsed = Self
    public static let placeholder = "ID|selection"

    public static func parse(_ word: ArgumentWord, in context: ArgumentContext) throws(ArgumentError) -> ArtEditor.Target {
        if word.text.lowercased() == "selection" { return .selection }
        guard let id = Int(word.text) else { throw ArgumentError("'\(word.shown)' is neither an emoji id nor 'selection'") }
        return .emoji(id)
    }

    public static func completions(in context: ArgumentContext) -> [String] { ["selection"] }
}

extension ArgumentKind where Element == Int {
    /// An EmojiArt emoji's id (`art select ID…`); whether the document has it is the editor's to say.
    static var emojiID: Self {
        ArgumentKind(placeholder: "ID") { word, _ throws(ArgumentError) in
            guard let id = Int(word.text) else { throw ArgumentError("emoji ids are whole numbers, not '\(word.shown)'") }
            return id
        }
    }
}

extension ArgumentKind where Element == Double {
    /// A number above 0 (`art scale … by FACTOR`).
    static var factor: Self {
        ArgumentKind(placeholder: "FACTOR") { word, _ throws(ArgumentError) in
            guard let x = Double(word.text), x.isFinite, x > 0 else {
                throw ArgumentError("the factor must be a number above 0, like 1.5, not '\(word.shown)'")
            }
            return x
        }
    }
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
