import Emoji
import Palettes
import REPL

/// `palette new NAME [EMOJI…]`: a new palette, first in the list.
struct PaletteNewCommand: ShellCommand, Equatable {
    /// Its palettes are the palettes file's (`--palettes`); a name is checked against
    /// the themes (`--theme-dir`), which `new NAME` would play instead.
    static let sessionSettings: [SessionSetting] = [.palettes, .themes]

    static let spec = CommandSpec(
        "new", in: .palette,
        parameters: [
            // NAME takes the rest of the line; the command splits it, so EMOJI is declared for
            // usage and help (the name is every word before the first emoji, or one quoted word).
            .positional("NAME", \Self.typed, .text, required: true, "its name: the words before the first emoji (or :shortcode:), or quoted", missing: "a name"),
            .gathered("EMOJI", .text, repeating: true, "its emoji, or :shortcodes: (normalised; repeats are dropped)"),
        ],
        summary: "a new palette, first in the list")

    /// The words as typed (NAME takes the rest of the line).
    var typed = TypedWords([])
    private(set) var name = ""
    private(set) var emojis = ""

    init() {}
    init(name: String, emojis: String) {
        self.name = name
        self.emojis = emojis
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.name == rhs.name && lhs.emojis == rhs.emojis }

    mutating func validate() throws(CommandError) {
        // A quoted first word is the whole name, else the name is every word up to the first that
        // holds an emoji.
        let words = typed.words
        let nameCount = typed.firstWordQuoted ? 1 : max(1, words.prefix { !$0.holdsEmoji }.count)
        name = words.prefix(nameCount).joined(separator: " ")
        // A name never holds a :word: in colons: a known one was meant as an emoji, an unknown one
        // is a typo. Quoted, it is a name as typed.
        if !typed.firstWordQuoted, let word = words.first, Self.isShortcodes(word) {
            _ = try expandingShortcodes(word)
            throw CommandError("a palette's name comes first: 'palette new NAME \(word.prefix(40)) …' (quote it to name a palette '\(word.prefix(40))')")
        }
        // Words joined by line feeds: a lone 🏻 after a space would fuse with the space (and vanish
        // with it) or onto the emoji before it; after a line feed it stands alone.
        emojis = try expandingShortcodes(words.dropFirst(nameCount).joined(separator: "\n"))
    }

    /// A word that is a `:shortcode:`, or several run together (`:pizza::pizza:`), which the name
    /// would otherwise swallow, leaving the palette no emoji.
    static func isShortcodes(_ word: String) -> Bool {
        if EmojiShortcodes.looksLikeShortcode(word) { return true }
        guard word.first == ":", let expanded = try? expandingShortcodes(word) else { return false }
        return expanded != word && expanded.contains(where: \.isEmoji)
    }

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let store = context.session.palettes
        let findings = try storeIntent { () throws(PaletteStore.Failure) in try store.insertPalette(named: name, emojis: emojis) }
        var output = Output.with(.paletteFindings(findings))
        let palette = store.palettes[0]
        output.message("New palette \(palette.name) (\(palette.emojis.count) emoji): \(palette.emojis)")
        context.noteNameClash(palette.name, into: &output)
        return output
    }
}
