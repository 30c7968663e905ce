import Emoji
import Palettes

/// `palette suggest WORDS… [--pairs N] [--skin-tones] [--lang L] [--save NAME]`: a palette from words.
struct PaletteSuggestCommand: Command, Equatable {
    /// How many emoji a suggestion has when `--pairs` does not say: a game of 8 pairs.
    static let defaultCount = 8

    static let spec = CommandSpec(
        "suggest", in: .palette,
        parameters: [
            .positional("WORDS", \Self.words, .word, required: true, repeating: true, "what the theme is about: each word is searched", missing: "words"),
            .flag("pairs", \Self.count, .integer(1...1_000), value: "N", "how many emoji (default \(defaultCount))"),
            .flag("skin-tones", \Self.skinTones, .presence, "add the five skin tones of each emoji that has them"),
            .flag("lang", \Self.language, .language, "the language of the words (default: $LANG, else English)"),
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
        let suggestion = PaletteSuggestion(words: words, names: names, count: wanted, skinTones: skinTones)
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
        output.message("\(suggestion.emojis.count) emoji: \(palette)")
        output.message("Keep it: palette suggest \(words.map(Lexer.quoted).joined(separator: " ")) --pairs \(wanted)\(skinTones ? " --skin-tones" : "") --save NAME")
        return output
    }
}
