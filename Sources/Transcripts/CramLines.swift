/// Output lines as cram writes and compares them (cram 0.7, `cram/_test.py` and `cram/_diff.py`).
///
/// A printed line is written as its bytes, ` (no-eol)` added when it had no newline, and the
/// whole escaped with ` (esc)` when it holds a control byte or any byte over 0x7E (so every line
/// cram writes is ASCII). An expected line matches a printed one when it is the same text, or
/// decodes to the same bytes (` (esc)`), or is a glob (` (glob)`) or a regular expression
/// (` (re)`) matching the written line, or the line as prysk writes it (``writeUTF8(_:)``): cram
/// and prysk escape differently, and a pattern written for either matches here.
enum CramLines {
    /// One printed line: its bytes (` (no-eol)` added) and the text cram writes for it.
    struct Printed: Sendable, Equatable {
        var bytes: [UInt8]
        var written: String

        init(bytes: [UInt8]) {
            self.bytes = bytes
            written = CramLines.write(bytes)
        }

        /// A line cram writes itself, as the `[N]` of an exit status.
        init(written: String) {
            bytes = Array(written.utf8)
            self.written = written
        }
    }

    /// The lines of output as Python's `bytes.splitlines(True)` splits them: each ends after
    /// `\n`, `\r\n` or a lone `\r`, which it keeps; the last may have none.
    /// - Complexity: O(*n*) in the bytes.
    static func split(_ output: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = output.startIndex, index = output.startIndex
        while index < output.endIndex {
            let byte = output[index]
            index += 1
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else { continue }
            if byte == UInt8(ascii: "\r"), index < output.endIndex, output[index] == UInt8(ascii: "\n") {
                index += 1
            }
            lines.append(output[start..<index])
            start = index
        }
        if start < output.endIndex { lines.append(output[start...]) }
        return lines
    }

    /// A line as cram records it: its final `\n` dropped, or ` (no-eol)` added when it has none.
    static func printed(_ line: ArraySlice<UInt8>) -> Printed {
        Printed(bytes: line.last == UInt8(ascii: "\n") ? Array(line.dropLast()) : Array(line) + Array(" (no-eol)".utf8))
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte >= 0x7F
    }

    /// The text cram writes for a line's bytes: as they are, or escaped with ` (esc)`.
    /// - Complexity: O(*n*)
    static func write(_ bytes: [UInt8]) -> String {
        guard bytes.contains(where: needsEscape) else { return String(decoding: bytes, as: UTF8.self) }
        let digits = Array("0123456789abcdef".utf8)
        var escaped: [UInt8] = []
        escaped.reserveCapacity(bytes.count * 2 + 6)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\\"): escaped += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
            case UInt8(ascii: "\r"): escaped += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
            case UInt8(ascii: "\t"): escaped += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
            case _ where needsEscape(byte):
                escaped += [UInt8(ascii: "\\"), UInt8(ascii: "x"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
            default: escaped.append(byte)
            }
        }
        return String(decoding: escaped, as: UTF8.self) + " (esc)"
    }

    /// The text of `line` before its ` (KEYWORD)` suffix, or nil when it has none.
    static func annotated(_ line: String, _ keyword: String) -> Substring? {
        let suffix = " (\(keyword))"
        return line.hasSuffix(suffix) ? line.dropLast(suffix.count) : nil
    }

    /// Whether an expected line matches a printed one, as cram's `esc`, `glob` and `regex`
    /// matchers (and plain equality) decide.
    /// - Complexity: O(*n*) for text and escapes; a glob or a regular expression's match (and
    ///   its compilation: to compare one line with many, make a ``Matcher`` once).
    static func matches(_ expected: String, _ printed: Printed, bound: Bindings = Bindings()) -> Bool {
        // The same text matches whatever the line is (``Matcher/matches(_:)`` asks this first):
        // most lines of a passing file, compared without making a matcher.
        expected == printed.written || Matcher(expected, bound: bound).matches(printed)
    }

    /// An expected line made ready to compare with printed lines: its escapes decoded and its
    /// regular expression compiled once, which costs more than most matches (an alignment
    /// compares each expected line with every printed one).
    struct Matcher {
        let expected: String
        private let bound: Bindings
        /// What the line stands for byte by byte; nil for an ` (esc)` line that does not decode.
        private let expectedBytes: [UInt8]?
        private let regex: Regex<AnyRegexOutput>?

