import Foundation
import Storage
import Testing
@testable import Themes

/// Decodes `json`, expecting failure, and returns the error message.
func decodeError(_ json: String) -> String? {
    do {
        _ = try Theme.decode(json: Data(json.utf8))
        return nil
    } catch {
        return error.message
    }
}

@Suite("Theme JSON: good files")
struct ThemeJSONDecodingTests {
    @Test("A number of pairs")
    func exactPairs() throws {
        let theme = try Theme.decode(json: Data(#"{"name": "Animals", "emojis": "🐶🐱🐭", "pairs": 2, "color": "orange"}"#.utf8))
        #expect(theme.name == "Animals")
        #expect(theme.emojis == ["🐶", "🐱", "🐭"])
        #expect(theme.pairs == .exactly(2))
        #expect(theme.color == .orange)
    }

    @Test("\"all\" pairs")
    func allPairs() throws {
        let theme = try Theme.decode(json: Data(#"{"name": "H", "emojis": "🎃👻", "pairs": "all", "color": "black"}"#.utf8))
        #expect(theme.pairs == .all)
    }

    @Test("A range of pairs")
    func rangePairs() throws {
        let theme = try Theme.decode(json: Data(#"{"name": "F", "emojis": "😀😃😄😁😆😅", "pairs": {"min": 2, "max": 5}, "color": "yellow"}"#.utf8))
        #expect(theme.pairs == .random(2...5))
    }

    @Test("A range with min equal to max")
    func degenerateRange() throws {
        let theme = try Theme.decode(json: Data(#"{"name": "F", "emojis": "😀😃", "pairs": {"min": 2, "max": 2}, "color": "yellow"}"#.utf8))
        #expect(theme.pairs == .random(2...2))
    }

    @Test("Every colour name decodes", arguments: ThemeColor.allCases)
    func everyColour(color: ThemeColor) throws {
        let theme = try Theme.decode(json: Data(#"{"name": "C", "emojis": "🍎🍌", "pairs": 1, "color": "\#(color.rawValue)"}"#.utf8))
        #expect(theme.color == color)
    }

    @Test("Repeated emoji in a file are dropped")
    func repeatsDropped() throws {
        let theme = try Theme.decode(json: Data(#"{"name": "R", "emojis": "🐶🐱🐶", "pairs": 2, "color": "red"}"#.utf8))
        #expect(theme.emojis == ["🐶", "🐱"])
    }

    @Test("Encoding and decoding gives the same theme",
          arguments: [Theme.PairCount.exactly(3), .all, .random(2...4)])
    func roundTrip(pairs: Theme.PairCount) throws {
        let theme = Theme(name: "Round", emojis: "🍏🍎🍐🍊", pairs: pairs, color: .purple)
        let data = try JSONEncoder().encode(theme)
        #expect(try Theme.decode(json: data) == theme)
    }
}

@Suite("Theme JSON: bad files give one-line messages naming the field")
struct ThemeJSONErrorTests {
    @Test("A missing field is named", arguments: ["name", "emojis", "pairs", "color"])
    func missingField(field: String) throws {
        var object: [String: Any] = ["name": "M", "emojis": "🍎🍌", "pairs": 1, "color": "red"]
        object[field] = nil
        let json = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        let message = try #require(decodeError(json))
        #expect(message.contains("missing"))
        #expect(message.contains("'\(field)'"))
        #expect(!message.contains("\n"))
    }

    @Test("pairs of the wrong type", arguments: ["true", "1.5", "[1, 2]", "\"many\"", "null"])
    func wrongTypeForPairs(pairs: String) throws {
        let message = try #require(decodeError(#"{"name": "P", "emojis": "🍎🍌", "pairs": \#(pairs), "color": "red"}"#))
        #expect(message.contains("pairs"))
        #expect(!message.contains("\n"))
    }

    @Test("name or emojis of the wrong type", arguments: ["name", "emojis", "color"])
    func wrongTypeForStrings(field: String) throws {
        var object: [String: Any] = ["name": "M", "emojis": "🍎🍌", "pairs": 1, "color": "red"]
        object[field] = 42
        let json = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        let message = try #require(decodeError(json))
        #expect(message.contains(field))
        #expect(!message.contains("\n"))
    }

    @Test("An unknown colour is named, with the colour given")
    func unknownColour() throws {
        let message = try #require(decodeError(#"{"name": "C", "emojis": "🍎🍌", "pairs": 1, "color": "mauve"}"#))
        #expect(message.contains("color"))
        #expect(message.contains("mauve"))
        #expect(!message.contains("\n"))
    }

    @Test("Empty emojis, or only whitespace, are refused", arguments: ["", "   ", "\\n\\t"])
    func emptyEmojis(emojis: String) throws {
        let message = try #require(decodeError(#"{"name": "E", "emojis": "\#(emojis)", "pairs": 1, "color": "red"}"#))
        #expect(message.contains("emojis"))
        #expect(!message.contains("\n"))
    }

    @Test("An empty name is refused", arguments: ["", "   "])
    func emptyName(name: String) throws {
        let message = try #require(decodeError(#"{"name": "\#(name)", "emojis": "🍎🍌", "pairs": 1, "color": "red"}"#))
        #expect(message.contains("name"))
    }

    @Test("min greater than max is refused")
    func minGreaterThanMax() throws {
        let message = try #require(decodeError(#"{"name": "R", "emojis": "abcdef", "pairs": {"min": 5, "max": 3}, "color": "red"}"#))
        #expect(message.contains("pairs"))
        #expect(message.contains("5"))
        #expect(message.contains("3"))
        #expect(!message.contains("\n"))
    }

    @Test("A range missing min or max names it", arguments: ["min", "max"])
    func rangeMissingBound(bound: String) throws {
        let other = bound == "min" ? "max" : "min"
        let message = try #require(decodeError(#"{"name": "R", "emojis": "ab", "pairs": {"\#(other)": 1}, "color": "red"}"#))
        #expect(message.contains("pairs"))
        #expect(message.contains(bound))
    }

    @Test("Out-of-range pairs are refused",
          arguments: ["0", "-1", "10001", #"{"min": 0, "max": 3}"#, #"{"min": 1, "max": 10001}"#])
    func outOfRangePairs(pairs: String) throws {
        let message = try #require(decodeError(#"{"name": "O", "emojis": "🍎🍌", "pairs": \#(pairs), "color": "red"}"#))
        #expect(message.contains("pairs"))
        #expect(!message.contains("\n"))
    }

    @Test("The largest allowed pairs decodes")
    func maximumPairsAllowed() throws {
        let theme = try Theme.decode(json: Data(#"{"name": "B", "emojis": "🍎🍌", "pairs": 10000, "color": "red"}"#.utf8))
        #expect(theme.pairs == .exactly(Theme.maximumPairs))
    }

    @Test("Invalid JSON says so, with the line and column")
    func invalidJSON() throws {
        let json = """
            {
              "name": "X",
              "emojis": "ab"
              "pairs": 2,
              "color": "red"
            }
            """
        let message = try #require(decodeError(json))
        #expect(message.contains("not valid JSON"))
        #expect(message.contains("line 4, column 3"), "\(message)")
        #expect(!message.contains("\n"))
    }

    @Test("Truncated JSON says so, with a line and column")
    func truncatedJSON() throws {
        let message = try #require(decodeError("{\n  \"name\": \"X\","))
        #expect(message.contains("not valid JSON"))
        #expect(message.contains("line"), "\(message)")
        #expect(message.contains("column"), "\(message)")
    }

    @Test("JSON that is not an object gives a one-line message", arguments: ["[]", "42", "\"theme\"", "null"])
    func notAnObject(json: String) throws {
        let message = try #require(decodeError(json))
        #expect(!message.isEmpty)
        #expect(!message.contains("\n"))
    }

    /// A theme author should not be told about an unnamed field or a Swift type.
    @Test("JSON that is not an object names no empty field and no Swift type", arguments: ["[]", "42", "\"theme\""])
    func notAnObjectMessageIsReadable(json: String) throws {
        let message = try #require(decodeError(json))
        #expect(!message.contains("field ''"), "\(message)")
        #expect(!message.contains("Dictionary<"), "\(message)")
    }

    @Test("An empty file gives a one-line message", arguments: ["", "  \n"])
    func emptyFile(json: String) throws {
        let message = try #require(decodeError(json))
        #expect(!message.isEmpty)
        #expect(!message.contains("\n"))
    }

    @Test("Line and column count characters, not bytes")
    func locationCountsCharacters() {
        let data = Data("{\n\"é🐶\" x".utf8)
        // The x is after `"é🐶" ` on line 2: 1 + 5 characters in.
        let offset = data.firstIndex(of: UInt8(ascii: "x"))!
        #expect(JSONDiagnostics.describe(offset: offset, in: data) == "line 2, column 6")
    }
}
