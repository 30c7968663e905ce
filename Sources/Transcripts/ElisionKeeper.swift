import REPL

/// What `--update` writes for an expected line whose printed line changed: the new line, keeping
/// each `[..]` of the old one whose literal neighbours are still there. `score [..] · 9 of 9 pairs
/// left` printed as `score 4 · 2 of 2 pairs left` becomes `score [..] · 2 of 2 pairs left`: the
/// score stays elided, the new pair count is written out. An `[..NAME]` is kept the same way,
/// unless the name is bound to a text other than the one it now covers.
enum ElisionKeeper {
    /// The longest lines it aligns (characters of pattern times characters of text); past that it
    /// writes the new line literally, as a changed line always was.
    static let maximumCells = 200_000

    /// - Complexity: O(*p* · *t*) in the characters of the old pattern and the new line.
    static func rewrite(_ old: Transcript.Expected, toFit printed: Reply.Line, bound: Bindings = Bindings()) -> Transcript.Expected {
        let literal = TranscriptMatcher.literal(printed)
        switch (old, printed) {
        case (.stdout(let pattern, .glob), .out(let text)):
            return keepingElisions(pattern, text, bound: bound).map { .stdout($0, .glob) } ?? literal
        case (.stderr(let pattern, .glob), .err(let text)):
            return keepingElisions(pattern, text, bound: bound).map { .stderr($0, .glob) } ?? literal
        default:
            return literal
        }
    }

    private enum Token: Equatable {
        case character(Character)
        /// `[..]`, or `[..NAME]` with its name.
        case elision(String?)
    }

    /// `text` with the spans that `pattern`'s kept elisions cover written as `[..]`, or nil when
    /// no elision is kept (or the text holds a literal `[..]`, which a glob cannot say). A named
    /// elision `bound` holds is kept only where it covers the name's text.
    ///
    /// The pattern's characters are aligned with the text's so that as many as possible match in
    /// order (a longest common subsequence in which an elision may cover any run of text). An
    /// elision is kept when the character just before it and the one just after it in the pattern
    /// (or the start or end of the line) are matched to the characters around the run it covers.
    /// - Complexity: O(*p* · *t*) in the characters of the pattern and the text.
    static func keepingElisions(_ pattern: String, _ text: String, bound: Bindings = Bindings()) -> String? {
        guard TranscriptMatcher.holdsElision(pattern), !TranscriptMatcher.holdsElision(text) else { return nil }
        let tokens = tokens(of: pattern)
        let characters = Array(text)
        guard (tokens.count + 1) * (characters.count + 1) <= maximumCells else { return nil }
        let alignment = Alignment(tokens: tokens, characters: characters)
        let runs = alignment.elidedRuns().filter { run in
            guard let name = run.name, let value = bound[name] else { return true }
            return String(characters[run.range]) == value.text
        }
        guard !runs.isEmpty else { return nil }
        let result = eliding(runs, of: characters)
        return TranscriptMatcher.glob(result, text, bound: bound) ? result : nil
    }

    /// The pattern as characters and elisions.
    /// - Complexity: O(*p*).
    private static func tokens(of pattern: String) -> [Token] {
        var tokens: [Token] = []
        var rest = Substring(pattern)
        while let range = rest.firstRange(of: "[..") {
            tokens += rest[..<range.lowerBound].map(Token.character)
            let after = rest[range.upperBound...]
            let name = after.prefix { $0.asciiValue.map(Bindings.isNameByte) ?? false }
            if after.dropFirst(name.count).first == "]", name.first?.asciiValue.map(Bindings.isNameStart) ?? true {
                tokens.append(.elision(name.isEmpty ? nil : String(name)))
                rest = after.dropFirst(name.count + 1)
            } else {
                tokens.append(.character("["))
                rest = rest[rest.index(after: range.lowerBound)...]
            }
        }
        tokens += rest.map(Token.character)
        return tokens
    }

    /// A run of the text an elision of the pattern covers, and the elision's name.
    private struct Run {
        let range: Range<Int>
        let name: String?
    }

