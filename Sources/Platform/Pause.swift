#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Sleeping the calling thread, for code that waits on other processes rather than on a clock
/// it owns (a runner giving its workers a moment to end what they started).
public enum Pause {
    /// Sleeps `seconds` (interrupted early by a signal, which is fine for a grace period).
    /// - Complexity: O(1) (one system call).
    public static func seconds(_ seconds: Double) {
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
        _ = nanosleep(&request, nil)
    }
}
