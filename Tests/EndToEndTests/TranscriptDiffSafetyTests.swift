import Foundation
import Testing

@Suite("A transcript's diff shows escape sequences instead of obeying them")
struct TranscriptDiffSafetyTests {
    @Test func escapesInTheProgramsOutputAreShownInTheDiff() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // With colour on, the board's card numbers are drawn with ANSI escapes; the expected
        // output is wrong on purpose, so the diff shows what was printed.
        let transcript = directory.appendingPathComponent("colour.transcript")
        try Data("@ seed: 1\n@ color: always\n\n> new animals pairs=1 seed=1\n| nothing like this\n".utf8).write(to: transcript)
        let result = try MemorizeProcess.run(["test", "--color", "never", transcript.path])
        #expect(result.status == 1)
        #expect(!result.stdout.contains("\u{1B}"), "\(result.stdout.debugDescription)")
        #expect(result.stdout.contains("\\x1b[") && result.stdout.contains("(esc)"), "\(result.stdout)")   // cram's (esc) form
    }
}
