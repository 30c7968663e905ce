import Palettes
import Themes
import REPL

extension CommandGroup {
    /// `palette VERB …`: the palettes of CS193p's EmojiArt (``PaletteStore``).
    public static let palette = CommandGroup(
        "palette", aliases: ["palettes"],
        summary: "list, show and edit the emoji palettes",
        details: [
            "P is a palette's name (any case; quote a name with spaces, or type it plain)",
            "or its number in 'palette list'.",
            "Emoji go through the palette filter: not-emoji are dropped with a notice,",
            "unqualified forms become fully qualified (❤ → ❤️). 'new NAME' plays a palette.",
            "Emoji may be typed as :shortcodes: (:red_heart:, :pizza:; Tab completes them);",
            "'palette search WORDS' finds emoji by name and keyword.",
            "Saved to $XDG_DATA_HOME/memorize/palettes.json (not in transcripts).",
        ],
        defaultVerb: "list")
}

extension Parameter {
    /// `P`: a palette, by name or number.
    static func palette<C: Command>(_ property: WritableKeyPath<C, PaletteName> & Sendable) -> Parameter {
        .positional(
        "P", property, required: true, "the palette: a name (any case) or its number in 'palette list'",
        missing: "a palette (a name or a number; see 'palette list')")
    }

    /// `EMOJI…`: emoji, as many words as you like.
    static func emoji<C: Command>(_ property: WritableKeyPath<C, [String]> & Sendable, _ summary: String) -> Parameter {
        .positional("EMOJI", property, .text, required: true, repeating: true, summary, missing: "emoji")
    }
}

extension CommandContext {
    /// The index of the palette `palette` names (a name or a number).
    func paletteIndex(_ palette: PaletteName, verb: String) throws(CommandError) -> Int {
        try paletteIndex(palette.name, verb: verb)
    }

    /// The index of the palette `name` names (a name or a number).
    func paletteIndex(_ name: String?, verb: String) throws(CommandError) -> Int {
        guard let name else { throw CommandError("palette \(verb) needs a palette (a name or a number; see 'palette list')") }
        do { return try session.palettes.index(of: name) } catch { throw CommandError(error.message) }
    }
}

extension CommandContext {
    /// A palette named like a theme: `new NAME` plays the theme, so say how to play the palette.
    func noteNameClash(_ name: String, into output: inout Output) {
        guard let theme = session.catalog.theme(named: name) else { return }
        output.note("a theme is called \(theme.name) too: 'new \(name)' plays the theme, 'new \(GameNames.palettePrefix)\(name)' this palette")
    }
}

/// Runs a store intent, giving its error as the command's.
func storeIntent<T>(_ body: () throws(PaletteStore.Failure) -> T) throws(CommandError) -> T {
    do { return try body() } catch { throw CommandError(error.message) }
}

/// `palette add|remove P EMOJI…`: a palette, and emoji typed as words (`:shortcodes:` too).
protocol PaletteEmojiCommand: ShellCommand, Equatable {
    var palette: PaletteName { get set }
    /// EMOJI's words, as typed.
    var words: [String] { get set }
    /// The emoji, shortcodes expanded (by ``validate()``).
    var emojis: String { get set }
    init()
}

extension PaletteEmojiCommand {
    /// The palettes file (`--palettes`) is what it edits.
    static var sessionSettings: [SessionSetting] { [.palettes] }

    init(palette: String, emojis: String) {
        self.init()
        self.palette = PaletteName(palette)
        self.emojis = emojis
        words = [emojis]
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.palette == rhs.palette && lhs.emojis == rhs.emojis }

    /// Words joined by line feeds: a lone 🏻 after a space would fuse with the space (and vanish
    /// with it) or onto the emoji before it; after a line feed it stands alone.
    mutating func validate() throws(CommandError) {
        emojis = try expandingShortcodes(words.joined(separator: "\n"))
    }
}
