import Emoji
import Platform
import REPL

/// `palette search WORDS… [--lang L] [--skin-tones] [--all] [--limit N]`: find emoji by name and
/// keyword: a match a line, its fields in aligned columns; no match is exit status 1.
struct PaletteSearchCommand: ShellCommand, Equatable {
    /// How many matches are listed without `--all`.
    static let shown = 20

    static let spec = CommandSpec(
        "search", in: .palette, aliases: ["find"],
        parameters: [
            .positional("WORDS", \Self.words, .word, required: true, repeating: true, "words of a name or keyword (any case)", missing: "words to search for"),
            .flag("lang", \Self.language, .language, "the language of the words and names (default: $LANG, else English)"),
            .flag("skin-tones", \Self.skinTones, .presence, "list the five skin tones of each emoji that has them"),
            .flag("all", \Self.all, .presence, "list every match, not the first \(shown)"),
            .flag("limit", \Self.limit, .integer(1...Int.max), value: "N", "at most N matches (default \(shown))"),
        ],
        summary: "find emoji by name and keyword, best first",
        details: [
            "Ranked: the whole name, then a keyword, then a word that starts so, then all",
            "the words anywhere. Names are Unicode's (CLDR); English is built in, other",
            "languages come from Debian's unicode-cldr-core when it is installed.",
        ])

    var words: [String] = []
    var language: String?
    var skinTones = false
    var all = false
    var limit: Int?

    init(words: [String], language: String? = nil, skinTones: Bool = false, all: Bool = false) {
        self.words = words
        self.language = language
        self.skinTones = skinTones
        self.all = all
    }

    init() {}

    /// `palette search 🐶`: words that are all emoji ask what they are.
    var describing: PaletteDescribeCommand? {
        guard words.allSatisfy({ $0.contains(where: \.isEmoji) }) else { return nil }
        var describe = PaletteDescribeCommand()
        describe.words = words
        describe.language = language
        return describe
    }

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        if var describe = describing {
            try describe.validate()
            return try describe.run(&context)
        }
        let names = try context.emojiNames(language)
        let matches = Self.matches(of: words, in: names)
        var output = Output()
        guard !matches.isEmpty else {
            context.stream.reportFinding()   // as grep: no match, exit status 1
            output.note("no emoji is named or keyworded '\(words.joined(separator: " ").prefix(60))' in \(names.languageName)")
            return output
        }
        let listed = matches.prefix(limit ?? (all ? .max : Self.shown))
        var lines: [EmojiLine] = []
        for match in listed {
            lines.append(EmojiLine(match, names: names))
            if skinTones {
                lines += SkinTones.variants(of: match.entry.emoji).map { EmojiLine(emoji: $0, names: names) }
            }
        }
        output.append(.emojiLines(lines))
        if listed.count < matches.count, limit == nil {
            output.note("… and \(matches.count - listed.count) more (--all lists them)")
        }
        return output
    }
}

extension PaletteSearchCommand {
    /// The matches of `words` in `names`; one word that is a shortcode (`:+1:`, `thumbsup`, with or
    /// without its colons) finds its emoji first, as `shortcode: :+1:` (unless the words found it
    /// first already).
    /// - Complexity: that of ``EmojiNames/search(_:)``, plus O(*n*) in the matches.
    static func matches(of words: [String], in names: EmojiNames) -> [EmojiNames.Match] {
        var matches = names.search(words)
        guard words.count == 1, let word = words.first, let emoji = EmojiShortcodes.shared.emoji(for: word),
              let entry = names.entry(for: emoji), matches.first?.entry.emoji != emoji else { return matches }
        matches.removeAll { $0.entry.emoji == emoji }
        let bare = word.hasPrefix(":") && word.hasSuffix(":") && word.count > 2 ? String(word.dropFirst().dropLast()) : word
        return [EmojiNames.Match(entry: entry, rank: .name, keyword: nil, shortcode: ":\(bare.lowercased()):")] + matches
    }
}

extension EmojiShortcodes {
    /// Every shortcode of `emoji` as one field, `:thumbs_up: :thumbsup: :+1:`; nil when it has none.
    func field(for emoji: Character) -> String? {
        let all = allShortcodes(for: emoji)
        return all.isEmpty ? nil : all.joined(separator: " ")
    }
}

extension EmojiLine {
    /// A search result: its name, shortcodes, and the keyword or shortcode that found it.
    init(_ match: EmojiNames.Match, names: EmojiNames) {
        self.init(
            emoji: match.entry.emoji, name: match.entry.name, shortcode: EmojiShortcodes.shared.field(for: match.entry.emoji),
            detail: match.keyword.map { "keyword: \($0)" } ?? match.shortcode.map { "shortcode: \($0)" })
    }

    /// Any emoji, with its name in `names` if it has one.
    init(emoji: Character, names: EmojiNames) {
        self.init(emoji: emoji, name: names.name(of: emoji), shortcode: EmojiShortcodes.shared.field(for: emoji))
    }
}

extension EmojiNames {
    /// `English`, or the code of the language read from CLDR.
    var languageName: String { language == "en" ? "English" : "'\(language)'" }
}

extension CommandContext {
    /// The emoji names in `language` (the session's default when nil).
    func emojiNames(_ language: String?) throws(CommandError) -> EmojiNames {
        do { return try session.names.names(in: language) } catch { throw CommandError(error.message) }
    }
}
