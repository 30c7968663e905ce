@testable import Emoji
import Randomness
import Testing

/// A line too long to hold is linted in parts (`memorize palette lint` reads a MiB at a time):
/// wherever the parts are cut, what is reported is what the whole line gives.
@Suite("Lint of a line in parts")
struct LongLinePartsTests {
    /// Long palette lines (emoji, blanks, a few letters and accents) and long prose lines, each
    /// clearly one or the other (no lone modifier to make an emoji before it two characters that
    /// are not): a line's first part says which (see ``TextPaletteLint/lint(part:endsLine:report:)``).
    static func text(seed: UInt64, lines: Int) -> [UInt8] {
        let emoji = ["😀", "❤", "❤️", "🍕", "👍🏽", "🇯🇵", "👨‍👩‍👧‍👦", "1️⃣", "#️⃣", "©", "▶", "👩‍🍳", "⌚︎", "🏳️‍🌈", "🐶"].map { Array($0.utf8) }
        let others = [" ", " ", "\t", "x", "é", "e\u{301}", "中", "\u{A0}"].map { Array($0.utf8) }
        let words = ["The quick brown fox ", "jumps over ", "Ünïcödé ", "lazy dog "].map { Array($0.utf8) }
        var random = SeededRandom(seed: seed)
        var text: [UInt8] = []
        for _ in 0..<lines {
            if random.next(below: 3) == 0 {
                for _ in 0..<(50 + random.next(below: 200)) { text += words[random.next(below: words.count)] }
                text += emoji[random.next(below: emoji.count)]
            } else {
                for _ in 0..<(100 + random.next(below: 400)) {
                    text += random.next(below: 10) < 8 ? emoji[random.next(below: emoji.count)] : others[random.next(below: others.count)]
                }
            }
            if random.next(below: 4) == 0 { text.append(0x0D) }
            text.append(0x0A)
        }
        return text
    }

    @Test(arguments: [1, 4])
    func partsCutAnywhereBeforeASCIIGiveTheWholeLinesOutput(workers: Int) {
        let text = Self.text(seed: 11, lines: 300)
        let (expected, one) = ParallelTextLintTests.reference(text)
        var lint = ParallelTextLint(
            linter: TextPaletteLint(options: ParallelTextLintTests.options), workers: workers, outputBudget: 1 << 20, minimumPiece: 512,
            sightingLimit: 1 << 20)
        var output: [UInt8] = []
        var random = SeededRandom(seed: 12)
        var start = 0
        while start < text.count {
            // As the reader cuts a long line: before an ASCII byte (never a line feed), and a
            // line's first part long enough to tell prose (the reader's are a MiB or more).
            var end = min(text.count, start + 200 + random.next(below: 3000))
            while true {
                while end < text.count, text[end] >= 0x80 || text[end] == 0x0A || text[end - 1] == 0x0D { end += 1 }
                guard let feed = text[start..<end].lastIndex(of: 0x0A), end - feed < 300, end < text.count else { break }
                end = min(text.count, feed + 300)
            }
            let goesOn = end < text.count && text[end - 1] != 0x0A
            lint.lint(text, start..<end, lineGoesOn: goesOn, format: { problem, out in
                Array("f.txt".utf8).withUnsafeBufferPointer { problem.appendLine(file: $0, to: &out) }
            }, emit: { output += $0 })
            start = end
        }
        let got = String(decoding: output, as: UTF8.self)
        let firstDifference = zip(got.split(separator: "\n"), expected.split(separator: "\n")).first { $0 != $1 }
        #expect(got == expected, "\(firstDifference.map { "\($0.0)\n\($0.1)" } ?? "")")
        ParallelTextLintTests.expectSame(lint.linter, one)
        #expect(expected.contains("text, not a palette line ("))
    }
}