        init(_ expected: String, bound: Bindings = Bindings()) {
            self.expected = expected
            self.bound = bound
            if let escaped = annotated(expected, "esc") {
                if case .success(let bytes) = decodeEscapes(escaped) { expectedBytes = bytes } else { expectedBytes = nil }
            } else {
                expectedBytes = Array(expected.utf8)
            }
            regex = annotated(expected, "re").flatMap { try? Regex(String($0)) }
        }

        /// - Complexity: O(*n*) for text and escapes; a glob or a regular expression's match.
        func matches(_ printed: Printed) -> Bool {
            if expected == printed.written { return true }
            if let pattern = annotated(expected, bindKeyword) { return captures(String(pattern), printed, bound: bound) != nil }
            guard let expectedBytes else { return false }
            if expectedBytes.elementsEqual(printed.written.utf8) { return true }
            if let escaped = annotated(printed.written, "esc"), case .success(let bytes) = decodeEscapes(escaped), bytes == expectedBytes {
                return true
            }
            if let pattern = annotated(expected, "glob") {
                return glob(Array(pattern.utf8)[...], Array(printed.written.utf8)[...])
                    || writeUTF8(printed.bytes).map { glob(Array(pattern.utf8)[...], Array($0.utf8)[...]) } == true
            }
            if let regex {
                return (try? regex.wholeMatch(in: printed.written)) != nil
                    || writeUTF8(printed.bytes).map { (try? regex.wholeMatch(in: $0)) != nil } == true
            }
            return false
        }
    }

    /// The suffix of a line that binds (memorize's, not cram's): `seed [..SEED] (bind)`.
    static let bindKeyword = "bind"

    /// What a ` (bind)` line's `[..NAME]` elisions capture of a printed line (a bound name stands
    /// for its text, `[..]` for any), matched against the line as cram writes it, else as prysk
    /// does; nil when it does not match.
    /// - Complexity: that of ``TranscriptMatcher/captures(_:_:bound:)``.
    static func captures(_ pattern: String, _ printed: Printed, bound: Bindings) -> [TranscriptMatcher.Capture]? {
        TranscriptMatcher.captures(pattern, printed.written, bound: bound)
            ?? writeUTF8(printed.bytes).flatMap { TranscriptMatcher.captures(pattern, $0, bound: bound) }
    }

