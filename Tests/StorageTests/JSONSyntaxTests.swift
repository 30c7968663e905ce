import Foundation
import Testing
@testable import Storage

/// ``JSONSyntax`` stands in for Foundation's JSONSerialization, which the program no longer links:
/// these tests link it, and check that both find the same fault at the same byte.
@Suite struct JSONSyntaxTests {
    /// What `describeInvalidJSON` said when it asked JSONSerialization (its words, kept here as the oracle).
    static func foundationDescription(_ data: Data, topLevel: String = "not valid JSON") -> String {
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return "the file is empty" }
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return topLevel
        } catch {
            let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            let truncated = text.contains("nexpected end") || text.contains("end of file")
            if let range = text.range(of: "character "),
               let offset = Int(text[range.upperBound...].prefix { $0.isNumber }) {
                let place = JSONDiagnostics.describe(offset: offset, in: data)
                return truncated ? "not valid JSON: it ends too soon, at \(place)" : "not valid JSON at \(place)"
            }
            if let range = text.range(of: "line ") {
                return "not valid JSON at line \(text[range.upperBound...].prefix { $0 != ")" && $0 != "." })"
            }
            return truncated
                ? "not valid JSON: it ends too soon, at \(JSONDiagnostics.describe(offset: data.count, in: data))"
                : "not valid JSON"
        }
    }

    static let cases: [String] = [
        "{\"a\": x}", "[1, 2", "{\"a\":1,}", "[1,]", "[\"\\q\"]", "[\"a\u{01}\"]", "[\"\\u12G4\"]",
        "[\"\\uD800x\"]", "[\"\\uD800\\u0041\"]", "[01]", "[-]", "[1.]", "[1e]", "[1e999]", "[-0]", "[1.5e+3]",
        "[tru]", "[nul", "[truex]", "[trux]", "[t]", "tru", "[fals]", "[falsx", "nulx", "[n]", "{\"a\" 1}", "{1:2}",
        "[1] x", "[\"é\", x]", "{\"a\":1,,}", "[,]", "[,1]", "{,}", "{\"a\":}", "{\"a\"}", "{\"a\":1,\"b\"}", "[1,,2]",
        "\u{0B}[1]", "[1]\u{0C}", "[\"\\u00\"]", "[\"\\uD800\"]", "[\"\\uD800\\uD800\"]", "[\"\\uD800\\\"]",
        "[1.5.3]", "[1e5e3]", "[--1]", "[+1]", "[.5]", "[1E+]", "[1e-5]", "[0.0e0]", "[-01]", "[00]", "[0x]",
        "[Infinity]", "[NaN]", "/* c */ [1]", "{\"a\":1}}", "[\"a\"\"b\"]", "{\"a\":1 ,\"b\":2 , }", "[ 1 , ]",
        "[\"\t\"]", "[\"\u{7F}\"]", "{\"a\":[}", "{\"a\" : tr }", "[1e+]", "[-", "[1.", "[1e", "[0", "{\"a", "{\"a\"",
        "{\"a\":", "{\"a\":1", "{\"a\":1,", "[\"\\u", "[\"\\uD800", "[\"\\uD800\\", "[\"\\uD800\\u", "\"\\uD800\\u12",
        "[\"x\\", "[\"ab\\tcd\\q\"]", "[\"\\uD800\\u00G0\"]", "[\"\\uD800\\uDC0\"]", "[\"\\uD800\\uDC00\"]",
        "[\"\\u0000\"]", "[\"\\uDC00\"]", "-1e999", "1e-999", "[1e400, x]", "[\"\\/\\b\\f\\r\\\"\"]", "[1,\n  2,\n  x]",
        "{\"a\":1,\"a\":2}", "[1\u{0}]", "1\u{0}", " \u{0}1", "\"\u{0}\"", "{\u{0}", "12\u{0}\u{0}", "12", "1.5", "-",
        "\u{FEFF}[1]", "\u{FEFF} x", "\u{FEFF}", "\u{FEFF}1", "\u{FEFF}  x",
        "{\n  \"name\": \"X\",\n  \"emojis\": \"ab\"\n  \"pairs\": 2\n}", "{\n  \"name\": \"X\",",
        String(repeating: "[", count: 600), String(repeating: "{\"a\":", count: 600), "  " + String(repeating: "[", count: 513),
        String(repeating: "[", count: 512), String(repeating: "[", count: 512) + String(repeating: "]", count: 512),
    ]

    @Test(arguments: cases)
    func findsTheFaultFoundationFinds(text: String) {
        let data = Data(text.utf8)
        #expect(JSONDiagnostics.describeInvalidJSON(data) == Self.foundationDescription(data), "\(text.debugDescription)")
    }

    static let byteCases: [[UInt8]] = [
        Array("[\"ab".utf8) + [0xFF] + Array("\"]".utf8), Array("[\"ab".utf8) + [0xC3] + Array("\"]".utf8),
        Array("[\"ab\\n".utf8) + [0xFF] + Array("\"]".utf8), Array("{\"ab".utf8) + [0xED, 0xA0, 0x80] + Array("\":1}".utf8),
        [0x5B, 0x22, 0xFF, 0x22, 0x5D], [0xFF], [0xEF, 0xBB], [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF, 0x31],
        [0xFF, 0xFE, 0x31, 0x00], [0xFE, 0xFF, 0x00, 0x31], [0x5B, 0x00, 0x78, 0x00, 0x5D, 0x00], [0x00, 0x5B, 0x00, 0x78, 0x00, 0x5D],
        [0x5B, 0x00, 0x00, 0x00, 0x78, 0x00, 0x00, 0x00], [0x5B, 0x00, 0x22, 0x00, 0x00, 0xD8, 0x22, 0x00, 0x5D, 0x00],
        [0x5B, 0x00, 0x22, 0x00, 0xE9, 0x00, 0x22, 0x00, 0x2C, 0x00, 0x78, 0x00, 0x5D, 0x00], [0x00, 0x31], [0x31, 0x00, 0x32],
        [0xFF, 0xFE], [0xFE, 0xFF, 0x00],
    ]

    @Test(arguments: byteCases)
    func findsTheFaultFoundationFindsInBytes(bytes: [UInt8]) {
        let data = Data(bytes)
        #expect(JSONDiagnostics.describeInvalidJSON(data) == Self.foundationDescription(data), "\(bytes)")
    }

    /// Every one-byte change to a few documents, and every prefix of them: thousands of faults.
    @Test func agreesWithFoundationOnEveryOneByteChange() {
        let documents = [
            #"{"name": "Animals", "emojis": "🐶🐱", "pairs": 4, "color": "orange", "x": [1, -2.5e+3, true, false, null]}"#,
            #"{"background":{"theURL":"https:\/\/x.example\/a.png?imgurl=b%20c"},"emojis":[{"text":"😀","x":-200,"y":-100,"size":80,"id":1}],"uniqueEmojiId":2}"#,
            "[\"\\u00e9\\uD83D\\uDE00\", 0, 0.5, -0, 1E2]",
        ]
        let replacements: [UInt8] = Array("{}[]\":,.-+eE0 1\\u\txntfD8/".utf8) + [0x00, 0x0B, 0x0A, 0x7F, 0xA9, 0xC3, 0xED, 0xFF]
        var mismatches: [String] = []
        for document in documents {
            let bytes = Array(document.utf8)
            var variants: [[UInt8]] = (0...bytes.count).map { Array(bytes.prefix($0)) }
            for index in bytes.indices {
                var removed = bytes
                removed.remove(at: index)
                variants.append(removed)
                for replacement in replacements where replacement != bytes[index] {
                    var changed = bytes
                    changed[index] = replacement
                    variants.append(changed)
                }
            }
            for variant in variants {
                let data = Data(variant)
                let ours = JSONDiagnostics.describeInvalidJSON(data)
                let foundation = Self.foundationDescription(data)
                if ours != foundation { mismatches.append("\(String(decoding: variant, as: UTF8.self).debugDescription): \(ours) ≠ \(foundation)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10).joined(separator: "\n"))")
    }
}
