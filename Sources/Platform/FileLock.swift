#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory whole-file lock (flock(2)) around a read-modify-write of a file that two
/// processes may share, such as the palettes file. Advisory: it only keeps out those that lock too.
public enum FileLock {
    public enum Kind: Sendable { case shared, exclusive }

    /// Waits for the lock on the open file `fd`, retrying interruptions.
    /// - Complexity: O(1) system calls; blocks while another process holds a conflicting lock.
    public static func lock(_ fd: Int32, _ kind: Kind) -> Result<Void, SystemError> {
        while true {
            if flock(fd, kind == .shared ? LOCK_SH : LOCK_EX) == 0 { return .success(()) }
            if errno != EINTR { return .failure(.last) }
        }
    }

    /// Takes the lock only if no one else holds a conflicting one; false if someone does.
    /// - Complexity: O(1) (one system call).
    public static func tryLock(_ fd: Int32, _ kind: Kind) -> Result<Bool, SystemError> {
        if flock(fd, (kind == .shared ? LOCK_SH : LOCK_EX) | LOCK_NB) == 0 { return .success(true) }
        return errno == EWOULDBLOCK ? .success(false) : .failure(.last)
    }

    /// - Complexity: O(1) (one system call).
    public static func unlock(_ fd: Int32) {
        _ = flock(fd, LOCK_UN)
    }
}