    /// The names a file's ` (bind)` lines capture, in the order they first appear.
    static func boundNames(in expected: [[String]]) -> [String] {
        var names: [String] = []
        for line in expected.joined() {
            guard let pattern = annotated(line, bindKeyword) else { continue }
            for name in TranscriptMatcher.elisionNames(String(pattern)) where !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The text prysk (cram's maintained fork, 0.20) writes for a line's bytes, when it is not
    /// the text cram writes: prysk keeps printable UTF-8 as it is and escapes only a character
    /// that is not printable (as Python's `str.isprintable`) or a byte that is not UTF-8
    /// (`prysk/test.py`, `_escape_utf8`). So a pattern written under prysk (`señor (re)`, or
    /// `\\xff señor \(esc\) (re)` for a line with an invalid byte) matches what it matched there,
    /// though the line is the same bytes under both tools: the tool that prints it (a nested run of
    /// prysk, say) does the same thing under either, only the text the pattern sees differed.
    /// Nil when the line is ASCII: then both tools write the same.
    /// - Complexity: O(*n*)
    static func writeUTF8(_ bytes: [UInt8]) -> String? {
        guard bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        var pieces: [(scalar: Unicode.Scalar, valid: Bool)] = []
        var rest = bytes[...]
        while let first = rest.first {
            var decoder = UTF8()
            var iterator = rest.makeIterator()
            if case .scalarValue(let scalar) = decoder.decode(&iterator) {
                pieces.append((scalar, true))
                rest = rest.dropFirst(UTF8.width(scalar))
            } else {
                // A byte that starts no character: written `\xHH`, as Python writes each byte
                // of the span its decoder rejects.
                pieces.append((Unicode.Scalar(first), false))
                rest = rest.dropFirst()
            }
        }
        var text = ""
        text.unicodeScalars.reserveCapacity(bytes.count)
        if pieces.allSatisfy({ $0.valid && isPrintable($0.scalar) }) {
            text.unicodeScalars.append(contentsOf: pieces.map(\.scalar))
            return text
        }
        for piece in pieces {
            if piece.valid, piece.scalar == "\\" {
                text += "\\\\"
            } else if piece.valid, isPrintable(piece.scalar) {
                text.unicodeScalars.append(piece.scalar)
            } else {
                text += pythonEscape(piece.scalar)
            }
        }
        return text + " (esc)"
    }

    /// Whether Python's `str.isprintable` holds for a character: not a control, format,
    /// surrogate, private-use, unassigned or separator character, the space excepted.
    private static func isPrintable(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .surrogate, .privateUse, .unassigned, .lineSeparator, .paragraphSeparator, .spaceSeparator: return false
        default: return true
        }
    }

    /// A character as Python's `unicode_escape` writes it: `\t`, `\n`, `\r`, `\xHH`, `\uHHHH`
    /// or `\UHHHHHHHH`.
    private static func pythonEscape(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\t": return "\\t"
        case "\n": return "\\n"
        case "\r": return "\\r"
        default:
            let hex = String(scalar.value, radix: 16)
            let (prefix, width) = scalar.value < 0x100 ? ("\\x", 2) : scalar.value < 0x10000 ? ("\\u", 4) : ("\\U", 8)
            return prefix + String(repeating: "0", count: width - hex.count) + hex
        }
    }

    /// cram's glob: `*` any bytes, `?` one byte, a backslash before `*`, `?` or `\` makes it
    /// literal (and is itself literal before anything else); the whole line must match.
    /// - Complexity: O(*p* · *t*) at worst, by the usual backtracking to the last `*`.
    static func glob(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        enum Token: Equatable { case byte(UInt8), one, any }
        var tokens: [Token] = []
        var index = pattern.startIndex
        while index < pattern.endIndex {
            let byte = pattern[index]
            index += 1
            if byte == UInt8(ascii: "\\"), index < pattern.endIndex, [UInt8(ascii: "*"), UInt8(ascii: "?"), UInt8(ascii: "\\")].contains(pattern[index]) {
                tokens.append(.byte(pattern[index]))
                index += 1
            } else if byte == UInt8(ascii: "*") {
                tokens.append(.any)
            } else if byte == UInt8(ascii: "?") {
                tokens.append(.one)
            } else {
                tokens.append(.byte(byte))
            }
        }
        let bytes = Array(text)
        var t = 0, p = 0
        var star: (token: Int, text: Int)?
        while t < bytes.count {
            if p < tokens.count, tokens[p] == .one || tokens[p] == .byte(bytes[t]) {
                p += 1
                t += 1
            } else if p < tokens.count, tokens[p] == .any {
                star = (p, t)
                p += 1
            } else if let last = star {
                p = last.token + 1
                t = last.text + 1
                star = (last.token, last.text + 1)
            } else {
                return false
            }
        }
        while p < tokens.count, tokens[p] == .any { p += 1 }
        return p == tokens.count
    }

    enum EscapeProblem: Error, Equatable {
        case badHex, trailingBackslash

        var message: String {
            switch self {
            case .badHex: "(esc) line: '\\x' needs two hex digits"
            case .trailingBackslash: "(esc) line: it ends in a lone backslash"
            }
        }
    }

    /// The bytes an ` (esc)` line stands for, decoded as Python's `codecs.escape_decode` does:
    /// `\\`, `\'`, `\"`, `\a`, `\b`, `\f`, `\n`, `\r`, `\t`, `\v`, `\xHH`, octal `\NNN`, and a
    /// backslash before anything else kept as it is.
    /// - Complexity: O(*n*)
    static func decodeEscapes(_ text: Substring) -> Result<[UInt8], EscapeProblem> {
        var bytes: [UInt8] = []
        var rest = Array(text.utf8)[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "\\") else {
                bytes.append(byte)
                continue
            }
            guard let next = rest.popFirst() else { return .failure(.trailingBackslash) }
            switch next {
            case UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "\""): bytes.append(next)
            case UInt8(ascii: "a"): bytes.append(0x07)
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "v"): bytes.append(0x0B)
            case UInt8(ascii: "\n"): break
            case UInt8(ascii: "x"):
                guard let high = rest.popFirst().flatMap(hexValue), let low = rest.popFirst().flatMap(hexValue) else {
                    return .failure(.badHex)
                }
                bytes.append(high << 4 | low)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = Int(next - UInt8(ascii: "0"))
                for _ in 0..<2 {
                    guard let digit = rest.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(digit) else { break }
                    value = value * 8 + Int(digit - UInt8(ascii: "0"))
                    rest.removeFirst()
                }
                bytes.append(UInt8(truncatingIfNeeded: value))
            default: bytes += [byte, next]
            }
        }
        return .success(bytes)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
