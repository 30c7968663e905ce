extension Character {
    /// Whether this is an emoji by Unicode Technical Standard #51: a fully-qualified,
    /// minimally-qualified or unqualified sequence of `emoji-test.txt` (Emoji
    /// ``EmojiTable/emojiVersion``), and not a component on its own (🏻, 🦰).
    ///
    /// CS193p's `value >= 0x238d` heuristic misses ⌚, ⌛, ©, ™ and ‼ and takes lone regional
    /// indicators, skin-tone swatches and broken sequences; this is an exact lookup instead.
    /// - Complexity: O(*k*) expected for *k* UTF-8 bytes.
    public var isEmoji: Bool {
        if case .emoji = emojiClassification { true } else { false }
    }

    /// The fully-qualified form of this emoji (❤ → ❤️, 1⃣ → 1️⃣), or nil when it is no emoji.
    public var fullyQualifiedEmoji: Character? {
        if case .emoji(let qualified, _) = emojiClassification { qualified } else { nil }
    }

    /// What this character is as an emoji, or why it is none.
    /// - Complexity: O(*k*) expected for *k* UTF-8 bytes.
    public var emojiClassification: EmojiClassification {
        let table = EmojiTable.shared
        if let index = table.index(of: self) {
            let status = table.statuses[Int(index)]
            if status == .component { return .notEmoji(.component) }
            return .emoji(qualified: table.sequences[Int(table.qualified[Int(index)])], status: status)
        }
        return .notEmoji(EmojiClassification.Reason(diagnosing: self))
    }
}

/// The verdict on one character: an emoji (with its fully-qualified form), or why not.
public enum EmojiClassification: Sendable, Equatable {
    case emoji(qualified: Character, status: EmojiTable.Status)
    case notEmoji(Reason)

    /// Why a character is no emoji, for the palette linter's messages.
    public enum Reason: Sendable, Equatable, CustomStringConvertible {
        /// A skin tone or hair style on its own (🏻, 🦰): it only modifies another emoji.
        case component
        /// U+FE0E asks for the text presentation.
        case textPresentation
        /// A lone regional indicator, or a pair that is no flag.
        case notAFlag
        /// A ZWJ, tag, keycap or modifier sequence Unicode does not recommend: it draws as
        /// several glyphs.
        case notRecommendedSequence
        case notAnEmoji

        public var description: String {
            switch self {
            case .component: "a component alone (it only modifies another emoji)"
            case .textPresentation: "text presentation requested (U+FE0E)"
            case .notAFlag: "regional indicators that are no flag"
            case .notRecommendedSequence: "not a recommended sequence (it draws as several glyphs)"
            case .notAnEmoji: "not an emoji"
            }
        }

        init(diagnosing character: Character) {
            let scalars = character.unicodeScalars
            guard scalars.count > 1 else {
                self = scalars.first.map { 0x1F1E6...0x1F1FF ~= $0.value } == true ? .notAFlag : .notAnEmoji
                return
            }
            if scalars.contains("\u{FE0E}") {
                self = .textPresentation
            } else if scalars.allSatisfy({ 0x1F1E6...0x1F1FF ~= $0.value }) {
                self = .notAFlag
            } else if let first = scalars.first, EmojiTable.shared.starters.contains(first.value),
                      scalars.dropFirst().contains(where: Self.joinsEmoji) {
                self = .notRecommendedSequence
            } else {
                self = .notAnEmoji
            }
        }

        /// ZWJ, tags, the keycap mark and skin tones: what builds emoji sequences.
        private static func joinsEmoji(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x200D, 0x20E3, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F: true
            default: false
            }
        }
    }
}
