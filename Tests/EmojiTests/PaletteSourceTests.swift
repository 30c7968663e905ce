@testable import Emoji
import Testing

@Suite("Palette strings found where they are in a file")
struct PaletteSourceTests {
    private func source(_ text: String, kind: PaletteSource.Kind? = nil) throws(PaletteSource.Failure) -> PaletteSource {
        try PaletteSource(bytes: Array(text.utf8), kind: kind)
    }

    @Test("every object's emojis string, with the pairs of its own object wherever they stand")
    func palettesAndPairs() throws {
        let document = """
            [{"pairs": 3, "emojis": "🐶🐱"},
             {"name": "x", "emojis": "🍕", "pairs": 2, "nested": {"pairs": 9}},
             {"emojis": "🚗"}]
            """
        let found = try source(document)
        #expect(found.kind == .json)
        #expect(found.palettes.map(\.text) == ["🐶🐱", "🍕", "🚗"])
        #expect(found.palettes.map(\.pairs) == [3, 2, nil])
        // Columns count scalars; the literal's range takes in its quotes.
        #expect(found.palettes[0].positions == [.init(line: 1, column: 26), .init(line: 1, column: 27)])
        #expect(found.palettes[1].positions == [.init(line: 2, column: 27)])
        #expect(String(decoding: Array(document.utf8)[found.palettes[0].byteRange], as: UTF8.self) == "\"🐶🐱\"")
    }

    @Test("escapes decode, each scalar placed at its escape; a surrogate pair at its first half")
    func escapes() throws {
        let found = try source(#"{"emojis": "a\u00e9\ud83d\udc36\n"}"#)
        #expect(found.palettes.first?.text == "aé🐶\n")
        #expect(found.palettes.first?.positions.map(\.column) == [13, 14, 20, 32])
    }

    @Test("a document refused says why, and where when it can", arguments: [
        (#"{"emojis": "🐶"} x"#, "something after the end of the JSON document: not valid JSON", PaletteSource.Position(line: 1, column: 17)),
        (#"{"emojis": ["🐶"]}"#, "field 'emojis' must be a string", PaletteSource.Position(line: 1, column: 10)),
        (#"{"emoji": "🐶"}"#, "no 'emojis' field: a theme or palette file has one", nil),
        (#"{"emojis": "🐶"#, "a string that never ends (it opens at 1:12)", PaletteSource.Position(line: 1, column: 12)),
    ])
    func refusals(text: String, message: String, position: PaletteSource.Position?) {
        #expect(throws: PaletteSource.Failure(message: message, position: position)) { try source(text) }
    }

    @Test("plain text is one palette, every scalar at its line and column")
    func text() throws {
        let found = try source("🐶\n a")
        #expect(found.kind == .text)
        #expect(found.palettes.count == 1)
        #expect(found.palettes[0].positions.map(\.description) == ["1:1", "1:2", "2:1", "2:2"])
    }
}
