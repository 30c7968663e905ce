import REPL
import LiveScreens

/// Turns what a real terminal sent a screen (decoded ``InputEvent``s) into the `~` steps a
/// transcript writes: a key is a `press`, a paste a `paste`, a notch of the wheel a `wheel`, and
/// the mouse's press, motion and release become one `click` (released where it was pressed,
/// with no motion) or one `drag A to B` (left button; another button's drag is a click where it
/// was pressed). A gesture is a step only once its button is released.
struct StepAssembler {
    /// The button held, where it went down, and whether it moved since.
    private var held: (button: MouseEvent.Button, at: ScreenStep.Point, moved: Bool)?

    /// A gesture is under way: its step comes with the release.
    var isHolding: Bool { held != nil }

    /// The step `event` completes, if any.
    /// - Complexity: O(1).
    mutating func step(for event: InputEvent) -> ScreenStep? {
        switch event {
        case .key(.unknown):
            return nil   // a key no screen knows (a function key): not worth a step, never misread
        case .key(let key):
            return .press([key])
        case .paste(let text):
            return text.isEmpty ? nil : .paste(text)
        case .mouse(let mouse):
            let point = ScreenStep.Point(min(max(mouse.x, 1), 1000), min(max(mouse.y, 1), 1000))
            switch mouse.kind {
            case .press(let button):
                held = (button, point, false)   // a second button pressed meanwhile starts over
                return nil
            case .drag:
                if held != nil, point != held?.at { held?.moved = true }
                return nil
            case .move:
                return nil
            case .release:
                guard let gesture = held else { return nil }
                held = nil
                if gesture.button == .left, gesture.moved || point != gesture.at {
                    return .drag(from: gesture.at, to: point, place: nil)
                }
                return .click(gesture.at, button: gesture.button, count: 1, place: nil)
            case .wheel(let up):
                return .wheel(up: up, notches: 1, at: point, place: nil)
            }
        }
    }
}

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

    /// The transcript's lines: `~ STEP`, and `| ROW` for each snapshot row.
    var lines: [String] {
        entries.flatMap { entry -> [String] in
            switch entry {
            case .step(let step): ["~ " + step.text]
            case .rows(let rows): rows.map { Reply.Line.out($0).transcriptText }
            }
        }
    }

    private static func merge(_ last: ScreenStep, _ next: ScreenStep) -> ScreenStep? {
        switch (last, next) {
        case (.press(let keys), .press(let more)) where keys.count + more.count <= ScreenStep.mostRepeats:
            return .press(keys + more)
        case (.click(let at, .left, 1, nil), .click(let again, .left, 1, nil)) where at == again:
            return .click(at, button: .left, count: 2, place: nil)
        case (.wheel(let up, let notches, let at, nil), .wheel(let same, let more, let again, nil))
            where up == same && at == again && notches + more <= ScreenStep.mostRepeats:
            return .wheel(up: up, notches: notches + more, at: at, place: nil)
        default:
            return nil
        }
    }
}
