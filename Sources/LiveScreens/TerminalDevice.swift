import Platform

/// The real terminal, for a screen: standard input and output when both are terminals.
///
/// ``present(_:)`` is the terminal contract. Entering saves the terminal's settings, goes raw,
/// switches to the alternate screen, hides the cursor and turns mouse reporting on; every way out
/// — a key, SIGINT, SIGTERM, SIGHUP, the terminal going away, or a crash (``TerminalGuard``) —
/// puts all of it back: cooked mode, the main screen, the cursor shown, mouse reporting off.
public struct TerminalDevice: ScreenDevice {
    public let input: Int32
    public let output: Int32
    /// The terminal's settings from before the screen: what a suspend gives back.
    private var saved: Terminal.Mode?

    /// The process's terminal, or nil when standard input or output is not one (pipes, files,
    /// transcripts): screens are never entered then.
    public static func standard() -> TerminalDevice? {
        guard Terminal.isTTY(FileIO.standardInput), Terminal.isTTY(FileIO.standardOutput) else { return nil }
        return TerminalDevice(input: FileIO.standardInput, output: FileIO.standardOutput)
    }

    /// Signals a screen listens for while it runs.
    static let signals = [Signals.windowChange, Signals.interrupt, Signals.terminate, Signals.hangUp, Signals.stop, Signals.resume]

    /// Runs `screen` until it leaves, with the terminal given back afterwards whatever happened.
    /// SIGTERM and SIGHUP then end the process as their default action would (the terminal
    /// already restored); SIGINT only leaves the screen.
    /// - Parameter afterwards: runs once the terminal is given back, before a SIGTERM or SIGHUP
    ///   ends the process (an editor writes what it has not saved yet).
    /// - Returns: how the screen ended (never a SIGTERM or SIGHUP: the process has ended).
    public func present<S: Screen>(_ screen: inout S, afterwards: (ScreenExit) -> Void) -> ScreenExit {
        withScreen(afterwards: afterwards) { device in
            let clock = ContinuousClock()
            let start = clock.now
            return ScreenLoop.run(&screen, on: &device) {
                let (seconds, attoseconds) = (clock.now - start).components
                return Double(seconds) + Double(attoseconds) * 1e-18
            }
        }
    }

    /// The terminal contract of ``present(_:afterwards:)`` around `body`, which runs a screen loop
    /// on the device it is given (a recording wraps it, and runs the loop on its own clock).
    public func withScreen(afterwards: (ScreenExit) -> Void, _ body: (inout TerminalDevice) -> ScreenExit) -> ScreenExit {
        guard let saved = Terminal.Mode.current(of: input) else { return .terminalGone }
        _ = Signals.takePending()   // forget signals from before the screen
        let dispositions = Self.signals.map { Signals.note($0) }
        TerminalGuard.arm(fd: output, mode: saved, leaving: TerminalControl.leaveScreen)
        saved.raw.apply(to: input)
        var device = self
        device.saved = saved
        let exit: ScreenExit
        if write(TerminalControl.enterScreen) {
            exit = body(&device)
        } else {
            exit = .terminalGone
        }
        _ = write(TerminalControl.leaveScreen)
        saved.apply(to: input)
        TerminalGuard.disarm()
        dispositions.forEach(Signals.restore)
        afterwards(exit)
        if case .signal(let signal) = exit, signal == Signals.terminate || signal == Signals.hangUp {
            Signals.dieByDefault(of: signal)
        }
        return exit
    }

    public func size() -> (width: Int, height: Int) {
        Terminal.size(of: output) ?? (80, 24)
    }

    public func write(_ text: String) -> Bool {
        FileIO.writeAll(text, to: output)
    }

    public mutating func wait(timeout: Double?) -> DeviceWait {
        if let signal = Self.arrivedSignal() { return signal }
        switch FileIO.waitUntilReadable(input, timeout: timeout) {
        case .timedOut:
            return .timedOut
        case .interrupted:
            return Self.arrivedSignal() ?? .timedOut
        case .failed:
            return .closed
        case .readable:
            var buffer = [UInt8](repeating: 0, count: 4096)
            let result = buffer.withUnsafeMutableBytes { FileIO.read(from: input, into: $0) }
            guard case .success(let count) = result, count > 0 else { return .closed }
            return .input(Array(buffer[..<count]))
        }
    }

    /// Gives the terminal back as leaving does, stops the process (SIGTSTP), and once it is
    /// continued takes the terminal again: raw, the alternate screen, the mouse.
    public mutating func suspend() {
        guard let saved else { return }
        _ = write(TerminalControl.leaveScreen)
        saved.apply(to: input)
        Signals.stopUntilContinued()
        saved.raw.apply(to: input)
        _ = write(TerminalControl.enterScreen)
    }

    /// The most urgent signal noted: an ending one, then a stop, then a resize or a continue
    /// (both redraw the whole frame).
    private static func arrivedSignal() -> DeviceWait? {
        let pending = Signals.takePending()
        let redraws = [Signals.windowChange, Signals.resume]
        if let ending = pending.first(where: { !redraws.contains($0) && $0 != Signals.stop }) { return .signal(ending) }
        if pending.contains(Signals.stop) { return .suspend }
        return pending.isEmpty ? nil : .resized
    }
}
