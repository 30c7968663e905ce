extension StringProtocol {
    /// The string with every repeated character removed: the first occurrence wins and order is
    /// kept (the course's name and meaning). Characters compare as `Character`s do, by canonical
    /// equivalence, so ❤ and ❤️ are two characters here; ``PaletteFilter`` normalises them first.
    ///
    /// Removing a character can bring two others together that then fuse into one (🇺 A 🇸 A 🇸:
    /// dropping the second A makes 🇸🇸 a single grapheme); a character that would fuse with the one
    /// before it is dropped too, so the result always splits back into distinct characters.
    ///
    /// - Complexity: O(*n*) expected: emoji are found by ``EmojiScanner`` and compared by their
    ///   table entry; other characters by one hash-set lookup each. (The course's version searches
    ///   the result for every character, which is O(*n*²).)
    public var withNoRepeatedCharacters: String {
        String(uniqueCharacters(droppingWhitespace: false))
    }

    /// The distinct characters, first occurrence first, never two that would fuse when written
    /// side by side; optionally without whitespace. One pass over the original graphemes, so
    /// dropping a character never changes how the others split.
    /// - Complexity: O(*n*) expected.
    public func uniqueCharacters(droppingWhitespace: Bool) -> [Character] {
        let table = EmojiTable.shared
        // Emoji spelled alike are the same table entry, and no other string is canonically
        // equivalent to an emoji (their scalars have no decompositions and combining class 0).
        var seenEmoji = [Bool](repeating: false, count: table.sequences.count)
        var seen = Set<Character>()
        var result: [Character] = []
        // Characters next to each other in the input split apart; only after something was left
        // out can the next one meet a new neighbour and fuse with it.
        var skipped = false
        var lastIsEmoji = false
        CharacterWalk.forEach(self) { piece in
            switch piece {
            case .emoji(let entry):
                guard !seenEmoji[entry] else { skipped = true; return }
                let character = table.sequences[entry]
                // An emoji never fuses onto an emoji before it: none ends in a ZWJ, Prepend or a
                // lone regional indicator, and none starts with a mark (EmojiTests checks this).
                if skipped, !lastIsEmoji, let last = result.last, Self.fuse(last, character) { return }
                seenEmoji[entry] = true
                result.append(character)
                lastIsEmoji = true
            case .other(let character):
                if droppingWhitespace && character.isWhitespace { skipped = true; return }
                if skipped, let last = result.last, Self.fuse(last, character) { return }
                guard seen.insert(character).inserted else { skipped = true; return }
                result.append(character)
                lastIsEmoji = false
            }
            skipped = false
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
