/// Everything memorize knows of one emoji, for `palette describe`: its CLDR name and keywords,
/// shortcodes, Emoji version, code points, the fully-qualified form, the skin-tone and gender
/// variants Unicode recommends, and why terminals may disagree on its width.
public struct EmojiDescription: Sendable, Equatable {
    /// As given (❤ stays ❤ here; ``emoji`` is ❤️).
    public let given: Character
    /// The fully-qualified form.
    public let emoji: Character
    /// How `given` stands in Unicode's emoji-test.txt.
    public let status: EmojiTable.Status
    public let name: String?
    public let keywords: [String]
    /// The CLDR-derived one first, then the chat apps' aliases.
    public let shortcodes: [String]
    public let version: EmojiVersion?
    /// `U+2764 U+FE0F`: the fully-qualified form's code points.
    public let codePoints: [String]
    public let toneVariants: [Character]
    /// The other genders of the same person, role or activity (👨‍🍳 and 👩‍🍳 for 🧑‍🍳), untoned.
    public let genderVariants: [Character]
    /// Why terminals may draw it at another width than 2 columns (``TerminalWidth``), or nil.
    public let width: String?

    /// The description of `given` in `names`' language, or nil when it is not an emoji.
    /// - Complexity: O(*n*) in Unicode's emoji (about 3,900), for the gender variants.
    public init?(_ given: Character, names: EmojiNames, shortcodes: EmojiShortcodes = .shared) {
        let table = EmojiTable.shared
        guard let emoji = given.fullyQualifiedEmoji, let index = table.index(of: given) else { return nil }
        self.given = given
        self.emoji = emoji
        status = table.statuses[Int(index)]
        let entry = names.entry(for: emoji)
        name = entry?.name
        keywords = entry?.keywords.filter { $0 != entry?.name } ?? []
        self.shortcodes = shortcodes.allShortcodes(for: emoji)
        version = emoji.emojiVersion
        codePoints = emoji.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
        toneVariants = SkinTones.variants(of: emoji)
        genderVariants = Self.genderVariants(of: emoji)
        width = TerminalWidth.disagreement(emoji)
    }

    /// The fully-qualified, untoned emoji that look like `emoji` but for gender (``LookAlikes``).
    /// - Complexity: O(*n*) in Unicode's emoji.
    static func genderVariants(of emoji: Character) -> [Character] {
        let untoned = SkinTones.base(of: emoji)
        return (UntonedFamilies.shared.byKey[LookAlikes.key(of: untoned)] ?? []).filter { $0 != untoned }
    }
}

/// Unicode's fully-qualified emoji without a skin tone, grouped by ``LookAlikes`` key in the
/// table's order: built once per process, so a description (or a thousand, in a transcript
/// suite) looks its family up instead of keying all 3,900 emoji again.
final class UntonedFamilies: Sendable {
    static let shared = UntonedFamilies()
    let byKey: [String: [Character]]

    /// - Complexity: O(*n*) in Unicode's emoji.
    private init() {
        let table = EmojiTable.shared
        var byKey: [String: [Character]] = [:]
        for (i, status) in table.statuses.enumerated() where status == .fullyQualified {
            let candidate = table.sequences[i]
            // Emoji_Modifier is exactly the five skin tones, U+1F3FB…U+1F3FF.
            guard !candidate.unicodeScalars.contains(where: { (0x1F3FB...0x1F3FF).contains($0.value) }) else { continue }
            byKey[LookAlikes.key(of: candidate), default: []].append(candidate)
        }
        self.byKey = byKey
    }
}

extension EmojiTable.Status {
    /// As emoji-test.txt spells it: `fully-qualified`, `unqualified`.
    public var name: String {
        switch self {
        case .fullyQualified: "fully-qualified"
        case .minimallyQualified: "minimally-qualified"
        case .unqualified: "unqualified"
        case .component: "component"
        case .redundantVariationSelector: "emoji presentation with a redundant U+FE0F"
        }
    }
}

