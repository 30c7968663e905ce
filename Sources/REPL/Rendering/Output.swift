
/// What a command produced, in the order it produced it: typed results, which a renderer draws
/// (``TextRenderer`` for a terminal or a pipe; `state` is JSON whatever draws it).
public struct Output {
    public var items: [Item] = []
    /// The session should end after this command.
    public var quit = false

    public init() {}

    public enum Item {
        /// A sentence for the player (`Saved 3 emoji to a.emojiart; …`).
        case message(String)
        /// Something the player should know that is not the command's result: `note: …` on stderr.
        case note(String)
        /// Lines already drawn by a format of their own (a face as SVG).
        case lines([String])
        case help(HelpPage)
        /// What a feature draws itself: a board, a face, a picture (see ``Drawable``).
        case drawn(any Drawable)
    }

    public mutating func append(_ item: Item) { items.append(item) }
    public mutating func message(_ text: String) { items.append(.message(text)) }
    public mutating func note(_ text: String) { items.append(.note(text)) }

    /// One item.
    public static func with(_ item: Item) -> Output {
        var output = Output()
        output.append(item)
        return output
    }
}

/// Output a feature draws itself (a board, a face, a picture): its lines for a terminal or a
/// pipe, in the renderer's style. A feature's items are `Output.Item`s made by its own static
/// functions (`.board(…)`), so commands append them as they append a message.
public protocol Drawable {
    func draw(with renderer: TextRenderer, into reply: inout Reply)
}

/// What `help` shows.
public enum HelpPage {
    /// Every command of its own, and every group.
    case overview([CommandRegistry.Topic])
    /// A group's verbs.
    case group(CommandGroup, verbs: [CommandSpec])
    case command(CommandSpec)
}
