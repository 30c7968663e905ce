import Palettes
import REPL

/// `palette remove P EMOJI…`: take emoji out of a palette.
struct PaletteRemoveCommand: ShellCommand, Equatable {
    static let spec = CommandSpec(
        "remove", in: .palette,
        parameters: [
            .palette(\Self.palette),
            .emoji(\Self.words, "the emoji to remove"),
        ],
        summary: "remove emoji")

    var palette = ""
    /// EMOJI's words, as typed.
    var words: [String] = []
    /// Its emoji, shortcodes expanded. Words joined by line feeds: a lone 🏻 after a space would
    /// fuse with the space (and vanish with it) or onto the emoji before it; after a line feed it stands alone.
    private(set) var emojis = ""

    init() {}
    init(palette: String, emojis: String) {
        self.palette = palette
        self.emojis = emojis
        words = [emojis]
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.palette == rhs.palette && lhs.emojis == rhs.emojis }

    mutating func validate() throws(CommandError) {
        emojis = try expandingShortcodes(words.joined(separator: "\n"))
    }

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let store = context.session.palettes
        let index = try context.paletteIndex(palette, verb: "remove")
        let removed = try storeIntent { () throws(PaletteStore.Failure) in try store.removeEmojis(emojis, fromPaletteAt: index) }
        var output = Output()
        if removed == 0 { output.note("none of those are in \(store.palettes[index].name)") }
        output.append(.palette(store.palettes[index]))
        return output
    }
}
