import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `memorize test` ended by a signal while a worker is busy in a transcript: its workers go with
/// it and its scratch directory is removed; after a SIGKILL, which it cannot answer, the next run
/// removes what it left.
@Suite("memorize test ended by a signal")
struct TestRunnerSignalTests {
    struct Run {
        let temporary: String
        let pid: pid_t

        /// Starts a runner on a transcript that keeps its worker busy, and waits until the worker
        /// is inside it (its scratch directory exists).
        init() throws {
            temporary = FileManager.default.temporaryDirectory.appendingPathComponent("runner-signal-\(UUID().uuidString.prefix(8))").path
            try FileManager.default.createDirectory(atPath: temporary + "/suite", withIntermediateDirectories: true)
            let transcript = temporary + "/suite/busy.transcript"
            try Data("@ timeout: 600\n@ files: fresh\n@ test-hook: hang\n> new\n...\n> score\n...\n".utf8).write(to: URL(fileURLWithPath: transcript))
            try FileManager.default.createDirectory(atPath: temporary + "/tmp", withIntermediateDirectories: true)
            pid = try Self.spawn(try MemorizeProcess.executable.path, ["memorize", "test", transcript],
                                 ["HOME=\(temporary)", "PATH=/usr/bin:/bin", "LANG=C.UTF-8", "TMPDIR=\(temporary)/tmp", "MEMORIZE_TEST_HOOKS=1"])
            _ = eventually(within: 30) { insideTranscript }
        }

        /// Whether a transcript's scratch directory exists under the run's directory.
        var insideTranscript: Bool {
            scratchEntries.contains { run in
                ((try? FileManager.default.contentsOfDirectory(atPath: temporary + "/tmp/" + run)) ?? []).contains { $0.hasPrefix("memorize-transcript-") }
            }
        }

        var scratchEntries: [String] { (try? FileManager.default.contentsOfDirectory(atPath: temporary + "/tmp")) ?? [] }

        /// Processes (workers) whose environment names this run's temporary directory.
        var survivors: [Int32] {
            let marker = Array("TMPDIR=\(temporary)/tmp".utf8)
            let pids = ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { Int32($0) }
            return pids.filter { pid in
                guard let environ = FileManager.default.contents(atPath: "/proc/\(pid)/environ") else { return false }
                return environ.split(separator: 0).contains { Array($0) == marker }
            }
        }

        /// Waits (a bounded while) for the survivors to go, then kills any left so that a failing
        /// test leaves nothing behind; returns those it had to kill.
        func reapSurvivors() -> [Int32] {
            _ = eventually(within: 10) { survivors.isEmpty }
            let left = survivors
            for pid in left { kill(pid, SIGKILL) }
            return left
        }

        /// posix_spawn with output thrown away: Foundation's Process is not used, since its own
        /// reaping of a child killed by a signal could not be relied on here.
        static func spawn(_ path: String, _ arguments: [String], _ environment: [String], stderr: String = "/dev/null") throws -> pid_t {
            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
            posix_spawn_file_actions_addopen(&actions, 2, stderr, O_WRONLY | O_CREAT | O_APPEND, 0o644)
            let argv = arguments.map { strdup($0) } + [nil]
            let envp = environment.map { strdup($0) } + [nil]
            defer { (argv + envp).forEach { free($0) } }
            // As a shell starts it: no signal ignored or blocked (the test runner may have some).
            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var all = sigset_t(), none = sigset_t()
            sigfillset(&all)
            sigemptyset(&none)
            posix_spawnattr_setsigdefault(&attributes, &all)
            posix_spawnattr_setsigmask(&attributes, &none)
            posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
            var pid: pid_t = 0
            let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
            guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
            return pid
        }

        /// Sends `signal` and waits for the runner to end: the signal that ended it, if one did.
        func end(with signal: Int32) -> Int32? {
            kill(pid, signal)
            if let status = exitStatus(of: pid) { return status & 0x7F == 0 ? nil : status & 0x7F }
            kill(pid, SIGKILL)   // it did not end: the test fails, and leaves nothing running
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            return nil
        }

        func remove() { try? FileManager.default.removeItem(atPath: temporary) }
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aSignalTakesTheWorkersAndTheScratch(signal: Int32) throws {
        let run = try Run()
        defer { run.remove() }
        #expect(run.insideTranscript)
        #expect(run.end(with: signal) == signal)
        #expect(run.reapSurvivors() == [])
        #expect(run.scratchEntries == [])
    }

    @Test func afterSIGKILLTheWorkersGoAndTheNextRunCleans() throws {
        let run = try Run()
        defer { run.remove() }
        #expect(run.insideTranscript)
        #expect(run.end(with: SIGKILL) == SIGKILL)
        #expect(run.reapSurvivors() == [])
        #expect(run.scratchEntries.count == 1)
        try Data("> new\n...\n".utf8).write(to: URL(fileURLWithPath: run.temporary + "/suite/quick.transcript"))
        let next = try MemorizeProcess.run(["test", run.temporary + "/suite/quick.transcript"], environment: ["TMPDIR": run.temporary + "/tmp"])
        #expect(next.status == 0, "\(next.stdout)\(next.stderr)")
        #expect(run.scratchEntries == [])
    }
}
