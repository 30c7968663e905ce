#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import REPL

/// Compares expected output, with its elisions, against what a command actually printed.
enum TranscriptMatcher {
    /// Whether one expected line matches one actual line (never called with `...`).
    /// Lines compare byte for byte: a test of output wants exactly what was printed. An
    /// `[..NAME]` stands for the text `bound` holds for NAME, else for any text.
    static func matches(_ expected: Transcript.Expected, _ actual: Reply.Line, bound: Bindings = Bindings()) -> Bool {
        switch (expected, actual) {
        case (.stdout(let pattern, let match), .out(let text)),
             (.stderr(let pattern, let match), .err(let text)):
            switch match {
            case .glob: return glob(pattern, text, bound: bound)
            case .verbatim: return pattern.utf8.elementsEqual(text.utf8)
            case .regex: return regexMatches(pattern, text)
            }
        default:
            return false
        }
    }

    /// Whether the regular expression `pattern` matches the whole of `text` (Swift's `Regex`
    /// syntax, which is Perl's and Python's for everything cram's tests use).
    /// - Complexity: compiling the pattern, then the match (linear for most patterns).
    static func regexMatches(_ pattern: String, _ text: String) -> Bool {
        guard let regex = try? Regex(pattern) else { return false }
        return (try? regex.wholeMatch(in: text)) != nil
    }

    /// Why `pattern` is not a regular expression, or nil when it is one.
    static func regexProblem(_ pattern: String) -> String? {
        do {
            _ = try Regex(pattern)
            return nil
        } catch {
            return String(describing: error)
        }
    }

    private static let elision = Array("[..]".utf8)

    /// `[..]` in `pattern` matches any text (including none); the rest must be equal, byte for
    /// byte. Greedy leftmost matching of the pieces between elisions is exact for one wildcard.
    /// `[..NAME]` is the text `bound` holds for NAME, or an elision (see ``captures(_:_:bound:)``).
    /// - Complexity: O(*p* + *t*) without elisions; O(*p* · *t*) at worst with them.
    static func glob(_ pattern: String, _ text: String, bound: Bindings = Bindings()) -> Bool {
        if hasNamedElision(pattern) { return captures(pattern, text, bound: bound) != nil }
        var pattern = pattern, text = text
        return pattern.withUTF8 { p in text.withUTF8 { t in glob(p, t) } }
    }

    private static func glob(_ pattern: UnsafeBufferPointer<UInt8>, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let firstElision = find(elision, in: pattern, from: 0) else {
            return pattern.elementsEqual(text)
        }
        // The piece before the first elision is a prefix; the one after the last, a suffix.
        let prefix = pattern[..<firstElision]
        guard text.count >= prefix.count, text[..<prefix.count].elementsEqual(prefix) else { return false }
        var patternStart = firstElision + elision.count
        var textStart = prefix.count
        while let next = find(elision, in: pattern, from: patternStart) {
            let piece = UnsafeBufferPointer(rebasing: pattern[patternStart..<next])
            guard let found = find(piece, in: text, from: textStart) else { return false }
            textStart = found + piece.count
            patternStart = next + elision.count
        }
        let suffix = pattern[patternStart...]
        return text.count - textStart >= suffix.count && text[(text.count - suffix.count)...].elementsEqual(suffix)
    }

