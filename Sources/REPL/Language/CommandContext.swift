import Layout
import Platform
import LiveScreens

/// What a command runs with: the session, and the REPL's own settings a command may change.
public struct CommandContext {
    public let session: Session
    /// `face on`: the face is drawn after each move.
    public var drawsFaceAfterEachMove: Bool
    /// Colour and the terminal's size (`resize` changes the size, `tap at` and `state` lay the
    /// play screen out for it).
    public var style: Style
    /// `resize WxH` fixed the size: it no longer follows the terminal.
    public var sizeIsFixed: Bool
    /// The terminal a live screen (`play`) may take over; nil in batch runs and transcripts.
    public let terminal: TerminalDevice?

    public init(
        session: Session, drawsFaceAfterEachMove: Bool = false, style: Style = Style(), sizeIsFixed: Bool = false,
        terminal: TerminalDevice? = nil
    ) {
        self.session = session
        self.drawsFaceAfterEachMove = drawsFaceAfterEachMove
        self.style = style
        self.sizeIsFixed = sizeIsFixed
        self.terminal = terminal
    }

    /// The play screen's layout for the current game on a terminal of the current size.
    /// - Complexity: O(1) (see ``PlayLayout``).
    var playLayout: PlayLayout { session.playLayout(width: style.width, height: style.height) }

    /// The `art edit` screen's layout on a terminal of the current size (`art drop at`, `art
    /// state`, `art zoom` and `art pan` work in its canvas).
    /// - Complexity: see ``ArtEditor/editLayout(width:height:)``.
    var artLayout: ArtEditLayout { session.art.editLayout(width: style.width, height: style.height) }

    /// On the manual clock (batch runs, transcripts), commands that show or write the document
    /// wait for background loads first, so what they print never depends on a disk's or a
    /// network's speed; in the REPL loads are announced before the next prompt.
    var settlesFetches: Bool { session.manualClock != nil }

    static let stoppedWaiting = "stopped waiting (Ctrl-C); the background goes on loading ('art wait' waits again)"

    /// The face and its mood, when `face on` asked for it after each move.
    func faceAfterMove(into output: inout Output) {
        guard drawsFaceAfterEachMove else { return }
        output.append(.face(session.mood.faceView, session.mood.current))
    }

    /// Background loads that finished, applied now when they are to be waited for.
    func settleInBatch(into output: inout Output) {
        guard settlesFetches else { return }
        let (outcomes, interrupted) = session.art.settleFetches(interrupted: Signals.takeInterrupt)
        if !outcomes.isEmpty { output.append(.fetchOutcomes(outcomes)) }
        if interrupted { output.note(Self.stoppedWaiting) }
    }
}

/// Carries out a session intent, giving its error as the command's.
func intent<T>(_ body: () throws(IntentError) -> T) throws(CommandError) -> T {
    do { return try body() } catch { throw CommandError(error) }
}
