#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#endif
import Platform

/// Writes a user's file atomically: the bytes go to a temporary file beside it, which is then
/// renamed over it, so a crash or a full disk never leaves half a file.
///
/// The file keeps what made it the user's: a symbolic link is written through to its target (the
/// link stays a link), and an existing file keeps its mode, owner and group (and its setuid and
/// setgid bits where the owner and group stay its own). The temporary is created (O_EXCL, never
/// through a link) with no more permission than the final file has, and is synced before the
/// rename. A rename makes a new file: one with other hard links stops sharing them (the other
/// names keep the old bytes, whole). Temporary names fit
/// in 255 bytes however long the file's name is, and carry the writer's process id, so that the
/// next write removes those a killed process left behind (and never one still being written).
public enum AtomicFile {
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// The longest file name Linux file systems take, in bytes.
    static let maximumNameBytes = 255
    /// How many links are followed before giving up (as the kernel's ELOOP).
    static let maximumLinks = 40
    /// Bytes of a temporary's name kept for its dot and its suffix (`.memorize-PID-RANDOM.tmp`).
    static let reservedNameBytes = 40

    /// - Complexity: O(*n*) in the bytes written, plus O(*e*) for the *e* entries of the
    ///   directory looked through for stale temporaries.
    public static func write(_ data: Data, to path: String) throws(WriteError) {
        let target: String
        do { target = try resolvingLinks(path) } catch { throw WriteError(description: "cannot write '\(path)': \(error.reason)") }
        // Only a regular file (or a new name) is replaced: a rename over a FIFO, a device or a
        // socket would swap the node itself (run as root, `/dev/null` would become a file).
        let existing = FileSystem.info(target, followingLinks: false)
        if let existing, existing.kind != .regular {
            throw WriteError(description: "cannot write '\(path)': \(refusal(of: existing.kind))")
        }
        let (directory, name) = split(target)
        removeStaleTemporaries(in: directory, of: name)
        let temporary = directory + "/" + temporaryName(for: name, process: FileSystem.processID)
        func failure(_ error: SystemError) -> WriteError {
            WriteError(description: "cannot write '\(path)': \(describe(error))")
        }
        // Made with only the owner's bits of the file it replaces (a new file: 0666 less the
        // umask, as it will stay): until its owner and group are the file's, no one else may
        // read it, so a save killed midway never leaves a private file readable by others.
        let fd: Int32
        switch FileIO.createExclusively(temporary, mode: existing.map { $0.mode & 0o700 } ?? 0o666) {
        case .success(let opened): fd = opened
        case .failure(let error): throw failure(error)
        }
        var result = data.withUnsafeBytes { FileIO.writeAndSync($0, to: fd) }
        if case .success = result, let existing { FileSystem.adoptIdentity(of: existing, on: fd) }
        let closed = FileIO.closeChecked(fd)
        if case .success = result { result = closed }
        if case .success = result {
            do throws(SystemError) { try FileIO.rename(temporary, to: target) } catch { result = .failure(error) }
        }
        if case .failure(let error) = result {
            FileSystem.remove(temporary)
            throw failure(error)
        }
    }

    /// A failed call's reason in the words Foundation's file writes use (as every other error
    /// about a file reads): "The operation could not be completed. The file doesn’t exist."
    static func describe(_ error: SystemError) -> String {
        let code: CocoaError.Code? = switch error.code {
        case ENOENT: .fileNoSuchFile
        case EACCES, EPERM: .fileWriteNoPermission
        case ENOSPC, EDQUOT: .fileWriteOutOfSpace
        case EROFS: .fileWriteVolumeReadOnly
        case ENAMETOOLONG: .fileWriteInvalidFileName
        default: nil
        }
        return code.map { CocoaError($0).readableDescription } ?? POSIXError(POSIXErrorCode(rawValue: error.code) ?? .EIO).readableDescription
    }

    public static func write(_ text: String, to path: String) throws(WriteError) {
        try write(Data(text.utf8), to: path)
    }

