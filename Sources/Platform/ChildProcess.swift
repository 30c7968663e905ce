#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process with pipes on its standard input, output and error: how `memorize test` runs
/// its worker processes. Spawned with posix_spawn(3); every pipe end the parent keeps is
/// close-on-exec, so one worker never holds another's pipe open (which would hide its end).
public struct ChildProcess: Sendable {
    public let pid: Int32
    /// The write end of the child's standard input.
    public let input: Int32
    /// The read ends of the child's standard output and standard error.
    public let output: Int32
    public let errorOutput: Int32

    /// How a child ended.
    public enum Termination: Equatable, Sendable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// Starts `path` with `arguments` (the first is the program's name, argv[0]) and `environment`
    /// ("KEY=VALUE" strings). SIGPIPE goes back to its default in the child, whatever the parent
    /// does with it, and the child starts with no signal blocked. With `ownProcessGroup`, the
    /// child leads a process group of its own, so that it and everything it starts can be ended
    /// together (``killGroup(_:)``).
    /// - Complexity: O(*n*) in the size of the arguments and environment, plus the spawn.
    public static func spawn(
        _ path: String, arguments: [String], environment: [String], ownProcessGroup: Bool = false
    ) -> Result<ChildProcess, SystemError> {
        var pipes: [[Int32]] = []
        for _ in 0..<3 {
            var ends: [Int32] = [-1, -1]
            guard makePipe(&ends) == 0 else {
                let error = SystemError.last
                pipes.joined().forEach { FileIO.close($0) }
                return .failure(error)
            }
            pipes.append(ends)
        }
        defer {
            // The child's ends, which the parent must not keep.
            FileIO.close(pipes[0][0]); FileIO.close(pipes[1][1]); FileIO.close(pipes[2][1])
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipes[0][0], 0)
        posix_spawn_file_actions_adddup2(&actions, pipes[1][1], 1)
        posix_spawn_file_actions_adddup2(&actions, pipes[2][1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGPIPE)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // Nothing blocked: a parent started with signals blocked (as some test runners start
        // their children) must not pass that on, or SIGTERM would never reach a worker.
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        var flags = POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK
        if ownProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
        guard status == 0 else {
            FileIO.close(pipes[0][1]); FileIO.close(pipes[1][0]); FileIO.close(pipes[2][0])
            return .failure(SystemError(code: status))
        }
        return .success(ChildProcess(pid: pid, input: pipes[0][1], output: pipes[1][0], errorOutput: pipes[2][0]))
    }

    /// Sends `signal` to the child (nothing happens if it has already ended and been waited for).
    /// - Complexity: O(1) (one system call).
    public func send(_ signal: Int32) {
        _ = kill(pid, signal)
    }

    /// SIGKILL to every process of the group `leader` leads (a child spawned with
    /// `ownProcessGroup`, and all it started that did not leave the group). Async-signal-safe: a
    /// signal handler may call it on its way out.
    /// - Complexity: O(1) (one system call).
    public static func killGroup(_ leader: Int32) {
        guard leader > 0 else { return }
        _ = kill(-leader, SIGKILL)
    }

    /// Waits for the child to end and reaps it.
    /// - Complexity: O(1) system calls; blocks until the child ends.
    public func waitForExit() -> Termination {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else { return .exited(-1) }
        }
        // WIFEXITED/WTERMSIG are C macros: the low 7 bits hold the signal, 0 for a normal exit.
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }

    /// Closes the parent's end of the child's standard input: the child reads the end of input.
    /// - Complexity: O(1)
    public func closeInput() {
        FileIO.close(input)
    }

    /// Waits until some of `fds` have input (or their other end hung up), at most `timeout`
    /// seconds, and returns those. An interruption by a signal returns none.
    /// - Complexity: O(*n*) in the descriptors (one poll(2)).
    public static func readable(_ fds: [Int32], timeout: Double) -> [Int32] {
        var descriptors = fds.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
        let milliseconds = Int32(min(max(0, (timeout * 1000).rounded(.up)), 60_000))
        guard poll(&descriptors, nfds_t(descriptors.count), milliseconds) > 0 else { return [] }
        return descriptors.filter { $0.revents != 0 }.map(\.fd)
    }

    /// The path that starts this same program again (the running executable).
    public static var currentExecutable: String {
        #if os(Linux)
        "/proc/self/exe"
        #else
        CommandLine.arguments.first ?? "memorize"
        #endif
    }

    /// pipe(2) with both ends close-on-exec (pipe2 needs _GNU_SOURCE, which the Glibc module
    /// lacks; the parent spawns from one thread, so nothing can fork between the two calls).
    private static func makePipe(_ ends: inout [Int32]) -> Int32 {
        guard pipe(&ends) == 0 else { return -1 }
        _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
        return 0
    }
}

/// Signals a crash raises, and what a process may do in their handlers.
extension Signals {
    /// The signals of a crash: a Swift trap (SIGILL on x86-64, SIGTRAP on arm64), an abort, a bad
    /// memory access, an arithmetic fault.
    public static let crashes: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE]

    /// Writing to a pipe nobody reads raises SIGPIPE; a parent of worker processes ignores it and
    /// sees the write fail instead.
    public static let brokenPipe: Int32 = SIGPIPE

    /// SIGKILL: for a child that does not stop when asked.
    public static let forceKill: Int32 = SIGKILL

    /// Ignores `signal` from now on.
    /// - Complexity: O(1) (one system call).
    public static func ignore(_ signal: Int32) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = SIG_IGN
        #else
        action.__sigaction_u.__sa_handler = SIG_IGN
        #endif
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
    }

    /// The C library's name for `signal` ("Illegal instruction").
    public static func describe(_ signal: Int32) -> String {
        strsignal(signal).map { String(cString: $0) } ?? "signal \(signal)"
    }
}

extension ProcessExit {
    /// Ends the process at once with `status` (_exit(2)): no atexit handlers, no buffers flushed.
    /// Async-signal-safe, so a signal handler may end the process this way.
    public static func immediately(_ status: Int32) -> Never {
        _exit(status)
    }
}
