#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a user's file atomically: the bytes go to a temporary file beside it, which is then
/// renamed over it, so a crash or a full disk never leaves half a file.
public enum AtomicFile {
    public struct WriteError: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    /// - Complexity: O(*n*) in the bytes written.
    public static func write(_ data: Data, to path: String) throws(WriteError) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        // The replaced file's permission bits carry over to the new one.
        var existing = stat()
        let mode = lstat(path, &existing) == 0 ? existing.st_mode & 0o7777 : nil
        do {
            try data.write(to: temporary, options: [.withoutOverwriting])
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(description: "cannot write '\(path)': \(error.readableDescription)")
        }
        guard mode.map({ chmod(temporary.path, $0) == 0 }) ?? true, rename(temporary.path, path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(description: "cannot write '\(path)': \(reason)")
        }
    }

    public static func write(_ text: String, to path: String) throws(WriteError) {
        try write(Data(text.utf8), to: path)
    }
}
