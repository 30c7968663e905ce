#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the file system says about a path, and the few calls that keep a file's identity
/// (owner, mode, links) across an atomic replace.
public enum FileSystem {
    public enum Kind: Sendable, Equatable {
        case regular, directory, symbolicLink, fifo, other
    }

    /// `stat(2)` (or `lstat(2)`) of a path.
    public struct Info: Sendable, Equatable {
        public let kind: Kind
        /// Permission bits (`0o644`).
        public let mode: UInt32
        public let owner: UInt32
        public let group: UInt32
        public let size: Int
        /// Modification time in nanoseconds since 1970: with ``size`` and ``inode``, how a file
        /// read earlier is told apart from one written since.
        public let modified: Int64
        public let inode: UInt64
        public let device: UInt64
    }

    /// The file at `path` (following links, or not), or nil when there is none.
    /// - Complexity: O(1) (one system call).
    public static func info(_ path: String, followingLinks: Bool = true) -> Info? {
        var raw = stat()
        guard (followingLinks ? stat(path, &raw) : lstat(path, &raw)) == 0 else { return nil }
        return Info(raw)
    }

    /// The open file `fd`.
    /// - Complexity: O(1) (one system call).
    public static func info(of fd: Int32) -> Info? {
        var raw = stat()
        guard fstat(fd, &raw) == 0 else { return nil }
        return Info(raw)
    }

