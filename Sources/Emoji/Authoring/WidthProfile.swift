#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// How one terminal draws emoji, where it differs from Unicode's widths: what `palette probe`
/// measured (draw, then ask the cursor with CSI 6n) and `palette lint --terminal` reads. Only the
/// emoji that differ are kept, so a profile of all of Unicode's emoji stays a few kilobytes.
public struct WidthProfile: Codable, Sendable, Equatable {
    /// One emoji the terminal draws at a width other than Unicode's.
    public struct Difference: Codable, Sendable, Equatable {
        public var emoji: String
        /// Columns the cursor moved when the terminal drew it.
        public var drawn: Int
        /// Columns by Unicode's East Asian Width model (the project's `DisplayWidth`).
        public var unicode: Int

        public init(emoji: String, drawn: Int, unicode: Int) {
            self.emoji = emoji
            self.drawn = drawn
            self.unicode = unicode
        }
    }

    /// `TERM_PROGRAM` (else `TERM`) of the terminal measured.
    public var terminal: String
    /// `TERM_PROGRAM_VERSION`, where the terminal tells it.
    public var version: String?
    /// How many emoji were drawn.
    public var probed: Int
    /// The emoji drawn at another width than Unicode's, in the order probed.
    public var differences: [Difference]

    public init(terminal: String, version: String?, probed: Int, differences: [Difference]) {
        self.terminal = terminal
        self.version = version
        self.probed = probed
        self.differences = differences
    }

    /// The difference for `emoji`, or nil when the terminal draws it as Unicode says.
    /// - Complexity: O(*d*) in the differences (a lint builds ``lookup`` once instead).
    public func difference(for emoji: Character) -> Difference? {
        differences.first { Character($0.emoji) == emoji }
    }

    /// The differences by emoji, for checks of many emoji.
    /// - Complexity: O(*d*)
    public var lookup: [String: Difference] {
        Dictionary(differences.map { ($0.emoji, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The profile as its file holds it: pretty JSON, keys sorted, ending in a newline.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = (try? encoder.encode(self)) ?? Data("{}".utf8)
        data.append(0x0A)
        return data
    }

    /// A profile from its file's bytes, or nil when they are not one.
    public static func decoded(_ data: Data) -> WidthProfile? {
        try? JSONDecoder().decode(WidthProfile.self, from: data)
    }
}

extension WidthProfile {
    /// The kinds of emoji terminals disagree on, for a probe's summary.
    public enum Group: String, CaseIterable, Sendable {
        case textPresentation = "VS16 text-presentation"
        case flags = "flags"
        case zwj = "ZWJ sequences"
        case skinTones = "skin tones"
        case keycaps = "keycaps"
        case newest = "newest emoji"
        case other = "other"
    }

    /// Which group `emoji` falls in; `newest` is Emoji versions after `newest`.
    /// - Complexity: O(*k*) in its scalars.
    public static func group(of emoji: Character, newest: EmojiVersion = .widelySupported) -> Group {
        let scalars = Array(emoji.unicodeScalars)
        if scalars.contains("\u{200D}") { return .zwj }
        if scalars.contains(where: { (0x1F1E6...0x1F1FF).contains($0.value) || (0xE0020...0xE007F).contains($0.value) }) { return .flags }
        if scalars.contains("\u{20E3}") { return .keycaps }
        if scalars.dropFirst().contains(where: { $0.properties.isEmojiModifier }) { return .skinTones }
        if let first = scalars.first, !first.properties.isEmojiPresentation, scalars.contains("\u{FE0F}") { return .textPresentation }
        if let index = EmojiTable.shared.index(of: emoji), EmojiTable.shared.version(of: index) > newest { return .newest }
        return .other
    }
}
