import Foundation
import Testing

extension URL {
    /// The file at this URL, made empty if it is not there.
    fileprivate func touched() throws -> URL {
        if !FileManager.default.fileExists(atPath: path) { try Data().write(to: self) }
        return self
    }
}

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

    /// The pids of the processes whose command line holds `marker`.
    private func processes(holding marker: String) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
            guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
            return String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self).contains(marker) ? Int32(pid) : nil
        }
    }

    /// `memorize test ARGUMENTS`, its output to files; `interrupt` sends SIGINT once the file's
    /// command runs. A run that has not ended 20 s later is killed and recorded as an issue:
    /// something it left running holds its output (the file's command sleeps ten minutes).
    private func runTest(_ arguments: [String], in directory: URL, interruptWhenRunning marker: String? = nil) throws -> Process {
        let process = Process()
        process.executableURL = try MemorizeProcess.executable
        process.arguments = ["test"] + arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: directory.appendingPathComponent("out").touched())
        process.standardError = try FileHandle(forWritingTo: directory.appendingPathComponent("err").touched())
        try process.run()
        if let marker {
            _ = eventually(within: 10) { !processes(holding: marker).isEmpty }
            process.interrupt()
        }
        if !eventually(within: 20, { !process.isRunning }) {
            Issue.record("memorize test \(arguments.joined(separator: " ")) did not end: what it started holds its output")
            kill(process.processIdentifier, SIGKILL)
        }
        _ = MemorizeProcess.finish(process)
        return process
    }

    @Test("a file stopped at its time limit, or by Ctrl-C to the run, leaves no shell or command of it running")
    func nothingOutlivesAStoppedFile() throws {
        let directory = scratchPath("cram-orphans")
        let tests = directory.appendingPathComponent("tests")
        try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
        // A command no other process has: sleep for 600.NNNNNN seconds.
        let marker = "sleep 600.\(Int.random(in: 100_000...999_999))"
        defer {
            for pid in processes(holding: marker) { kill(pid, SIGKILL) }   // what a failure left
            try? FileManager.default.removeItem(at: directory)
        }
        try "  $ \(marker)\n".write(to: tests.appendingPathComponent("slow.t"), atomically: true, encoding: .utf8)

        let timedOut = try runTest(["--timeout", "1", tests.path], in: directory)
        #expect(timedOut.terminationStatus == 1)
        #expect(try String(contentsOf: directory.appendingPathComponent("err"), encoding: .utf8).contains("timed out after 1 s"))
        #expect(processes(holding: marker).isEmpty, "left running after the time limit")

        let interrupted = try runTest([tests.path], in: directory, interruptWhenRunning: marker)
        #expect(interrupted.terminationReason == .uncaughtSignal)
        #expect(processes(holding: marker).isEmpty, "left running after Ctrl-C")
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

    @Test("a cram file finds the memorize that runs it in $MEMORIZE, absolute, with none on the PATH")
    func memorizeVariable() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-cram-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let binary = try MemorizeProcess.executable.path
        let script = """
              $ command -v memorize || echo none on the PATH
              none on the PATH
              $ case "$MEMORIZE" in /*) echo absolute;; esac
              absolute
              $ [ "$MEMORIZE" -ef '\(binary)' ] && echo the one running the test
              the one running the test
              $ "$MEMORIZE" -c 'palette list' | wc -l
              9

            """
        try script.write(to: directory.appendingPathComponent("memorize.t"), atomically: true, encoding: .utf8)
        for jobs in ["1", "2"] {
            let result = try MemorizeProcess.run(["test", "-j", jobs, directory.path])
            #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
            #expect(result.stdoutLines.last == "1 passed, 0 failed")
        }
    }
}