    /// Where the symbolic link at `path` points (as written in the link), or nil if it is none.
    /// - Complexity: O(1) (one system call).
    public static func linkTarget(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Opens `path` for reading only if it is a regular file: a FIFO or a device is refused
    /// without blocking (the open itself does not wait for a writer).
    /// - Complexity: O(1) (three system calls).
    public static func openRegularFile(_ path: String) -> Result<Int32, OpenFailure> {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else {
            let error = SystemError.last
            // A socket cannot be opened at all (ENXIO): say what it is rather than why.
            if let kind = info(path)?.kind, kind != .regular, kind != .directory { return .failure(.notRegular(kind)) }
            return .failure(.system(error))
        }
        guard let info = info(of: fd) else {
            let error = SystemError.last
            _ = close(fd)
            return .failure(.system(error))
        }
        guard info.kind == .regular else {
            _ = close(fd)
            return .failure(.notRegular(info.kind))
        }
        // Reads of a regular file never block; clear the flag all the same.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        return .success(fd)
    }

    /// Opens `path` for reading if it is a regular file or a pipe the shell made (`<(…)`, whose
    /// path is a `/dev/fd` link to `pipe:[N]`): a named FIFO (whose open or read may wait for a
    /// writer that never comes), a device or a socket is refused without blocking.
    /// - Complexity: O(*l*) system calls for *l* links on the way.
    public static func openInput(_ path: String) -> Result<Int32, OpenFailure> {
        let opened = openRegularFile(path)
        guard case .failure(.notRegular(.fifo)) = opened, isAnonymousPipe(path) else { return opened }
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        return fd >= 0 ? .success(fd) : .failure(.system(.last))
    }

    /// Whether `path` is a link (through others) to a pipe with no name in the file system.
    static func isAnonymousPipe(_ path: String) -> Bool {
        var current = path
        for _ in 0..<40 {
            guard let target = linkTarget(current) else { return false }
            if target.hasPrefix("pipe:[") { return true }
            if target.hasPrefix("/") {
                current = target
            } else if let slash = current.lastIndex(of: "/") {
                current = current[...slash] + target
            } else {
                current = target
            }
        }
        return false
    }

    public enum OpenFailure: Error, Sendable, Equatable {
        case system(SystemError)
        case notRegular(Kind)
    }

    /// How a file of memorize's own is opened for appending: made if missing, never through a
    /// link at its name (ELOOP), never waiting on a FIFO with no reader (ENXIO) or a device.
    static let appendingFlags = O_WRONLY | O_CREAT | O_APPEND | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC

    /// The checks after an open for appending with ``appendingFlags`` (`opened`, or -1): what
    /// was opened is a regular file, `mode` is forced on it and it blocks again; else it is
    /// closed, and the failure names what was there (`kindThere`, a link not followed).
    /// - Complexity: O(1) (three system calls).
    static func appendingRegularFile(_ opened: Int32, mode: UInt32, kindThere: () -> Kind?) -> Result<Int32, OpenFailure> {
        guard opened >= 0 else {
            let error = SystemError.last
            if let kind = kindThere(), kind != .regular { return .failure(.notRegular(kind)) }
            return .failure(.system(error))
        }
        guard let info = FileSystem.info(of: opened), info.kind == .regular else {
            let kind = FileSystem.info(of: opened)?.kind ?? .other
            _ = close(opened)
            return .failure(.notRegular(kind))
        }
        _ = fchmod(opened, mode_t(mode))
        _ = fcntl(opened, F_SETFL, fcntl(opened, F_GETFL) & ~O_NONBLOCK)
        return .success(opened)
    }

    /// Removes the file at `path`; false if it could not be.
    @discardableResult
    public static func remove(_ path: String) -> Bool {
        unlink(path) == 0
    }

    /// The user this process acts as (its effective user id), who owns what it makes.
    public static var effectiveUserID: UInt32 { UInt32(geteuid()) }

    /// This process's id.
    public static var processID: Int32 { getpid() }

    /// Whether a process with this id is running (or exists under another user).
    /// - Complexity: O(1) (one system call).
    public static func processIsAlive(_ pid: Int32) -> Bool {
        pid > 0 && (kill(pid, 0) == 0 || errno == EPERM)
    }
}

extension FileSystem.Info {
    init(_ raw: stat) {
        let type = raw.st_mode & S_IFMT
        kind = switch type {
        case S_IFREG: .regular
        case S_IFDIR: .directory
        case S_IFLNK: .symbolicLink
        case S_IFIFO: .fifo
        default: .other
        }
        mode = UInt32(raw.st_mode & 0o7777)
        owner = UInt32(raw.st_uid)
        group = UInt32(raw.st_gid)
        size = Int(raw.st_size)
        modified = Int64(raw.st_mtim.tv_sec) * 1_000_000_000 + Int64(raw.st_mtim.tv_nsec)
        inode = UInt64(raw.st_ino)
        device = UInt64(raw.st_dev)
    }
}

extension FileSystem {
    /// Opens (creating it with `mode`) a file that exists only to be locked. It is memorize's own
    /// file beside the user's, so a symbolic link there is never followed (it would make the
    /// link's target wherever it points), and only a regular file is opened: a link, a FIFO, a
    /// directory, a device or a socket is refused (``OpenFailure/notRegular(_:)``) and left as it
    /// is, without waiting on it.
    /// - Complexity: O(1) (two to three system calls).
    public static func openLockFile(_ path: String, mode: UInt32 = 0o600) -> Result<Int32, OpenFailure> {
        if let kind = info(path, followingLinks: false)?.kind, kind != .regular { return .failure(.notRegular(kind)) }
        let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, mode_t(mode))
        guard fd >= 0 else {
            let error = SystemError.last
            // Made meanwhile (the check above saw nothing, or a file): say what is there now.
            if let kind = info(path, followingLinks: false)?.kind, kind != .regular { return .failure(.notRegular(kind)) }
            return .failure(.system(error))
        }
        guard let opened = info(of: fd), opened.kind == .regular else {
            let kind = info(of: fd)?.kind ?? .other
            _ = close(fd)
            return .failure(.notRegular(kind))
        }
        return .success(fd)
    }

    /// Gives the open file `fd` the identity of `existing`, the file it is about to replace:
    /// its owner and group where this process may (root may; anyone may keep their own owner
    /// and move to a group of theirs), then its mode. The mode comes last because a chown(2)
    /// clears the setuid and setgid bits; they are given back only where the owner (for
    /// setuid) or the group (for setgid) is the file's own, so a replaced file never becomes a
    /// setuid program of someone else.
    /// - Complexity: O(1) (three to four system calls).
    public static func adoptIdentity(of existing: Info, on fd: Int32) {
        if fchown(fd, uid_t(existing.owner), gid_t(existing.group)) != 0 {
            _ = fchown(fd, uid_t.max, gid_t(existing.group))   // not root: at least the group, if it is ours
        }
        guard let now = info(of: fd) else { return }
        var mode = existing.mode & 0o1777
        if now.owner == existing.owner { mode |= existing.mode & 0o4000 }
        if now.group == existing.group { mode |= existing.mode & 0o2000 }
        _ = fchmod(fd, mode_t(mode))
    }
}
