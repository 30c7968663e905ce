#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One variable of the process's environment, without building a dictionary of all of them
/// (which every session's Workspace would otherwise do for `$HOME`).
public enum Environment {
    /// - Complexity: O(*n*) in the environment's size (getenv(3)).
    public static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
