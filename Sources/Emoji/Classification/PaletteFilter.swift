/// Turns any text into a palette: keeps the emoji, normalises each to its fully-qualified form,
/// drops repeats (first occurrence wins, order kept) — in one pass — and says what it changed.
///
/// Whitespace separates emoji and is dropped without a word. Everything else dropped or changed
/// is a ``Finding``, which is what theme notices and `palette lint` report.
public enum PaletteFilter {
    /// One thing the filter changed, at the `index`-th character of the input.
    public struct Finding: Sendable, Equatable {
        public enum Kind: Sendable, Equatable {
            /// Not an emoji (and why): dropped.
            case notEmoji(EmojiClassification.Reason)
            /// The same emoji (after normalisation) as the character at `first`: dropped.
            case duplicate(first: Int)
            /// A minimally-qualified or unqualified form: replaced by its fully-qualified one.
            case unqualified(becomes: Character)
        }
        /// The position among the input's characters (`Character`s, 0-based).
        public let index: Int
        public let character: Character
        public let kind: Kind

        public init(index: Int, character: Character, kind: Kind) {
            self.index = index
            self.character = character
            self.kind = kind
        }

        /// Whether the character is left out of the palette (rather than replaced).
        public var isDropped: Bool {
            if case .unqualified = kind { false } else { true }
        }
    }

    /// The palette of `text`, and what was changed to get it.
    /// - Complexity: O(*n*) expected in the length of `text`: one table lookup per character and a
    ///   bitset for repeats.
    public static func filter(_ text: some StringProtocol) -> (emojis: [Character], findings: [Finding]) {
        let table = EmojiTable.shared
        // For each fully-qualified entry seen: the index of the character that brought it.
        var firstSeen = [Int32](repeating: -1, count: table.sequences.count)
        var emojis: [Character] = []
        var findings: [Finding] = []
        var index = 0
        CharacterWalk.forEach(text) { piece in
            defer { index += 1 }
            switch piece {
            case .other(var character):
                if character.isWhitespace {
                    // A space and the marks after it are one Character: the marks are reported.
                    guard let marks = character.marksAfterWhitespace else { return }
                    character = marks
                }
                var reason = EmojiClassification.Reason.notAnEmoji
                if case .notEmoji(let why) = character.emojiClassification { reason = why }
                findings.append(Finding(index: index, character: character, kind: .notEmoji(reason)))
            case .emoji(let entry):
                let character = table.sequences[entry]
                let qualified = Int(table.qualified[entry])
                if firstSeen[qualified] >= 0 {
                    findings.append(Finding(index: index, character: character, kind: .duplicate(first: Int(firstSeen[qualified]))))
                    return
                }
                firstSeen[qualified] = Int32(index)
                let canonical = table.sequences[qualified]
                if qualified != entry {
                    findings.append(Finding(index: index, character: character, kind: .unqualified(becomes: canonical)))
                }
                emojis.append(canonical)
            }
        }
        return (emojis, findings)
    }
}

extension StringProtocol {
    /// The palette of this text: its emoji, fully qualified, each once, in order of first
    /// appearance. See ``PaletteFilter``.
    /// - Complexity: O(*n*) expected.
    public var emojiPalette: String { String(PaletteFilter.filter(self).emojis) }
}

extension Character {
    /// The scalars after the first of a whitespace Character (a space then a lone 🏻 or a
    /// combining accent, which grapheme rules join to it), as one Character; nil when there are none.
    var marksAfterWhitespace: Character? {
        let marks = unicodeScalars.dropFirst()
        guard !marks.isEmpty else { return nil }
        var view = String.UnicodeScalarView()
        view.append(contentsOf: marks)
        return String(view).first
    }
}
