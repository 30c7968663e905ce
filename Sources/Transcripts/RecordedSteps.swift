import REPL

/// The steps of one recorded screen, as the transcript will hold them: steps, and the rows of
/// each snapshot. Consecutive steps of one kind that replay alike as one are written as one —
/// keys as one `press`, two clicks on a cell as a `double click`, notches on a cell as one
/// `wheel` — and time passing is one `wait` between them (nothing for no time).
struct RecordedSteps {
    enum Entry: Equatable {
        case step(ScreenStep)
        case rows([String])
    }

    private(set) var entries: [Entry] = []
    /// What a snapshot's rows must not keep (`record --redact`): written as `[..]`, which a
    /// snapshot row matches on replay as an output line does.
    var redaction: Redaction?
    /// Tenths of a second passed since the last step, not written yet.
    private(set) var pendingTenths = 0

    /// The quantum of recorded time: a tenth of a second.
    static let tenth = 0.1
    /// The most one `wait` step holds, in tenths (what ``ScreenStep`` reads back).
    static let longestWaitTenths = Int(ScreenStep.longestWait * 10)

    /// The seconds `tenths` make, as the `wait` step that holds them reads back: the same
    /// `Double` either way, so the recorded and the replayed clock agree to the bit.
    static func seconds(tenths: Int) -> Double { Double(tenths) / 10 }

    /// Time passes: `tenths` more, to be written before the next step.
    mutating func wait(tenths: Int) {
        pendingTenths += max(tenths, 0)
    }

    /// Writes the time passed as one `wait` step (nothing when none passed).
    /// - Returns: the seconds written.
    @discardableResult
    mutating func flushWait() -> Double {
        guard pendingTenths > 0 else { return 0 }
        let seconds = Self.seconds(tenths: pendingTenths)
        entries.append(.step(.wait(seconds: seconds)))
        pendingTenths = 0
        return seconds
    }

    /// Appends `step` after any time passed, merged into the step before it when the two replay
    /// alike as one.
    /// - Returns: whether it began a new step (false: merged).
    /// - Complexity: O(*k*) in the keys of a merged `press`.
    @discardableResult
    mutating func append(_ step: ScreenStep) -> Bool {
        flushWait()
        if case .step(let last)? = entries.last, let merged = Self.merge(last, step) {
            entries[entries.count - 1] = .step(merged)
            return false
        }
        entries.append(.step(step))
        return true
    }

    /// A snapshot here, with what the screen showed.
    mutating func snapshot(_ rows: [String]) {
        flushWait()
        entries.append(.step(.snapshot(colors: false)))
        entries.append(.rows(rows))
    }

    /// A snapshot inserted before the entry at `index` (the step that left the screen).
    mutating func snapshot(_ rows: [String], before index: Int) {
        let at = min(max(index, 0), entries.count)
        entries.insert(contentsOf: [.step(.snapshot(colors: false)), .rows(rows)], at: at)
    }

    /// The transcript's lines: `~ STEP`, and `| ROW` for each snapshot row (redacted rows as
    /// glob lines).
    var lines: [String] {
        entries.flatMap { entry -> [String] in
            switch entry {
            case .step(let step): ["~ " + step.text]
            case .rows(let rows):
                rows.map { row in
                    redaction?.apply(row).map { Transcript.Expected.stdout($0, .glob).text } ?? Reply.Line.out(row).transcriptText
                }
            }
        }
    }

    private static func merge(_ last: ScreenStep, _ next: ScreenStep) -> ScreenStep? {
        switch (last, next) {
        case (.press(let keys), .press(let more)) where keys.count + more.count <= ScreenStep.mostRepeats:
            return .press(keys + more)
        case (.click(let at, .left, 1, nil), .click(let again, .left, 1, nil)) where at == again:
            return .click(at, button: .left, count: 2, place: nil)
        case (.wheel(let up, let notches, let at, nil, let modifiers), .wheel(let same, let more, let again, nil, let held))
            where up == same && at == again && modifiers == held && notches + more <= ScreenStep.mostRepeats:
            return .wheel(up: up, notches: notches + more, at: at, place: nil, modifiers: modifiers)
        default:
            return nil
        }
    }
}
