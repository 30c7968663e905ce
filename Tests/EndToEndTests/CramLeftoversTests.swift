import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Everything a cram file starts ends with the run, however the run ends: at the file's end, at
/// its time limit, on a signal to the runner alone or to its whole process group (what a
/// terminal sends on Ctrl-C, Ctrl-\ and a hang-up), on a real terminal's Ctrl-C, and when the
/// runner or a worker is SIGKILLed. The file starts what a careless runner leaves behind: a
/// background job, a daemon that double-forks into a session of its own, a child that ignores
/// SIGTERM, and (when it hangs) a command that never ends.
@Suite("memorize test: nothing a cram file starts outlives the run")
struct CramLeftoversTests {
    /// A directory of `.t` files that start those processes, each naming a sleep of its own
    /// (`sleep 1000.NNNNNN`) that no other process has, and recording its pid in `NAME.pids`.
    final class Leftovers {
        let directory: String
        let marker = "1000.\(Int.random(in: 100_000...999_999))"
        let names: [String]
        let hangs: Bool

        /// - Parameters:
        ///   - hangs: whether each file ends in a command that never ends (its line is ``hangLine``).
        ///   - files: how many such files.
        init(hangs: Bool, files: Int = 1) throws {
            directory = scratchPath("cram-leftovers").path
            self.hangs = hangs
            names = (1...files).map { "leaves-\($0).t" }
            try FileManager.default.createDirectory(atPath: directory + "/tmp", withIntermediateDirectories: true)
            let record = "\"$TESTDIR/$TESTFILE.pids\""
            var text = """
                Starts three processes that outlive a careless runner, each recording its pid.
                  $ sleep \(marker) & echo $! >> \(record)
                  $ (setsid sh -c 'echo $$ >> \(record); exec sleep \(marker)' > /dev/null 2>&1 &)
                  $ sh -c 'trap "" TERM; echo $$ >> \(record); sleep \(marker); :' > /dev/null 2>&1 &
                  $ while [ "$(wc -l < \(record))" -lt 3 ]; do sleep 0.01; done

                """
            if hangs { text += "  $ echo $$ >> \(record); sleep \(marker)\n" }
            for name in names { try text.write(toFile: directory + "/" + name, atomically: true, encoding: .utf8) }
        }

        /// The line of the command that never ends.
        static let hangLine = 6

        /// The pids each file recorded (the three processes, then the cram shell when it hangs).
        var recordedByFile: [[Int32]] {
            names.map { name in
                ((try? String(contentsOfFile: directory + "/" + name + ".pids", encoding: .utf8)) ?? "").split(separator: "\n").compactMap { Int32($0) }
            }
        }

        var recorded: [Int32] { recordedByFile.flatMap(\.self) }

        /// How many files have started all they start (and are in the command that never ends).
        var filesStarted: Int { recordedByFile.count { $0.count == (hangs ? 4 : 3) } }

        /// Whether every file has.
        var allStarted: Bool { filesStarted == names.count }

        /// The processes alive (not zombies) whose command line holds the marker, or that are a
        /// recorded cram shell still running.
        var survivors: [Int32] {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
            let holding = entries.compactMap(Int32.init).filter { commandLine(of: $0).contains(marker) && isAlive($0) }
            let shells = hangs ? recordedByFile.compactMap { $0.count == 4 ? $0[3] : nil } : []
            return holding + shells.filter { isAlive($0) && commandLine(of: $0) == "sh " }
        }

        /// Waits a bounded while for the survivors to go; kills any left, so that a failing test
        /// leaves nothing behind, and returns them.
        func reapSurvivors() -> [Int32] {
            _ = eventually(within: 10) { survivors.isEmpty }
            let left = survivors
            for pid in left { kill(pid, SIGKILL) }
            return left
        }

        /// Starts `memorize test ARGUMENTS DIRECTORY` as a shell starts a job: in a process group of
        /// its own, no signal ignored or blocked, output to `out` and `err`, no core dump.
        func startRunner(_ arguments: [String] = []) throws -> pid_t {
            let executable = try MemorizeProcess.executable.path
            let argv = ["sh", "-c", "ulimit -c 0; exec \"$0\" \"$@\"", executable, "test"] + arguments + [directory]
            return try spawnInOwnGroup("/bin/sh", argv, environment, output: directory + "/out", errors: directory + "/err")
        }

        var environment: [String] {
            ["HOME=\(directory)", "PATH=/usr/bin:/bin", "LANG=C.UTF-8", "TMPDIR=\(directory)/tmp"]
        }

        var errors: String { (try? String(contentsOfFile: directory + "/err", encoding: .utf8)) ?? "" }

