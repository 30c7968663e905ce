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

    /// Sets `name` for this process and the children it starts from now on (setenv(3)).
    /// Call it before other threads read the environment.
    public static func set(_ name: String, to value: String) {
        setenv(name, value, 1)
    }
}

extension ProcessExit {
    /// Runs `handler` when the process ends by exit(3) (atexit(3)); not after a signal or _exit.
    public static func atExit(_ handler: @convention(c) () -> Void) {
        atexit(handler)
    }
}
