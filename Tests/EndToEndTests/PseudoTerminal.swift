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
    private let process = Process()
    private let controller: Int32
    private var pending: [UInt8] = []

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

        // setsid -c: a session of its own whose controlling terminal is this one, as a shell
        // gives it, so that Ctrl-C typed here is SIGINT to the program (util-linux's setsid).
        process.executableURL = URL(fileURLWithPath: "/usr/bin/setsid")
        process.arguments = ["--ctty", try program ?? MemorizeProcess.executable.path] + arguments
        var env = ["HOME": scratchPath("memorize-home").path, "PATH": "/usr/bin:/bin",
                   "LANG": "C.UTF-8", "TERM": "dumb", "NO_COLOR": "1"]
        env.merge(environment) { $1 }
        process.environment = env
        let handle = FileHandle(fileDescriptor: terminal, closeOnDealloc: false)
        process.standardInput = handle
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(controller)
    }

    /// Sends `signal` to the program alone (as `kill PID` does), not to its process group: the
    /// terminal's foreground group is the program's own (setsid made it a session leader, so the
    /// group's id is its process id), whether or not setsid had to fork to get there.
    func signal(_ signal: Int32) {
        let group = tcgetpgrp(controller)
        kill(group > 0 ? group : process.processIdentifier, signal)
    }

    /// Waits until the program has closed the terminal (it has ended), reading what it shows.
    func readUntilGone(deadline: Double = 20) -> String {
        read(until: { _ in false }, deadline: deadline)
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
        while process.isRunning, Date() < end {
            _ = read(until: { _ in false }, deadline: 0.1)   // keep the terminal drained
        }
        if process.isRunning { process.terminate() }
        // An interactive shell ignores SIGTERM: what is still there after a moment is killed.
        let grace = Date().addingTimeInterval(2)
        while process.isRunning, Date() < grace { _ = read(until: { _ in false }, deadline: 0.1) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
        return process.terminationStatus
    }

    // Linux's generic ioctl numbers (direction << 30 | size << 16 | 'T' << 8 | number); the C
    // macros are function-like, so Swift does not import them.
    private static let getNumber = UInt(2 << 30 | 4 << 16 | Int(UInt8(ascii: "T")) << 8 | 0x30)   // TIOCGPTN
    private static let setLock = UInt(1 << 30 | 4 << 16 | Int(UInt8(ascii: "T")) << 8 | 0x31)     // TIOCSPTLCK
}
