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
            /// Its subgroup in Unicode's emoji list (`animal`, `fruit`, `mammal`).
            case subgroup
            /// Its group (`animals`, `nature`, `flags`).
            case group

            public static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
        }
        public let entry: Entry
        public let rank: Rank
        /// The keyword that matched, when it was not the name.
        public let keyword: String?
        /// The shortcode that found it, when it was one (`:+1:`).
        public let shortcode: String?

        public init(entry: Entry, rank: Rank, keyword: String?, shortcode: String? = nil) {
            self.entry = entry
            self.rank = rank
            self.keyword = keyword
            self.shortcode = shortcode
        }
    }

    /// The emoji the words find, best first: whole name, then keyword, then prefix, then every
    /// word, then group (`animals`, `fruit`); ties in the data's order. Case is ignored. Skin-tone variants are left out unless
    /// asked for.
    /// - Complexity: O(*e* · *k*) for *e* entries of *k* names and keywords.
    public func search(_ words: [String], includingToneVariants: Bool = false) -> [Match] {
        let folded = words.flatMap { $0.lowercased().split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        guard !folded.isEmpty else { return [] }
        let found = search(folded: folded, includingToneVariants: includingToneVariants)
        // CLDR's keywords are singular: "animals" finds what "animal" does when it finds nothing.
        let singular = folded.map { $0.count > 3 && $0.hasSuffix("s") ? String($0.dropLast()) : $0 }
        guard found.isEmpty, singular != folded else { return found }
        return search(folded: singular, includingToneVariants: includingToneVariants)
    }

    /// Every word is one of `category` (or its plural is), or starts a word of the entry's own,
    /// and at least one is of `category`.
    private static func all(_ words: [String], in category: [String], or entry: Entry) -> Bool {
        func inCategory(_ word: String) -> Bool {
            category.contains(word) || (word.hasSuffix("s") && category.contains(String(word.dropLast())))
        }
        return words.contains(where: inCategory)
            && words.allSatisfy { word in inCategory(word) || entry.foldedWords.contains { $0.hasPrefix(word) } }
    }

    private func search(folded: [String], includingToneVariants: Bool) -> [Match] {
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
            } else if Self.all(folded, in: entry.categoryWords.subgroup, or: entry) {
                matches.append(Match(entry: entry, rank: .subgroup, keyword: nil))
            } else if Self.all(folded, in: entry.categoryWords.group, or: entry) {
                matches.append(Match(entry: entry, rank: .group, keyword: nil))
            }
        }
        // A stable sort keeps the data's order within a rank.
        return matches.enumerated().sorted { a, b in
            a.element.rank != b.element.rank ? a.element.rank < b.element.rank : a.offset < b.offset
        }.map(\.element)
    }
}
