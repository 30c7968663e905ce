import Foundation
import Testing

/// Keys a format does not know are kept exactly (issue #31: `123456789012345678901234567890` came
/// back as `1.2345678901234568e+29`, `1e400` was refused): a palette's in `palettes.json`, an
/// `.emojiart` document's at its top level. A number out of range in a field memorize reads is one
/// error naming the field.
@Suite("Keys memorize does not know are kept exactly")
struct KeptKeysTests {
    /// Values no Int or Double holds, or that decoding and encoding again would spell otherwise.
    static let values: KeyValuePairs = ["v": #"{"a" : [1, 2.50]}"#, "w": "1.0E+2", "x": "123456789012345678901234567890", "y": "1e400", "z": "-0.0"]
    static var members: String { values.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") }

    static func directory() throws -> URL {
        let directory = scratchPath("kept-keys")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func aPaletteCommandWritesAPalettesOtherKeysBackExactly() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("palettes.json")
        try Data(#"[{"name": "Pets", "emojis": "🐶", "id": 1, "# .utf8 + Data(Self.members.utf8) + Data("}]\n".utf8)).write(to: file)
        let result = try MemorizeProcess.run(["--palettes", file.path, "-c", "palette add Pets 🐱; palette new Birds 🐦"])
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(#""emojis" : "🐶🐱""#), "\(text)")
        for (key, value) in Self.values {
            #expect(text.contains("\"\(key)\" : \(value)"), "\(key): \(text)")
        }
        // Only the palette that had them has them.
        #expect(text.components(separatedBy: "1e400").count == 2, "\(text)")
    }

    @Test func anEmojiArtDocumentsOtherKeysAreWrittenBackExactlyInEveryFormat() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for format in ["2021", "2023", "2020", "2021-url", "2021-synthesized"] {
            let file = directory.appendingPathComponent("pic-\(format).emojiart")
            let document = #"{"background": {}, "emojis": [{"text": "😀", "x": 0, "y": 0, "size": 40, "id": 1}], "uniqueEmojiId": 1, "# + Self.members + "}"
            try Data(document.utf8).write(to: file)
            let result = try MemorizeProcess.run(["-c", "art open \(file.path); art add 🐶 at 3,3; art save --format \(format)"])
            #expect(result.status == 0, "\(format): \(result.stderr)")
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(text.contains("🐶"), "\(format): \(text)")
            for (key, value) in Self.values {
                #expect(text.contains("\"\(key)\":\(value)"), "\(format) \(key): \(text)")
            }
        }
    }

    /// In a field memorize reads, such a number is one error that names the field (JSONDecoder
    /// said only "not valid JSON"), and the file stays as it was.
    @Test(arguments: ["1e400", "-1e400", "123456789012345678901234567890"])
    func anOutOfRangeNumberInAKnownFieldNamesTheField(number: String) throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let palettes = directory.appendingPathComponent("palettes.json")
        let paletteText = #"[{"name": "Pets", "emojis": "🐶", "id": "# + number + #", "kept": 1e400}]"#
        try Data(paletteText.utf8).write(to: palettes)
        let list = try MemorizeProcess.run(["--palettes", palettes.path, "-c", "palette list"])
        #expect(list.stderr.contains("field '[0].id': the number \(number) is out of range"), "\(list.stderr)")
        #expect(try String(contentsOf: palettes, encoding: .utf8) == paletteText)

        let art = directory.appendingPathComponent("pic.emojiart")
        let artText = #"{"background": {}, "emojis": [{"text": "😀", "x": "# + number + #", "y": 0, "size": 40, "id": 1}], "uniqueEmojiId": 1, "kept": 1e400}"#
        try Data(artText.utf8).write(to: art)
        let open = try MemorizeProcess.run(["-c", "art open \(art.path)"])
        #expect(open.status == 1)
        // A whole number no Int holds is held by a Double, which the field's range then refuses.
        let expected = number.contains("e") ? "field 'emojis[0].x': the number \(number) is out of range"
                                            : "field 'emojis[0].x': must be a whole number from -1000000 to 1000000"
        #expect(open.stderr.contains(expected), "\(open.stderr)")
        #expect(try String(contentsOf: art, encoding: .utf8) == artText)
    }
}
