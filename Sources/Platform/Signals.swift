#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Signal handlers. A handler runs in signal context: it may only do async-signal-safe work, such
/// as an atomic store that the program looks at later.
public enum Signals {
    public typealias Handler = @convention(c) (Int32) -> Void

    public static let interrupt: Int32 = SIGINT
    public static let windowChange: Int32 = SIGWINCH
    public static let terminate: Int32 = SIGTERM

    /// Set when the user pressed Ctrl-C while a command was running in the REPL (whose SIGINT
    /// handler stores it: an atomic store is async-signal-safe); long waits look at it and stop.
    public static let interruptRequested = Atomic<Bool>(false)

    /// Whether Ctrl-C was pressed since the last call; clears it.
    /// - Complexity: O(1)
    public static func takeInterrupt() -> Bool {
        interruptRequested.exchange(false, ordering: .relaxed)
    }

    /// Installs `handler` for `signal` without SA_RESTART, so that a blocking call (poll(2), read(2))
    /// returns EINTR and the program sees the signal at once.
    /// - Complexity: O(1) (one system call).
    public static func handle(_ signal: Int32, with handler: Handler) {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(signal, &action, nil)
        // A blocked signal is inherited across exec: a parent that spawned us from a thread that
        // blocks signals (a Dispatch worker does) would leave Ctrl-C pending for ever.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, signal)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
    }
}
