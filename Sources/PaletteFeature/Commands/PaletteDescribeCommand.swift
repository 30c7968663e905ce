import Emoji
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import REPL

/// `palette describe EMOJI… [--lang L] [--format text|json]`: what an emoji is called, its
/// keywords, shortcodes, Emoji version, code points, fully-qualified form, tone and gender
/// variants, and whether terminals agree on its width. `palette search 🐶` does the same.
struct PaletteDescribeCommand: ShellCommand, Equatable {
    static let spec = CommandSpec(
        "describe", in: .palette, aliases: ["what"],
        parameters: [
            .positional("EMOJI", \Self.words, .word, required: true, repeating: true, "emoji, or :shortcodes:", missing: "emoji"),
            .flag("lang", \Self.language, .language, "the language of the names and keywords (default: $LANG, else English)"),
            .flag("format", \Self.format, DescribeFormat.choice, value: "F", "text, or json (one array)"),
        ],
        summary: "what an emoji is: name, keywords, shortcodes, version, code points, variants, width")

    /// EMOJI's words, as typed.
    var words: [String] = []
    var language: String?
    var format = DescribeFormat.text
    /// Each emoji of the words, shortcodes expanded, in order.
    private(set) var emojis: [Character] = []

    init() {}
    init(emojis: [Character], language: String? = nil) {
        self.emojis = emojis
        self.language = language
        words = emojis.map(String.init)
    }

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.emojis == rhs.emojis && lhs.language == rhs.language && lhs.format == rhs.format }

    mutating func validate() throws(CommandError) {
        emojis = []
        for word in words {
            for character in try expandingShortcodes(word) where !character.isWhitespace {
                guard EmojiTable.shared.index(of: character) != nil else {
                    let shown = word.contains(where: \.isEmoji) ? String(character) : word
                    throw CommandError("'\(shown.terminalSafe.prefix(40))' is not an emoji ('palette search WORDS' finds emoji by name)")
                }
                emojis.append(character)
            }
        }
        // Words of blanks only (`palette describe ""`) name nothing: say so, never print nothing.
        guard !emojis.isEmpty else { throw CommandError("palette describe needs an emoji, not an empty word") }
    }

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let names = try context.emojiNames(language)
        let descriptions = emojis.compactMap { EmojiDescription($0, names: names) }
        switch format {
        case .text:
            // Each fact wraps at spaces under its own text (15 columns in), to the terminal's width.
            let width = context.style.width
            return Output.with(.lines(descriptions.flatMap(Self.lines).flatMap { TextFit.wrap($0, width: width, indent: 15) }))
        case .json:
            return Output.with(.lines([Self.json(descriptions)]))
        }
    }

    /// A description as the REPL shows it: the emoji and its name, then one line a fact.
    static func lines(_ d: EmojiDescription) -> [String] {
        var lines = ["\(d.emoji)  \(d.name ?? "(no name in this language)")"]
        if d.given != d.emoji {
            lines.append("  typed:       \(d.given.unicodeScalars.map(Self.codePoint).joined(separator: " ")) (\(d.status.name)); fully qualified: \(d.emoji)")
        }
        if !d.keywords.isEmpty { lines.append("  keywords:    \(d.keywords.joined(separator: ", "))") }
        if !d.shortcodes.isEmpty { lines.append("  shortcodes:  \(d.shortcodes.joined(separator: " "))") }
        lines.append("  Emoji \(d.version.map(String.init(describing:)) ?? "?"), \(d.codePoints.joined(separator: " "))")
        if !d.toneVariants.isEmpty { lines.append("  skin tones:  \(d.toneVariants.map(String.init).joined(separator: " "))") }
        if !d.genderVariants.isEmpty { lines.append("  genders:     \(d.genderVariants.map(String.init).joined(separator: " "))") }
        lines.append("  width:       \(d.width ?? widthAgreed)")
        return lines
    }

    static let widthAgreed = "2 columns on every terminal"

    static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// One JSON array, keys sorted: what an editor or a script reads.
    static func json(_ descriptions: [EmojiDescription]) -> String {
        struct Entry: Encodable {
            let emoji, given, status: String
            let name: String?
            let keywords, shortcodes, codePoints, skinTones, genders: [String]
            let version: String?
            /// Whether terminals may disagree on its width, and why (or that they agree).
            let widthVaries: Bool
            let width: String
        }
        let entries = descriptions.map { d in
            Entry(
                emoji: String(d.emoji), given: String(d.given), status: d.status.name, name: d.name, keywords: d.keywords,
                shortcodes: d.shortcodes, codePoints: d.codePoints, skinTones: d.toneVariants.map(String.init),
                genders: d.genderVariants.map(String.init), version: d.version.map(String.init(describing:)),
                widthVaries: d.width != nil, width: d.width ?? Self.widthAgreed)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Strings and lists of strings only: encoding cannot fail; an empty array stands in.
        return (try? encoder.encode(entries)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }
}

/// How `palette describe` writes: lines for people, JSON for scripts.
enum DescribeFormat: String, ChoiceArgument { case text, json }
