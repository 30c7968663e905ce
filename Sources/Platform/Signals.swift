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
    public static let hangUp: Int32 = SIGHUP
    /// Ctrl-\'s signal: a terminal sends it, like Ctrl-C's, to its whole foreground process group.
    public static let quit: Int32 = SIGQUIT
    /// The signals that end a process from outside by default and that a process may answer:
    /// what a terminal sends its foreground process group (Ctrl-C, Ctrl-\, hang-up) and `kill`'s
    /// default. A process that started others ends them on each.
    public static let endings: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// Ctrl-Z's signal (a screen in raw mode gets the key instead, and stops itself the same way).
    public static let stop: Int32 = SIGTSTP
    /// The shell's `fg` (or `bg`): the process goes on after a stop.
    public static let resume: Int32 = SIGCONT

    /// A signal's disposition as it was before a handler replaced it, to be put back.
    public struct Disposition {
        fileprivate var action: sigaction
        fileprivate let signal: Int32
    }

    /// Set when the user pressed Ctrl-C while a command was running in the REPL (whose SIGINT
    /// handler stores it: an atomic store is async-signal-safe); long waits look at it and stop.
    public static let interruptRequested = Atomic<Bool>(false)

    /// Whether Ctrl-C was pressed since the last call; clears it.
    /// - Complexity: O(1)
    public static func takeInterrupt() -> Bool {
        interruptRequested.exchange(false, ordering: .relaxed)
    }

    /// Installs `handler` for `signal` without SA_RESTART, so that a blocking call (poll(2), read(2))
    /// returns EINTR and the program sees the signal at once. The signal is unblocked on the
    /// calling thread: a process started with it blocked (as some launchers do) would otherwise
    /// never see it.
    /// - Returns: the disposition it replaced, for ``restore(_:)``.
    /// - Complexity: O(1) (two system calls).
    @discardableResult
    public static func handle(_ signal: Int32, with handler: Handler) -> Disposition {
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, signal)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = handler
        #else
        action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        var previous = sigaction()
        sigaction(signal, &action, &previous)
        return Disposition(action: previous, signal: signal)
    }

    /// Puts back a disposition that ``handle(_:with:)`` replaced.
    /// - Complexity: O(1) (one system call).
    public static func restore(_ disposition: Disposition) {
        var action = disposition.action
        sigaction(disposition.signal, &action, nil)
    }

    // MARK: - Signals noted for later

    /// Signals that arrived and were noted by ``note(_:)``'s handler, one bit per signal number.
    private static let pending = Atomic<UInt64>(0)

    /// Handles `signal` by noting it (an atomic or: async-signal-safe); ``takePending()`` reads
    /// the notes. Interrupts poll(2) and read(2) (see ``handle(_:with:)``).
    /// - Returns: the disposition it replaced.
    @discardableResult
    public static func note(_ signal: Int32) -> Disposition {
        handle(signal, with: noteSignal)
    }

    /// The signals noted since the last call, lowest number first, and forgets them.
    /// - Complexity: O(1) (one atomic exchange; at most 64 signals).
    public static func takePending() -> [Int32] {
        let bits = pending.exchange(0, ordering: .acquiringAndReleasing)
        return (1..<64).compactMap { bits & (1 << UInt64($0)) != 0 ? Int32($0) : nil }
    }

    fileprivate static func record(_ signal: Int32) {
        guard signal > 0, signal < 64 else { return }
        pending.bitwiseOr(1 << UInt64(signal), ordering: .acquiringAndReleasing)
    }

    /// Blocks the calling thread until a signal's handler ends the process (a test's stand-in
    /// for work that never finishes).
    public static func waitForever() -> Never {
        while true { pause() }
    }

    /// Stops the process as Ctrl-Z would (SIGTSTP with its default action) and returns once it is
    /// continued (`fg`); whatever handled SIGTSTP before is put back then. In an orphaned process
    /// group the system discards the stop, and this returns at once.
    /// - Complexity: O(1) (a few system calls), plus however long the process stays stopped.
    public static func stopUntilContinued() {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = SIG_DFL
        #else
        action.__sigaction_u.__sa_handler = SIG_DFL
        #endif
        sigemptyset(&action.sa_mask)
        var previous = sigaction()
        sigaction(SIGTSTP, &action, &previous)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGTSTP)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        raise(SIGTSTP)
        sigaction(SIGTSTP, &previous, nil)
    }

    /// Ends the process by `signal` with its default action (after the program has put things
    /// back), so that the parent sees the status a signal gives, as `less` and `vi` do.
    /// - Complexity: O(1)
    public static func dieByDefault(of signal: Int32) -> Never {
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = SIG_DFL
        #else
        action.__sigaction_u.__sa_handler = SIG_DFL
        #endif
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, signal)
        sigprocmask(SIG_UNBLOCK, &unblock, nil)
        raise(signal)
        exit(128 + signal)   // for a signal whose default is to be ignored
    }
}

private let noteSignal: @convention(c) (Int32) -> Void = { signal in
    Signals.record(signal)
}
