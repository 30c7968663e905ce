import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A background that fails to arrive leaves the picture that was there, in the binary as users
/// run it: a URL as a file always did.
@Suite("A failed background keeps the picture")
struct BackgroundKeptTests {
    static let sky = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../transcripts/fixtures/art/sky.png").standardizedFileURL

    @Test func aFailedURLKeepsTheEmbeddedPictureShownAndSaved() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-kept-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("sky.png")
        try Data(contentsOf: Self.sky).write(to: png)
        let document = folder.appendingPathComponent("art.emojiart")
        let refusing = try LoopbackPort(listening: false)
        let url = "http://127.0.0.1:\(refusing.port)/sky.gif"

        let result = try MemorizeProcess.run([
            "--size", "40x12", "-c",
            "art new; art save \(document.path); art background \(png.path); art wait; art background \(url); art wait; art show",
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("note: background not changed: \(url): "), "\(result.stderr)")
        #expect(result.stdout.contains("background: failed(\(url)): "), "\(result.stdout)")
        #expect(result.stdout.contains("; still image data (PNG, "), "\(result.stdout)")
        // Still drawn (the ramp, without colour) and still in the file.
        let grid = result.stdout.split(separator: "\n").filter { $0.hasPrefix("│") }
        #expect(grid.contains { $0.contains("▓") || $0.contains("█") || $0.contains("▒") }, "\(result.stdout)")
        let saved = String(decoding: try Data(contentsOf: document), as: UTF8.self)
        #expect(saved.contains("\"imageData\""), "\(saved.prefix(200))")
        #expect(!saved.contains("sky.gif"))
    }
}
