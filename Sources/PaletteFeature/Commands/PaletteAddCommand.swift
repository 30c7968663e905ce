import Palettes
import REPL

/// `palette add P EMOJI…`: add emoji to a palette.
struct PaletteAddCommand: ShellCommand, Equatable {
    static let spec = CommandSpec(
        "add", in: .palette,
        parameters: [
            .palette(\Self.palette),
            .emoji(\Self.words, "emoji (normalised; repeats are dropped)"),
        ],
        summary: "add emoji (normalised; repeats are dropped)")

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
        let index = try context.paletteIndex(palette, verb: "add")
        let findings = try storeIntent { () throws(PaletteStore.Failure) in try store.addEmojis(emojis, toPaletteAt: index) }
        var output = Output.with(.paletteFindings(findings))
        output.append(.palette(store.palettes[index]))
        return output
    }
}
