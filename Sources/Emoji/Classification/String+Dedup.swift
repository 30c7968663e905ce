extension StringProtocol {
    /// The string with every repeated character removed: the first occurrence wins and order is
    /// kept (the course's name and meaning). Characters compare by canonical equivalence.
    ///
    /// Removing a character can bring two others together that then fuse into one (🇺 A 🇸 A 🇸:
    /// dropping the second A makes 🇸🇸 a single grapheme); a character that would fuse with the one
    /// before it is dropped too, so the result always splits back into distinct characters.
    ///
    /// - Complexity: O(*n*) expected, with one hash-set lookup per character. (The course's version
    ///   searches the result for every character, which is O(*n*²).)
    public var withNoRepeatedCharacters: String {
        String(uniqueCharacters(droppingWhitespace: false))
    }

    /// The distinct characters, first occurrence first, never two that would fuse when written
    /// side by side; optionally without whitespace. One pass over the original graphemes, so
    /// dropping a character never changes how the others split.
    /// - Complexity: O(*n*) expected.
    public func uniqueCharacters(droppingWhitespace: Bool) -> [Character] {
        var seen = Set<Character>()
        var result: [Character] = []
        for character in self {
            if droppingWhitespace && character.isWhitespace { continue }
            if let last = result.last, Self.fuse(last, character) { continue }
            if seen.insert(character).inserted { result.append(character) }
        }
        return result
    }

    /// Whether `b` written right after `a` would not split back into `a` and `b` (they fuse, or
    /// the boundary between them moves, as with regional indicators). Checking the pair is
    /// enough: what is kept always splits correctly, so nothing before `a` can be affected.
    private static func fuse(_ a: Character, _ b: Character) -> Bool {
        var pair = String(a)
        pair.append(b)
        return Array(pair) != [a, b]
    }
}
