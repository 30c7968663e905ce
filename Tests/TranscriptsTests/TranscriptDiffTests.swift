import Foundation
import Testing
@testable import REPL
@testable import Transcripts
import TestSupport

/// SplitMix64: a seeded generator of our own, so a failing case can be replayed.
private struct TestRandom: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// The length of a longest common subsequence, by the textbook dynamic programming.
private func bruteForceLCS(_ n: Int, _ m: Int, _ corresponds: (Int, Int) -> Bool) -> Int {
    var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
    for x in stride(from: n - 1, through: 0, by: -1) {
        for y in stride(from: m - 1, through: 0, by: -1) {
            table[x][y] = max(table[x + 1][y], table[x][y + 1], corresponds(x, y) ? 1 + table[x + 1][y + 1] : 0)
        }
    }
    return table[0][0]
}

/// Checks that `edits` is an edit script from `expected` to `actual`: read on the expected side
/// it gives `expected` back, and on the actual side (kept lines and elisions as they are, new
/// lines written out) it matches `actual`. Returns the number of expected lines (not `...`) kept.
@discardableResult
private func checkEditScript(
    _ edits: [TranscriptMatcher.Edit], _ expected: [Transcript.Expected], _ actual: [Reply.Line],
    sourceLocation: SourceLocation = #_sourceLocation
) -> Int {
    var before: [Transcript.Expected] = [], after: [Transcript.Expected] = []
    var kept = 0
    func written(_ line: Reply.Line) -> Transcript.Expected {
        switch line {
        case .out(let text): .stdout(text, .verbatim)
        case .err(let text): .stderr(text, .verbatim)
        }
    }
    for edit in edits {
        switch edit {
        case .keep(let line):
            before.append(line)
            after.append(line)
            if line != .anyLines { kept += 1 }
        case .drop(let line): before.append(line)
        case .replace(let old, let new):
            before.append(old)
            after.append(written(new))
        case .insert(let new): after.append(written(new))
        }
    }
    #expect(before == expected, sourceLocation: sourceLocation)
    #expect(TranscriptMatcher.matches(after, actual), sourceLocation: sourceLocation)
    return kept
}

/// 12 KB and more of numbered lines, as a long listing would print.
private func listing(_ count: Int, _ text: (Int) -> String) -> [String] {
    (0..<count).map { "\($0 + 1). \(text($0))" }
}

@Suite("The failure diff: Myers' linear diff, a valid and minimal edit script")
struct TranscriptDiffTests {
    @Test func theLinearDiffFindsALongestCommonSubsequence() {
        var random = TestRandom(state: 15)
        for _ in 0..<2_000 {
            let first = (0..<Int.random(in: 0...12, using: &random)).map { _ in Int.random(in: 0...3, using: &random) }
            let second = (0..<Int.random(in: 0...12, using: &random)).map { _ in Int.random(in: 0...3, using: &random) }
            let pairs = LineDiff.commonSubsequence(first.count, second.count, maximumDifferences: 1_000) { first[$0] == second[$1] }
            #expect(pairs.count == bruteForceLCS(first.count, second.count) { first[$0] == second[$1] }, "\(first) \(second)")
            #expect(pairs.allSatisfy { first[$0.x] == second[$0.y] })
            #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.x < $1.x && $0.y < $1.y })
        }
    }

    @Test func pastItsBoundTheDiffStillGivesIncreasingPairs() {
        let first = Array(0..<500), second = Array((0..<500).reversed())
        let pairs = LineDiff.commonSubsequence(first.count, second.count, maximumDifferences: 10) { first[$0] == second[$1] }
        #expect(pairs.count <= 1)
        #expect(pairs.allSatisfy { first[$0.x] == second[$0.y] })
    }

