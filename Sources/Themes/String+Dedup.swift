extension StringProtocol {
    /// The string with every repeated character removed: the first occurrence wins and order is
    /// kept (the course's name and meaning). Characters compare by canonical equivalence.
    ///
    /// - Complexity: O(*n*) expected, with one hash-set lookup per character. (The course's version
    ///   searches the result for every character, which is O(*n*²).)
    public var withNoRepeatedCharacters: String {
        var seen = Set<Character>()
        var result = ""
        result.reserveCapacity(utf8.count)
        for character in self where seen.insert(character).inserted {
            result.append(character)
        }
        return result
    }
}
