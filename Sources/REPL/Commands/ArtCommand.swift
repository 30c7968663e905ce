/// `art VERB …`: an intent on the open EmojiArt document, and `export board FILE`.
public enum ArtCommand: Equatable, Sendable {
    case new
    case open(path: String)
    case save(path: String?)
    case show
    case add(text: String, x: Int, y: Int, size: Int?)
    case move(Target, dx: Int, dy: Int)
    case scale(Target, factor: Double)
    case remove(Target)
    /// Toggles each id in the selection.
    case select([Int])
    case deselect
    /// A URL (fetched) or a file (embedded as image data).
    case background(String)
    case clearBackground
    case undo
    case redo
    case export(path: String)
    /// Waits for background fetches to finish (scripts).
    case wait

    /// One emoji, or every selected one.
    public enum Target: Equatable, Sendable {
        case emoji(Int)
        case selection
    }

    /// The verbs, in the order `help art` lists them.
    public static let verbs = [
        "new", "open", "save", "show", "add", "move", "scale", "remove", "select", "deselect",
        "background", "undo", "redo", "export", "wait",
    ]
}
