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

    /// Every word is one of `category` (or its plural is), or starts a word of the record's own,
    /// and at least one is of `category`.
    private func all(_ words: [[UInt8]], in category: [String], or record: Record) -> Bool {
        func inCategory(_ word: [UInt8]) -> Bool {
            category.contains { $0.utf8.elementsEqual(word) }
                || (word.last == UInt8(ascii: "s") && category.contains { $0.utf8.elementsEqual(word.dropLast()) })
        }
        return words.contains(where: inCategory)
            && words.allSatisfy { word in inCategory(word) || startsAWord(word, of: record) }
    }

    /// Whether `word` starts one of the record's words.
    /// - Complexity: O(*k*) in its words' bytes.
    private func startsAWord(_ word: [UInt8], of record: Record) -> Bool {
        folds.withUnsafeBufferPointer { folds in
            var start = Int(record.words.lowerBound)
            let end = Int(record.words.upperBound)
            while start < end {
                var stop = start
                while stop < end, folds[stop] != UInt8(ascii: " ") { stop += 1 }
                if Self.starts(folds, start..<stop, with: word) { return true }
                start = stop + 1
            }
            return false
        }
    }

    /// The index of the keyword that is `query`, or nil.
    private func keywordIndex(equalTo query: [UInt8], in record: Record) -> Int? {
        folds.withUnsafeBufferPointer { folds in
            var start = Int(record.foldedKeywords.lowerBound)
            let end = Int(record.foldedKeywords.upperBound)
            var index = 0
            while start < end {
                var stop = start
                while stop < end, folds[stop] != UInt8(ascii: "|") { stop += 1 }
                if stop - start == query.count, Self.starts(folds, start..<stop, with: query) { return index }
                index += 1
                start = stop + 1
            }
            return nil
        }
    }

    @inline(__always)
    private static func starts(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, with prefix: [UInt8]) -> Bool {
        guard range.count >= prefix.count else { return false }
        var i = 0
        while i < prefix.count {
            if bytes[range.lowerBound + i] != prefix[i] { return false }
            i += 1
        }
        return true
    }

    private func bytes(_ range: Range<Int32>, of buffer: [UInt8]) -> ArraySlice<UInt8> { buffer[Int(range.lowerBound)..<Int(range.upperBound)] }

    private func search(folded: [String], includingToneVariants: Bool) -> [Match] {
        let query = Array(folded.joined(separator: " ").utf8)
        let words = folded.map { Array($0.utf8) }
        var found: [(record: Int, rank: Match.Rank, keyword: Int?)] = []
        for (i, record) in records.enumerated() where includingToneVariants || !record.isToneVariant {
            let name = bytes(record.foldedName, of: folds)
            if name.elementsEqual(query) {
                found.append((i, .name, nil))
            } else if let keyword = keywordIndex(equalTo: query, in: record) {
                found.append((i, .keyword, keyword))
            } else if name.starts(with: query) || startsAWord(query, of: record) {
                var keyword: Int?
                if !Self.contains(name, query) {
                    keyword = bytes(record.foldedKeywords, of: folds).split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false)
                        .firstIndex { Self.contains($0, query) }
                }
                found.append((i, .prefix, keyword))
            } else if words.count > 1, words.allSatisfy({ startsAWord($0, of: record) }) {
                found.append((i, .allWords, nil))
            } else if record.category >= 0, all(words, in: categories[Int(record.category)].subgroup, or: record) {
                found.append((i, .subgroup, nil))
            } else if record.category >= 0, all(words, in: categories[Int(record.category)].group, or: record) {
                found.append((i, .group, nil))
            }
        }
        // A stable sort keeps the data's order within a rank.
        return found.enumerated().sorted { a, b in
            a.element.rank != b.element.rank ? a.element.rank < b.element.rank : a.offset < b.offset
        }.map { _, match in
            let entry = entry(at: match.record)
            return Match(entry: entry, rank: match.rank, keyword: match.keyword.map { entry.keywords[$0] })
        }
    }

    /// Whether `bytes` holds `needle` anywhere.
    private static func contains(_ bytes: some Collection<UInt8>, _ needle: [UInt8]) -> Bool {
        let haystack = Array(bytes)
        guard needle.count <= haystack.count else { return false }
        if needle.isEmpty { return true }
        for start in 0...(haystack.count - needle.count) where haystack[start] == needle[0] {
            if haystack[start..<(start + needle.count)].elementsEqual(needle) { return true }
        }
        return false
    }
}
