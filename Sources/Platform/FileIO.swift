#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File descriptors with the loops every caller would otherwise write again (and get subtly
/// wrong): reads and writes retried after a signal, writes continued after a short write.
public enum FileIO {
    public static let standardInput: Int32 = STDIN_FILENO
    public static let standardOutput: Int32 = STDOUT_FILENO
    public static let standardError: Int32 = STDERR_FILENO

    /// Writes all of `bytes`, retrying short writes and interruptions. Any other error (a closed
    /// pipe: the process then gets SIGPIPE, as Unix tools do) ends the write quietly.
    /// - Returns: false when the write stopped early.
    /// - Complexity: O(*n*) in the bytes written.
    @discardableResult
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Bool {
        if case .failure = writeEverything(bytes, to: fd) { return false }
        return true
    }

    /// The one write loop: all of `bytes`, retrying short writes and interruptions; why it stopped
    /// early otherwise (EIO for a write that wrote nothing without an error).
    /// - Complexity: O(*n*) in the bytes written.
    private static func writeEverything(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Result<Void, SystemError> {
        var rest = bytes
        while !rest.isEmpty {
            let written = write(fd, rest.baseAddress, rest.count)
            if written > 0 {
                rest = UnsafeRawBufferPointer(rebasing: rest[written...])
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return .failure(written < 0 ? .last : SystemError(code: EIO))
            }
        }
        return .success(())
    }

    /// Writes all of `text` as UTF-8 (see ``writeAll(_:to:)-(UnsafeRawBufferPointer,_)``).
    /// - Complexity: O(*n*) in the bytes written.
    @discardableResult
    public static func writeAll(_ text: String, to fd: Int32) -> Bool {
        var text = text
        return text.withUTF8 { writeAll(UnsafeRawBufferPointer($0), to: fd) }
    }

    /// Reads what is available into `buffer`, retrying interruptions.
    /// - Returns: the number of bytes read, 0 at the end of input.
    /// - Complexity: O(*n*) in the bytes read.
    public static func read(from fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, SystemError> {
        while true {
            let count = systemRead(fd, buffer.baseAddress, buffer.count)
            if count >= 0 { return .success(count) }
            if errno != EINTR { return .failure(.last) }
        }
    }

    /// Opens `path` for reading.
    /// - Complexity: O(1) (one system call).
    public static func openForReading(_ path: String) -> Result<Int32, SystemError> {
        let fd = open(path, O_RDONLY)
        return fd >= 0 ? .success(fd) : .failure(.last)
    }

    /// Opens (creating it if needed) the regular file `path` for appending, with `mode` for a new
    /// file and forced on an existing one, as ``OwnDirectory/openForAppending(_:mode:)`` opens
    /// one in its directory: a symbolic link at `path` is refused, never followed (so a link
    /// planted at a log's path cannot make memorize create or grow a file elsewhere), and a FIFO,
    /// device, socket or directory is refused at once, never waited on.
    /// - Complexity: O(1) (four system calls).
    public static func openForAppending(_ path: String, mode: UInt32) -> Result<Int32, FileSystem.OpenFailure> {
        FileSystem.appendingRegularFile(open(path, FileSystem.appendingFlags, mode_t(mode)), mode: mode) {
            FileSystem.info(path, followingLinks: false)?.kind
        }
    }

    /// Creates `path` with `bytes`, refusing a path that exists (a link included), with no
    /// `fsync`: for scratch copies that no crash needs to find again (a transcript's fixtures),
    /// where syncing each file cost most of a copy.
    /// - Complexity: O(*n*) in the bytes.
    public static func createExclusively(_ path: String, with bytes: [UInt8], mode: UInt32 = 0o644) -> Bool {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(mode))
        guard fd >= 0 else { return false }
        let written = bytes.withUnsafeBytes { writeAll($0, to: fd) }
        return systemClose(fd) == 0 && written
    }

    /// Creates `path` for writing, refusing a path where anything is (a link included), with
    /// `mode` (less the umask) from the first moment: how a temporary is made that no one may
    /// read who could not read the file it will replace.
    /// - Complexity: O(1) (one system call).
    public static func createExclusively(_ path: String, mode: UInt32) -> Result<Int32, SystemError> {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(mode))
        return fd >= 0 ? .success(fd) : .failure(.last)
    }

