#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A directory that is memorize's own (the cache, the history's state directory), held open by
/// its descriptor so that every file in it is reached relative to it (`openat`, `renameat`): a
/// symbolic link is never followed, neither at the directory itself nor at any name in it, and
/// the directory cannot be swapped for another between a check and a use.
///
/// Only a directory that is a real directory, owned by this process's user and writable by no
/// one else is used: a link, another user's directory or one anyone may write into (where
/// someone else could plant a link or a file) is as if there were none.
public final class OwnDirectory {
    /// Why a directory is not used.
    public enum Refusal: Error, Sendable, Equatable {
        case missing
        case notADirectory(FileSystem.Kind)
        case notOwned
        case writableByOthers
        case system(SystemError)
    }

    public let path: String
    private let fd: Int32

    private init(path: String, fd: Int32) {
        self.path = path
        self.fd = fd
    }

    deinit { _ = close(fd) }

    /// The directory at `path` (absolute), made with mode 0700 when it is missing (with its
    /// missing parents, 0700 too, as the XDG base directories are to be made).
    /// - Complexity: O(*d*) system calls for *d* components made.
    public static func open(_ path: String, creating: Bool) -> Result<OwnDirectory, Refusal> {
        if creating, FileSystem.info(path, followingLinks: false) == nil {
            FileIO.makeDirectories(path, mode: 0o700)
        }
        let fd = openDirectory(path)
        guard fd >= 0 else {
            let error = SystemError.last
            if error.isNotFound { return .failure(.missing) }
            if let kind = FileSystem.info(path, followingLinks: false)?.kind, kind != .directory {
                return .failure(.notADirectory(kind))
            }
            return .failure(.system(error))
        }
        guard let info = FileSystem.info(of: fd) else {
            let error = SystemError.last
            _ = close(fd)
            return .failure(.system(error))
        }
        if info.owner != UInt32(geteuid()) {
            _ = close(fd)
            return .failure(.notOwned)
        }
        if info.mode & 0o022 != 0 {
            _ = close(fd)
            return .failure(.writableByOthers)
        }
        return .success(OwnDirectory(path: path, fd: fd))
    }

    /// What is at `name` in the directory, a link not followed; nil when nothing is.
    /// - Complexity: O(1) (one system call).
    public func info(_ name: String) -> FileSystem.Info? {
        var raw = stat()
        guard fstatat(fd, name, &raw, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        return FileSystem.Info(raw)
    }

    /// Opens the regular file `name` for reading: a link (ELOOP), a FIFO, a device or a
    /// directory is refused, without waiting on it.
    /// - Complexity: O(1) (three system calls).
    public func openRegularFile(_ name: String) -> Result<Int32, FileSystem.OpenFailure> {
        let opened = openat(fd, name, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard opened >= 0 else {
            let error = SystemError.last
            if let kind = info(name)?.kind, kind != .regular { return .failure(.notRegular(kind)) }
            return .failure(.system(error))
        }
        guard let info = FileSystem.info(of: opened), info.kind == .regular else {
            let kind = FileSystem.info(of: opened)?.kind ?? .other
            _ = close(opened)
            return .failure(.notRegular(kind))
        }
        _ = fcntl(opened, F_SETFL, fcntl(opened, F_GETFL) & ~O_NONBLOCK)
        return .success(opened)
    }

    /// Opens `name` for appending, making it with `mode` if it is missing and forcing `mode` on
    /// it: a link or anything but a regular file there is refused, never followed or opened.
    /// - Complexity: O(1) (four system calls).
    public func openForAppending(_ name: String, mode: UInt32) -> Result<Int32, FileSystem.OpenFailure> {
        FileSystem.appendingRegularFile(openat(fd, name, FileSystem.appendingFlags, mode_t(mode)), mode: mode) { info(name)?.kind }
    }

    /// Replaces `name` with `bytes` atomically: a new temporary (mode `mode`, made here with
    /// O_EXCL, so never anything already there), renamed over `name`. The rename replaces a
    /// link at `name` itself, never where it leads; a FIFO, device, socket or directory at
    /// `name` is left as it is and the write refused.
    /// - Complexity: O(*n*) in the bytes, plus O(*e*) for the *e* entries looked through for
    ///   temporaries a killed writer left.
    public func replace(_ name: String, with bytes: [UInt8], mode: UInt32 = 0o600) -> Result<Void, FileSystem.OpenFailure> {
        if let kind = info(name)?.kind, kind != .regular, kind != .symbolicLink { return .failure(.notRegular(kind)) }
        removeStaleTemporaries(of: name)
        let temporary = ".\(name).memorize-\(getpid())-\(String(UInt32.random(in: .min ... .max), radix: 16)).tmp"
        let opened = openat(fd, temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(mode))
        guard opened >= 0 else { return .failure(.system(.last)) }
        let written = bytes.withUnsafeBytes { FileIO.writeAll($0, to: opened) }
        guard close(opened) == 0, written, renameat(fd, temporary, fd, name) == 0 else {
            let error = SystemError.last
            _ = unlinkat(fd, temporary, 0)
            return .failure(.system(error))
        }
        return .success(())
    }

    /// Removes `name` (a file or a link, never where it leads).
    @discardableResult
    public func remove(_ name: String) -> Bool {
        unlinkat(fd, name, 0) == 0
    }

    /// The names in the directory (without `.` and `..`).
    /// - Complexity: O(*e*) in its entries.
    public func entries() -> [String] {
        let copy = openat(fd, ".", O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard copy >= 0, let stream = fdopendir(copy) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// Removes temporaries of `name` whose writer is gone (killed during a store).
    private func removeStaleTemporaries(of name: String) {
        let start = ".\(name).memorize-"
        for entry in entries() where entry.hasPrefix(start) && entry.hasSuffix(".tmp") {
            let fields = entry.dropFirst(start.count).dropLast(4).split(separator: "-")
            guard fields.count == 2, let writer = Int32(fields[0]), !FileSystem.processIsAlive(writer) else { continue }
            remove(entry)
        }
    }
}

/// open(2) of a directory, never through a link (the class's own `open` shadows the C call).
private func openDirectory(_ path: String) -> Int32 {
    open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
}
