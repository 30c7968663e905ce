import Escaping

/// What `palette fix --terminal` swaps: each emoji a measured terminal draws at another width
/// than Unicode's, for a form of it that terminal draws as Unicode says (the fully-qualified
/// form, or the form without U+FE0F), where one exists. A profile keeps only the emoji it saw
/// drawn differently, so a form it does not list is one the terminal draws as expected.
///
/// The form without U+FE0F is text presentation: `palette fix` without the profile writes it
/// fully qualified again, and `palette lint` notes it as unqualified. The swap is for palettes
/// meant for that terminal.
public struct WidthSwaps: Sendable, Equatable {
    /// One emoji and what it becomes.
    public struct Swap: Sendable, Equatable {
        public let from: Character
        public let to: Character
        /// Columns the terminal draws `from` at, and Unicode's.
        public let drawn: Int
        public let unicode: Int
    }

    /// Swaps by the emoji they replace.
    public let swaps: [String: Swap]

    /// The swaps `profile` calls for.
    /// - Complexity: O(*d*) in the profile's differences.
    public init(profile: WidthProfile) {
        let lookup = profile.lookup
        var swaps: [String: Swap] = [:]
        for difference in profile.differences {
            guard let from = Self.character(difference.emoji), let to = Self.alternative(for: from, differing: lookup) else { continue }
            swaps[difference.emoji] = Swap(from: from, to: to, drawn: difference.drawn, unicode: difference.unicode)
        }
        self.swaps = swaps
    }

    /// A form of `emoji` the profile (`differing`, by emoji) does not list: its fully-qualified
    /// form, else the form without U+FE0F when that is one character and no ZWJ sequence
    /// (✈️ → ✈, #️⃣ → #⃣); nil when neither is.
    /// - Complexity: O(*k*) in its scalars.
    static func alternative(for emoji: Character, differing: [String: WidthProfile.Difference]) -> Character? {
        let table = EmojiTable.shared
        var candidates: [Character] = []
        if let index = table.index(of: emoji) {
            candidates.append(table.sequences[Int(table.qualified[Int(index)])])
        }
        let scalars = emoji.unicodeScalars
        if scalars.contains("\u{FE0F}"), !scalars.contains("\u{200D}") {
            var plain = ""
            plain.unicodeScalars.append(contentsOf: scalars.filter { $0 != "\u{FE0F}" })
            if let character = Self.character(plain) { candidates.append(character) }
        }
        return candidates.first { $0 != emoji && differing[String($0)] == nil }
    }

    private static func character(_ text: String) -> Character? {
        text.count == 1 ? text.first : nil
    }

    /// `text` with every emoji to swap swapped, and the swaps made, in order (each emoji once).
    /// - Complexity: O(*n*) in the characters of `text`.
    public func apply(to text: String) -> (text: String, made: [Swap]) {
        guard !swaps.isEmpty else { return (text, []) }
        var result = ""
        var made: [Swap] = []
        var seen: Set<String> = []
        for character in text {
            let key = String(character)
            if let swap = swaps[key] {
                result.append(swap.to)
                if seen.insert(key).inserted { made.append(swap) }
            } else {
                result.append(character)
            }
        }
        return (result, made)
    }

    /// A canonical palette file (what `fix` writes) with its palettes' emoji swapped: in JSON
    /// only the `"emojis"` strings change, byte for byte elsewhere; a text palette is its line.
    /// - Complexity: O(*n*) in its bytes.
    public func apply(to bytes: [UInt8], kind: PaletteSource.Kind) -> (bytes: [UInt8], made: [Swap]) {
        guard !swaps.isEmpty, let source = try? PaletteSource(bytes: bytes, kind: kind) else { return (bytes, []) }
        var out: [UInt8] = []
        var copied = 0
        var made: [Swap] = []
        for palette in source.palettes {
            let swapped = apply(to: palette.text)
            guard !swapped.made.isEmpty else { continue }
            for swap in swapped.made where !made.contains(swap) { made.append(swap) }
            out += bytes[copied..<palette.byteRange.lowerBound]
            out += kind == .json ? Array(JSONEscaping.quoted(swapped.text).utf8) : Array(swapped.text.utf8)
            copied = palette.byteRange.upperBound
        }
        out += bytes[copied...]
        return (out, made)
    }
}
