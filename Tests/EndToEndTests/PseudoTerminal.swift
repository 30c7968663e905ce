import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// `memorize` on the far side of a pseudo-terminal, as in a player's terminal window: standard
/// input and output are a TTY, so it runs the REPL with GNU readline.
///
/// Linux only (`/dev/ptmx`). Output is read as it comes, with a deadline that only guards against
/// a hang: no test asserts how long anything takes.
final class PseudoTerminal {
    private let pid: pid_t
    /// The wait status once the program has been reaped.
    private var reaped: Int32?
    private let controller: Int32

    /// Starts `memorize arguments…` (or `program arguments…`: a shell, to try its completion) on a
    /// new terminal of `columns` × `rows`, with the clean environment of ``MemorizeProcess`` plus
    /// `environment`.
    init(
        _ arguments: [String] = [], columns: UInt16 = 80, rows: UInt16 = 24, environment: [String: String] = [:], program: String? = nil
    ) throws {
        controller = open("/dev/ptmx", O_RDWR | O_NOCTTY)
        guard controller >= 0 else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        var unlock: Int32 = 0
        var number: UInt32 = 0
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard ioctl(controller, Self.setLock, &unlock) == 0, ioctl(controller, Self.getNumber, &number) == 0,
              ioctl(controller, UInt(TIOCSWINSZ), &size) == 0
        else { close(controller); throw POSIXError(.EIO) }
        let terminal = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
        guard terminal >= 0 else { close(controller); throw POSIXError(.init(rawValue: errno) ?? .EIO) }
        defer { close(terminal) }   // the child has its own copies; ours would hide its exit

        // The program is this process's own child and the leader of a session of its own whose
        // controlling terminal is this one, as a shell gives it: Ctrl-C typed here is SIGINT to it,
        // and a signal to its group reaches it. (Through Foundation's Process and setsid(1) it was a
        // grandchild: Process makes its child a group leader, so setsid forks, and a kill after the
        // deadline reached setsid, never the program, while Process waited on a socket the program
        // held: a run that hung for good.)
        var env = ["HOME": scratchPath("memorize-home").path, "PATH": "/usr/bin:/bin",
                   "LANG": "C.UTF-8", "TERM": "dumb", "NO_COLOR": "1"]
        env.merge(environment) { $1 }
        do {
            pid = try Self.spawn(try program ?? MemorizeProcess.executable.path, arguments, environment: env,
                                 terminal: "/dev/pts/\(number)")
        } catch {
            close(controller)
            throw error
        }
    }

