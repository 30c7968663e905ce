import Layout
import Platform
import LiveScreens

/// What a command runs with: the session, and the REPL's own settings a command may change.
public struct CommandContext {
    public let session: Session
    /// Colour and the terminal's size (`resize` changes the size, `tap at` and `state` lay the
    /// play screen out for it).
    public var style: Style
    /// `resize WxH` fixed the size: it no longer follows the terminal.
    public var sizeIsFixed: Bool
    /// What a live screen (`play`) runs on: the terminal, or a transcript's screen steps; nil in
    /// batch runs.
    public let terminal: (any ScreenHost)?
    /// Where the command writes what it finds as it runs (see ``CommandStream``): the front end
    /// decided where that goes, the command does not ask.
    public let stream: CommandStream
    /// Standard input is the command's to read (`memorize -c`, a shell subcommand, `run FILE`);
    /// false where it carries the commands themselves (the REPL, a pipe) or there is none (a transcript).
    public let standardInputIsFree: Bool
    /// The session ends when this command does (a shell subcommand: `memorize art edit`): nothing
    /// after it can keep what the command leaves in the session, so a screen asks before its
    /// unsaved work is lost. False wherever the session goes on (the REPL, `-c`, a script, a
    /// transcript), which keeps the work and asks, or says, at its own end.
    public let sessionEndsWithCommand: Bool

    public init(
        session: Session, style: Style = Style(), sizeIsFixed: Bool = false, terminal: (any ScreenHost)? = nil,
        stream: CommandStream = CommandStream(.gathered), standardInputIsFree: Bool = false, sessionEndsWithCommand: Bool = false
    ) {
        self.session = session
        self.style = style
        self.sizeIsFixed = sizeIsFixed
        self.terminal = terminal
        self.stream = stream
        self.standardInputIsFree = standardInputIsFree
        self.sessionEndsWithCommand = sessionEndsWithCommand
    }

    /// On the manual clock (batch runs, transcripts), commands that show or write a document
    /// wait for background loads first, so what they print never depends on a disk's or a
    /// network's speed; in the REPL loads are announced before the next prompt.
    public var settlesFetches: Bool { session.manualClock != nil }
}

/// Carries out a session intent, giving its error as the command's.
public func intent<T>(_ body: () throws(IntentError) -> T) throws(CommandError) -> T {
    do { return try body() } catch { throw CommandError(error) }
}
