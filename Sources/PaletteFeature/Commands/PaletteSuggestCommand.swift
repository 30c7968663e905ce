import Emoji
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Palettes
import Platform
import REPL
import Themes

/// `palette suggest WORDS… [--pairs N] [--skin-tones] [--lang L] [--emoji-version V]
/// [--format palette|theme] [--save NAME]`: a palette from words.
struct PaletteSuggestCommand: ShellCommand, Equatable {
    /// Its palettes are the palettes file's (`--palettes`); a name is checked against
    /// the themes (`--theme-dir`), which `new NAME` would play instead.
    static let sessionSettings: [SessionSetting] = [.palettes, .themes]

    /// How many emoji a suggestion has when `--pairs` does not say: a game of 8 pairs.
    static let defaultCount = 8

    static let spec = CommandSpec(
        "suggest", in: .palette,
        parameters: [
            .positional("WORDS", \Self.words, .word, required: true, repeating: true, "what the theme is about: each word is searched", missing: "words"),
            .flag("pairs", \Self.count, .integer(1...1_000), value: "N", "how many emoji (default \(defaultCount))"),
            .flag("skin-tones", \Self.skinTones, .presence, "add the five skin tones of each emoji that has them"),
            .flag("lang", \Self.language, .language, "the language of the words (default: $LANG, else English)"),
            .flag("emoji-version", \Self.newest, value: "V", "leave out emoji newer than Emoji V (default \(EmojiVersion.widelySupported))"),
            .flag("format", \Self.format, SuggestFormat.choice, value: "F", "palette (one line of emoji) or theme (a theme file's JSON, named after the words)"),
            .flag("color", \Self.givenColor, value: "C", "the theme file's colour: a name or #rgb / #rrggbb (default orange)"),
            .flag("save", \Self.save, .text, value: "NAME", "save it as a new palette called NAME ('new NAME' plays it)"),
        ],
        summary: "build a palette from words, ready to play",
        details: [
            "Each word's matches are taken in turn, so every word is heard; one of each",
            "look-alike family is kept (no tone or gender variants), and only emoji of",
            "Emoji \(EmojiVersion.widelySupported) or older, which common systems draw.",
        ])

    var words: [String] = []
    var count: Int?
    var skinTones = false
    var language: String?
    var save: String?
    var format = SuggestFormat.palette
    /// `--color`, when given.
    var givenColor: ThemeColor?
    /// The theme file's colour.
    private(set) var color = ThemeColor.orange
    /// The newest Emoji version kept (`--emoji-version`).
    var newest = EmojiVersion.widelySupported

    mutating func validate() throws(CommandError) {
        if save != nil, format == .theme { throw CommandError("--save keeps a palette; --format theme prints a theme file: give one of them") }
        if let givenColor {
            guard format == .theme else { throw CommandError("--color colours a theme file; give --format theme too") }
            color = givenColor
        }
    }

    init(words: [String], count: Int? = nil, skinTones: Bool = false, language: String? = nil, save: String? = nil) {
        self.words = words
        self.count = count
        self.skinTones = skinTones
        self.language = language
        self.save = save
    }

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let names = try context.emojiNames(language)
        let wanted = count ?? Self.defaultCount
        let suggestion = PaletteSuggestion(words: words, names: names, count: wanted, skinTones: skinTones, newest: newest)
        var output = Output()
        for word in suggestion.unmatched {
            output.note("'\(word.prefix(40))' finds no emoji in \(names.languageName)")
        }
        guard !suggestion.emojis.isEmpty else {
            throw CommandError("no emoji found for \(words.joined(separator: " ").prefix(60)); try 'palette search WORDS'")
        }
        if suggestion.emojis.count < wanted {
            output.note("the words find only \(suggestion.emojis.count) emoji, not \(wanted)")
        }
        let palette = String(suggestion.emojis)
        if let save {
            let store = context.session.palettes
            _ = try storeIntent { () throws(PaletteStore.Failure) in try store.insertPalette(named: save, emojis: palette) }
            let saved = store.palettes[0]
            output.message("New palette \(saved.name) (\(saved.emojis.count) emoji): \(saved.emojis)")
            context.noteNameClash(saved.name, into: &output)
            return output
        }
        if format == .theme {
            output.append(.lines(themeFile(palette, count: suggestion.emojis.count).split(separator: "\n").map(String.init)))
            return output
        }
        // The palette alone on standard output, for a pipe; how to keep it beside it.
        output.append(.lines([palette]))
        output.note("keep it: palette suggest \(words.map { Lexer.quoted($0) }.joined(separator: " ")) --pairs \(wanted)\(skinTones ? " --skin-tones" : "") --save NAME")
        return output
    }
}

/// What `palette suggest` prints: a palette, or a theme file.
enum SuggestFormat: String, ChoiceArgument { case palette, theme }

extension PaletteSuggestCommand {
    /// A theme file named after the words, holding `palette` (pretty JSON, as theme files are written).
    func themeFile(_ palette: String, count: Int) -> String {
        let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(separator: " ")
        struct ThemeFile: Encodable { let name: String, emojis: String, pairs: Int, color: String }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(ThemeFile(name: name, emojis: palette, pairs: count, color: color.rawValue))) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
