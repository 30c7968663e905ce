/// Where a screen loop reads input and writes frames: the real terminal (``TerminalDevice``),
/// or a scripted one in tests.
public protocol ScreenDevice {
    /// Columns and rows now.
    func size() -> (width: Int, height: Int)
    /// Writes all of `text`; false when the terminal is gone.
    func write(_ text: String) -> Bool
    /// Waits for input at most `timeout` seconds (nil: as long as it takes).
    mutating func wait(timeout: Double?) -> DeviceWait
    /// Ctrl-Z: gives the terminal back as leaving would, stops the process, and when it is
    /// continued takes the terminal again; the loop then draws the whole frame.
    mutating func suspend()
    /// Whether more input is already there to read, so that the frame drawn now would be
    /// replaced before anyone could see it: the loop then handles the input first.
    var hasInputWaiting: Bool { get }
}

extension ScreenDevice {
    /// A device that cannot stop the process (a scripted one) goes on at once.
    public mutating func suspend() {}
    /// A device that cannot tell draws every frame.
    public var hasInputWaiting: Bool { false }
}

/// What a wait on a device ended with.
public enum DeviceWait: Equatable, Sendable {
    case input([UInt8])
    case timedOut
    case resized
    /// SIGTSTP came from outside (`kill -TSTP`): the screen suspends as Ctrl-Z does.
    case suspend
    /// A signal that ends the screen: SIGINT leaves it; SIGTERM and SIGHUP end the program too.
    case signal(Int32)
    /// The input ended (the terminal hung up).
    case closed
}

/// How a screen loop ended.
public enum ScreenExit: Equatable, Sendable {
    /// The screen asked to leave (`q`, Esc, Ctrl-C).
    case left
    case signal(Int32)
    /// The terminal's input ended or could not be written.
    case terminalGone
}

/// Runs a screen: draw, wait, handle, draw again — only what changed.
public enum ScreenLoop {
    /// How long a lone ESC waits for the rest of a sequence before it counts as the Esc key.
    public static let escapeDelay = 0.03
    /// Ctrl-Z suspends every screen: raw mode turns the signal into this key.
    public static let suspendKey = Key.control("z")

    /// Runs `screen` on `device` until it leaves, a signal ends it or the terminal goes.
    /// - Parameter clock: monotonic seconds (the screen's animations and ticks).
    /// - Complexity: per wake-up, O(*w* · *h*) to build and compare a frame, plus the screen's own work.
    public static func run<S: Screen, D: ScreenDevice>(
        _ screen: inout S, on device: inout D, clock: () -> Double
    ) -> ScreenExit {
        var renderer = FrameRenderer()
        var decoder = InputDecoder()
        while true {
            let (width, height) = device.size()
            let now = clock()
            screen.tick(at: now)
            // Only a frame someone can see is drawn: not while more input is already waiting.
            if !device.hasInputWaiting {
                let bytes = renderer.render(screen.frame(width: width, height: height, at: now))
                if !bytes.isEmpty, !device.write(bytes) { return .terminalGone }
            }
            var timeout = screen.nextChange(after: now).map { max($0 - clock(), 0) }
            if decoder.isWaitingForMore { timeout = min(timeout ?? escapeDelay, escapeDelay) }
            let events: [InputEvent]
            switch device.wait(timeout: timeout) {
            case .input(let bytes):
                events = decoder.feed(bytes)
            case .timedOut:
                events = decoder.isWaitingForMore ? decoder.flush() : []
            case .resized:
                renderer.invalidate()   // a resized terminal may have reflowed or cleared what it showed
                if screen.handle(.resized, width: device.size().width, height: device.size().height, at: clock()) == .leave {
                    return .left
                }
                continue
            case .suspend:
                events = [.key(suspendKey)]
            case .signal(let signal):
                return .signal(signal)
            case .closed:
                return .terminalGone
            }
            for event in events {
                if event == .key(suspendKey) {
                    device.suspend()
                    // Whatever ran meanwhile drew on the terminal, which may also have changed size.
                    renderer.invalidate()
                    if screen.handle(.resized, width: device.size().width, height: device.size().height, at: clock()) == .leave {
                        return .left
                    }
                    continue
                }
                let (width, height) = device.size()
                if screen.handle(.input(event), width: width, height: height, at: clock()) == .leave { return .left }
            }
        }
    }
}
