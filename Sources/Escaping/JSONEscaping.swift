/// JSON string literals, escaped as Foundation's `JSONEncoder` escapes them: `"` and `\` with a
/// backslash, `\b` `\f` `\n` `\r` `\t` by name, the other control characters below U+0020 as
/// `\u00XX` (lower-case hex), `/` as `\/` only when asked (`JSONEncoder` does unless told
/// `.withoutEscapingSlashes`); everything else, DEL and emoji included, as its UTF-8.
///
/// The one JSON escaper: `.emojiart` documents (which must match `JSONEncoder` byte for byte),
/// lint reports, the palettes `palette fix` rewrites, asciicasts and the test runner's worker
/// protocol all go through it.
public enum JSONEscaping {
    /// `text` as a JSON string literal, quotes included.
    /// - Complexity: O(*n*) in its UTF-8.
    public static func quoted(_ text: String, escapingSlashes: Bool = false) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        appendQuoted(text, to: &bytes, escapingSlashes: escapingSlashes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` as a JSON string literal, quotes included.
    /// - Complexity: O(*n*) in its UTF-8; runs that need no escape are copied whole (an
    ///   `.emojiart` background's base64 is megabytes).
    public static func appendQuoted(_ text: String, to bytes: inout [UInt8], escapingSlashes: Bool = false) {
        var text = text
        text.withUTF8 { appendQuoted(utf8: $0, to: &bytes, escapingSlashes: escapingSlashes) }
    }

    /// Appends UTF-8 `utf8` as a JSON string literal, quotes included. Bytes at or above 0x80 are
    /// copied as they are, so text that is not valid UTF-8 stays what it was.
    /// - Complexity: O(*n*) in its bytes.
    public static func appendQuoted(utf8: [UInt8], to bytes: inout [UInt8], escapingSlashes: Bool = false) {
        utf8.withUnsafeBufferPointer { appendQuoted(utf8: $0, to: &bytes, escapingSlashes: escapingSlashes) }
    }

    private static func appendQuoted(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8], escapingSlashes: Bool) {
        bytes.append(UInt8(ascii: "\""))
        var start = 0
        for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
            || (escapingSlashes && byte == UInt8(ascii: "/")) {
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
            appendEscape(for: byte, to: &bytes)
            start = index + 1
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        bytes.append(UInt8(ascii: "\""))
    }

    /// The escape for one byte that needs one (a control character, `"`, `\` or `/`).
    private static func appendEscape(for byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        case 0..<0x20:
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                      Hex.digit(byte >> 4), Hex.digit(byte & 0xF)])
        default: bytes.append(byte)   // `"`, `\` and `/` follow the backslash as they are
        }
    }

    /// JSON text (an encoder's output) with every ``TerminalControls`` character it holds as is
    /// (DEL, the C1 controls, direction overrides: an encoder escapes only those below U+0020)
    /// written `\uHHHH`. They can stand only inside strings, where the escape reads back as the
    /// same text: a parser gets the exact names, and a terminal shown the JSON obeys none of them.
    /// - Complexity: O(*n*); text without them is returned as it is.
    public static func terminalControlsEscaped(_ json: String) -> String {
        func shown(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x7F && TerminalControls.contains(scalar) }
        guard json.unicodeScalars.contains(where: shown) else { return json }
        var result = ""
        result.reserveCapacity(json.utf8.count + 16)
        for scalar in json.unicodeScalars {
            if shown(scalar) {
                result += "\\u" + Hex.string(scalar.value, width: 4)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
