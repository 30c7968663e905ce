import Foundation
import Testing

@Suite("Transcripts stay in their box")
struct TranscriptBoxTests {
    private func scratch(_ name: String) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A transcript killed at its timeout while it had a scratch directory leaves nothing behind.
    @Test func aTimedOutTranscriptsScratchIsRemoved() throws {
        let suite = try scratch("box-suite"), temporary = try scratch("box-tmp")
        defer {
            try? FileManager.default.removeItem(at: suite)
            try? FileManager.default.removeItem(at: temporary)
        }
        let file = suite.appendingPathComponent("hang.transcript")
        try Data("@ timeout: 3\n@ test-hook: hang\n@ files: fresh\n> art new; art save a.emojiart\n...\n> score\n...\n".utf8).write(to: file)
        let result = try MemorizeProcess.run(["test", file.path], environment: ["TMPDIR": temporary.path, "MEMORIZE_TEST_HOOKS": "1"])
        #expect(result.status == 1)
        #expect(result.stderr.contains("timed out"), "\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }

    /// Whatever becomes of a transcript with a scratch directory (it passes, fails, or its worker
    /// traps), the scratch directory is gone when `memorize test` ends.
    @Test(arguments: [
        ("passes", "> art new; art save a.emojiart\n...\n", 0),
        ("fails", "> art new; art save a.emojiart\n| not what it prints\n", 1),
        ("crashes", "@ test-hook: trap\n> art new; art save a.emojiart\n...\n> score\n...\n", 1),
    ])
    func everyScratchIsRemoved(name: String, body: String, status: Int32) throws {
        let suite = try scratch("box-\(name)"), temporary = try scratch("box-tmp")
        defer {
            try? FileManager.default.removeItem(at: suite)
            try? FileManager.default.removeItem(at: temporary)
        }
        let file = suite.appendingPathComponent("\(name).transcript")
        try Data("@ files: fresh\n\(body)".utf8).write(to: file)
        let result = try MemorizeProcess.run(["test", file.path], environment: ["TMPDIR": temporary.path, "MEMORIZE_TEST_HOOKS": "1"])
        #expect(result.status == status, "\(result.stdout)\(result.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }

    @Test(arguments: ["/etc", "../fixtures", "a/../../b", "~/x"])
    func filesNamesADirectoryBesideTheTranscript(files: String) throws {
        let suite = try scratch("box-files")
        defer { try? FileManager.default.removeItem(at: suite) }
        let file = suite.appendingPathComponent("t.transcript")
        try Data("@ files: \(files)\n> score\n...\n".utf8).write(to: file)
        let result = try MemorizeProcess.run(["test", file.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("files names a directory under the transcript's own"), "\(result.stderr)")
    }
}
