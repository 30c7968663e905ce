#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform

/// SIGINT while a lock is awaited: noted for the wait to see (an atomic store is async-signal-safe).
private let noteInterrupt: Signals.Handler = { _ in Signals.interruptRequested.store(true, ordering: .relaxed) }

/// The one door every file a session reads or writes goes through (DESIGN.md, "Files through one
/// door"): paths are resolved against one directory (the working directory, or a transcript's
/// scratch directory), `~` comes from `$HOME`, reads are of regular files within a size limit,
/// and writes are atomic (``AtomicFile``). Errors name the file as the user typed it.
///
/// A value: safe to hand to another thread (background loads read through it).
public struct Workspace: Sendable, Equatable {
    /// Where relative paths start; nil for the process's working directory.
    public let directory: String?
    /// `$HOME`, for paths that start with `~/`; nil leaves `~` as it is.
    public let home: String?
    /// Every path must stay inside ``directory`` (a transcript's scratch directory): absolute
    /// paths, `~` and `..` that would leave it are refused.
    public let isConfined: Bool

    public init(directory: String? = nil, home: String? = Environment.value("HOME"), confined: Bool = false) {
        self.directory = directory
        self.home = home
        self.isConfined = confined
    }

    /// Why a file could not be read or written: one line that names it as typed.
    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        /// The whole line: `'art.emojiart': no such file`.
        public let message: String
        /// Why, without the file's name: `no such file`.
        public let reason: String
        public init(_ message: String, reason: String? = nil) {
            self.message = message
            self.reason = reason ?? message
        }
        /// `'PATH': REASON`.
        init(path: String, _ reason: String) {
            self.init("'\(path)': \(reason)", reason: reason)
        }
        public var description: String { message }
    }

    /// `path` as it is opened: `~/…` under ``home``, relative paths under ``directory``; in a
    /// confined workspace, a path that would leave the directory is refused.
    /// - Complexity: O(*n*) in the path's length.
    public func resolve(_ path: String) throws(Failure) -> String {
        if isConfined {
            guard directory != nil else {
                throw Failure(path: path, "this transcript has no scratch directory for files; give it one with '@ files: fresh'")
            }
            guard path.utf8.first != UInt8(ascii: "/"), path.utf8.first != UInt8(ascii: "~") else {
                throw Failure(path: path, "a transcript's files stay in its scratch directory; use a relative path")
            }
            // Components as the kernel sees them, by bytes: split by Characters, a combining mark
            // after '/' would hide the separator ("../\u{301}x" would look like one name).
            var depth = 0
            for component in path.utf8.split(separator: UInt8(ascii: "/")) {
                if component.elementsEqual("..".utf8) { depth -= 1 } else if !component.elementsEqual(".".utf8) { depth += 1 }
                guard depth >= 0 else {
                    throw Failure(path: path, "a transcript's files stay in its scratch directory; '..' would leave it")
                }
            }
        }
        var expanded = path
        if let home, path == "~" || path.hasPrefix("~/") {
            expanded = home + path.dropFirst()
        }
        guard expanded.utf8.first != UInt8(ascii: "/"), let directory else { return expanded }
        let joined = directory.utf8.last == UInt8(ascii: "/") ? directory + expanded : directory + "/" + expanded
        if isConfined { try confine(joined, as: path, in: directory) }
        return joined
    }

    /// Refuses `joined` unless it stays in `directory` once its links are followed: as text a
    /// path can stay inside while a link on the way (a fixture's, or one a transcript made)
    /// leads out.
    /// - Complexity: O(*c* + *l*) system calls for *c* components and *l* links.
    private func confine(_ joined: String, as path: String, in directory: String) throws(Failure) {
        func absolute(_ path: String) -> String {
            path.utf8.first == UInt8(ascii: "/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        }
        guard let box = FileSystem.resolvedPath(absolute(directory)), let target = FileSystem.resolvedPath(absolute(joined)) else {
            throw Failure(path: path, "too many levels of symbolic links (a loop?)")
        }
        guard FileSystem.isWithin(target, box) else {
            throw Failure(path: path, "a transcript's files stay in its scratch directory; a symbolic link on the way leads out of it")
        }
    }

    /// The regular file at `path`, opened for reading (the caller closes it): for a file read as a
    /// stream, of any size. Directories, missing files, FIFOs and devices are refused with a
    /// message naming `path`, and nothing is opened; with `pipes`, a pipe with no name in the file
    /// system is read too (the shell's `<(…)`, which reads like `-`), though a named FIFO never is.
    public func openForReading(_ path: String, pipes: Bool = false) throws(Failure) -> Int32 {
        let resolved = try resolve(path)
        switch pipes ? FileSystem.openInput(resolved) : FileSystem.openRegularFile(resolved) {
        case .success(let opened): return opened
        case .failure(.notRegular(.directory)): throw Failure(path: path, "it is a directory")
        case .failure(.notRegular): throw Failure(path: path, "not a regular file (a FIFO or a device is never opened)")
        case .failure(.system(let error)) where error.isNotFound: throw Failure(path: path, "no such file")
        case .failure(.system(let error)): throw Failure(path: path, "cannot read it: \(error)")
        }
    }

    /// The bytes of the regular file at `path`, if it holds at most `limit` bytes. Directories,
    /// missing files and files over the limit are refused with a message naming `path`.
    /// - Complexity: O(*n*) in the bytes read (at most `limit` + 1).
    public func read(_ path: String, limit: Int) throws(Failure) -> Data {
        let fd = try openForReading(path)
        if let size = FileSystem.info(of: fd)?.size, size > limit {
            FileIO.close(fd)
            throw Failure(path: path, "it is larger than \(limit) bytes")
        }
        defer { FileIO.close(fd) }
        // Read until the end, never past limit + 1 bytes (a file may grow while it is read).
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while data.count <= limit {
            let want = min(chunk.count, limit + 1 - data.count)
            let count: Int
            switch chunk.withUnsafeMutableBytes({ FileIO.read(from: fd, into: UnsafeMutableRawBufferPointer(rebasing: $0[..<want])) }) {
            case .success(let read): count = read
            case .failure(let error): throw Failure(path: path, "cannot read it: \(error)")
            }
            if count == 0 { break }
            data.append(contentsOf: chunk[..<count])
        }
        guard data.count <= limit else { throw Failure(path: path, "it is larger than \(limit) bytes") }
        return data
    }

    /// The names in the directory at `path`, sorted; none when it does not exist.
    /// - Complexity: O(*n* log *n*) in its entries.
    public func contentsOfDirectory(_ path: String) throws(Failure) -> [String] {
        let resolved = try resolve(path)
        switch PathKind(of: resolved) {
        case .missing: return []
        case .file: throw Failure(path: path, "not a directory")
        case .directory: break
        }
        do {
            return try FileManager.default.contentsOfDirectory(atPath: resolved).sorted()
        } catch {
            throw Failure(path: path, "cannot list it: \(error.readableDescription)")
        }
    }

    /// Whether something is at `path`.
    public func exists(_ path: String) -> Bool {
        guard let resolved = try? resolve(path) else { return false }
        return FileManager.default.fileExists(atPath: resolved)
    }

    /// The file at `path` as it is now (kind, size, modification time), to tell later whether
    /// someone else has written it since.
    public func info(_ path: String) -> FileSystem.Info? {
        guard let resolved = try? resolve(path) else { return nil }
        return FileSystem.info(resolved)
    }

    /// Takes the exclusive advisory lock of the file at `path`, waiting for another process that
    /// holds it: wrap a read-modify-write in it, and re-read under it. The lock is a hidden file
    /// beside (`.NAME.lock`, see ``lockName(for:)``), because the file itself is replaced by each
    /// atomic write; it lasts only while held, so no document leaves one behind. The lock file is
    /// memorize's own: a link, a FIFO, a directory, a device or a socket at its path is refused
    /// with an error naming it (and left as it is), never followed or waited on.
    ///
    /// After a second of waiting, `waiting` is told who holds it (the process id, when the
    /// system says); Ctrl-C (SIGINT) while waiting gives up with a failure.
    /// - Complexity: O(1) system calls per try; waits while another process holds the lock.
    public func lock(
        _ path: String, creatingDirectories: Bool = false,
        waiting: (String) -> Void = { FileIO.writeAll("note: \($0.terminalSafe)\n", to: FileIO.standardError) }
    ) throws(Failure) -> Lock {
        let resolved = try resolve(path)
        let target: String
        do { target = try AtomicFile.resolvingLinks(resolved) } catch { throw Failure(path: path, "cannot lock it: \(error.reason)") }
        let (directory, name) = AtomicFile.split(target)
        if creatingDirectories {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw Failure(path: path, "cannot make its directory: \(error.readableDescription)")
            }
        }
        let lockPath = directory + "/" + Self.lockName(for: name)
        // Who may write the file may open its lock (read and write), no one else: one who may
        // only read it could otherwise take the lock and hold off its writers.
        let mode = 0o600 | (FileSystem.info(directory + "/" + name).map { ($0.mode & 0o022) * 3 } ?? 0)
        var said = false
        var replaced = 0
        let started = ContinuousClock.now
        // Ctrl-C is taken over only while someone else holds the lock (rare), not on every save.
        var interrupts: Signals.Disposition?
        defer { interrupts.map(Signals.restore) }
        while true {
            let fd: Int32
            switch FileSystem.openLockFile(lockPath, mode: mode) {
            case .success(let opened): fd = opened
            case .failure(.notRegular(let kind)):
                throw Failure(path: path, "cannot lock it: its lock file '\(lockPath)' is \(Self.lockRefusal(kind)); a lock file is never followed or replaced (remove it if no memorize is running)")
            case .failure(.system(let error)): throw Failure(path: path, "cannot lock it: \(error)")
            }
            switch FileLock.tryLock(fd, .exclusive) {
            case .failure(let error):
                FileIO.close(fd)
                throw Failure(path: path, "cannot lock it: \(error)")
            case .success(true):
                // Held, unless the holder before removed the file meanwhile: then this lock is of
                // a file no one else will open, and the one at the path is taken anew.
                if let held = FileSystem.info(of: fd), let there = FileSystem.info(lockPath, followingLinks: false),
                   held.inode == there.inode, held.device == there.device {
                    return Lock(fd: fd, path: lockPath)
                }
                FileIO.close(fd)
                // Each turn here is another process's release (or something new at the path,
                // which the next open refuses): progress by others, yet bounded all the same.
                replaced += 1
                guard replaced < Self.maximumLockTurns else {
                    throw Failure(path: path, "cannot lock it: its lock file '\(lockPath)' was replaced \(replaced) times while being taken")
                }
            case .success(false):
                let holder = FileSystem.info(of: fd).flatMap { FileLock.holder(inode: $0.inode, device: $0.device) }
                FileIO.close(fd)
                if interrupts == nil {
                    interrupts = Signals.handle(Signals.interrupt, with: noteInterrupt)
                    _ = Signals.takeInterrupt()
                }
                if !said, ContinuousClock.now - started >= .seconds(1) {
                    said = true
                    let who = holder.map { "process \($0)" } ?? "another process"
                    waiting("waiting for '\(path)': \(who) holds its lock (Ctrl-C gives up)")
                }
                if Signals.takeInterrupt() {
                    let who = holder.map { " (held by process \($0))" } ?? ""
                    throw Failure(path: path, "gave up waiting for its lock\(who)")
                }
                _ = FileIO.waitUntilReadable(-1, timeout: 0.05)
            }
        }
    }

    /// How many times in a row a lock may be found released and its file replaced between its
    /// open and its check before the lock is given up: far more than writers ever take turns.
    static let maximumLockTurns = 10_000

    /// What a lock file that is not a regular file is, for the error that refuses it.
    static func lockRefusal(_ kind: FileSystem.Kind) -> String {
        switch kind {
        case .symbolicLink: "a symbolic link"
        case .directory: "a directory"
        case .fifo: "a FIFO"
        case .regular, .other: "not a regular file (a device or a socket)"
        }
    }

    /// The lock file's name for a file named `name`: `.NAME.lock`, or, when that would pass the
    /// 255 bytes a name may have, the start of NAME and a hash of the whole (`.NAME….HASH.lock`),
    /// so that a file whose name is 250–255 bytes long can still be locked.
    /// - Complexity: O(*n*) in the name's length.
    static func lockName(for name: String) -> String {
        let plain = "." + name + ".lock"
        guard plain.utf8.count > AtomicFile.maximumNameBytes else { return plain }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325   // FNV-1a: stable across runs and versions
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return "." + AtomicFile.prefix(of: name, bytes: AtomicFile.maximumNameBytes - 40) + "." + String(hash, radix: 16) + ".lock"
    }

    /// A held lock; released by ``release()`` or when it goes away. Its file is removed on
    /// release, while still held: one waiting on it then sees the file gone and takes a new one.
    public final class Lock {
        private var fd: Int32?
        private let path: String

        init(fd: Int32, path: String) {
            self.fd = fd
            self.path = path
        }

        public func release() {
            guard let fd else { return }
            FileSystem.remove(path)
            FileLock.unlock(fd)
            FileIO.close(fd)
            self.fd = nil
        }

        deinit { release() }
    }

    /// Writes `data` to `path` atomically: on any error the file is as it was. With
    /// `creatingDirectories`, missing directories on the way are made first (a first save of
    /// the user's palettes).
    /// - Complexity: O(*n*) in the bytes written.
    public func write(_ data: Data, to path: String, creatingDirectories: Bool = false) throws(Failure) {
        let resolved = try resolve(path)
        if creatingDirectories {
            let directory = AtomicFile.split(resolved).directory
            if !directory.isEmpty {
                do {
                    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
                } catch {
                    throw Failure("cannot write '\(path)': \(error.readableDescription)")
                }
            }
        }
        do {
            try AtomicFile.write(data, to: resolved)
        } catch {
            throw Failure(error.description.replacing(resolved, with: path))
        }
    }

    public func write(_ text: String, to path: String) throws(Failure) {
        try write(Data(text.utf8), to: path)
    }
}
