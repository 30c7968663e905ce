import Foundation
import Testing

@Suite("palette fix refuses what it cannot make a palette of, and changes nothing")
struct PaletteFixRefusalTests {
    private func fix(_ contents: String) throws -> (MemorizeProcess.Result, String) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fix-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("theme.json")
        try Data(contents.utf8).write(to: file)
        let result = try MemorizeProcess.run(["palette", "fix", file.path])
        return (result, try String(contentsOf: file, encoding: .utf8))
    }

    @Test func trailingGarbageAfterTheJSON() throws {
        let contents = #"{"name":"T","emojis":"🐶a🐱","pairs":2,"color":"red"} garbage"#
        let (result, after) = try fix(contents)
        #expect(result.status == 1)
        #expect(result.stderr.contains("not valid JSON") && result.stderr.contains("fix changed nothing"), "\(result.stderr)")
        #expect(after == contents)
    }

    @Test func aThemeThatWouldBeLeftWithNoEmoji() throws {
        let contents = #"{"name":"T","emojis":"abc","pairs":2,"color":"red"}"#
        let (result, after) = try fix(contents)
        #expect(result.status == 1)
        #expect(result.stderr.contains("would leave a theme or palette with no emoji"), "\(result.stderr)")
        #expect(after == contents)
    }

    @Test func aFixableThemeIsStillFixed() throws {
        let (result, after) = try fix(#"{"name":"T","emojis":"🐶a🐱","pairs":2,"color":"red"}"#)
        #expect(result.status == 0)
        #expect(after == #"{"name":"T","emojis":"🐶🐱","pairs":2,"color":"red"}"#)
    }
}
