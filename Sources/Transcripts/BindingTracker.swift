import REPL

/// Compares a running transcript's blocks in order, so that what an output line captures
/// (`[..SEED]`) is bound before the next input uses it (`{SEED}`): the runner asks it to catch up
/// before each input is typed, and once more at the end.
///
/// A block with no `[..NAME]` is compared as it always was. One with some is first matched with
/// the names bound before it standing for their texts and the others for any text; its lines are
/// then walked in order, each new name bound to what its line printed and each name bound earlier
/// in the block compared with it. Without `...` that is exact; with `...` the walk takes the
/// alignment in which each `...` covers as few lines as it can, and a name a line of the block
/// binds is not tried against the other alignments.
struct BindingTracker {
    let blocks: [Transcript.Block]
    /// The transcript's line number of each expected line, block by block.
    let lineNumbers: [[Int]]
    private(set) var bindings = Bindings()
    /// The blocks compared so far.
    private(set) var compared = 0
    private(set) var failed: [Int] = []
    /// Why a failing block's names did not hold.
    private(set) var conflicts: [Int: [BindingConflict]] = [:]
    /// What a failing block with names was compared against: the bindings before it and those its
    /// matching lines made (its diff and its update use them).
    private(set) var boundAt: [Int: Bindings] = [:]

    init(_ transcript: Transcript) {
        blocks = transcript.blocks
        var numbers: [[Int]] = [[]]
        for line in transcript.lines {
            switch line.kind {
            case .input, .step: numbers.append([])
            case .output: numbers[numbers.count - 1].append(line.number)
            case .blank, .comment, .setting: break
            }
        }
        lineNumbers = numbers
    }

    /// Compares every block before `end` not compared yet, with what it printed.
    /// - Complexity: each block's comparison (see ``TranscriptMatcher/matches(_:_:bound:)``), once.
    mutating func compare(upTo end: Int, actual: [[Reply.Line]]) {
        while compared < min(end, blocks.count, actual.count) {
            compare(block: compared, printed: actual[compared])
            compared += 1
        }
    }

    private mutating func compare(block index: Int, printed: [Reply.Line]) {
        let expected = blocks[index].expected
        guard expected.contains(where: \.hasNamedElision) else {
            if !TranscriptMatcher.matches(expected, printed) { failed.append(index) }
            return
        }
        if let pairs = TranscriptMatcher.matchedPairs(expected, printed, bound: bindings) {
            var ok = true
            for (i, j) in pairs where expected[i].hasNamedElision {
                ok = bind(expected[i], printed[j], line: lineNumbers[index][i], block: index) && ok
            }
            if ok { return }
        } else {
            bindWhatMatches(expected, printed, block: index)
        }
        failed.append(index)
        boundAt[index] = bindings
    }

    /// Binds the new names of `expected`, which `printed` matches with the names of earlier
    /// blocks; false, with the conflict noted, when a name bound in this block holds another text.
    private mutating func bind(_ expected: Transcript.Expected, _ printed: Reply.Line, line: Int, block: Int) -> Bool {
        guard let captures = TranscriptMatcher.captures(expected, printed, bound: bindings) else {
            noteConflicts(expected, printed, line: line, block: block)
            return false
        }
        for capture in captures { bindings.bind(capture.name, to: capture.text, at: line) }
        return true
    }

    /// A block that does not match: each line with names, in order, binds from the first line
    /// printed after the last one used that it matches, so that one wrong line does not leave
    /// every later `{NAME}` unbound; a line whose names hold other texts is noted.
    /// - Complexity: O(*e* · *a*) line comparisons at worst.
    private mutating func bindWhatMatches(_ expected: [Transcript.Expected], _ printed: [Reply.Line], block: Int) {
        var next = 0
        for (i, line) in expected.enumerated() where line.hasNamedElision {
            let number = lineNumbers[block][i]
            if let j = printed.indices.dropFirst(next).first(where: { TranscriptMatcher.captures(line, printed[$0], bound: bindings) != nil }) {
                _ = bind(line, printed[j], line: number, block: block)
                next = j + 1
            } else if let j = printed.indices.dropFirst(next).first(where: { TranscriptMatcher.captures(line, printed[$0], bound: Bindings()) != nil }) {
                noteConflicts(line, printed[j], line: number, block: block)
                next = j + 1
            }
        }
    }

    /// Notes each name of `expected` that `printed` gives another text than the one it holds.
    private mutating func noteConflicts(_ expected: Transcript.Expected, _ printed: Reply.Line, line: Int, block: Int) {
        for capture in TranscriptMatcher.captures(expected, printed, bound: Bindings()) ?? [] {
            guard let value = bindings[capture.name], value.text != capture.text else { continue }
            conflicts[block, default: []].append(
                BindingConflict(name: capture.name, bound: value, printed: capture.text, line: line))
        }
    }
}

extension Transcript.Expected {
    /// Whether it is a line whose `[..NAME]`s bind or compare (not a verbatim or ` (re)` line).
    var hasNamedElision: Bool {
        switch self {
        case .stdout(let text, .glob), .stderr(let text, .glob): TranscriptMatcher.hasNamedElision(text)
        default: false
        }
    }
}

extension TranscriptMatcher {
    /// What matching `expected` with `printed` captures (nil: no match; none for a line without names).
    static func captures(_ expected: Transcript.Expected, _ printed: Reply.Line, bound: Bindings) -> [Capture]? {
        switch (expected, printed) {
        case (.stdout(let pattern, .glob), .out(let text)), (.stderr(let pattern, .glob), .err(let text)):
            captures(pattern, text, bound: bound)
        default:
            matches(expected, printed, bound: bound) ? [] : nil
        }
    }

    /// Which printed line each expected line (not `...`) matches, or nil when the block does not
    /// match: line by line without `...`, else the alignment in which each `...` covers as few
    /// lines as it can.
    /// - Complexity: O(*e*) comparisons without `...`; O(*e* · *a*) time and memory with.
    static func matchedPairs(_ expected: [Transcript.Expected], _ actual: [Reply.Line], bound: Bindings) -> [(Int, Int)]? {
        guard expected.contains(.anyLines) else {
            guard expected.count == actual.count, zip(expected, actual).allSatisfy({ matches($0, $1, bound: bound) }) else { return nil }
            return Array(zip(expected.indices, actual.indices))
        }
        // rest[i * width + j]: expected[i...] matches actual[j...]
        let e = expected.count, a = actual.count, width = a + 1
        var rest = [Bool](repeating: false, count: (e + 1) * width)
        rest[e * width + a] = true
        for i in stride(from: e - 1, through: 0, by: -1) {
            for j in stride(from: a, through: 0, by: -1) {
                rest[i * width + j] = expected[i] == .anyLines
                    ? rest[(i + 1) * width + j] || (j < a && rest[i * width + j + 1])
                    : j < a && rest[(i + 1) * width + j + 1] && matches(expected[i], actual[j], bound: bound)
            }
        }
        guard rest[0] else { return nil }
        var pairs: [(Int, Int)] = []
        var i = 0, j = 0
        while i < e {
            if expected[i] == .anyLines {
                if rest[(i + 1) * width + j] { i += 1 } else { j += 1 }
            } else {
                pairs.append((i, j))
                (i, j) = (i + 1, j + 1)
            }
        }
        return pairs
    }
}
