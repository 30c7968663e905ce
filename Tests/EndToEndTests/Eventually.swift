import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Whether `condition` comes to hold within `seconds`, looked at every 20 ms: how a test waits
/// for another process to get somewhere. The deadline only keeps a failing test from hanging;
/// no test asserts how long anything takes.
func eventually(within seconds: Double = 20, _ condition: () -> Bool) -> Bool {
    let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
    while !condition() {
        guard ContinuousClock.now < deadline else { return false }
        usleep(20_000)
    }
    return true
}

/// The wait status of child `pid` once it has ended (reaped), or nil if it has not within
/// `seconds`.
func exitStatus(of pid: pid_t, within seconds: Double = 20) -> Int32? {
    var status: Int32 = 0
    return eventually(within: seconds) { waitpid(pid, &status, WNOHANG) == pid } ? status : nil
}
