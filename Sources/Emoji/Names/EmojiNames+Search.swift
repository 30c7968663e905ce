extension EmojiNames {
    /// One emoji found by ``search(_:includingToneVariants:)``.
    public struct Match: Sendable, Equatable {
        /// How it matched, best first.
        public enum Rank: Int, Sendable, Comparable {
            /// The words are its whole name (`pizza`, `red heart`).
            case name
            /// The words are one of its keywords (`cheese` for 🍕).
            case keyword
            /// A word of its name or keywords starts with the words (`piz`).
            case prefix
            /// Each of several words starts a word of its name or keywords (`heart red`).
            case allWords

            public static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
        }
        public let entry: Entry
        public let rank: Rank
        /// The keyword that matched, when it was not the name.
        public let keyword: String?
    }

    /// The emoji the words find, best first: whole name, then keyword, then prefix, then every
    /// word; ties in the data's order. Case is ignored. Skin-tone variants are left out unless
    /// asked for.
    /// - Complexity: O(*e* · *k*) for *e* entries of *k* names and keywords.
    public func search(_ words: [String], includingToneVariants: Bool = false) -> [Match] {
        let folded = words.flatMap { $0.lowercased().split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        guard !folded.isEmpty else { return [] }
        let query = folded.joined(separator: " ")
        var matches: [Match] = []
        for entry in entries where includingToneVariants || !entry.isToneVariant {
            if entry.foldedName == query {
                matches.append(Match(entry: entry, rank: .name, keyword: nil))
            } else if let i = entry.foldedKeywords.firstIndex(of: query) {
                matches.append(Match(entry: entry, rank: .keyword, keyword: entry.keywords[i]))
            } else if entry.foldedName.hasPrefix(query) || entry.foldedWords.contains(where: { $0.hasPrefix(query) }) {
                let keyword = entry.foldedName.contains(query) ? nil : entry.foldedKeywords.firstIndex { $0.contains(query) }.map { entry.keywords[$0] }
                matches.append(Match(entry: entry, rank: .prefix, keyword: keyword))
            } else if folded.count > 1, folded.allSatisfy({ word in entry.foldedWords.contains { $0.hasPrefix(word) } }) {
                matches.append(Match(entry: entry, rank: .allWords, keyword: nil))
            }
        }
        // A stable sort keeps the data's order within a rank.
        return matches.enumerated().sorted { a, b in
            a.element.rank != b.element.rank ? a.element.rank < b.element.rank : a.offset < b.offset
        }.map(\.element)
    }
}
