import Foundation
import Testing
import Escaping

@Suite("JSON escaping")
struct JSONEscapingTests {
    @Test func controlCharactersByNameOrAsUnicodeEscapes() {
        #expect(JSONEscaping.quoted("\u{8}\t\n\u{C}\r") == #""\b\t\n\f\r""#)
        #expect(JSONEscaping.quoted("\u{0}\u{1}\u{1B}\u{1F}") == #""\u0000\u0001\u001b\u001f""#)
        // DEL and the C1 controls need no escape in JSON, and JSONEncoder writes them as they are.
        #expect(JSONEscaping.quoted("\u{7F}\u{85}") == "\"\u{7F}\u{85}\"")
    }

    @Test func quotesBackslashesAndSlashes() {
        #expect(JSONEscaping.quoted(#"say "hi" \ there"#) == #""say \"hi\" \\ there""#)
        #expect(JSONEscaping.quoted("a/b") == #""a/b""#)
        #expect(JSONEscaping.quoted("a/b", escapingSlashes: true) == #""a\/b""#)
        #expect(JSONEscaping.quoted("'") == #""'""#)
    }

    @Test func nonASCIIAndEmojiAsTheirUTF8() {
        #expect(JSONEscaping.quoted("café") == "\"café\"")
        #expect(JSONEscaping.quoted("👨‍👩‍👧🇫🇷❤️") == "\"👨‍👩‍👧🇫🇷❤️\"")
        #expect(JSONEscaping.quoted("\u{2028}\u{FFFF}") == "\"\u{2028}\u{FFFF}\"")
        #expect(JSONEscaping.quoted("") == #""""#)
    }

    @Test func bytesAreEscapedAsTheStringIsAndInvalidUTF8IsKept() {
        for text in ["a\"b\\c\n\u{1}", "🐶/🐱", ""] {
            var fromString: [UInt8] = [], fromBytes: [UInt8] = []
            JSONEscaping.appendQuoted(text, to: &fromString, escapingSlashes: true)
            JSONEscaping.appendQuoted(utf8: Array(text.utf8), to: &fromBytes, escapingSlashes: true)
            #expect(fromString == fromBytes)
            #expect(String(decoding: fromString, as: UTF8.self) == JSONEscaping.quoted(text, escapingSlashes: true))
        }
        var out: [UInt8] = [0x2C]
        JSONEscaping.appendQuoted(utf8: [0x61, 0xFF, 0x0A], to: &out)
        #expect(out == [0x2C, 0x22, 0x61, 0xFF, 0x5C, 0x6E, 0x22])
    }

    /// The oracle: every scalar below U+0100 (and some beyond) as JSONEncoder writes it, slashes
    /// escaped or not; and what is written reads back as the text.
    @Test func byteForByteWhatJSONEncoderWrites() throws {
        let scalars = (0..<0x100).compactMap(Unicode.Scalar.init) + ["\u{2028}", "\u{FEFF}", "\u{1F600}"]
        let text = String(String.UnicodeScalarView(scalars))
        for escapingSlashes in [true, false] {
            let encoder = JSONEncoder()
            encoder.outputFormatting = escapingSlashes ? [] : [.withoutEscapingSlashes]
            let expected = String(decoding: try encoder.encode(text), as: UTF8.self)
            #expect(JSONEscaping.quoted(text, escapingSlashes: escapingSlashes) == expected)
            let decoded = try JSONDecoder().decode(String.self, from: Data(JSONEscaping.quoted(text, escapingSlashes: escapingSlashes).utf8))
            #expect(decoded == text)
        }
    }
}