    /// `characters` with each of `runs` (in order, not overlapping) written as its elision.
    /// - Complexity: O(*t*).
    private static func eliding(_ runs: [Run], of characters: [Character]) -> String {
        var result = ""
        var position = 0
        for run in runs {
            result += String(characters[position..<run.range.lowerBound])
            result += "[..\(run.name ?? "")]"
            position = run.range.upperBound
        }
        result += String(characters[position...])
        return result
    }

    /// A longest alignment of a pattern's tokens with a text's characters, and which elisions
    /// it keeps.
    private struct Alignment {
        let tokens: [Token]
        /// The character each literal token matched (nil: not matched, or an elision).
        let matchedAt: [Int?]
        /// The text's length in characters.
        let t: Int

        /// - Complexity: O(*p* · *t*) time and memory.
        init(tokens: [Token], characters: [Character]) {
            self.tokens = tokens
            self.t = characters.count
            self.matchedAt = Self.walk(tokens, characters, Self.scores(tokens, characters))
        }

        /// best[i][j]: the most characters of tokens[i...] matched within characters[j...].
        /// - Complexity: O(*p* · *t*).
        private static func scores(_ tokens: [Token], _ characters: [Character]) -> [[Int32]] {
            let p = tokens.count, t = characters.count
            var best = [[Int32]](repeating: [Int32](repeating: 0, count: t + 1), count: p + 1)
            for i in stride(from: p - 1, through: 0, by: -1) {
                for j in stride(from: t, through: 0, by: -1) {
                    var value = best[i + 1][j]                              // skip the token
                    if j < t { value = max(value, best[i][j + 1]) }         // skip (or cover) a character
                    if case .character(let c) = tokens[i], j < t, c == characters[j] {
                        value = max(value, 1 + best[i + 1][j + 1])
                    }
                    best[i][j] = value
                }
            }
            return best
        }

        /// Walks the alignment `best` scores: which character each literal token matched (the
        /// run each elision covers is everything between the tokens matched around it).
        /// - Complexity: O(*p* + *t*).
        private static func walk(_ tokens: [Token], _ characters: [Character], _ best: [[Int32]]) -> [Int?] {
            let p = tokens.count, t = characters.count
            var matchedAt = [Int?](repeating: nil, count: p)
            var i = 0, j = 0
            while i < p {
                if case .character(let c) = tokens[i], j < t, c == characters[j], best[i][j] == 1 + best[i + 1][j + 1] {
                    matchedAt[i] = j
                    i += 1
                    j += 1
                } else if best[i][j] == best[i + 1][j] {
                    i += 1
                } else {
                    j += 1
                }
            }
            return matchedAt
        }

        /// The runs of text the kept elisions cover, in order and not overlapping.
        /// - Complexity: O(*p*) for each elision at worst (it looks back and on over matched spaces).
        func elidedRuns() -> [Run] {
            var runs: [Run] = []
            for (index, token) in tokens.enumerated() {
                guard case .elision(let name) = token else { continue }
                guard let start = neighbour(before: index), let end = neighbour(after: index), start <= end else { continue }
                if let last = runs.last, last.range.upperBound > start { continue }
                runs.append(Run(range: start..<end, name: name))
            }
            return runs
        }

        /// Where the run an elision covers starts: after the text matched just before it, if
        /// that match is a word's worth (it reaches a character other than a space, unbroken) or
        /// reaches the start of the line.
        private func neighbour(before index: Int) -> Int? {
            guard index > 0 else { return 0 }
            guard let end = matchedAt[index - 1] else { return nil }
            var k = index - 1, position = end
            while true {
                guard case .character(let c) = tokens[k], matchedAt[k] == position else { return nil }
                if !c.isWhitespace || (k == 0 && position == 0) { return end + 1 }
                if k == 0 { return nil }
                k -= 1
                position -= 1
            }
        }

        /// Where the run ends: at the text matched just after the elision, on the same terms.
        private func neighbour(after index: Int) -> Int? {
            let p = tokens.count
            guard index < p - 1 else { return t }
            guard let start = matchedAt[index + 1] else { return nil }
            var k = index + 1, position = start
            while true {
                guard case .character(let c) = tokens[k], matchedAt[k] == position else { return nil }
                if !c.isWhitespace || (k == p - 1 && position == t - 1) { return start }
                if k == p - 1 { return nil }
                k += 1
                position += 1
            }
        }
    }
}
