import Foundation
import Testing
@testable import Storage

/// ``JSONMembers`` gives a format the exact text of the keys it keeps without knowing them.
@Suite struct JSONMembersTests {
    @Test func aTopLevelObjectsValuesAreTheirExactText() throws {
        let text = #" { "a" : 123456789012345678901234567890 , "b":1e400,"c\u0064": {"x" : [1, 2.50]} ,"e":-0.0, } "#
        let members = try #require(JSONMembers.topLevel(of: Data(text.utf8)))
        #expect(members == [.init(key: "a", json: "123456789012345678901234567890"), .init(key: "b", json: "1e400"),
                            .init(key: "cd", json: #"{"x" : [1, 2.50]}"#), .init(key: "e", json: "-0.0")])
        for broken in ["", "[]", #"{"a":}"#, #"{"a":1} x"#, #"{"a":01}"#, #"{"a":"\u{1}"}"#] {
            #expect(JSONMembers.topLevel(of: Data(broken.utf8)) == nil, "\(broken)")
        }
    }

    /// JSONDecoder reads a control character unescaped in a string (JSONSerialization did not): so
    /// does what keeps the text of what it read (found by fuzzing: such a document was refused).
    @Test func aControlCharacterJSONDecoderReadsIsReadToo() throws {
        let text = "{\"a\u{0}b\": \"x\u{1}y\", \"emojis\": []}"
        #expect(JSONMembers.topLevel(of: Data(text.utf8)) == [.init(key: "a\u{0}b", json: "\"x\u{1}y\""), .init(key: "emojis", json: "[]")])
        #expect(JSONSyntax.check(Data(text.utf8)) == .invalidSomewhere)
    }

    @Test func anArraysObjectsMembersAndWhetherTheyMayHaveOtherKeys() throws {
        let known: Set<String> = ["name", "id"]
        let plain = #"[{"name": "a\"}", "id": 1}, {"id": 2, "name": "{\"x\": 1}"}]"#
        #expect(!JSONMembers.elementsMayHaveKeys(otherThan: known, in: Data(plain.utf8)))
        for other in [#"[{"name": "a", "id": 1, "x": 2}]"#, #"[{"n\u0061me": "a"}]"#, #"[1, {"id": 1}, {"z": 0}]"#, "\u{FEFF}[]"] {
            #expect(JSONMembers.elementsMayHaveKeys(otherThan: known, in: Data(other.utf8)), "\(other)")
        }
        // Keys inside a value are the value's, not the palette's.
        #expect(!JSONMembers.elementsMayHaveKeys(otherThan: known, in: Data(#"[{"name": {"deep": 1}, "id": [{"x": 1}]}]"#.utf8)))
        let elements = try #require(JSONMembers.elements(of: Data(#"[{"name": "a", "x": 1e400}, 3, {}]"#.utf8)))
        #expect(elements == [[.init(key: "name", json: #""a""#), .init(key: "x", json: "1e400")], [], []])
    }

    @Test func numbersNoFieldCanHoldAreFoundWithTheirPath() {
        let text = #"{"emojis": [{"x": 1e400}, {"y": 123456789012345678901234567890, "z": 1.5e300, "w": 2e-400}], "t": -1e999}"#
        let found = JSONSyntax.extremeNumbers(in: Data(text.utf8))
        #expect(found.map(\.text) == ["1e400", "123456789012345678901234567890", "2e-400", "-1e999"])
        #expect(found.first?.path == [.key("emojis"), .index(0), .key("x")])
        #expect(JSONDiagnostics.fieldWithExtremeNumber(in: Data(text.utf8)) == "field 'emojis[0].x': the number 1e400 is out of range")
        #expect(JSONDiagnostics.fieldWithExtremeNumber(in: Data(text.utf8), isDecoded: { $0.first == .key("t") }) == "field 't': the number -1e999 is out of range")
    }
}