    /// Why something that is not a regular file is left as it is.
    static func refusal(of kind: FileSystem.Kind) -> String {
        switch kind {
        case .directory: "it is a directory"
        case .symbolicLink: "too many levels of symbolic links (a loop?)"
        case .regular, .fifo, .other: "not a regular file (a FIFO, a device or a socket is never replaced)"
        }
    }

    /// Why a link on the way to a file is not followed.
    public struct LinkRefusal: Error, Sendable {
        public let reason: String
    }

    /// The file a write of `path` replaces: the end of its chain of symbolic links. A link is
    /// followed as the kernel follows one for a shell's `>` (its `protected_symlinks` rule, here
    /// whatever the system's setting): in a sticky directory anyone may write to (`/tmp`), only
    /// a link of the writer's own or of the directory's owner, never one someone else planted
    /// there to send the write to a file of the writer's.
    /// - Complexity: O(*l*) for *l* links (at most ``maximumLinks``).
    static func resolvingLinks(_ path: String) throws(LinkRefusal) -> String {
        var current = path
        for _ in 0..<maximumLinks {
            guard let link = FileSystem.info(current, followingLinks: false), link.kind == .symbolicLink,
                  let destination = FileSystem.linkTarget(current) else { return current }
            let directory = split(current).directory
            if let shared = FileSystem.info(directory), shared.mode & 0o1002 == 0o1002,
               link.owner != FileSystem.effectiveUserID, link.owner != shared.owner {
                throw LinkRefusal(reason: "it is a symbolic link another user made in a shared directory (sticky, writable by all), which is never followed")
            }
            current = destination.utf8.first == UInt8(ascii: "/") ? destination : directory + "/" + destination
        }
        return current
    }

    /// The directory and the name, split at the last '/' byte (a combining mark after a '/' makes
    /// it part of one Character, so Characters would miss it; the kernel never does).
    public static func split(_ path: String) -> (directory: String, name: String) {
        let bytes = Array(path.utf8)
        guard let slash = bytes.lastIndex(of: UInt8(ascii: "/")) else { return (".", path) }
        let directory = String(decoding: bytes[..<slash], as: UTF8.self)
        return (directory.isEmpty ? "/" : directory, String(decoding: bytes[(slash + 1)...], as: UTF8.self))
    }

    /// `.NAME.memorize-PID-RANDOM.tmp`, with NAME cut (on a character boundary) so that the whole
    /// fits in ``maximumNameBytes``.
    static func temporaryName(for name: String, process: Int32) -> String {
        let suffix = ".memorize-\(process)-\(String(UInt32.random(in: .min ... .max), radix: 16)).tmp"
        return "." + prefix(of: name, bytes: maximumNameBytes - reservedNameBytes) + suffix
    }

    /// The longest start of `name` that is at most `bytes` long in UTF-8, ending on a whole character.
    static func prefix(of name: String, bytes: Int) -> String {
        var count = 0
        var result = ""
        for character in name {
            count += character.utf8.count
            guard count <= bytes else { break }
            result.append(character)
        }
        return result
    }

    /// Removes temporaries of `name` left by processes that are gone (a kill during a save).
    static func removeStaleTemporaries(in directory: String, of name: String) {
        let start = "." + prefix(of: name, bytes: maximumNameBytes - reservedNameBytes) + "."
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for entry in entries where entry.hasSuffix(".tmp") && entry.contains(".memorize-") {
            guard let process = writer(of: entry, startingWith: start), !FileSystem.processIsAlive(process) else { continue }
            FileSystem.remove(directory + "/" + entry)
        }
    }

    /// The process id in a temporary's name, if it is a temporary of the file whose names start so.
    static func writer(of entry: String, startingWith start: String) -> Int32? {
        guard entry.hasPrefix(start), let marker = entry.ranges(of: ".memorize-").last else { return nil }
        let fields = entry[marker.upperBound...].split(separator: "-")
        guard fields.count == 2, fields[1].hasSuffix(".tmp") else { return nil }
        return Int32(fields[0])
    }
}
