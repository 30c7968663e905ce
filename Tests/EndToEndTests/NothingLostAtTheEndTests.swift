import Foundation
import Testing

/// "Nothing lost at the end": a background file still loading when the session ends is loaded
/// and saved, whether the input ends or `quit` ends it (the README's promise; #21 found it lost).
@Suite("Nothing lost at the end")
struct NothingLostAtTheEndTests {
    static let sky = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("transcripts/fixtures/art/sky.png")

    @Test("a local background set just before the end is in the saved document", arguments: ["", "quit\n"])
    func backgroundLoadedBeforeTheEnd(ending: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-end-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let sky = directory.appendingPathComponent("sky.png").path
        try FileManager.default.copyItem(atPath: Self.sky.path, toPath: sky)
        let document = directory.appendingPathComponent("a.emojiart").path
        let input = "art new\nart save \(document)\nart background \(sky)\n" + ending
        let result = try MemorizeProcess.run([], stdin: Data(input.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let saved = try String(contentsOfFile: document, encoding: .utf8)
        #expect(saved.contains(#""imageData""#), "\(saved.prefix(200))")
        #expect(result.stderrLines.contains("note: background ready: \(sky)"), "\(result.stderr)")
    }
}
