import Synchronization

/// Where a game gets the time from. Injected, so that transcripts and tests control it.
///
/// Times are seconds on a monotonic scale with an arbitrary origin; only differences matter.
public protocol GameClock: Sendable {
    var now: Double { get }
}

/// The real, monotonic time of this process.
public struct SystemClock: GameClock {
    private let origin = ContinuousClock.now

    public init() {}

    public var now: Double {
        let elapsed = ContinuousClock.now - origin
        let (seconds, attoseconds) = elapsed.components
        return Double(seconds) + Double(attoseconds) * 1e-18
    }
}

/// A clock that moves only when told to. Transcripts, batch runs and simulations use it, so that
/// bonus time, and hence the score, is the same on every run.
public final class ManualClock: GameClock {
    private let time: Mutex<Double>

    public init(now: Double = 0) {
        time = Mutex(now)
    }

    public var now: Double { time.withLock { $0 } }

    /// Moves time forward. Negative or non-finite amounts are ignored: time never runs backwards.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        time.withLock { $0 += seconds }
    }

    /// Moves time forward to `time` exactly (a recording sets the clock to the very sum a
    /// replayed `~ wait` gives); an earlier time is ignored.
    public func advance(to time: Double) {
        guard time.isFinite else { return }
        self.time.withLock { $0 = max($0, time) }
    }
}
