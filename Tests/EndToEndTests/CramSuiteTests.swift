import Foundation
import Testing

/// `memorize test` on a directory of cram tests: the fixtures of the Transcripts tests, four
/// that pass (two of them blocks of a Markdown file), one that fails, one that skips itself.
@Suite("memorize test: cram's .t files")
struct CramSuiteTests {
    let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../TranscriptsTests/Fixtures/cram").standardizedFileURL

    /// A copy of the fixtures, removed afterwards by the caller.
    func copy() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-cram-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: fixtures, to: directory)
        return directory
    }

    @Test("a directory with one failing test: its diff, the summary, exit 1; TAP and JUnit say the same")
    func directoryWithOneFailure() throws {
        let directory = try copy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = try MemorizeProcess.run(["test", "-j", "2", directory.path])
        #expect(text.status == 1)
        #expect(text.stdout.contains("failing.t:5: output of '$ echo 2' differs\n--- expected\n+++ actual\n-   3\n+   2\n"))
        #expect(text.stdoutLines.last == "4 passed, 1 failed, 1 skipped")

        let tap = try MemorizeProcess.run(["test", "--format", "tap", directory.path])
        #expect(tap.stdoutLines.filter { $0.hasPrefix("ok ") || $0.hasPrefix("not ok ") }.count == 6)
        #expect(tap.stdout.contains("not ok 3 - \(directory.path)/failing.t"))
        #expect(tap.stdout.contains("ok 6 - \(directory.path)/skipped.t # SKIP exit 80"))

        let junit = try MemorizeProcess.run(["test", "--format", "junit", directory.path])
        #expect(junit.stdout.contains("tests=\"6\""))
        #expect(junit.stdout.contains("failures=\"1\""))
    }

    @Test("shards split the files between machines, each run once")
    func shards() throws {
        let all = try MemorizeProcess.run(["test", "--list", fixtures.path]).stdoutLines
        let first = try MemorizeProcess.run(["test", "--list", "--shard", "1/2", fixtures.path]).stdoutLines
        let second = try MemorizeProcess.run(["test", "--list", "--shard", "2/2", fixtures.path]).stdoutLines
        #expect(all.count == 6)
        #expect(Set(first + second) == Set(all))
        #expect(first.count + second.count == all.count)
    }

    @Test("--update rewrites the failing file, and the suite passes after")
    func update() throws {
        let directory = try copy()
        defer { try? FileManager.default.removeItem(at: directory) }
        let updated = try MemorizeProcess.run(["test", "--update", directory.path])
        #expect(updated.status == 0)
        #expect(try String(contentsOf: directory.appendingPathComponent("failing.t"), encoding: .utf8).hasSuffix("  $ echo 2\n  2\n"))
        #expect(try MemorizeProcess.run(["test", directory.path]).stdoutLines.last == "5 passed, 0 failed, 1 skipped")
    }
}
