/// "Did you mean …?": the nearest word by edit distance, if it is near enough to be a typo.
public enum Suggestion {
    /// - Complexity: O(*k* · *m* · *n*) for *k* candidates of length *n* and a word of length *m*;
    ///   words are capped at 64 characters, so a very long word costs little.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        let word = Array(word.lowercased().prefix(64))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let d = distance(word, Array(candidate.lowercased().prefix(64)))
            if d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        guard let best else { return nil }
        let limit = max(1, min(word.count, best.candidate.count) / 3)
        return best.distance <= limit ? best.candidate : nil
    }

    /// Levenshtein distance, with transpositions counting one (optimal string alignment).
    static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
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
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
