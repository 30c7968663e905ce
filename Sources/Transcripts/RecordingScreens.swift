import Game
import LiveScreens
import Platform
import REPL

/// The terminal of `memorize record`'s screens: a screen a command opens runs on the real
/// terminal, and every input event it gets is written to the transcript as a `~` step (see
/// ``StepAssembler`` and ``RecordedSteps``), with the time between them as `wait` steps.
///
/// Replaying passes by construction: the screen is handed exactly what a replay of the written
/// steps hands it (``ScreenStep/deliveries``), on the session's manual clock, which moves only in
/// whole tenths of a second of real time and only as the written `wait` steps move it. So a
/// drag takes effect when the button is released, as a `~ drag` replays it. Ctrl-\ (no screen's
/// key) writes a `~ snapshot` of what the terminal shows; leaving writes one just before the
/// step that left.
final class RecordingScreens: ScreenHost {
    /// Ctrl-\ (FS): raw mode delivers it as a byte that no key table has (the decoder drops it).
    static let snapshotByte: UInt8 = 0x1C

    private let terminal: TerminalDevice
    private let clock: ManualClock
    private let recorder: TranscriptRecorder
    private let cast: CastRecorder?
    /// The session's terminal size now (what a replayed screen starts at).
    private let sessionSize: () -> (width: Int, height: Int)
    /// The size a `~ resize` left the terminal at, for the session once the line is done.
    private var newSize: (width: Int, height: Int)?

    init(terminal: TerminalDevice, clock: ManualClock, recorder: TranscriptRecorder, cast: CastRecorder?,
         sessionSize: @escaping () -> (width: Int, height: Int)) {
        self.terminal = terminal
        self.clock = clock
        self.recorder = recorder
        self.cast = cast
        self.sessionSize = sessionSize
    }

    /// The size a screen left the terminal at, once (the session draws for it from the next line,
    /// as a replay's does).
    func takeNewSize() -> (width: Int, height: Int)? {
        defer { newSize = nil }
        return newSize
    }

    func present<S: Screen>(_ screen: inout S, afterwards: (ScreenExit) -> Void) -> ScreenExit {
        let (width, height) = newSize ?? sessionSize()
        cast?.output(TerminalControl.enterScreen)
        let exit = terminal.withScreen(afterwards: { exit in
            cast?.output(TerminalControl.leaveScreen)
            afterwards(exit)
            if case .signal(let signal) = exit, signal == Signals.terminate || signal == Signals.hangUp {
                recorder.save()   // the process ends next: keep what was recorded
                cast?.save()
            }
        }) { real in
            let device = Device(real: real, clock: clock, cast: cast, width: width, height: height, redaction: recorder.redaction)
            var loopDevice = device
            let exit = ScreenLoop.run(&screen, on: &loopDevice) { [clock] in clock.now }
            recorder.append(device.finish(after: exit))
            if let resized = device.resizedTo { newSize = resized }
            return exit
        }
        return exit
    }

    /// The device the screen loop runs on: the real terminal underneath, the recorded steps'
    /// deliveries on top. A class: the loop holds a copy, the host reads what it recorded.
    final class Device: ScreenDevice {
        enum Item {
            case deliver(DeviceWait)
            case step(ScreenStep)
            case snapshot
        }

        private var real: TerminalDevice
        private let clock: ManualClock
        private let cast: CastRecorder?
        private var width: Int
        private var height: Int
        /// What the screen has drawn, as a replay's terminal shows it (what snapshots copy).
        private var terminal: VirtualTerminal
        private var steps = RecordedSteps()
        private var decoder = InputDecoder()
        private var assembler = StepAssembler()
        private var queue: [Item] = []
        private let start = ContinuousClock.now
        /// Tenths of real time since the screen opened that the clock has been moved by.
        private var recordedTenths = 0
        /// The clock when the last `wait` was written (or the screen opened).
        private var base: Double
        /// The entry of the last step begun, and the rows shown just before it.
        private var lastStep: (index: Int, rows: [String])?
        /// The size the last `~ resize` set, if any.
        private(set) var resizedTo: (width: Int, height: Int)?

        init(real: TerminalDevice, clock: ManualClock, cast: CastRecorder?, width: Int, height: Int, redaction: Redaction? = nil) {
            steps.redaction = redaction
            self.real = real
            self.clock = clock
            self.cast = cast
            (self.width, self.height) = (width, height)
            terminal = VirtualTerminal(width: width, height: height, policy: .variationSelectorWide)
            base = clock.now
            // A terminal resized at the prompt: the replay starts at the session's size, then resizes.
            let actual = real.size()
            if actual != (width, height) { queue.append(.step(.resize(width: actual.width, height: actual.height))) }
        }

