import Emoji
import Randomness
import Testing
@testable import REPL

/// "Did you mean": the pruned search for the nearest word gives what comparing every candidate in
/// full gave, on the 5,000 shortcodes a typo is looked up in.
@Suite("Suggestions")
struct SuggestionTests {
    /// The search as it was written before pruning: every candidate, every distance in full.
    private static func reference(_ word: String, _ candidates: [String]) -> String? {
        let word = Array(word.lowercased().prefix(64))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let d = Suggestion.distance(word, Array(candidate.lowercased().prefix(64)))
            if d < (best?.distance ?? .max) { best = (candidate, d) }
        }
        guard let best else { return nil }
        return best.distance <= max(1, min(word.count, best.candidate.count) / 3) ? best.candidate : nil
    }

    @Test("typos of shortcodes, and random words, find what the full comparison finds")
    func prunedIsExact() {
        let codes = EmojiShortcodes.shared.all
        var random = SeededRandom(seed: 193)
        let letters = Array("abcdefghijklmnopqrstuvwxyz_-+1")
        var words: [String] = ["", "x", "thumbsupp", "pizaa", "red_haert", "flag_jpn", "smile", "grinnning", "zzzzzzzzzzzz"]
        for _ in 0..<40 {
            var word = Array(codes[Int.random(in: 0..<codes.count, using: &random)])
            for _ in 0..<Int.random(in: 1...3, using: &random) where !word.isEmpty {
                let i = Int.random(in: 0..<word.count, using: &random)
                switch Int.random(in: 0..<4, using: &random) {
                case 0: word.remove(at: i)
                case 1: word.insert(letters[Int.random(in: 0..<letters.count, using: &random)], at: i)
                case 2: word[i] = letters[Int.random(in: 0..<letters.count, using: &random)]
                default: if i + 1 < word.count { word.swapAt(i, i + 1) }
                }
            }
            words.append(String(word))
        }
        for _ in 0..<15 {
            words.append(String((0..<Int.random(in: 1...12, using: &random)).map { _ in letters[Int.random(in: 0..<letters.count, using: &random)] }))
        }
        for word in words {
            #expect(Suggestion.nearest(to: word, in: codes) == Self.reference(word, codes), "\(word)")
        }
    }

    @Test("a bounded distance is exact up to its bound and says bound + 1 past it")
    func boundedDistance() {
        let pairs = [("kitten", "sitting"), ("ab", "ba"), ("abcdef", "badcfe"), ("", "abc"), ("flaw", "lawn"), ("ca", "abc")]
        for (a, b) in pairs {
            let full = Suggestion.distance(Array(a), Array(b))
            for bound in 0...6 {
                #expect(Suggestion.distance(Array(a), Array(b), atMost: bound) == min(full, bound + 1), "\(a) \(b) \(bound)")
            }
        }
    }
}
