import Synchronization

/// What of the interface this process exercised, while `memorize test --coverage` records it: the
/// rows (see ``CoverageRow``) that the parser, the interpreter and the screens' key tables saw.
///
/// Off unless ``start()`` was called, and then the only cost at each place that records is one
/// relaxed atomic load: the names are made only when recording (their argument is an autoclosure),
/// so the transcript replay path pays nothing measurable for the feature when it is off.
public enum CoverageRecorder {
    /// Whether rows are being recorded.
    /// - Complexity: O(1), one relaxed atomic load.
    @inline(__always)
    public static var isRecording: Bool { recording.load(ordering: .relaxed) }

    /// Starts recording (idempotent).
    public static func start() {
        recording.store(true, ordering: .relaxed)
    }

    /// Notes that `row` was exercised, when recording.
    /// - Complexity: O(1) when off; an amortized O(1) set insertion under a lock when on.
    @inline(__always)
    public static func record(_ kind: CoverageRow.Kind, _ name: @autoclosure () -> String) {
        guard isRecording else { return }
        let row = CoverageRow(kind, name())
        recorded.withLock { _ = $0.insert(row) }
    }

    /// The rows recorded since the last call, which starts a new set.
    /// - Complexity: O(1) (the set is moved out, not copied).
    public static func take() -> Set<CoverageRow> {
        recorded.withLock { rows in
            let taken = rows
            rows = []
            return taken
        }
    }
}

private let recording = Atomic<Bool>(false)
private let recorded = Mutex<Set<CoverageRow>>([])
