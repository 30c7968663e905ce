import Game
import LiveScreens
import Platform
import REPL

/// The terminal of a transcript's screens: when a command opens a screen, it runs on a scripted
/// device fed by the `~` steps under the input line, on the session's manual clock, and what a
/// `~ snapshot` sees is what a ``VirtualTerminal`` of that size shows. It also sorts what the
/// session prints into the blocks: a snapshot's rows go to its step, and an input's reply to the
/// step that left its screen (the screen's output comes after it closes, as on a terminal).
final class ScriptedScreens: ScreenHost, ReplySink {
    private let blocks: [Transcript.Block]
    private let clock: ManualClock?
    /// The terminal's size now (the transcript's `@ size`; `~ resize` and `resize WxH` change it).
    private let size: () -> (width: Int, height: Int)
    /// Tells the session the terminal changed size, as the REPL does after reading a line.
    private let resized: (Int, Int) -> Void
    /// The size a `~ resize` left the terminal at, for the session once the line is done.
    private var newSize: (width: Int, height: Int)?
    /// What each block printed.
    private(set) var actual: [[Reply.Line]]
    /// The screen each plain `~ snapshot` of a styled screen saw, for `--artifacts` to draw in
    /// its colours if the snapshot fails: kept as it is (a copy on write), its styles read only
    /// then, since reading them costs as much as the rest of the snapshot.
    private(set) var snapshotScreens: [Int: VirtualTerminal] = [:]
    /// The input being run, and the indices of the step blocks under it not run yet.
    private var inputBlock = 0
    private var pendingSteps: ArraySlice<Int> = []
    private var lastStep: Int?
    private var repliesWritten = 0
    private var awaitingReply = false
    /// Sees the replay as a terminal would show it (`memorize cast`).
    var watcher: (any ReplayWatcher)?
    /// What the lines above the running input bound: a `~ type` step's `{NAME}` types it.
    var bindings = Bindings()

    init(blocks: [Transcript.Block], clock: ManualClock?, size: @escaping () -> (width: Int, height: Int),
         resized: @escaping (Int, Int) -> Void) {
        self.blocks = blocks
        self.clock = clock
        self.size = size
        self.resized = resized
        actual = Array(repeating: [], count: blocks.count)
    }

    /// The input at `index` starts: the steps up to the next input are its screen's.
    func starting(input index: Int) {
        if let newSize {
            resized(newSize.width, newSize.height)
            self.newSize = nil
        }
        inputBlock = index
        var end = index + 1
        while end < blocks.count, blocks[end].step != nil { end += 1 }
        pendingSteps = Array(blocks.indices)[(index + 1)..<end]
        lastStep = nil
        awaitingReply = true
    }

    // MARK: ReplySink

    func write(_ reply: Reply) {
        defer { repliesWritten += 1 }
        watcher?.printed(reply)
        if repliesWritten == 0 {
            actual[0] = reply.lines
            return
        }
        // What the session prints at its end belongs to no block (as before screen steps).
        guard awaitingReply else { return }
        awaitingReply = false
        actual[lastStep ?? inputBlock] += reply.lines
        for index in pendingSteps {
            actual[index] = [.err("error: no screen is open for this step (the input above opened none, or it was left before)")]
        }
        pendingSteps = []
    }

    // MARK: ScreenHost

    func present<S: Screen>(_ screen: inout S, afterwards: (ScreenExit) -> Void) -> ScreenExit {
        let (width, height) = newSize ?? size()
        var device = Device(host: self, width: width, height: height)
        watcher?.screenWrote(TerminalControl.enterScreen)
        let exit = ScreenLoop.run(&screen, on: &device) { [clock] in clock?.now ?? 0 }
        watcher?.screenWrote(TerminalControl.leaveScreen)
        afterwards(exit)
        return exit
    }

    /// The next step for the screen, or nil when they have run out.
    fileprivate func nextStep() -> (index: Int, step: ScreenStep)? {
        guard let index = pendingSteps.popFirst(), let step = blocks[index].step else { return nil }
        lastStep = index
        if case .type(let text) = step { return (index, .type(bindings.substituting(text))) }
        return (index, step)
    }