    /// Starts `program arguments…` as the leader of a new session whose controlling terminal is
    /// `terminal` (a session leader's first terminal opened without O_NOCTTY), on standard input,
    /// output and error; nothing else of this process's is open in it, its signal mask is empty
    /// and every signal has its default action, as a login shell's child would find them.
    private static func spawn(_ program: String, _ arguments: [String], environment: [String: String], terminal: String) throws -> pid_t {
        var attributes = posix_spawnattr_t()
        var actions = posix_spawn_file_actions_t()
        posix_spawnattr_init(&attributes)
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawnattr_destroy(&attributes); posix_spawn_file_actions_destroy(&actions) }
        var none = sigset_t(), all = sigset_t()
        sigemptyset(&none)
        sigfillset(&all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        let setsid: Int32 = 0x80   // POSIX_SPAWN_SETSID (glibc 2.26), which Swift does not import
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | setsid))
        closeEverythingFrom(3, in: &actions)
        posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        let argv = ([program] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, program, &actions, &attributes, argv, envp)
        guard status == 0 else { throw POSIXError(.init(rawValue: status) ?? .EIO) }
        return pid
    }

    /// Closes every descriptor from `first` on in the child: at once through glibc's
    /// `posix_spawn_file_actions_addclosefrom_np` (2.34), which Swift does not import; else each
    /// one open now (another thread's descriptor opened meanwhile may then reach the child).
    private static func closeEverythingFrom(_ first: Int32, in actions: inout posix_spawn_file_actions_t) {
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np"),
           unsafeBitCast(symbol, to: CloseFrom.self)(&actions, first) == 0 {
            return
        }
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for descriptor in open.compactMap(Int32.init) where descriptor >= first {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
    }

    deinit {
        if isRunning { endGroup() }
        close(controller)
    }

    /// Whether the program has not ended yet (reaping it once it has).
    private var isRunning: Bool {
        guard reaped == nil else { return false }
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid { reaped = status; return false }
        return result == 0 || (result < 0 && errno == EINTR)
    }

    /// Kills the program's process group (the program and what it started there) and reaps the
    /// program, which SIGKILL always ends.
    private func endGroup() {
        kill(-pid, SIGKILL)
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        reaped = status
    }

    /// Sends `signal` to the program alone (as `kill PID` does), not to its process group.
    func signal(_ signal: Int32) {
        kill(pid, signal)
    }

    /// Waits until the program has closed the terminal (it has ended), reading what it shows.
    func readUntilGone(deadline: Double = 20) -> String {
        read(until: { _ in false }, deadline: deadline)
    }

    /// Types Ctrl-D once the program is reading a line in raw mode (readline's), up to `deadline`
    /// seconds: typed while the terminal is still canonical (the REPL between a command's output
    /// and its next prompt), the kernel keeps it as an empty end of line, which reaches readline
    /// as a NUL once it turns canonical mode off, and the REPL never sees the end of its input.
    func endInput(deadline: Double = 20) {
        let end = Date().addingTimeInterval(deadline)
        while isCanonical, isRunning, Date() < end { usleep(10_000) }
        send("\u{04}")
    }

    /// Types `text` (`\t` is Tab, `\u{15}` is Ctrl-U).
    func send(_ text: String) {
        var bytes = Array(text.utf8)
        while !bytes.isEmpty {
            let written = write(controller, bytes, bytes.count)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            bytes.removeFirst(written)
        }
    }

    /// What the terminal shows from now until `done` holds for it (or the program ends, or
    /// `deadline` seconds pass).
    func read(until done: (String) -> Bool, deadline: Double = 20) -> String {
        let end = Date().addingTimeInterval(deadline)
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !done(String(decoding: output, as: UTF8.self)), Date() < end {
            var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 100) >= 0 || errno == EINTR else { break }
            guard descriptor.revents != 0 else { continue }
            let count = Glibc.read(controller, &buffer, buffer.count)
            guard count > 0 else { break }   // EIO: the program has gone
            output += buffer[..<count]
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The bytes the program has written, waiting at most `timeout` seconds for the first; nil
    /// once it has gone (the terminal reads EIO). A terminal that answers what the program asks
    /// (`palette probe`'s CSI 6n) reads with it.
    func readBytes(timeout: Double) -> [UInt8]? {
        var descriptor = pollfd(fd: controller, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(timeout * 1000)) >= 0 || errno == EINTR else { return nil }
        guard descriptor.revents != 0 else { return [] }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = Glibc.read(controller, &buffer, buffer.count)
        return count > 0 ? Array(buffer[..<count]) : nil
    }

    /// Whether the terminal is in canonical mode (ICANON), as the program's side sees it (Linux
    /// answers tcgetattr on the controller with the terminal's settings): readline turns it off
    /// while it edits a line and puts it back before the line runs.
    var isCanonical: Bool {
        var settings = termios()
        return tcgetattr(controller, &settings) == 0 && settings.c_lflag & tcflag_t(ICANON) != 0
    }

    /// The exit status, once the program has left (terminated after `deadline` seconds).
    func waitForExit(deadline: Double = 20) -> Int32 {
        let end = Date().addingTimeInterval(deadline)
        while isRunning, Date() < end {
            _ = read(until: { _ in false }, deadline: 0.1)   // keep the terminal drained
        }
        if isRunning { kill(-pid, SIGTERM) }
        // An interactive shell ignores SIGTERM: what is still there after a moment is killed.
        let grace = Date().addingTimeInterval(2)
        while isRunning, Date() < grace { _ = read(until: { _ in false }, deadline: 0.1) }
        if isRunning { endGroup() }
        // Foundation's convention: the exit status, or the number of the signal that ended it.
        let status = reaped ?? 0
        return status & 0x7f == 0 ? (status >> 8) & 0xff : status & 0x7f
    }

    // Linux's generic ioctl numbers (direction << 30 | size << 16 | 'T' << 8 | number); the C
    // macros are function-like, so Swift does not import them.
    private static let getNumber = UInt(2 << 30 | 4 << 16 | Int(UInt8(ascii: "T")) << 8 | 0x30)   // TIOCGPTN
    private static let setLock = UInt(1 << 30 | 4 << 16 | Int(UInt8(ascii: "T")) << 8 | 0x31)     // TIOCSPTLCK
}