        func remove() {
            for pid in survivors { kill(pid, SIGKILL) }
            try? FileManager.default.removeItem(atPath: directory)
        }
    }

    /// The worker processes whose parent is `runner` (`memorize test --worker`, and its flags).
    static func workers(of runner: pid_t) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { parent(of: $0) == runner && commandLine(of: $0).contains("test --worker ") }
    }

    /// Waits for `pid` (a child) to end; kills it if it has not within 20 s. Its wait status, or
    /// nil when it had to be killed.
    static func finish(_ pid: pid_t) -> Int32? {
        if let status = exitStatus(of: pid) { return status }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return nil
    }

    @Test("a file that ends normally leaves nothing running, daemon included")
    func normalEnd() throws {
        let leftovers = try Leftovers(hangs: false)
        defer { leftovers.remove() }
        let runner = try leftovers.startRunner()
        let status = Self.finish(runner)
        #expect(status.map { $0 & 0x7F == 0 && ($0 >> 8) & 0xFF == 0 } == true, "\(leftovers.errors)")
        #expect(leftovers.allStarted)
        #expect(leftovers.survivors == [], "left running when the file ended")
        #expect(leftovers.reapSurvivors() == [])
    }

    @Test("a file stopped at its time limit is reported at the command it was stuck in, and leaves nothing running")
    func timeLimit() throws {
        let leftovers = try Leftovers(hangs: true)
        defer { leftovers.remove() }
        let runner = try leftovers.startRunner(["--timeout", "3"])
        let status = Self.finish(runner)
        #expect(status.map { ($0 >> 8) & 0xFF } == 1)
        #expect(leftovers.allStarted)
        #expect(leftovers.errors.contains("leaves-1.t:\(Leftovers.hangLine): timed out after 3 s"), "\(leftovers.errors)")
        #expect(leftovers.reapSurvivors() == [])
    }

    /// A signal to the runner alone (`kill PID`), or to its whole process group (`kill -- -PGID`,
    /// what a terminal does on Ctrl-C, Ctrl-\ and a hang-up), with two workers busy in files
    /// (four files: each worker is sent two at once, and runs one).
    @Test(arguments: [(SIGINT, false), (SIGHUP, false), (SIGTERM, false), (SIGQUIT, false),
                      (SIGINT, true), (SIGHUP, true), (SIGTERM, true), (SIGQUIT, true)])
    func signal(_ signal: Int32, toGroup: Bool) throws {
        let leftovers = try Leftovers(hangs: true, files: 4)
        defer { leftovers.remove() }
        let runner = try leftovers.startRunner(["-j", "2"])
        #expect(eventually(within: 30) { leftovers.filesStarted == 2 })
        kill(toGroup ? -runner : runner, signal)
        let status = Self.finish(runner)
        #expect(status.map { $0 & 0x7F } == signal, "the runner dies of the signal")
        #expect(leftovers.reapSurvivors() == [], "left running after signal \(signal) to the runner\(toGroup ? "'s group" : "")")
    }

    @Test("Ctrl-C and Ctrl-\\ typed on a real terminal end everything")
    func terminal() throws {
        for key in ["\u{3}", "\u{1C}"] {
            let leftovers = try Leftovers(hangs: true)
            defer { leftovers.remove() }
            let terminal = try TerminalRun(try MemorizeProcess.executable.path, ["test", leftovers.directory], leftovers.environment)
            defer { terminal.close() }
            #expect(eventually(within: 30) { leftovers.allStarted })
            terminal.type(key)
            #expect(terminal.finish().map { $0 & 0x7F } == (key == "\u{3}" ? SIGINT : SIGQUIT))
            #expect(leftovers.reapSurvivors() == [], "left running after \(key.debugDescription) on the terminal")
        }
    }

    @Test("a runner SIGKILLed takes its workers' shells and what they started with it")
    func runnerKilled() throws {
        let leftovers = try Leftovers(hangs: true, files: 4)
        defer { leftovers.remove() }
        let runner = try leftovers.startRunner(["-j", "2"])
        #expect(eventually(within: 30) { leftovers.filesStarted == 2 })
        let workers = Self.workers(of: runner)
        #expect(workers.count == 2)
        kill(runner, SIGKILL)
        #expect(Self.finish(runner).map { $0 & 0x7F } == SIGKILL)
        #expect(eventually(within: 10) { workers.allSatisfy { !isAlive($0) } }, "the workers end")
        #expect(leftovers.reapSurvivors() == [])
    }

    @Test("a worker SIGKILLed leaves what its file started to the runner, which ends it")
    func workerKilled() throws {
        let leftovers = try Leftovers(hangs: true)
        defer { leftovers.remove() }
        let runner = try leftovers.startRunner()
        #expect(eventually(within: 30) { leftovers.allStarted })
        let workers = Self.workers(of: runner)
        #expect(workers.count == 1)
        for worker in workers { kill(worker, SIGKILL) }
        let status = Self.finish(runner)
        #expect(status.map { ($0 >> 8) & 0xFF } == 1, "the file is reported as crashed")
        #expect(leftovers.errors.contains("crashed"), "\(leftovers.errors)")
        #expect(leftovers.reapSurvivors() == [])
    }
}