    /// Random blocks of a few kinds of lines, globs and `...`, both through the exact dynamic
    /// programming and through the linear diff (`exactCells: 0`).
    @Test(arguments: [0, TranscriptMatcher.exactAlignmentCells])
    func alignmentsOfRandomBlocksAreValidAndMinimal(exactCells: Int) {
        var random = TestRandom(state: 1_523)
        let patterns: [Transcript.Expected] = [
            .stdout("a", .glob), .stdout("b", .glob), .stdout("score 1 of 3", .glob), .stdout("[..]b", .glob),
            .stderr("a", .glob), .stdout("a|b (re)", .regex), .anyLines,
        ]
        let printed: [Reply.Line] = [.out("a"), .out("b"), .out("ab"), .out("score 2 of 3"), .err("a"), .err("b")]
        for _ in 0..<1_500 {
            var expected: [Transcript.Expected] = []
            for _ in 0..<Int.random(in: 0...8, using: &random) {
                let line = patterns.randomElement(using: &random) ?? .anyLines
                if line == .anyLines, expected.last == .anyLines { continue }   // the parser refuses two in a row
                expected.append(line)
            }
            let actual = (0..<Int.random(in: 0...8, using: &random)).map { _ in printed.randomElement(using: &random) ?? .out("") }
            let edits = TranscriptMatcher.align(expected, actual, exactCells: exactCells)
            let kept = checkEditScript(edits, expected, actual)
            let lines = expected.filter { $0 != .anyLines }
            #expect(kept == bruteForceLCS(lines.count, actual.count) { TranscriptMatcher.matches(lines[$0], actual[$1]) },
                    "\(expected) \(actual)")
            #expect(!edits.contains(.drop(.anyLines)))
        }
    }

    @Test func twelveKilobytesThatDifferInAFewPlaces() {
        let old = listing(400) { "the card at row \($0 / 8), column \($0 % 8), shows 🐶 face down" }
        var new = old
        for changed in [3, 200, 399] { new[changed] = "\(changed + 1). the card at row 9, column 9, shows 🐱 face up" }
        #expect(old.joined(separator: "\n").utf8.count > 12_000)
        let expected = old.map { Transcript.Expected.stdout($0, .glob) }, actual = new.map(Reply.Line.out)
        let edits = TranscriptMatcher.align(expected, actual)
        #expect(checkEditScript(edits, expected, actual) == 397)
        #expect(edits.filter { if case .replace = $0 { true } else { false } } == [3, 200, 399].map { .replace(expected[$0], actual[$0]) })
    }

    @Test func twelveKilobytesThatDifferEverywhere() {
        let old = listing(400) { "the card at row \($0 / 8), column \($0 % 8), shows 🐶 face down" }
        let new = listing(420) { "a wholly different line \($0 * 7) with 🐱 in it" }.map { "+" + $0 }
        let expected = old.map { Transcript.Expected.stdout($0, .glob) }, actual = new.map(Reply.Line.out)
        let edits = TranscriptMatcher.align(expected, actual)
        #expect(checkEditScript(edits, expected, actual) == 0)
        #expect(edits.count == 820)
    }

    /// Thousands of one-character lines, every one different: more differences than the diff
    /// looks for, so the block is shown replaced whole (and an elision still covers its lines).
    @Test func pastTheBoundTheBlockIsReplacedWhole() {
        let expected = Array(repeating: Transcript.Expected.stdout("x", .glob), count: 6_000)
        let actual = Array(repeating: Reply.Line.out("y"), count: 6_500)
        let edits = TranscriptMatcher.align(expected, actual)
        checkEditScript(edits, expected, actual)
        #expect(edits == expected.map(TranscriptMatcher.Edit.drop) + actual.map(TranscriptMatcher.Edit.insert))

        let elided = [Transcript.Expected.stdout("first", .glob), .anyLines] + expected + [.stdout("last", .glob)]
        let printed = [Reply.Line.out("first")] + actual + [.out("last")]
        let covered = TranscriptMatcher.align(elided, printed)
        #expect(checkEditScript(covered, elided, printed) == 2)
        #expect(covered.count == 3 + expected.count)
    }

    /// The diff is computed where the transcript ran (in the worker process, under its
    /// `@ timeout`), and travels to the parent inside the report.
    @Test func theDiffIsPartOfTheWorkersReport() throws {
        let directory = try TranscriptDirectory(["d.transcript": """
            # Wrong on purpose.
            > help
            | nothing like this
            ...
            """])
        let report = TranscriptSuite.run(TranscriptCase(path: directory.path("d.transcript")))
        #expect(report.status == .failed)
        #expect(report.diff?.contains { $0.text == "- | nothing like this" } == true, "\(report.diff ?? [])")
        let message = WorkerMessage(index: 0, event: .finished, report: report)
        let decoded = try JSONDecoder().decode(WorkerMessage.self, from: JSONEncoder().encode(message))
        #expect(decoded.report?.diff == report.diff)
    }
}
