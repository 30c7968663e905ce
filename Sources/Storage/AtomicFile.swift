import Foundation
import Platform

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
        let mode = (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.int16Value
        do {
            try data.write(to: temporary, options: [.withoutOverwriting])
            if let mode {
                try FileManager.default.setAttributes([.posixPermissions: NSNumber(value: mode)], ofItemAtPath: temporary.path)
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(description: "cannot write '\(path)': \(error.localizedDescription)")
        }
        do throws(SystemError) {
            try FileIO.rename(temporary.path, to: path)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw WriteError(description: "cannot write '\(path)': \(error)")
        }
    }

    public static func write(_ text: String, to path: String) throws(WriteError) {
        try write(Data(text.utf8), to: path)
    }
}
