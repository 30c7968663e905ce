import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A cram command that prints without end: `memorize test` compares its output as it streams
/// and keeps a bounded part of it, so its memory stays bounded (it took 772 MB for 3 MB of
/// lines, and 23 GB for 300 MB); the report says how much was not shown, and `--update`
/// refuses to write a test it does not have the output of.
@Suite("memorize test: a command's output flood")
struct CramFloodTests {
    /// The most the run may hold at its peak, the runner and its worker alike (the larger of
    /// their peak resident sets), whatever a command prints: what the program is before it reads
    /// anything, the 1 MiB and 20,000 lines a test keeps, and their bookkeeping.
    static let peakBound = 64 << 20

    /// `memorize test ARGUMENTS` on a directory holding `flood.t`, which prints `megabytes` of
    /// 100-byte lines where it expects one line; the runner's wait status and the peak resident
    /// set of the runner and its workers, as GNU time reads it (wait4's rusage of the runner: the
    /// larger of its own and its children's). Through GNU time, not straight from this process: a
    /// process spawned from one as large as the test runner starts with the runner's peak as its
    /// own (posix_spawn shares the parent's memory until exec, and exec keeps the high-water mark).
    func runFlood(megabytes: Int, _ arguments: [String] = []) throws -> (status: Int32, peak: Int, errors: String, output: String, test: String) {
        let directory = scratchPath("cram-flood").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try FileManager.default.createDirectory(atPath: directory + "/tmp", withIntermediateDirectories: true)
        let test = "  $ head -c \(megabytes * 1_000_000) /dev/zero | tr '\\0' x | fold -w 99\n  x\n  $ echo after\n  after\n"
        try test.write(toFile: directory + "/flood.t", atomically: true, encoding: .utf8)
        let run = try Self.testUnderTime(["--timeout", "600"] + arguments + [directory + "/flood.t"], in: directory)
        let written = (try? String(contentsOfFile: directory + "/flood.t", encoding: .utf8)) ?? ""
        return (run.status, run.peak, run.errors, run.output, written)
    }

    @Test("50 MB printed: memory stays under the bound, the diff shows the first lines and counts the rest")
    func fiftyMegabytes() throws {
        let run = try runFlood(megabytes: 50)
        #expect((run.status >> 8) & 0xFF == 1)
        #expect(run.peak < Self.peakBound, "peak resident set \(run.peak >> 20) MiB")
        let lines = run.output.split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("… and ") && $0.contains("more lines (") && $0.contains("MiB) not shown") }, "\(lines.suffix(3))")
        #expect(lines.count < 20_100, "only what a test keeps is shown")
        #expect(lines.last == "0 passed, 1 failed")
    }

    @Test("--update refuses to write a test whose command printed more than a test keeps, and says so")
    func updateRefuses() throws {
        let run = try runFlood(megabytes: 3, ["--update"])
        #expect((run.status >> 8) & 0xFF == 1)
        #expect(run.errors.contains("error: ") && run.errors.contains("flood.t: not rewritten: '$ head -c 3000000"), "\(run.errors)")
        #expect(run.test.hasPrefix("  $ head -c 3000000 /dev/zero | tr '\\0' x | fold -w 99\n  x\n"), "the file is as it was")
        #expect(run.peak < Self.peakBound, "peak resident set \(run.peak >> 20) MiB")
    }
}

extension CramFloodTests {
    /// `memorize test ARGUMENTS` under GNU time, in a process group of its own, in `directory`
    /// (its home, and `tmp` in it its TMPDIR): the wait status, the peak resident set of the runner
    /// and its workers (GNU time's last line, in KiB), and what it printed. A run past ten minutes
    /// has its group killed and is recorded as an issue.
    static func testUnderTime(_ arguments: [String], in directory: String) throws -> (status: Int32, peak: Int, output: String, errors: String) {
        let argv = ["time", "-f", "%M", "-o", directory + "/peak", try MemorizeProcess.executable.path, "test"] + arguments
        let runner = try spawnInOwnGroup("/usr/bin/time", argv,
                                         ["HOME=\(directory)", "PATH=/usr/bin:/bin", "LANG=C.UTF-8", "TMPDIR=\(directory)/tmp"],
                                         output: directory + "/out", errors: directory + "/err")
        var status: Int32 = 0
        var usage = rusage()
        if !eventually(within: 600, { wait4(runner, &status, WNOHANG, &usage) == runner }) {
            kill(-runner, SIGKILL)
            _ = wait4(runner, &status, 0, &usage)
            Issue.record("the run did not end")
        }
        func read(_ name: String) -> String { (try? String(contentsOfFile: directory + "/" + name, encoding: .utf8)) ?? "" }
        // GNU time's last line is the peak in KiB (a line before it may say how the command exited).
        let peak = read("peak").split(separator: "\n").last.flatMap { Int($0) }.map { $0 * 1024 } ?? Int.max
        return (status, peak, read("out"), read("err"))
    }
}
