import Foundation
import Testing

/// `memorize test` runs transcripts in worker processes: a transcript that crashes or hangs is
/// that transcript's failure, with its line, and the others still run and pass.
@Suite("memorize test: isolation")
struct TranscriptIsolationTests {
    /// A directory of transcripts: `crash` traps at its last input (through the test hook, which
    /// exists only with MEMORIZE_TEST_HOOKS=1), `hang` blocks at its last input (the test
    /// hook's hang: past its 3 s limit on any machine, however fast), and `ok0`…`ok9` pass.
    func suite() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-isolation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try "# Traps at its last input.\n@ test-hook: trap\n> new animals seed=1\n...\n> score\n| score: 0 (matches 0 + bonus 0 − penalties 0)\n"
            .write(to: directory.appendingPathComponent("crash.transcript"), atomically: true, encoding: .utf8)
        try "# Hangs at its last input (through the test hook).\n@ timeout: 3\n@ test-hook: hang\n> new\n...\n> score\n...\n"
            .write(to: directory.appendingPathComponent("hang.transcript"), atomically: true, encoding: .utf8)
        for index in 0..<10 {
            try "# Passes.\n> new animals pairs=2 seed=\(index)\n...\n> score\n| score: 0 (matches 0 + bonus 0 − penalties 0)\n"
                .write(to: directory.appendingPathComponent("ok\(index).transcript"), atomically: true, encoding: .utf8)
        }
        return directory
    }

    @Test("a crashing and a hanging transcript are reported with their lines; the others pass", arguments: ["1", "2", "3"])
    func crashAndHang(jobs: String) throws {
        let directory = try suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try MemorizeProcess.run(["test", "-j", jobs, directory.path], environment: ["MEMORIZE_TEST_HOOKS": "1"])
        #expect(result.status == 1)
        #expect(result.stdoutLines.last == "10 passed, 2 failed", Comment(rawValue: result.stdout + result.stderr))
        let crash = directory.appendingPathComponent("crash.transcript").path
        let hang = directory.appendingPathComponent("hang.transcript").path
        #expect(result.stderrLines.first == "error: \(crash):5: crashed: Illegal instruction (signal 4)"
            || result.stderrLines.first == "error: \(crash):5: crashed: Trace/breakpoint trap (signal 5)",
            Comment(rawValue: result.stderr))
        // The worker's last words: the runtime's message.
        #expect(result.stderrLines.dropFirst().first?.contains("Fatal error: line 5: '@ test-hook: trap'") == true)
        #expect(result.stderrLines.last == "error: \(hang):6: timed out after 3 s (raise it with '@ timeout: SECONDS')")
    }

    @Test func theTrapHookIsAnUnknownSettingWithoutTheEnvironment() throws {
        let directory = try suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let crash = directory.appendingPathComponent("crash.transcript").path
        let result = try MemorizeProcess.run(["test", crash])
        #expect(result.status == 2)
        #expect(result.stderrLines == ["error: \(crash):2: unknown setting 'test-hook' (settings: seed, size, color, themes, files, exit, timeout, skip)"])
    }

    @Test func updateCannotRewriteACrashSoTheRunStillFails() throws {
        let directory = try suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        let crash = directory.appendingPathComponent("crash.transcript")
        let before = try String(contentsOf: crash, encoding: .utf8)
        let result = try MemorizeProcess.run(["test", "--update", crash.path], environment: ["MEMORIZE_TEST_HOOKS": "1"])
        #expect(result.status == 1)
        #expect(try String(contentsOf: crash, encoding: .utf8) == before)
    }

    @Test func failFastStopsStartingTranscripts() throws {
        let directory = try suite()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "# Fails first (sorted before the others).\n> score\n| score: 1\n"
            .write(to: directory.appendingPathComponent("a.transcript"), atomically: true, encoding: .utf8)
        let stopped = try MemorizeProcess.run(["test", "-j", "1", "--fail-fast", directory.path], environment: ["MEMORIZE_TEST_HOOKS": "1"])
        #expect(stopped.status == 1)
        // a fails; its worker had at most one more queued, so at least ten were never started.
        let summary = stopped.stdoutLines.last ?? ""
        #expect(summary.hasPrefix("0 passed, 1 failed, 12 skipped") || summary.hasPrefix("1 passed, 1 failed, 11 skipped"), Comment(rawValue: summary))
    }

    /// A temporary directory for transcripts, holding `box/` with the project's art fixtures
    /// copied in under new names (`[fixture: name]`).
    static func directoryWithBox(_ files: [String: String]) throws -> (directory: URL, box: URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-box-\(UUID().uuidString)")
        let box = directory.appendingPathComponent("box")
        try FileManager.default.createDirectory(at: box, withIntermediateDirectories: true)
        let art = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../transcripts/fixtures/art")
        for (fixture, name) in files {
            try FileManager.default.copyItem(at: art.appendingPathComponent(fixture), to: box.appendingPathComponent(name))
        }
        return (directory, box)
    }

    /// A worker keeps a transcript's scratch directory for the next one that names the same
    /// fixtures, restored: transcripts that rewrite, replace and add files, each followed by one
    /// that reads them, in one worker, must each see the fixtures as they are.
    @Test("each transcript sees its fixtures as they are, whatever the one before it in the worker did to them")
    func fixturesAreRestoredBetweenTranscripts() throws {
        let (directory, box) = try Self.directoryWithBox(["course.emojiart": "pic.emojiart", "sky.png": "sky.png"])
        defer { try? FileManager.default.removeItem(at: directory) }
        try "😀😀 x\n🐶\n".write(to: box.appendingPathComponent("a.txt"), atomically: true, encoding: .utf8)
        let change = """
            @ files: box
            > palette fix a.txt
            ...
            > art new
            ...
            > art add 🌞 at 0,0
            ...
            > art save pic.emojiart
            ...
            > art save extra.emojiart
            ...

            """
        let check = """
            @ files: box
            > palette lint a.txt
            | a.txt:1:2: '😀' U+1F600: duplicate of the one at 1:1
            | a.txt:1:4: 'x' U+0078: not an emoji
            ! 2 problems in 1 file
            > art open pic.emojiart
            | Opened pic.emojiart: 3 emoji
            ! note: background ready: file:sky.png
            | background: ready(file:sky.png)
            > art open extra.emojiart
            ! error: cannot open 'extra.emojiart': no such file

            """
        for pair in 0..<6 {
            try change.write(to: directory.appendingPathComponent("\(pair)a-change.transcript"), atomically: true, encoding: .utf8)
            try check.write(to: directory.appendingPathComponent("\(pair)b-check.transcript"), atomically: true, encoding: .utf8)
        }
        for jobs in ["1", "2"] {
            let result = try MemorizeProcess.run(["test", "-j", jobs, directory.path])
            #expect(result.status == 0, Comment(rawValue: result.stdout + result.stderr))
            #expect(result.stdoutLines.last == "12 passed, 0 failed")
        }
        // The fixtures themselves were never touched.
        #expect(try String(contentsOf: box.appendingPathComponent("a.txt"), encoding: .utf8) == "😀😀 x\n🐶\n")
        #expect(!FileManager.default.fileExists(atPath: box.appendingPathComponent("extra.emojiart").path))
    }

    /// A document's `file:` background that is not there is named as the document writes it:
    /// the absolute path it resolves to is the transcript's scratch directory, new every run.
    @Test("a missing file: background is named as written, so its transcript passes every run")
    func missingFileBackgroundIsNamedAsWritten() throws {
        let (directory, _) = try Self.directoryWithBox(["course.emojiart": "pic.emojiart"])
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
            @ files: box
            > art open pic.emojiart
            | Opened pic.emojiart: 3 emoji
            ! note: background failed(file:sky.png): 'file:sky.png': no such file
            | background: failed(file:sky.png): 'file:sky.png': no such file
            > art background file:gone.png
            | Fetching background file:gone.png…
            > art show
            ! note: background not changed: file:gone.png: 'file:gone.png': no such file
            ...
            | background: failed(file:gone.png): 'file:gone.png': no such file; still failed(file:sky.png): 'file:sky.png': no such file
            | 3 emoji · selected: none · pic.emojiart

            """.write(to: directory.appendingPathComponent("missing.transcript"), atomically: true, encoding: .utf8)
        for _ in 0..<2 {
            let result = try MemorizeProcess.run(["test", directory.path])
            #expect(result.status == 0, Comment(rawValue: result.stdout + result.stderr))
        }
    }
}
