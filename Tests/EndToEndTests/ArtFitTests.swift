import Foundation
import Testing

/// Zoom to fit, run as a user runs it: every emoji in view, however far outside the background
/// picture it was put, and the picture with them.
@Suite("art zoom fit shows every emoji")
struct ArtFitTests {
    /// A 32x24 PNG (the transcripts' sky.png), the background the emoji lie far outside of.
    static let sky = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("transcripts/fixtures/art/sky.png")

    @Test("Emoji far outside a small background picture are all in view after 'art zoom fit', on 80x24 and 40x12",
          arguments: ["80x24", "40x12"])
    func emojiFarOutsideThePicture(size: String) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("art-fit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: Self.sky, to: directory.appendingPathComponent("sky.png"))
        let script = "art new; art background sky.png; art wait; art add 🐶 at 3000,0; art add 🐱 at -200,-1500 size 300; "
            + "art add 🐭 at -900,700 size 10; art zoom fit; art show; art state"
        let result = try MemorizeProcess.run(["--size", size, "-c", script], directory: directory)
        #expect(result.status == 0)
        let output = result.stdoutLines.joined(separator: "\n")
        #expect(output.contains("3 emoji · selected: none"), "\(output)")
        #expect(!output.contains("out of view"))
        let state = try #require(result.stdoutLines.last)
        #expect(state.contains("\"state\":\"ready\""))
        #expect(!state.contains("\"frame\":null"), "\(state)")
    }
}
