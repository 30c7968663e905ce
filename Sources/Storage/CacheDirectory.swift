#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform

/// memorize's own cache directory (`$XDG_CACHE_HOME/memorize`): what it holds can always be made
/// again, so anything wrong with it only means a miss, never an error and never a write
/// anywhere else.
///
/// - The directory is made 0700, and used only if it is a real directory of this user's that no
///   one else may write (``OwnDirectory``): a link in its place, or another user's directory,
///   means no cache at all.
/// - Every file in it is reached relative to the directory and never through a link: a link at
///   a cache file is not read, and a store replaces the link itself, wherever it pointed.
/// - A file carries its key and a checksum of its bytes: a file copied over another key's (the
///   French names over the German), cut short or damaged reads as a miss, and the next store
///   writes it right.
public struct CacheDirectory: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// The first line of every cache file, with the framing's version.
    static let magic = Array("memorize cache 1\n".utf8)

    /// The bytes stored under `key`, if a file for it is there, is a regular file of at most
    /// `limit` bytes, and holds `key` and bytes that match its checksum.
    /// - Complexity: O(*n*) in the file's bytes.
    public func load(_ key: String, limit: Int) -> [UInt8]? {
        guard Self.isKey(key), case .success(let directory) = OwnDirectory.open(path, creating: false),
              case .success(let fd) = directory.openRegularFile(key) else { return nil }
        defer { FileIO.close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while bytes.count <= limit {
            guard case .success(let count) = chunk.withUnsafeMutableBytes({ FileIO.read(from: fd, into: $0) }) else { return nil }
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        guard bytes.count <= limit else { return nil }
        return Self.unframe(bytes, key: key)
    }

    /// Keeps `bytes` under `key` (mode 0600), replacing what was there; best effort: a failure
    /// leaves a miss for next time.
    /// - Complexity: O(*n*) in the bytes.
    public func store(_ key: String, _ bytes: [UInt8]) {
        guard Self.isKey(key), case .success(let directory) = OwnDirectory.open(path, creating: true) else { return }
        _ = directory.replace(key, with: Self.frame(bytes, key: key), mode: 0o600)
    }

    /// A key is one plain file name: letters, digits, `-`, `_` and `.`, not starting with a dot
    /// (the temporaries' names), at most 100 bytes.
    static func isKey(_ key: String) -> Bool {
        !key.isEmpty && key.utf8.count <= 100 && key.utf8.first != UInt8(ascii: ".") && key.utf8.allSatisfy { byte in
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."): true
            default: false
            }
        }
    }

    /// `memorize cache 1`, the key, the checksum (16 hex digits), each on a line; then the bytes.
    /// - Complexity: O(*n*) in the bytes.
    static func frame(_ bytes: [UInt8], key: String) -> [UInt8] {
        Self.magic + Array("\(key)\n\(checksum(bytes, key: key))\n".utf8) + bytes
    }

    /// The bytes in `file` if it is framed for `key` and they match its checksum; else nil.
    /// - Complexity: O(*n*) in the bytes.
    static func unframe(_ file: [UInt8], key: String) -> [UInt8]? {
        let header = Self.magic + Array("\(key)\n".utf8)
        let start = header.count + 17
        guard file.count >= start, file.starts(with: header), file[start - 1] == UInt8(ascii: "\n") else { return nil }
        let payload = Array(file[start...])
        guard file[header.count..<(start - 1)].elementsEqual(checksum(payload, key: key).utf8) else { return nil }
        return payload
    }

    /// A 64-bit hash of the key and the bytes (eight bytes a step), as 16 hex digits: catches a
    /// file cut short, damaged or written for another key; not a defence against an adversary,
    /// who could not write into the directory anyway.
    /// - Complexity: O(*n*) in the bytes.
    static func checksum(_ bytes: [UInt8], key: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ word: UInt64) {
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
        }
        for source in [Array(key.utf8), bytes] {
            source.withUnsafeBytes { raw in
                var i = 0
                while i + 8 <= raw.count {
                    mix(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                    i += 8
                }
                var tail: UInt64 = 0
                for (shift, byte) in raw[i...].enumerated() { tail |= UInt64(byte) << (8 * shift) }
                mix(tail)
            }
            mix(UInt64(source.count))
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
