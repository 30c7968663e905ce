import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Runs the built `memorize` executable, as a user or a script would.
struct MemorizeProcess {
    struct Result {
        let status: Int32
        let stdout: String
        let stderr: String
        var stdoutLines: [String] { stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
        var stderrLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    /// The executable beside the test bundle in the build folder.
    static var executable: URL {
        get throws {
            var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            for _ in 0..<4 {
                let candidate = directory.appendingPathComponent("memorize")
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
                directory.deleteLastPathComponent()
            }
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "memorize (build it with swift build)"])
        }
    }

    /// Runs `memorize arguments…` with `stdin` as standard input (never a terminal) and a clean
    /// environment: no colour settings, a private HOME, so the user's themes never leak in.
    static func run(_ arguments: [String], stdin: Data = Data(), environment: [String: String] = [:], directory: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = try executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-home-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        var env = ["HOME": home.path, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"]
        env.merge(environment) { $1 }
        process.environment = env
        let input = Pipe(), output = Pipe(), error = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let received = try exchange(stdin, with: input, reading: [output, error], group: process.processIdentifier)
        return Result(status: finish(process),
                      stdout: String(decoding: received[0], as: UTF8.self),
                      stderr: String(decoding: received[1], as: UTF8.self))
    }

    /// How long a run may take before it counts as hung: far more than any command here needs
    /// on a slow machine, far less than CI's limit for the whole suite.
    static let hangDeadline: Double = 600

    /// Waits for `process` to end, at most `deadline` seconds, and gives its status (the signal's
    /// number if one ended it, as Foundation says). One that is still there is killed with its
    /// process group (Process makes each child a group leader) and is a recorded issue, -1: a
    /// hang fails its test instead of the suite. (Process learns of the end when a socket its
    /// child inherited closes; a descendant that kept it would hold waitUntilExit forever, so it
    /// is called only once the process is known to have ended.)
    static func finish(_ process: Process, deadline: Double = hangDeadline) -> Int32 {
        let end = Date().addingTimeInterval(deadline)
        while process.isRunning, Date() < end { usleep(5_000) }
        guard !process.isRunning else {
            kill(-process.processIdentifier, SIGKILL)
            Issue.record("\(process.executableURL?.lastPathComponent ?? "a process") \(process.arguments ?? []) was still running after \(Int(deadline)) s; killed with its group")
            return -1
        }
        // Ended: this returns at once, and lets go of what Process keeps until it is waited for
        // (a run-loop source holding the Process and its pipes: without it, every run leaked
        // its pipes' descriptors, thousands over the suite, until Process.run crashed).
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Writes `stdin` into `input` and reads each of `outputs` to its end, all at once (poll(2)):
    /// a child that fills an output pipe before it has read all its input would otherwise wait on
    /// us while we wait on it. A child that leaves without reading everything is no error (the
    /// rest is dropped); SIGPIPE is blocked on this thread meanwhile, and taken if one came.
    /// Past `deadline` seconds the exchange is a hang: `group` (the child's process group) is
    /// killed, an issue recorded, and what came so far returned.
    /// - Returns: what each output held, in the order given.
    static func exchange(_ stdin: Data = Data(), with input: Pipe?, reading outputs: [Pipe], group: pid_t? = nil,
                         deadline: Double = hangDeadline) throws -> [Data] {
        let end = Date().addingTimeInterval(deadline)
        var blocked = sigset_t(), previous = sigset_t()
        sigemptyset(&blocked)
        sigaddset(&blocked, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer {
            var none = timespec(tv_sec: 0, tv_nsec: 0)
            while sigtimedwait(&blocked, nil, &none) == SIGPIPE {}
            pthread_sigmask(SIG_SETMASK, &previous, nil)
        }
        var pending = stdin[...]
        var writing = input != nil
        let writer = input?.fileHandleForWriting ?? FileHandle.nullDevice
        if writing { _ = fcntl(writer.fileDescriptor, F_SETFL, fcntl(writer.fileDescriptor, F_GETFL) | O_NONBLOCK) }
        if writing, pending.isEmpty { try writer.close(); writing = false }
        var received = [Data](repeating: Data(), count: outputs.count)
        var open = Array(outputs.indices)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while writing || !open.isEmpty {
            if open.isEmpty { if writing { try writer.close() }; break }   // the child is done with us: the rest is not wanted
            var fds = open.map { pollfd(fd: outputs[$0].fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0) }
            if writing { fds.append(pollfd(fd: writer.fileDescriptor, events: Int16(POLLOUT), revents: 0)) }
            guard Date() < end else {
                if let group { kill(-group, SIGKILL) }
                Issue.record("no end of output after \(Int(deadline)) s: a hang; killed")
                break
            }
            guard poll(&fds, nfds_t(fds.count), 1000) >= 0 || errno == EINTR else { throw POSIXError(.init(rawValue: errno) ?? .EIO) }
            if writing, let last = fds.last, last.revents != 0 {
                let count = pending.withUnsafeBytes { write(writer.fileDescriptor, $0.baseAddress, $0.count) }
                if count > 0 { pending = pending.dropFirst(count) }
                if pending.isEmpty || (count < 0 && errno != EAGAIN && errno != EINTR) {
                    try writer.close()   // all written, or the child has closed its end (EPIPE)
                    writing = false
                }
            }
            for (slot, index) in open.enumerated().reversed() where fds[slot].revents != 0 {
                let count = Glibc.read(fds[slot].fd, &buffer, buffer.count)
                if count > 0 {
                    received[index].append(contentsOf: buffer[..<count])
                } else if count == 0 || (errno != EAGAIN && errno != EINTR) {
                    open.remove(at: slot)   // end of file
                }
            }
        }
        return received
    }
}
