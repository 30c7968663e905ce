import Foundation
import Testing
@testable import EmojiArt
@testable import Palettes
@testable import ArtFeature
@testable import REPL
@testable import Themes

/// Issue #15's smaller promises, end to end, and docs/promises.md's table held
/// to the numbers in the code.
@Suite("What memorize promises")
struct PromisesTests {
    @Test func runningADirectoryFails() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("run-dir-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try MemorizeProcess.run(["run", directory.path])
        #expect(result.status == 1)
        #expect(result.stderrLines == ["error: cannot run '\(directory.path)': it is a directory"])
    }

    /// Outside transcripts `~` is `$HOME` for every command that writes a file (`art save`
    /// ignored it once).
    @Test func tildeIsHomeForEveryFileCommand() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("tilde-home-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try MemorizeProcess.run(
            ["-c", "art new; art add 🐶 at 0,0; art save ~/pic.emojiart; art export ~/pic.svg; face svg ~/face.svg; art open ~/pic.emojiart"],
            environment: ["HOME": home.path])
        #expect(result.status == 0, "\(result.stderr)")
        let files = try Set(FileManager.default.contentsOfDirectory(atPath: home.path))
        #expect(files.isSuperset(of: ["pic.emojiart", "pic.svg", "face.svg"]), "\(files)")
        #expect(!FileManager.default.fileExists(atPath: "~"))
    }

    /// `palette lint` and `palette fix` print what they found in a file on the terminal: a control
    /// character in it (or in its name) is shown as `\u{1B}`, never obeyed; lint's JSON keeps it
    /// exact (JSON escapes it).
    @Test func paletteCommandsShowControlCharactersFromFiles() throws {
        let directory = scratchPath("palette-escapes")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let hostile = directory.appendingPathComponent("pal\u{1B}]0;x\u{7}.txt")
        try Data("🐶🐱🐭🐹🐰🦊🐻🐼🐨🐯\u{1B}\u{7}\u{9B}🐶\n".utf8).write(to: hostile)
        let lint = try MemorizeProcess.run(["palette", "lint", hostile.path])
        #expect(lint.status == 1)
        #expect(!lint.stdout.contains("\u{1B}") && !lint.stdout.contains("\u{7}") && !lint.stdout.contains("\u{9B}"), "\(lint.stdout.debugDescription)")
        #expect(lint.stdout.contains("'\\u{1B}' U+001B: not an emoji"), "\(lint.stdout)")
        #expect(lint.stdout.contains("'\\u{9B}' U+009B"), "\(lint.stdout)")
        #expect(lint.stdout.contains("pal\\u{1B}]0;x\\u{7}.txt:1:11: "), "\(lint.stdout)")
        let json = try MemorizeProcess.run(["palette", "lint", "--format", "json", hostile.path])
        #expect(json.stdout.contains(#""character":"\u001b""#), "\(json.stdout)")
        for arguments in [["palette", "fix", "--dry-run", hostile.path], ["palette", "fix", hostile.path], ["palette", "fix", directory.appendingPathComponent("no\u{1B}[2Jsuch").path]] {
            let fix = try MemorizeProcess.run(arguments)
            #expect(!(fix.stdout + fix.stderr).contains("\u{1B}"), "\(arguments): \((fix.stdout + fix.stderr).debugDescription)")
        }
    }

    /// Theme file names, colour values and quotes from broken files reach stderr shown, not obeyed.
    @Test func hostileFilesAndNamesAreShownNotObeyed() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-files-\(UUID().uuidString)")
        let themes = directory.appendingPathComponent("themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"name":"Ok","emojis":"🐶🐱🐭🐹","pairs":2,"color":"\u001b]0;pwned\u0007"}"#.utf8)
            .write(to: themes.appendingPathComponent("colour.json"))
        try Data("not json \u{1B}]0;pwned\u{7}".utf8).write(to: themes.appendingPathComponent("bad\u{1B}[2J.json"))
        try Data("{\"background\":{}, \"emojis\":[{\"text\":\"\u{1B}]0;pwned\u{7}\",\"x\":\"\u{1B}[2J\"}]}".utf8)
            .write(to: directory.appendingPathComponent("bad.emojiart"))
        let result = try MemorizeProcess.run(
            ["--theme-dir", themes.path, "-c", "themes; art open \(directory.appendingPathComponent("bad.emojiart").path); new Ok"])
        let printed = result.stdout + result.stderr
        #expect(!printed.contains("\u{1B}") && !printed.contains("\u{7}"), "\(printed.debugDescription)")
        #expect(result.stderr.contains("bad\\u{1B}[2J.json"), "\(result.stderr)")
        #expect(result.stderr.contains("'\\u{1B}]0;pwned\\u{7}'"), "\(result.stderr)")
    }

    /// `themes` lists a user theme with its file's path: a path holding an OSC or a CSI sequence
    /// is shown escaped, with colour or without.
    @Test(arguments: ["never", "always"])
    func themesShowsAHostileThemePathEscaped(color: String) throws {
        let themes = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-path-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: themes) }
        try Data(#"{"name":"Ok","emojis":"🐶🐱🐭🐹","pairs":2,"color":"red"}"#.utf8)
            .write(to: themes.appendingPathComponent("a\u{1B}]0;pwned\u{7}\u{1B}[2Jb.json"))
        let result = try MemorizeProcess.run(["--theme-dir", themes.path, "--color", color, "-c", "themes"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(!result.stdout.contains("\u{1B}]") && !result.stdout.contains("\u{1B}[2J") && !result.stdout.contains("\u{7}"), "\(result.stdout.debugDescription)")
        #expect(result.stdout.contains("a\\u{1B}]0;pwned\\u{7}\\u{1B}[2Jb.json"), "\(result.stdout)")
    }

    static let promises = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/promises.md")

    /// The promises' limits are the code's: a changed constant without a changed page fails.
    @Test func thePromisedLimitsAreTheCodes() throws {
        let section = try String(contentsOf: Self.promises, encoding: .utf8)
        let limits = try #require(section.split(separator: "\n").first { $0.hasPrefix("| **Limits**") })
        func mebibytes(_ bytes: Int) -> String { "\(bytes >> 20) MiB" }
        /// 100000 as the page writes it: 100,000.
        func grouped(_ number: Int) -> String {
            var digits = Array(String(number)), result = ""
            while digits.count > 3 {
                result = "," + String(digits.suffix(3)) + result
                digits.removeLast(3)
            }
            return String(digits) + result
        }
        for phrase in [
            "theme files \(mebibytes(ThemeDirectory.fileBytes))",
            "`palettes.json` \(mebibytes(PaletteStore.fileBytes))",
            "`.emojiart` \(mebibytes(EmojiArtModel.Limits.fileBytes)) (\(grouped(EmojiArtModel.Limits.emojiCount)) emoji)",
            "a background image \(mebibytes(EmojiArtModel.Limits.imageDataBytes))",
            "an input line \(ByteLineReader.defaultMaximumLineBytes >> 10) KiB",
        ] {
            #expect(limits.contains(phrase), "docs/promises.md's limits do not say \(phrase.debugDescription): \(limits)")
        }
        let hangs = try #require(section.split(separator: "\n").first { $0.hasPrefix("| **No hangs**") })
        #expect(hangs.contains("(\(Int(BackgroundFetcher().timeout)) s)"), "\(hangs)")
        for bytes in [ThemeDirectory.fileBytes, PaletteStore.fileBytes, EmojiArtModel.Limits.fileBytes, EmojiArtModel.Limits.imageDataBytes] {
            #expect(bytes % (1 << 20) == 0)
        }
    }
}
