#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform

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

    /// The bytes of the regular file at `path`, if it holds at most `limit` bytes. Directories,
    /// missing files and files over the limit are refused with a message naming `path`.
    /// - Complexity: O(*n*) in the bytes read (at most `limit` + 1).
    public func read(_ path: String, limit: Int) throws(Failure) -> Data {
        let resolved = try resolve(path)
        let fd: Int32
        switch FileSystem.openRegularFile(resolved) {
        case .success(let opened): fd = opened
        case .failure(.notRegular(.directory)): throw Failure(path: path, "it is a directory")
        case .failure(.notRegular): throw Failure(path: path, "not a regular file (a FIFO or a device is never opened)")
        case .failure(.system(let error)) where error.isNotFound: throw Failure(path: path, "no such file")
        case .failure(.system(let error)): throw Failure(path: path, "cannot read it: \(error)")
        }
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
    /// beside (`.NAME.lock`), because the file itself is replaced by each atomic write.
    /// - Complexity: O(1) system calls; blocks while another process holds the lock.
    public func lock(_ path: String, creatingDirectories: Bool = false) throws(Failure) -> Lock {
        let resolved = try resolve(path)
        let (directory, name) = AtomicFile.split(AtomicFile.resolvingLinks(resolved))
        if creatingDirectories {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                throw Failure(path: path, "cannot make its directory: \(error.readableDescription)")
            }
        }
        let fd: Int32
        switch FileSystem.openLockFile(directory + "/." + name + ".lock") {
        case .success(let opened): fd = opened
        case .failure(let error): throw Failure(path: path, "cannot lock it: \(error)")
        }
        if case .failure(let error) = FileLock.lock(fd, .exclusive) {
            FileIO.close(fd)
            throw Failure(path: path, "cannot lock it: \(error)")
        }
        return Lock(fd: fd)
    }

    /// A held lock; released by ``release()`` or when it goes away.
    public final class Lock {
        private var fd: Int32?

        init(fd: Int32) { self.fd = fd }

        public func release() {
            guard let fd else { return }
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
