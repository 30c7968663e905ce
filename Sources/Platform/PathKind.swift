#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What is at a path, following symbolic links as `FileManager.fileExists(atPath:isDirectory:)`
/// does, whose `ObjCBool` argument is full Foundation's on Linux and Darwin's own elsewhere.
public enum PathKind: Sendable, Equatable {
    case missing
    case directory
    /// Anything else: a regular file, a device, a pipe.
    case file

    /// - Complexity: one `stat` call.
    public init(of path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else {
            self = .missing
            return
        }
        self = status.st_mode & S_IFMT == S_IFDIR ? .directory : .file
    }
}
