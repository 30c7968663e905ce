import Emoji
import Palettes
import REPL

/// `palette show P [--names] [--lang L]`: one palette's emoji, or each with its name.
struct PaletteShowCommand: ShellCommand, Equatable {
    /// Its palettes are the palettes file's (`--palettes`).
    static let sessionSettings: [SessionSetting] = [.palettes]

    static let spec = CommandSpec(
        "show", in: .palette,
        parameters: [
            .palette(\Self.palette),
            .flag("names", \Self.names, .presence, "each emoji on a line with its name and :shortcode:"),
            .flag("lang", \Self.language, .language, "the language of the names (default: $LANG, else English)"),
        ],
        summary: "one palette's emoji")

    var palette: PaletteName = ""
    var names = false
    var language: String?

    init(palette: String, names: Bool = false, language: String? = nil) {
        self.palette = PaletteName(palette)
        self.names = names
        self.language = language
    }

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let index = try context.paletteIndex(palette, verb: "show")
        let shown = context.session.palettes.palettes[index]
        var output = Output.with(.palette(shown))
        if names || language != nil {
            let book = try context.emojiNames(language)
            output.append(.emojiLines(shown.emojis.map { EmojiLine(emoji: $0, names: book) }))
        }
        return output
    }
}