        func size() -> (width: Int, height: Int) { (width, height) }

        func write(_ text: String) -> Bool {
            terminal.feed(text)
            cast?.output(text)
            return real.write(text)
        }

        func suspend() { real.suspend() }

        func wait(timeout: Double?) -> DeviceWait {
            while true {
                if !queue.isEmpty {
                    if let delivered = next() { return delivered }
                    continue
                }
                // Wake when the clock will have passed the screen's next change (whole tenths), or
                // sooner to finish a lone ESC.
                var realTimeout = timeout.map { seconds in
                    let tenths = recordedTenths + max(1, Int((seconds * 10).rounded(.up)))
                    return max(Double(tenths) / 10 - elapsed(), 0)
                }
                if decoder.isWaitingForMore { realTimeout = min(realTimeout ?? ScreenLoop.escapeDelay, ScreenLoop.escapeDelay) }
                let result = real.wait(timeout: realTimeout)
                let moved = catchUp()
                switch result {
                case .input(let bytes):
                    take(bytes)
                case .timedOut:
                    if decoder.isWaitingForMore { decoder.flush().forEach(assemble) }
                case .resized:
                    let actual = real.size()
                    queue.append(actual == (width, height) ? .deliver(.resized) : .step(.resize(width: actual.width, height: actual.height)))
                case .suspend:
                    queue.append(.step(.press([ScreenLoop.suspendKey])))
                case .signal, .closed:
                    return result
                }
                // Time moved: the loop sees that first, as a replay's `wait` step shows it.
                if moved { return .timedOut }
            }
        }

        /// The recorded steps, with the final snapshot, once the loop has ended with `exit`.
        func finish(after exit: ScreenExit) -> [String] {
            if exit == .left, let lastStep {
                steps.snapshot(lastStep.rows, before: lastStep.index)
            } else {
                steps.flushWait()
                steps.snapshot(terminal.lines)
            }
            return steps.lines
        }

        /// Carries out the first queued item; what to hand the loop, or nil to go on.
        private func next() -> DeviceWait? {
            switch queue.removeFirst() {
            case .deliver(let wait):
                return wait
            case .step(let step):
                flushWait()
                let rows = terminal.lines
                if steps.append(step) { lastStep = (steps.entries.count - 1, rows) }
                if case .resize(let newWidth, let newHeight) = step {
                    (width, height) = (newWidth, newHeight)
                    terminal = VirtualTerminal(width: newWidth, height: newHeight, policy: .variationSelectorWide)
                    resizedTo = (newWidth, newHeight)
                    cast?.resize(width: newWidth, height: newHeight)
                    return .resized
                }
                queue.insert(contentsOf: step.deliveries.map(Item.deliver), at: 0)
                return nil
            case .snapshot:
                flushWait()
                steps.snapshot(terminal.lines)
                return nil
            }
        }

        /// The bytes a read brought: events for the steps, Ctrl-\ for a snapshot.
        private func take(_ bytes: [UInt8]) {
            var chunk: [UInt8] = []
            for byte in bytes {
                if byte == RecordingScreens.snapshotByte {
                    decoder.feed(chunk).forEach(assemble)
                    chunk = []
                    // Ctrl-\ inside a paste or a sequence is part of it.
                    if !decoder.isWaitingForMore {
                        queue.append(.snapshot)
                        continue
                    }
                }
                chunk.append(byte)
            }
            decoder.feed(chunk).forEach(assemble)
        }

        private func assemble(_ event: InputEvent) {
            if let step = assembler.step(for: event) { queue.append(.step(step)) }
        }

        /// Moves the clock on by the whole tenths of real time passed since it last moved.
        /// - Returns: whether it moved.
        private func catchUp() -> Bool {
            let now = Int((elapsed() * 10).rounded(.down))
            guard now > recordedTenths else { return false }
            var more = now - recordedTenths
            recordedTenths = now
            while more > 0 {
                // A wait step holds at most an hour: a longer idle is written as several.
                let taken = min(more, RecordedSteps.longestWaitTenths - steps.pendingTenths)
                steps.wait(tenths: taken)
                more -= taken
                clock.advance(to: base + RecordedSteps.seconds(tenths: steps.pendingTenths))
                if steps.pendingTenths >= RecordedSteps.longestWaitTenths { flushWait() }
            }
            return true
        }

        /// Writes the time passed as a `wait`; the clock is then where a replay of it leaves it.
        private func flushWait() {
            steps.flushWait()
            base = clock.now
        }

        private func elapsed() -> Double {
            let (seconds, attoseconds) = (ContinuousClock.now - start).components
            return Double(seconds) + Double(attoseconds) * 1e-18
        }
    }
}
