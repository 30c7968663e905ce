/// "Did you mean …?": the nearest word by edit distance, if it is near enough to be a typo.
public enum Suggestion {
    /// Only a candidate within `max(1, m/3)` edits of the word can be accepted, so the others
    /// are passed over by their length alone, and a distance stops once it is past that: what a
    /// typo among the 5,000 shortcodes costs is a few short comparisons, not 5,000 full ones.
    /// - Complexity: O(*k* · *m* · *n*) at worst for *k* candidates of length *n* and a word of
    ///   length *m*, O(*k*) for candidates whose lengths are far from the word's; words are capped
    ///   at 64 characters, so a very long word costs little.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let word = Array(word.lowercased().prefix(64))
        // No candidate further than this is ever accepted (its limit is at most this), so the
        // best of those within it is the best there is, whenever the best is accepted at all.
        let reach = max(1, word.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let length = min(64, candidate.utf8.allSatisfy { $0 < 0x80 } ? candidate.utf8.count : candidate.count)
            let bound = min(reach, (best?.distance ?? .max) - 1)
            guard abs(length - word.count) <= bound else { continue }
            let d = distance(word, Array(candidate.lowercased().prefix(64)), atMost: bound)
            if d <= bound { best = (candidate, d) }
        }
        guard let best else { return nil }
        let limit = max(1, min(word.count, best.candidate.count) / 3)
        return best.distance <= limit ? best.candidate : nil
    }

    /// Levenshtein distance, with transpositions counting one (optimal string alignment).
    /// Past `limit` it stops, and says `limit + 1`.
    static func distance(_ a: [Character], _ b: [Character], atMost limit: Int = .max) -> Int {
        if a.isEmpty { return min(b.count, limit == .max ? .max : limit + 1) }
        if b.isEmpty { return min(a.count, limit == .max ? .max : limit + 1) }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            // A row is at least the smaller of the row before's smallest value and, through a
            // transposition, the one before that's plus one: two rows past the limit end it.
            if limit != .max, current.min() ?? 0 > limit, previous.min() ?? 0 >= limit { return limit + 1 }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return limit == .max ? previous[b.count] : min(previous[b.count], limit + 1)
    }
}