/// `/proc/PID/cmdline` with its NULs as spaces ("" when it cannot be read).
func commandLine(of pid: Int32) -> String {
    guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return "" }
    return String(decoding: data.map { $0 == 0 ? 0x20 : $0 }, as: UTF8.self)
}

/// Whether `pid` is a process that has not ended (a zombie has ended).
func isAlive(_ pid: Int32) -> Bool {
    guard let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
          let close = stat.lastIndex(of: UInt8(ascii: ")")), close + 2 < stat.count
    else { return false }
    return stat[close + 2] != UInt8(ascii: "Z") && stat[close + 2] != UInt8(ascii: "X")
}

/// The parent of `pid` (0 when it is gone).
func parent(of pid: Int32) -> Int32 {
    guard let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat"), let close = stat.lastIndex(of: UInt8(ascii: ")")) else { return 0 }
    let fields = stat[(close + 1)...].split(separator: UInt8(ascii: " "))
    return fields.count > 1 ? Int32(String(decoding: fields[1], as: UTF8.self)) ?? 0 : 0
}

/// posix_spawn in a process group of its own (as a shell's job control starts a job), no signal
/// ignored or blocked, standard input empty and the outputs to files.
func spawnInOwnGroup(_ path: String, _ arguments: [String], _ environment: [String], output: String, errors: String) throws -> pid_t {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var all = sigset_t(), none = sigset_t()
    sigfillset(&all)
    sigemptyset(&none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setpgroup(&attributes, 0)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var pid: pid_t = 0
    let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
    return pid
}

/// A program on a new pseudo-terminal, as a shell in a terminal window runs it: a session of its
/// own whose controlling terminal is that one (util-linux `setsid --ctty`), so that a key typed
/// is the terminal's signal to its foreground process group. Spawned and reaped by hand:
/// Foundation's Process does not always see a child that a signal ended.
struct TerminalRun {
    let controller: Int32
    let pid: pid_t

    init(_ path: String, _ arguments: [String], _ environment: [String]) throws {
        controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard controller >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        let setLock = UInt(1 << 30 | 4 << 16 | Int(UInt8(ascii: "T")) << 8 | 0x31)     // TIOCSPTLCK
        let getNumber = UInt(2 << 30 | 4 << 16 | Int(UInt8(ascii: "T")) << 8 | 0x30)   // TIOCGPTN
        guard ioctl(controller, setLock, &unlock) == 0, ioctl(controller, getNumber, &number) == 0 else {
            Glibc.close(controller)
            throw POSIXError(.EIO)
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for fd: Int32 in 0...2 {
            posix_spawn_file_actions_addopen(&actions, fd, "/dev/pts/\(number)", O_RDWR | O_NOCTTY, 0)
        }
        posix_spawn_file_actions_addclose(&actions, controller)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var all = sigset_t(), none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        // Not a process group leader, so setsid(1) makes the session itself and execs: the pid is
        // the program's.
        let argv = (["setsid", "--ctty", path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, "/usr/bin/setsid", &actions, &attributes, argv, envp)
        guard status == 0 else {
            Glibc.close(controller)
            throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO)
        }
        self.pid = pid
    }

    /// Types `text` on the terminal.
    func type(_ text: String) {
        _ = Array(text.utf8).withUnsafeBytes { write(controller, $0.baseAddress, $0.count) }
    }

    /// The program's wait status once it has ended, what it wrote drained meanwhile; nil (and
    /// killed) if it has not within 20 s.
    func finish() -> Int32? {
        var status: Int32 = 0
        var buffer = [UInt8](repeating: 0, count: 4096)
        let ended = eventually(within: 20) {
            var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, 0) > 0 { _ = read(controller, &buffer, buffer.count) }
            return waitpid(pid, &status, WNOHANG) == pid
        }
        guard ended else {
            kill(pid, SIGKILL)
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            return nil
        }
        return status
    }

    func close() { Glibc.close(controller) }
}
