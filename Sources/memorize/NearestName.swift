/// The name a typo most likely meant, for "did you mean …?".
///
/// The REPL's command parser has the same rule (`Suggestion.nearest` in module REPL, internal there);
/// this copy keeps the executable independent of that file while it moves. Unify them when both
/// settle: one public helper in a module both can reach.
enum NearestName {
    /// The candidate nearest to `word`, ignoring case, if it is close enough to be what was meant:
    /// at most a third of the shorter length apart (and at least one edit is always allowed). Ties go
    /// to the earlier candidate.
    /// - Complexity: O(*k* · *m* · *n*) for *k* candidates of length *n* and a word of length *m*;
    ///   words are capped at 64 characters, so a very long word costs little.
    static func nearest(to word: String, in candidates: [String]) -> String? {
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

    /// Levenshtein distance, with a transposition of neighbours counting one (optimal string
    /// alignment): `plaette` is one edit from `palette`.
    /// - Complexity: O(*m* · *n*) time, O(*n*) space.
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
