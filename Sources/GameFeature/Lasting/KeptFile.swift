#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Storage

/// The files a game leaves behind (the game in progress, the score book): JSON with sorted keys,
/// read as a regular file within a size limit and written atomically, through the workspace's
/// one door. Each caller words the errors for its own file.
enum KeptFile {
    /// Why a kept file could not be read or written.
    enum Failure: Error {
        /// The file itself: missing permissions, not a regular file, too large, a failed write.
        case file(Workspace.Failure)
        /// It is there but is not what was written (the decoder's reason).
        case damaged(String)
        /// The value could not be encoded (the encoder's reason).
        case unencodable(String)
    }

    /// The value in the file at `path`, or nil when there is no file.
    /// - Complexity: O(*n*) in the file's bytes (at most `limit`).
    static func read<Value: Decodable>(_ type: Value.Type, at path: String, in workspace: Workspace, limit: Int) throws(Failure) -> Value? {
        guard workspace.exists(path) else { return nil }
        let data: Data
        do { data = try workspace.read(path, limit: limit) } catch { throw .file(error) }
        do { return try JSONDecoder().decode(Value.self, from: data) } catch { throw .damaged(error.readableDescription) }
    }

    /// Writes `value` atomically to `path`, making its directory if need be.
    /// - Complexity: O(*n*) in the encoded bytes.
    static func write<Value: Encodable>(_ value: Value, to path: String, in workspace: Workspace) throws(Failure) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do { data = try encoder.encode(value) } catch { throw .unencodable(error.readableDescription) }
        do { try workspace.write(data, to: path, creatingDirectories: true) } catch { throw .file(error) }
    }
}
