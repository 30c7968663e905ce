import Foundation
import Testing

@Suite("memorize test and memorize record")
struct TranscriptCommandTests {
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func recordThenTestPasses() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("story.transcript").path
        let recorded = try MemorizeProcess.run(["record", file, "--seed", "5"], stdin: Data("new food\nchoose 1 2\nchose\nstate\n".utf8))
        #expect(recorded.status == 0)
        let tested = try MemorizeProcess.run(["test", file])
        #expect(tested.status == 0)
        #expect(tested.stdoutLines == ["1 passed, 0 failed"])
        // Recording never replaces a transcript by accident.
        let again = try MemorizeProcess.run(["record", file], stdin: Data("new\n".utf8))
        #expect(again.status == 1)
        #expect(again.stderrLines == ["error: '\(file)' exists; use --force to replace it"])
    }

    /// What the session says at the end of its input (an untitled document's changes lost) is
    /// kept as a comment, since a replay does not compare it: the recording replays green.
    @Test func aRecordingEndingWithUntitledChangesReplaysGreen() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("art.transcript").path
        let recorded = try MemorizeProcess.run(["record", file], stdin: Data("art new\nart drop 😀 at 10,10\n".utf8))
        #expect(recorded.status == 0, "\(recorded.stderr)")
        #expect(recorded.stderr.contains("has changes that are in no file"), "\(recorded.stderr)")
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.contains("\n# At the end of the input the session said (a replay does not compare it):\n#   ! warning: the untitled EmojiArt document"), "\(text)")
        let tested = try MemorizeProcess.run(["test", file])
        #expect(tested.status == 0, "\(tested.stdout)")
        #expect(tested.stdoutLines == ["1 passed, 0 failed"], "\(tested.stdout)")
    }

    @Test func aBrokenTranscriptFailsWithADiffAndUpdateRepairsIt() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("broken.transcript")
        let text = "# The score after a new game.\n@ seed: 1\n\n> new animals seed=3\n...\n# still zero\n> score\n| score: 7\n"
        try text.write(to: file, atomically: true, encoding: .utf8)
        let failed = try MemorizeProcess.run(["test", directory.path])
        #expect(failed.status == 1)
        #expect(failed.stdoutLines == [
            "\(file.path):7: output of '> score' differs", "--- expected", "+++ actual",
            "- | score: 7", "+ | score: 0 (matches 0 + bonus 0 − penalties 0)", "0 passed, 1 failed",
        ])
        let updated = try MemorizeProcess.run(["test", "--update", directory.path])
        #expect(updated.status == 0)
        #expect(try String(contentsOf: file, encoding: .utf8) == text.replacingOccurrences(of: "score: 7", with: "score: 0 (matches 0 + bonus 0 − penalties 0)"))
        #expect(try MemorizeProcess.run(["test", file.path]).status == 0)
    }

    @Test func malformedIsExitTwo() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "@ colour: never\n> new\n".write(to: directory.appendingPathComponent("m.transcript"), atomically: true, encoding: .utf8)
        let result = try MemorizeProcess.run(["test", directory.path])
        #expect(result.status == 2)
        #expect(result.stderrLines.first?.hasSuffix("m.transcript:1: unknown setting 'colour'; did you mean 'color'? (settings: seed, size, color, themes, files, exit, timeout, skip)") == true)
        #expect(result.stdoutLines.last == "0 passed, 1 failed")
    }

    @Test func anEmptyDirectoryIsAnErrorUnlessAllowed() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let empty = try MemorizeProcess.run(["test", directory.path])
        #expect(empty.status == 1)
        #expect(empty.stderrLines == ["error: no transcripts in \(directory.path) (use --allow-empty if that is expected)"])
        let allowed = try MemorizeProcess.run(["test", "--allow-empty", directory.path])
        #expect(allowed.status == 0)
        #expect(allowed.stdoutLines == ["0 passed, 0 failed"])
    }

    @Test func listAndFilter() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in ["alpha", "beta"] {
            try "> score\n! error: [..]\n".write(to: directory.appendingPathComponent("\(name).transcript"), atomically: true, encoding: .utf8)
        }
        let listed = try MemorizeProcess.run(["test", "--list", "--filter", "bet", directory.path])
        #expect(listed.stdoutLines == [directory.appendingPathComponent("beta.transcript").path])
        let run = try MemorizeProcess.run(["test", "-j", "1", "--filter", "alp", directory.path])
        #expect(run.stdoutLines == ["1 passed, 0 failed"])
    }

    @Test func aHungTranscriptIsNamed() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("slow.transcript")
        try "# Hangs (through the test hook).\n@ test-hook: hang\n> simulate strategy=random pairs=2000\n...\n".write(to: file, atomically: true, encoding: .utf8)
        let result = try MemorizeProcess.run(["test", "--timeout", "3", file.path], environment: ["MEMORIZE_TEST_HOOKS": "1"])
        #expect(result.status == 1)
        #expect(result.stderrLines == ["error: \(file.path):3: timed out after 3 s (raise it with '@ timeout: SECONDS')"])
    }

    @Test func theProjectSuiteTheREADMEAndTheManualPass() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let result = try MemorizeProcess.run(["test", root.appendingPathComponent("transcripts").path, root.appendingPathComponent("README.md").path,
                                                root.appendingPathComponent("docs").path])
        #expect(result.status == 0, Comment(rawValue: result.stdout + result.stderr))
        #expect(result.stdoutLines.last?.hasSuffix("passed, 0 failed") == true)
    }
}