    /// Writes all of `bytes` to `fd`, then flushes them to the disk (fsync(2)), so that a rename
    /// after it never publishes a file whose bytes a crash would lose.
    /// - Complexity: O(*n*) in the bytes.
    public static func writeAndSync(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Result<Void, SystemError> {
        if case .failure(let error) = writeEverything(bytes, to: fd) { return .failure(error) }
        return fsync(fd) == 0 ? .success(()) : .failure(.last)
    }

    /// close(2), with its error: on some file systems (NFS) a write's failure is only told here.
    /// - Complexity: O(1)
    public static func closeChecked(_ fd: Int32) -> Result<Void, SystemError> {
        systemClose(fd) == 0 ? .success(()) : .failure(.last)
    }

    /// - Complexity: O(1)
    public static func close(_ fd: Int32) {
        _ = systemClose(fd)
    }

    /// What `fstat(2)` says about an open file: whether it is a directory, and its size.
    /// - Complexity: O(1) (one system call).
    public static func status(of fd: Int32) -> (isDirectory: Bool, size: Int)? {
        var info = stat()
        guard fstat(fd, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT == S_IFDIR, Int(info.st_size))
    }

    /// Creates each missing directory on the way to `path` (which must be absolute) with `mode`;
    /// existing ones are left as they are.
    /// - Complexity: O(*d*) system calls for *d* components.
    public static func makeDirectories(_ path: String, mode: UInt32) {
        var directory = ""
        for component in path.split(separator: "/") {
            directory += "/" + component
            _ = mkdir(directory, mode_t(mode))
        }
    }

    /// Renames `source` over `destination` atomically (rename(2)).
    /// - Complexity: O(1) (one system call).
    public static func rename(_ source: String, to destination: String) throws(SystemError) {
        guard systemRename(source, destination) == 0 else { throw .last }
    }

    /// Waits until `fd` has input (poll(2), no timeout). A signal ends the wait with
    /// ``SystemError/isInterruption``, so that a handler's flag can be looked at.
    /// - Complexity: O(1) (one system call).
    public static func waitUntilReadable(_ fd: Int32) -> Result<Void, SystemError> {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, -1) >= 0 ? .success(()) : .failure(.last)
    }

    /// Waits, however long, until no process reads the pipe `fd` writes to (poll(2) reports
    /// POLLERR on a pipe's write end once its last reader is gone, even one killed by SIGKILL).
    /// - Returns: false if the wait itself failed (then nothing is known).
    /// - Complexity: O(1) system calls; blocks.
    public static func waitUntilUnread(_ fd: Int32) -> Bool {
        var descriptor = pollfd(fd: fd, events: 0, revents: 0)
        while true {
            let ready = poll(&descriptor, 1, -1)
            if ready > 0 { return descriptor.revents & Int16(POLLERR | POLLHUP) != 0 }
            if ready < 0 && errno != EINTR { return false }
        }
    }

    /// What a wait for input ended with.
    public enum Wait: Equatable, Sendable {
        /// There is input, or the other end hung up (a read then says which).
        case readable
        case timedOut
        /// A signal arrived (see ``Signals/takePending()``).
        case interrupted
        case failed(SystemError)
    }

    /// Waits until `fd` has input, at most `timeout` seconds (nil: no limit; rounded up to whole
    /// milliseconds, so a short wait never becomes a busy loop).
    /// - Complexity: O(1) (one system call).
    public static func waitUntilReadable(_ fd: Int32, timeout: Double?) -> Wait {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        let milliseconds: Int32
        if let timeout, timeout.isFinite {
            milliseconds = Int32(min(max(0, (timeout * 1000).rounded(.up)), Double(Int32.max)))
        } else {
            milliseconds = -1
        }
        let ready = poll(&descriptor, 1, milliseconds)
        if ready > 0 { return .readable }
        if ready == 0 { return .timedOut }
        return errno == EINTR ? .interrupted : .failed(.last)
    }
}

// The C calls that FileIO's own methods shadow inside it.
private func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int { read(fd, buffer, count) }
private func systemClose(_ fd: Int32) -> Int32 { close(fd) }
private func systemRename(_ source: String, _ destination: String) -> Int32 { rename(source, destination) }

/// Leaving the process.
public enum ProcessExit {
    /// Ends the process now with `status`, without waiting for other threads (a hung transcript's
    /// thread, say).
    public static func now(_ status: Int32) -> Never {
        exit(status)
    }
}
