import Foundation
import Testing

@Suite("memorize palette lint, fix, filter and extract")
struct PaletteCommandTests {
    /// A fresh directory with `files` in it.
    func directory(_ files: [String: String]) throws -> URL {
        let url = scratchPath("palette")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, contents) in files { try contents.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return url
    }

    static let theme = """
        {
          "name": "Mixed",
          "emojis": "😀a❤😀\\ud83d\\ude03⌚\\uFE0E",
          "pairs": 4,
          "color": "red"
        }

        """

    @Test func lintReportsEveryProblemWhereItIs() throws {
        let dir = try directory(["theme.json": Self.theme])
        let path = dir.appendingPathComponent("theme.json").path
        let result = try MemorizeProcess.run(["palette", "lint", path])
        #expect(result.status == 1)
        #expect(result.stdoutLines == [
            "\(path):3:14: 4 pairs need 4 emoji, but the palette has 3 (1 missing)",
            "\(path):3:15: 'a' U+0061: not an emoji",
            "\(path):3:16: '❤' U+2764: not fully qualified; would become ❤️ (U+2764 U+FE0F)",
            "\(path):3:17: '😀' U+1F600: duplicate of the one at 3:14",
            "\(path):3:30: '⌚︎' U+231A U+FE0E: text presentation requested (U+FE0E)",
        ])
        #expect(result.stderrLines == ["5 problems in 1 file"])
    }

    @Test func lintJSONIsOneArrayForEditors() throws {
        let dir = try directory(["theme.json": Self.theme])
        let result = try MemorizeProcess.run(["palette", "lint", "--format", "json", dir.appendingPathComponent("theme.json").path])
        #expect(result.status == 1)
        let array = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
        #expect(array.count == 5)
        #expect(array[2]["kind"] as? String == "unqualified")
        #expect(array[2]["replacement"] as? String == "❤️")
        #expect(array[2]["line"] as? Int == 3)
    }

    /// One problem as `palette lint --format json` writes it: what JSONEncoder makes of it.
    struct Entry: Codable, Equatable {
        let file: String
        let kind: String
        let message: String
        let line: Int?
        let column: Int?
        let character: String?
        let codePoints: String?
        let replacement: String?
    }

    @Test func lintJSONIsWhatJSONEncoderWrites() throws {
        // Characters JSON escapes, in the text and in the file's name; prose, duplicates, a fix.
        let text = "😀 \u{1} \"\n\\ / \u{7F}\n❤😀\t\u{1F}\nA line of prose with a / and a \\ in it 😀\n"
        let dir = try directory(["a\"b\\c.txt": text])
        let path = dir.appendingPathComponent("a\"b\\c.txt").path
        let result = try MemorizeProcess.run(["palette", "lint", "--format", "json", path])
        #expect(result.status == 1)
        let entries = try JSONDecoder().decode([Entry].self, from: Data(result.stdout.utf8))
        // (The prose line's 😀 is a duplicate too: emoji inside prose are linted.)
        #expect(entries.count == 10)
        #expect(Set(entries.map(\.kind)) == ["not-emoji", "duplicate", "unqualified", "prose"])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let expected = try "[" + entries.map { String(decoding: try encoder.encode($0), as: UTF8.self) }.joined(separator: ",") + "]\n"
        #expect(result.stdout == expected)
        // A file that cannot be read is an error, not a problem of the file: the array stays an array.
        let missing = dir.appendingPathComponent("missing.txt").path
        let empty = try MemorizeProcess.run(["palette", "lint", "--format", "json", missing])
        #expect(empty.status == 1)
        #expect(empty.stdout == "[]\n")
        #expect(empty.stderrLines == ["error: '\(missing)': no such file"])
    }

    @Test func fixRewritesOnlyTheEmojisAndThenLintIsClean() throws {
        let dir = try directory(["theme.json": Self.theme.replacingOccurrences(of: "\"pairs\": 4", with: "\"pairs\": 3")])
        let path = dir.appendingPathComponent("theme.json").path
        let dry = try MemorizeProcess.run(["palette", "fix", "--dry-run", path])
        #expect(dry.status == 0)
        #expect(dry.stdout.contains("+  \"emojis\": \"😀❤️😃\","))
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("😀a❤"))   // dry run wrote nothing

        let fix = try MemorizeProcess.run(["palette", "fix", path])
        #expect(fix.status == 0)
        let fixed = try String(contentsOfFile: path, encoding: .utf8)
        #expect(fixed == Self.theme.replacingOccurrences(of: "\"pairs\": 4", with: "\"pairs\": 3")
            .replacingOccurrences(of: "😀a❤😀\\ud83d\\ude03⌚\\uFE0E", with: "😀❤️😃"))
        let lint = try MemorizeProcess.run(["palette", "lint", path])
        #expect(lint.status == 0)
        #expect(lint.stdout.isEmpty)
    }

    @Test func badFilesGetOneLineAndExitOne() throws {
        let dir = try directory(["empty.txt": "", "array.json": "[1, 2]", "number.json": "{\"emojis\": 3}"])
        for (name, message) in [
            ("empty.txt", "the file is empty: no emoji"), ("array.json", "no 'emojis' field: a theme or palette file has one"),
            ("number.json", "field 'emojis' must be a string"),
        ] {
            let result = try MemorizeProcess.run(["palette", "lint", dir.appendingPathComponent(name).path])
            #expect(result.status == 1, "\(name)")
            #expect(result.stdoutLines.count == 1 && result.stdout.contains(message), "\(name): \(result.stdout)")
        }
        // A file that is not there is no problem of a palette: one error line, and the status.
        let missing = try MemorizeProcess.run(["palette", "lint", dir.appendingPathComponent("missing.json").path])
        #expect(missing.status == 1)
        #expect(missing.stdout.isEmpty)
        #expect(missing.stderrLines == ["error: '\(dir.appendingPathComponent("missing.json").path)': no such file"])
        let fix = try MemorizeProcess.run(["palette", "fix", dir.appendingPathComponent("number.json").path])
        #expect(fix.status == 1)
        #expect(try String(contentsOf: dir.appendingPathComponent("number.json"), encoding: .utf8) == "{\"emojis\": 3}")
    }

    @Test func filterPrintsThePaletteOfItsInput() throws {
        let text = "x 1⃣ 🇫🇷🇫🇷 ☺ 👍🏽 ❤ ❤️"
        let result = try MemorizeProcess.run(["palette", "filter"], stdin: Data(text.utf8) + Data([0xFF]))
        #expect(result.status == 0)
        #expect(result.stdoutLines == ["1️⃣🇫🇷☺️👍🏽❤️"])
        #expect(result.stderrLines == ["warning: standard input: invalid UTF-8 at byte \(text.utf8.count) (read as U+FFFD)"])
    }

    @Test func extractRanksByCountThenFirstAppearance() throws {
        let text = "a😂b😂c❤️❤ 🎉 " + String(repeating: "lorem ipsum 🎉 ", count: 3)
        let dir = try directory(["chat.txt": text])
        let result = try MemorizeProcess.run(["palette", "extract", dir.appendingPathComponent("chat.txt").path])
        #expect(result.status == 0)
        #expect(result.stdoutLines == ["4  🎉", "2  😂", "2  ❤️"])
        let top = try MemorizeProcess.run(["palette", "extract", "--top", "1", "--format", "palette"], stdin: Data(text.utf8))
        #expect(top.stdoutLines == ["🎉"])
        let minimum = try MemorizeProcess.run(["palette", "extract", "--min-count", "3", "-"], stdin: Data(text.utf8))
        #expect(minimum.stdoutLines == ["4  🎉"])
        let none = try MemorizeProcess.run(["palette", "extract"], stdin: Data())
        #expect(none.status == 0 && none.stdout.isEmpty && none.stderrLines == ["note: no emoji found"])
        let bad = try MemorizeProcess.run(["palette", "extract", "--top", "0"])
        #expect(bad.status != 0)
    }

    @Test func extractStreamsALargeInputAcrossChunks() throws {
        // 3 MB with emoji straddling every 1 MiB chunk boundary somewhere.
        let line = "chat line with a family 👨‍👩‍👧‍👦 and a flag 🇺🇸 and text\n"
        let count = 3_000_000 / line.utf8.count
        let result = try MemorizeProcess.run(["palette", "extract"], stdin: Data(String(repeating: line, count: count).utf8))
        #expect(result.stdoutLines == ["\(count)  👨‍👩‍👧‍👦", "\(count)  🇺🇸"])
    }
}
