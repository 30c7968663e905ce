import REPL

/// `[..NAME]`: an elision that captures what it covers (see ``Bindings``).
extension TranscriptMatcher {
    /// One captured name and the text its elision covered.
    struct Capture: Equatable {
        let name: String
        let text: String
    }

    /// Whether a glob line's text holds an `[..NAME]`.
    /// - Complexity: O(*p*).
    static func hasNamedElision(_ pattern: String) -> Bool {
        var pattern = pattern
        return pattern.withUTF8 { p in
            var index = 0
            while let start = find(elisionOpening, in: p, from: index) {
                if let (_, name) = elision(at: start, in: p), name != nil { return true }
                index = start + 1
            }
            return false
        }
    }

    /// The names a glob line's `[..NAME]`s capture or compare, in order (repeats included).
    /// - Complexity: O(*p*).
    static func elisionNames(_ pattern: String) -> [String] {
        var pattern = pattern
        return pattern.withUTF8 { p in
            var names: [String] = []
            var index = 0
            while let start = find(elisionOpening, in: p, from: index) {
                if let (end, name) = elision(at: start, in: p), let name {
                    names.append(String(decoding: UnsafeBufferPointer(rebasing: p[name]), as: UTF8.self))
                    index = end
                } else {
                    index = start + 1
                }
            }
            return names
        }
    }

    private static let elisionOpening = Array("[..".utf8)

    /// The elision that starts at `start` (`[..]` or `[..NAME]`): where it ends, and its name's bytes.
    private static func elision(at start: Int, in p: UnsafeBufferPointer<UInt8>) -> (end: Int, name: Range<Int>?)? {
        let nameStart = start + 3
        guard nameStart < p.count, p[start] == UInt8(ascii: "["), p[start + 1] == UInt8(ascii: "."),
              p[start + 2] == UInt8(ascii: ".") else { return nil }
        if p[nameStart] == UInt8(ascii: "]") { return (nameStart + 1, nil) }
        guard Bindings.isNameStart(p[nameStart]) else { return nil }
        var end = nameStart + 1
        while end < p.count, Bindings.isNameByte(p[end]) { end += 1 }
        guard end < p.count, p[end] == UInt8(ascii: "]") else { return nil }
        return (end + 1, nameStart..<end)
    }

    /// What matching `pattern` against `text` captures, or nil when it does not match.
    ///
    /// A name `bound` holds stands for its text; another name is an elision that captures what
    /// it covers. The pieces between elisions are found as for `[..]` (the first after the start,
    /// each next one leftmost, the last at the end), which never goes back: an elision followed
    /// by text captures up to where that text first appears, the last one up to the line's end
    /// text. A new name used twice in one line matches when both places hold the same text.
    /// - Complexity: O(*p* + *t*) without elisions; O(*p* · *t*) at worst with them, as for `[..]`,
    ///   *p* counting the texts of bound names.
    static func captures(_ pattern: String, _ text: String, bound: Bindings) -> [Capture]? {
        var pattern = pattern, text = text
        // pieces.count == wildcards.count + 1: the text between the elisions left open.
        var pieces: [[UInt8]] = [[]]
        var wildcards: [String?] = []
        pattern.withUTF8 { p in
            var index = 0
            while index < p.count {
                guard let (end, nameBytes) = elision(at: index, in: p) else {
                    pieces[pieces.count - 1].append(p[index])
                    index += 1
                    continue
                }
                let name = nameBytes.map { String(decoding: UnsafeBufferPointer(rebasing: p[$0]), as: UTF8.self) }
                if let name, let value = bound[name] {
                    pieces[pieces.count - 1] += value.text.utf8
                } else {
                    wildcards.append(name)
                    pieces.append([])
                }
                index = end
            }
        }
        let texts: [String]? = text.withUTF8 { t in
            spans(of: pieces, in: t).map { $0.map { String(decoding: UnsafeBufferPointer(rebasing: t[$0]), as: UTF8.self) } }
        }
        guard let texts else { return nil }
        var captures: [Capture] = []
        for (name, captured) in zip(wildcards, texts) {
            guard let name else { continue }
            if let earlier = captures.first(where: { $0.name == name }) {
                guard earlier.text == captured else { return nil }
            } else {
                captures.append(Capture(name: name, text: captured))
            }
        }
        return captures
    }

    /// The byte ranges of `text` the elisions between `pieces` cover, or nil when the pieces are
    /// not there: the first piece a prefix, the last a suffix, the others each leftmost after the one before.
    /// - Complexity: O(*p* · *t*) at worst.
    private static func spans(of pieces: [[UInt8]], in text: UnsafeBufferPointer<UInt8>) -> [Range<Int>]? {
        guard pieces.count > 1 else { return pieces[0].elementsEqual(text) ? [] : nil }
        let prefix = pieces[0]
        guard text.count >= prefix.count, text[..<prefix.count].elementsEqual(prefix) else { return nil }
        var spans: [Range<Int>] = []
        var position = prefix.count
        for piece in pieces.dropFirst().dropLast() {
            guard let found = find(piece, in: text, from: position) else { return nil }
            spans.append(position..<found)
            position = found + piece.count
        }
        let suffix = pieces[pieces.count - 1]
        guard text.count - position >= suffix.count, text[(text.count - suffix.count)...].elementsEqual(suffix) else { return nil }
        spans.append(position..<(text.count - suffix.count))
        return spans
    }
}