    /// The first index at or after `start` where `needle` occurs in `haystack`.
    static func find<C: Collection<UInt8>>(_ needle: C, in haystack: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let first = needle.first else { return start }
        let count = needle.count
        var index = start
        while index + count <= haystack.count {
            if haystack[index] == first, haystack[index..<index + count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    /// Whether a whole block of expected lines (with `...`) matches the actual lines.
    /// - Complexity: O(*e*) without `...`; O(*e* · *a*) with.
    static func matches(_ expected: [Transcript.Expected], _ actual: [Reply.Line], bound: Bindings = Bindings()) -> Bool {
        guard expected.contains(.anyLines) else {
            return expected.count == actual.count && zip(expected, actual).allSatisfy { matches($0, $1, bound: bound) }
        }
        // canMatch[i][j]: expected[i...] matches actual[j...]
        let e = expected.count, a = actual.count
        var next = [Bool](repeating: false, count: a + 1)
        next[a] = true
        for i in stride(from: e - 1, through: 0, by: -1) {
            var current = [Bool](repeating: false, count: a + 1)
            for j in stride(from: a, through: 0, by: -1) {
                if expected[i] == .anyLines {
                    current[j] = next[j] || (j < a && current[j + 1])
                } else {
                    current[j] = j < a && next[j + 1] && matches(expected[i], actual[j], bound: bound)
                }
            }
            next = current
        }
        return next[0]
    }

    /// One step of an alignment of expected lines with actual ones.
    enum Edit: Equatable {
        /// An expected line or elision that still matches.
        case keep(Transcript.Expected)
        /// An expected line that no longer matches.
        case drop(Transcript.Expected)
        /// An expected line that no longer matches, and the actual line printed in its place.
        case replace(Transcript.Expected, Reply.Line)
        /// An actual line that nothing expected covers.
        case insert(Reply.Line)
    }

    /// The expected lines rewritten to fit `actual` (what `--update` writes): every expected line
    /// and elision that still matches is kept, the other actual lines are written literally.
    /// Two `...` that end up side by side (the line between them no longer matched) are merged:
    /// they mean exactly what one does, and the parser refuses the pair.
    /// An `[..NAME]` is kept where the line still prints what `bound` holds for NAME.
    static func update(_ expected: [Transcript.Expected], toFit actual: [Reply.Line],
                       bound: Bindings = Bindings()) -> [Transcript.Expected] {
        var result: [Transcript.Expected] = []
        for edit in align(expected, actual, bound: bound) {
            let line: Transcript.Expected
            switch edit {
            case .keep(let kept): line = kept
            case .drop: continue
            case .insert(let printed): line = literal(printed)
            case .replace(let old, let printed): line = ElisionKeeper.rewrite(old, toFit: printed, bound: bound)
            }
            if line == .anyLines, result.last == .anyLines { continue }
            result.append(line)
        }
        return result
    }

    /// The most cells (expected lines times actual lines, and each `...` counted once more per
    /// actual line) that ``align(_:_:exactCells:)`` aligns by its exact dynamic programming.
    static let exactAlignmentCells = 40_000

    /// The most differences the linear diff looks for before it shows the rest as one block.
    static let maximumDifferences = 2_000

    /// An alignment of expected with actual lines, scored so that keeping an expected line or
    /// elision beats everything, then a changed line printed in the place of an expected one (so
    /// `--update` shows the new value where the old one was), then a line covered by `...`. The
    /// failure diff shows it and `--update` writes it.
    ///
    /// A small block is aligned exactly, by dynamic programming. A bigger one keeps a longest
    /// common subsequence of its lines, found by Myers' linear diff (``LineDiff``; a `...` is
    /// always kept, so it takes no part in it), and aligns each run between two kept lines by
    /// the same dynamic programming when the run is small, or shows it as a block replaced whole.
    /// - Complexity: O(`exactCells`) for a small block; O((*e* + *a*) · *D*) for a bigger one,
    ///   where *D* ≤ ``maximumDifferences`` is the number of lines that differ, plus
    ///   O(√`exactCells` · (*e* + *a*)) for the runs between kept lines.
    static func align(_ expected: [Transcript.Expected], _ actual: [Reply.Line],
                      exactCells: Int = exactAlignmentCells, bound: Bindings = Bindings()) -> [Edit] {
        if exactCost(expected[...], actual[...]) <= exactCells {
            return alignExactly(expected[...], actual[...], bound: bound)
        }
        let lines = expected.indices.filter { expected[$0] != .anyLines }
        let kept = LineDiff.commonSubsequence(lines.count, actual.count, maximumDifferences: maximumDifferences) {
            matches(expected[lines[$0]], actual[$1], bound: bound)
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        for pair in kept {
            let keptLine = lines[pair.x]
            edits += alignRun(expected[i..<keptLine], actual[j..<pair.y], exactCells: exactCells, bound: bound)
            edits.append(.keep(expected[keptLine]))
            (i, j) = (keptLine + 1, pair.y + 1)
        }
        edits += alignRun(expected[i...], actual[j...], exactCells: exactCells, bound: bound)
        return edits
    }

    /// The lines between two kept ones: exactly when that is cheap, else each `...` kept, the
    /// first of them covering every actual line, and without one the expected lines dropped and
    /// the actual ones inserted — a block replaced whole.
    /// - Complexity: O(`exactCells`) or O(*e* + *a*).
    private static func alignRun(_ expected: ArraySlice<Transcript.Expected>, _ actual: ArraySlice<Reply.Line>,
                                 exactCells: Int, bound: Bindings) -> [Edit] {
        if expected.isEmpty { return actual.map(Edit.insert) }
        if actual.isEmpty { return expected.map { $0 == .anyLines ? .keep($0) : .drop($0) } }
        if exactCost(expected, actual) <= exactCells { return alignExactly(expected, actual, bound: bound) }
        let covered = expected.contains(.anyLines)
        return expected.map { $0 == .anyLines ? .keep($0) : .drop($0) } + (covered ? [] : actual.map(Edit.insert))
    }

    /// The cells ``alignExactly(_:_:)`` visits: each pair of lines, and each elision's runs.
    private static func exactCost(_ expected: ArraySlice<Transcript.Expected>, _ actual: ArraySlice<Reply.Line>) -> Int {
        let e = expected.count, a = actual.count
        let elisions = expected.count(where: { $0 == .anyLines })
        let (cells, overflow) = (e + 1).multipliedReportingOverflow(by: a + 1)
        let (runs, runOverflow) = (elisions * (a + 2) / 2).multipliedReportingOverflow(by: a + 1)
        return overflow || runOverflow ? .max : cells.addingReportingOverflow(runs).overflow ? .max : cells + runs
    }

    /// The alignment by dynamic programming over every pair of lines (see ``align(_:_:exactCells:)``).
    /// - Complexity: O(*e* · *a*), times *a* for each `...`.
    private static func alignExactly(_ expected: ArraySlice<Transcript.Expected>,
                                     _ actual: ArraySlice<Reply.Line>, bound: Bindings) -> [Edit] {
        var alignment = ExactAlignment(Array(expected), Array(actual), bound: bound)
        alignment.score()
        return alignment.edits()
    }

    /// The table of ``alignExactly(_:_:)``: `best[i][j]`, the best score for `expected[i...]`
    /// against `actual[j...]`, filled from the end, then walked from the start.
    private struct ExactAlignment {
        let expected: [Transcript.Expected]
        let actual: [Reply.Line]
        let bound: Bindings
        let e: Int, a: Int
        /// Keeping a line outweighs every replacement and cover the rest of the block can add.
        let keepWeight: Int
        let replaceWeight = 2, coverWeight = 1
        /// Each line's words, once: `alike` is asked about every pair.
        let expectedWords: [Set<Substring>?]
        let actualWords: [Set<Substring>]
        var best: [[Int]]

        /// - Complexity: O(*e* · *a*) memory, and the lines' words.
        init(_ expected: [Transcript.Expected], _ actual: [Reply.Line], bound: Bindings) {
            self.expected = expected
            self.actual = actual
            self.bound = bound
            (e, a) = (expected.count, actual.count)
            keepWeight = 2 * actual.count + 3
            expectedWords = expected.map { line -> Set<Substring>? in
                switch line {
                case .stdout(let text, _), .stderr(let text, _): Set(text.split(separator: " "))
                case .anyLines: nil
                }
            }
            actualWords = actual.map { line in
                switch line {
                case .out(let text), .err(let text): Set(text.split(separator: " "))
                }
            }
            best = [[Int]](repeating: [Int](repeating: 0, count: actual.count + 1), count: expected.count + 1)
        }

        /// Fills `best`, from the last expected line and the last actual line back.
        /// - Complexity: O(*e* · *a*), times *a* for each `...`.
        mutating func score() {
            for i in stride(from: e - 1, through: 0, by: -1) {
                for j in stride(from: a, through: 0, by: -1) {
                    var value = best[i + 1][j]                                   // drop expected[i]
                    if j < a { value = max(value, best[i][j + 1]) }              // write actual[j] out
                    if expected[i] == .anyLines {
                        for end in j...a { value = max(value, elisionScore(i, j, end)) }
                    } else if lineMatches(i, j) {
                        value = max(value, keepWeight + best[i + 1][j + 1])
                    } else if j < a, sameStream(i, j) {
                        value = max(value, replaceWeight + best[i + 1][j + 1])
                    }
                    best[i][j] = value
                }
            }
        }

        /// The edits of a best alignment, walking the filled table from the start.
        /// - Complexity: O(*e* + *a*), times *a* for each `...`.
        func edits() -> [Edit] {
            var edits: [Edit] = []
            var i = 0, j = 0
            while i < e || j < a {
                if i < e, expected[i] == .anyLines,
                   let end = (j...a).reversed().first(where: { elisionScore(i, j, $0) == best[i][j] }) {
                    edits.append(.keep(.anyLines))
                    (i, j) = (i + 1, end)
                } else if i < e, lineMatches(i, j), best[i][j] == keepWeight + best[i + 1][j + 1] {
                    edits.append(.keep(expected[i]))
                    (i, j) = (i + 1, j + 1)
                } else if i < e, j < a, expected[i] != .anyLines, !lineMatches(i, j), sameStream(i, j),
                          best[i][j] == replaceWeight + best[i + 1][j + 1] {
                    edits.append(.replace(expected[i], actual[j]))
                    (i, j) = (i + 1, j + 1)
                } else if i < e, best[i][j] == best[i + 1][j] {
                    edits.append(.drop(expected[i]))
                    i += 1
                } else {
                    edits.append(.insert(actual[j]))
                    j += 1
                }
            }
            return edits
        }

        /// The score of the `...` at `expected[i]` covering `actual[j..<end]`.
        private func elisionScore(_ i: Int, _ j: Int, _ end: Int) -> Int {
            keepWeight + coverWeight * (end - j) + best[i + 1][end]
        }

        private func lineMatches(_ i: Int, _ j: Int) -> Bool { j < a && matches(expected[i], actual[j], bound: bound) }

        /// Whether `actual[j]` could be `expected[i]` changed: the same stream, and alike.
        private func sameStream(_ i: Int, _ j: Int) -> Bool {
            switch (expected[i], actual[j]) {
            case (.stdout, .out), (.stderr, .err):
                expectedWords[i].map { alike($0, actualWords[j]) } ?? false
            default: false
            }
        }
    }

    /// Two lines are alike when at least half their words are shared (Jaccard index ≥ ½), so a
    /// changed score replaces its old line while unrelated lines do not pair up.
    static func alike(_ a: String, _ b: String) -> Bool {
        alike(Set(a.split(separator: " ")), Set(b.split(separator: " ")))
    }

    /// ``alike(_:_:)`` of two lines' words.
    private static func alike(_ x: Set<Substring>, _ y: Set<Substring>) -> Bool {
        let shared = x.intersection(y).count
        let union = x.count + y.count - shared
        return union > 0 && 2 * shared >= union
    }

    /// An actual line as an expected one: verbatim only when it holds a literal `[..]` or `[..NAME]`.
    static func literal(_ line: Reply.Line) -> Transcript.Expected {
        switch line {
        case .out(let text): .stdout(text, holdsElision(text) ? .verbatim : .glob)
        case .err(let text): .stderr(text, holdsElision(text) ? .verbatim : .glob)
        }
    }

    /// Whether a printed line would read as holding an elision if written as a glob line.
    static func holdsElision(_ text: String) -> Bool { text.contains("[..]") || hasNamedElision(text) }
}
