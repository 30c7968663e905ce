/// cram's ` (esc)` lines: output with bytes an editor would hide or mangle (escape sequences of
/// colour, tabs, carriage returns) written with backslash escapes, so the file stays plain text.
///
/// The escapes are `\\` (a backslash), `\t`, `\r` and `\xHH` (one byte, two hex digits). The
/// bytes decoded must be UTF-8, as all output is.
enum TranscriptEscapes {
    static let suffix = " (esc)"

    /// Whether `text` cannot be written as it is on a transcript line: it holds a control character
    /// (C0 or DEL), or it ends like a line with a suffix (` (esc)`, or ` (re)` when `reSuffix`).
    static func needsEscaping(_ text: String, reSuffix: Bool) -> Bool {
        text.utf8.contains { $0 < 0x20 || $0 == 0x7F } || looksSuffixed(text, reSuffix: reSuffix)
    }

    private static func looksSuffixed(_ text: String, reSuffix: Bool) -> Bool {
        text.hasSuffix(suffix) || text == "(esc)" || (reSuffix && (text.hasSuffix(" (re)") || text == "(re)"))
    }

    /// `text` with its backslashes and control characters escaped; when the result would end
    /// like a suffixed line, its last `(` is escaped too, so that only the ` (esc)` added after
    /// it is read as one.
    /// - Complexity: O(*n*)
    static func encode(_ text: String, reSuffix: Bool) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: result += "\\x" + hex(UInt8(scalar.value))
            default: result.unicodeScalars.append(scalar)
            }
        }
        if looksSuffixed(result, reSuffix: reSuffix), let open = result.lastIndex(of: "(") {
            result.replaceSubrange(open...open, with: "\\x28")
        }
        return result
    }

    /// The text an escaped line stands for, or why it cannot be read.
    /// - Complexity: O(*n*)
    static func decode(_ text: String) -> Result<String, DecodeError> {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var rest = text.utf8[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "\\") else {
                bytes.append(byte)
                continue
            }
            switch rest.popFirst() {
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "t"): bytes.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "r"): bytes.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "x"):
                guard let high = rest.popFirst().flatMap(hexValue), let low = rest.popFirst().flatMap(hexValue) else {
                    return .failure(.badHex)
                }
                bytes.append(high << 4 | low)
            case let other:
                return .failure(.unknown(other.map { String(decoding: [$0], as: UTF8.self) } ?? ""))
            }
        }
        guard let decoded = String(validating: bytes, as: UTF8.self) else { return .failure(.notUTF8) }
        return .success(decoded)
    }

    enum DecodeError: Error, Equatable {
        case badHex, unknown(String), notUTF8

        var message: String {
            let known = "(esc) lines take \\\\, \\t, \\r and \\xHH"
            switch self {
            case .badHex: return "'\\x' needs two hex digits; \(known)"
            case .unknown(let escape): return "unknown escape '\\\(escape)'; \(known)"
            case .notUTF8: return "the escaped bytes are not valid UTF-8"
            }
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
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