    /// Whether the next step is input a terminal would deliver at once (a key, a click, a paste):
    /// not a snapshot, a wait, a resize, or the end.
    fileprivate var inputIsNext: Bool {
        guard let index = pendingSteps.first, let step = blocks[index].step else { return false }
        switch step {
        case .press, .type, .click, .drag, .wheel, .paste: return true
        case .resize, .wait, .snapshot: return false
        }
    }

    fileprivate func advanceClock(by seconds: Double) { clock?.advance(by: seconds) }
    fileprivate func terminalResized(width: Int, height: Int) { newSize = (width, height) }
    fileprivate func record(_ lines: [String], for index: Int) { actual[index] += lines.map(Reply.Line.out) }
    fileprivate func record(screen: VirtualTerminal, for index: Int) { snapshotScreens[index] = screen }

    /// The device a screen loop waits on: each step becomes what a terminal would deliver.
    /// A class: a device's `write` does not mutate it, but the terminal it draws on changes.
    private final class Device: ScreenDevice {
        let host: ScriptedScreens
        var width: Int
        var height: Int
        var terminal: VirtualTerminal
        /// What the current step still has to deliver.
        var queued: [DeviceWait] = []

        init(host: ScriptedScreens, width: Int, height: Int) {
            self.host = host
            self.width = width
            self.height = height
            terminal = VirtualTerminal(width: width, height: height, policy: .variationSelectorWide)
        }

        func size() -> (width: Int, height: Int) { (width, height) }

        /// Input is waiting while the current step has more to deliver or the next is input, so
        /// the loop draws only the frames a snapshot (or the next wait) can see. A cast's watcher
        /// is shown every frame, as the keys were typed.
        var hasInputWaiting: Bool { host.watcher == nil && (!queued.isEmpty || host.inputIsNext) }

        func write(_ text: String) -> Bool {
            terminal.feed(text)
            host.watcher?.screenWrote(text)
            return true
        }

        /// How many times the steps had run out when the screen asked for input.
        private var leavingAttempts = 0

        func wait(timeout: Double?) -> DeviceWait {
            while queued.isEmpty {
                // Steps run out with the screen still open: it is left as Ctrl-C from outside leaves
                // it; a screen that asks first (the editor, over unsaved work) is answered "discard",
                // so the loop always ends.
                guard let (index, step) = host.nextStep() else {
                    leavingAttempts += 1
                    return leavingAttempts % 2 == 1 ? .signal(Signals.interrupt) : .input(Array("d".utf8))
                }
                queued = deliveries(of: step, block: index)
            }
            return queued.removeFirst()
        }

        /// What a terminal delivers for `step`, one wake-up of the loop each (a key at a time, so
        /// a lone Esc is the Esc key, not the start of a sequence).
        private func deliveries(of step: ScreenStep, block: Int) -> [DeviceWait] {
            host.watcher?.stepped(step)
            switch step {
            case .press, .type, .click, .drag, .wheel, .paste:
                return step.deliveries
            case .resize(let width, let height):
                (self.width, self.height) = (width, height)
                terminal = VirtualTerminal(width: width, height: height, policy: .variationSelectorWide)
                host.terminalResized(width: width, height: height)
                return [.resized]
            case .wait(let seconds):
                host.advanceClock(by: seconds)
                return [.timedOut]
            case .snapshot(let colors):
                host.record(Self.snapshot(terminal, colors: colors), for: block)
                // Only a screen that was ever styled has styles to keep (O(1) to know).
                if !colors, !terminal.styles.isEmpty { host.record(screen: terminal, for: block) }
                return []
            }
        }

        /// The screen as text, a row a line; with `colors`, then a row of style letters per row
        /// and the legend (see ``VirtualTerminal/styleMask``).
        static func snapshot(_ terminal: VirtualTerminal, colors: Bool) -> [String] {
            colors ? terminal.lines + terminal.styleLines : terminal.lines
        }
    }
}

extension VirtualTerminal {
    /// `styles:`, a row of style letters per row, then the legend (a line per style used): what
    /// `~ snapshot colors` adds to the screen's rows.
    /// - Complexity: O(*w* · *h*).
    var styleLines: [String] {
        let mask = styleMask
        return ["styles:"] + mask.rows + mask.legend.map { "\($0.letter) = \($0.parameters)" }
    }
}
