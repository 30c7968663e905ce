import InterfaceCoverage
import Platform
import LiveScreens

/// The one path from an input line to its output, whether the line came from readline, a pipe,
/// `-c`, a script or a transcript: split into commands (``Lexer``), parse each by its
/// declaration (``CommandParser``), run it on the ``Session``, draw its output (``TextRenderer``).
public final class Interpreter {
    public let session: Session
    public var style: Style
    /// The size was fixed (`resize WxH`): it no longer follows the terminal.
    public private(set) var sizeIsFixed = false
    /// What live screens (`play`) run on: the terminal in the REPL, a transcript's screen steps
    /// in a transcript; nil (the default) in batch runs and recordings, where `play` says it
    /// needs a terminal.
    public private(set) var terminal: (any ScreenHost)?

    /// Where commands' output goes as they run: the process's standard output and error (the
    /// executable's front ends), or each line's ``Reply`` (transcripts, recordings, tests). Decided
    /// once here for every command, so no command has a second body for the shell.
    public let destination: CommandStream.Destination
    /// Commands may read standard input (`-`, or no file): it does not carry the commands.
    public var standardInputIsFree = false
    /// The session runs one command and ends (a shell subcommand): see
    /// ``CommandContext/sessionEndsWithCommand``.
    public var sessionEndsWithCommand = false

    public init(session: Session, style: Style, destination: CommandStream.Destination = .gathered) {
        self.session = session
        self.style = style
        self.destination = destination
    }

    /// Lets live screens use `terminal` (the REPL on a terminal); board lines then position
    /// emoji explicitly too (see ``Style/positionsCells``).
    public func attach(terminal: TerminalDevice?) {
        self.terminal = terminal
        style.positionsCells = terminal != nil
    }

    /// Lets live screens run on `host` (a transcript's scripted terminal) while lines stay as a
    /// pipe gets them: boards are not positioned cell by cell, and the size does not follow it.
    public func attach(screens host: any ScreenHost) {
        terminal = host
    }

    /// The terminal is now `width` × `height`: the next command draws for that size, unless
    /// `resize WxH` fixed one. (The REPL calls this after reading each line, so a resize while
    /// the player typed is seen by the command typed.)
    public func terminalResized(width: Int, height: Int) {
        guard !sizeIsFixed else { return }
        style.width = width
        style.height = height
    }

    /// The interactive REPL asks once before leaving would lose an untitled document's changes
    /// (`quit`, Ctrl-D): the first time it warns and stays, the second time it leaves. Off in
    /// batch runs, recordings and transcripts, which cannot be asked: there the end of the
    /// session says so on standard error instead, and the exit status is unchanged (a warning,
    /// not a failure: a script that exports its picture and never saves it did what it meant).
    public var confirmsLeaving = false
    /// Whether the player has been warned (interactive) or told (batch) about the untitled document.
    private var warnedAboutUntitled = false
    /// The command before this one replaced the document (`art new`, `art open`) and the REPL
    /// warned instead of running it: a replacement right after goes ahead, as a second `quit` leaves.
    private var warnedBeforeReplacing = false

    /// Problems found while launching (an unreadable palettes file), shown before the first command.
    public var launchWarnings: [String] = []

    /// Warnings to show before the first command: theme files that could not be used.
    public var startupReply: Reply {
        var reply = Reply()
        launchWarnings.forEach { reply.warning($0) }
        for problem in session.catalog.problems {
            reply.warning("theme \(problem)")
        }
        return reply
    }

    /// How the prompt is made from the session: the composition of the features says (the mood
    /// emoji, then the game's theme and score); the core alone says `memorize> `.
    public var makePrompt: (Session) -> String = { _ in "memorize> " }

    /// The prompt for the next line.
    public var prompt: String { makePrompt(session) }

    /// Runs one line: one command, or several separated by `;`. A failing command does not stop
    /// the ones after it unless `bail` is set; `quit` does. Each command is parsed just before it
    /// runs, so it sees the palettes the commands before it made.
    /// - Complexity: O(*n*) in the line's length, plus what its commands cost.
    public func handle(_ line: String, bail: Bool = false) -> Reply {
        var reply = Reply()
        _ = Signals.takeInterrupt()   // a Ctrl-C at the prompt is not one for this line's commands
        beforeLine(into: &reply)
        do {
            for words in try Lexer.commands(line) {
                run(words, into: &reply)
                if reply.quit || (bail && reply.failed) { break }
            }
        } catch {
            CoverageRecorder.record(.error, CoverageNames.unsplittable)
            reply.error(error.message)
            reply.refusedWords = true
        }
        afterLine(into: &reply)
        if reply.quit {
            if !mayLeave(into: &reply) { reply.quit = false }
        } else if untitledChanges == nil {
            warnedAboutUntitled = false   // saved (or gone) since the warning: warn again next time
        }
        return reply
    }

    /// What leaving now would lose, described by the owners that keep work (the art editor's
    /// untitled document); nil when nothing.
    var untitledChanges: String? {
        let lost = lifecycles.compactMap(\.unsavedWork)
        return lost.isEmpty ? nil : lost.joined(separator: "; ")
    }

    /// The owners made so far that keep work between lines.
    private var lifecycles: [any SessionLifecycle] { session.lifecycleOwners }

    private func takeNotes(into reply: inout Reply) {
        for owner in lifecycles { owner.takeNotes().forEach { reply.note($0, width: style.width) } }
    }

    /// Whether the session may end now (after `quit`, or at Ctrl-D or the end of input). In the
    /// interactive REPL (``confirmsLeaving``) the first attempt that would lose an untitled
    /// document's changes warns and returns false; in batch the loss is said once and it returns true.
    public func mayLeave(into reply: inout Reply) -> Bool {
        guard let changes = untitledChanges, !warnedAboutUntitled else { return true }
        warnedAboutUntitled = true
        if confirmsLeaving {
            reply.warning("\(changes); \(howToKeep) keeps them, quit or Ctrl-D again leaves without them")
            return false
        }
        reply.warning("\(changes); they are lost (\(howToKeep) before the end keeps them)")
        return true
    }

    /// How the owners that keep work say it is kept.
    private var howToKeep: String { lifecycles.filter { $0.unsavedWork != nil }.map(\.howToKeep).joined(separator: " or ") }

    /// Parses, runs and draws one command.
    private func run(_ words: [Lexer.Word], into reply: inout Reply) {
        do {
            guard let command = try CommandParser.parse(words, in: session.registry, context: argumentContext) else { return }
            run(command, into: &reply)
        } catch {
            reply.error(error.message)
            reply.refusedWords = true
            takeNotes(into: &reply)
        }
    }

    /// What the parser's kinds may read of the session (the palettes' names), for one command.
    public var argumentContext: ArgumentContext { ArgumentContext(session: session) }

    /// Parses, runs and draws one command, as a line holding only it would: the shell's
    /// subcommands come this way, parsed by the same declaration from the shell's words, a parse
    /// error said as the line's would be.
    public func handle(parsing parse: () throws(CommandError) -> (any Command)?) -> Reply {
        var reply = Reply()
        _ = Signals.takeInterrupt()
        beforeLine(into: &reply)
        do {
            if let command = try parse() { run(command, into: &reply) }
        } catch {
            reply.error(error.message)
            reply.refusedWords = true
            takeNotes(into: &reply)
        }
        afterLine(into: &reply)
        return reply
    }

    private func run(_ command: any Command, into reply: inout Reply) {
        // Every width the command measures (its screen, its tables, its padding) is this session's
        // terminal's, as its size is (see ``Style/widths``): every command of every front end comes here.
        WidthModel.with(style.widths) { runMeasured(command, into: &reply) }
    }

    private func runMeasured(_ command: any Command, into reply: inout Reply) {
        // Anything but an edit of an owner's work may read its file: write what is pending first.
        let owners = lifecycles
        let pending = owners.filter { !$0.onlyEdits(running: command) }
        if !pending.isEmpty { autosave(pending, into: &reply) }
        let replaced = owners.filter { $0.replaces(running: command) && $0.unsavedWork != nil }
        let unsaved = replaced.isEmpty ? nil : replaced.compactMap(\.unsavedWork).joined(separator: "; ")
        let advice = replaced.map(\.howToKeep).joined(separator: " or ")
        defer { warnedBeforeReplacing = unsaved != nil && !warnedBeforeReplacing && confirmsLeaving }
        if let unsaved, confirmsLeaving, !warnedBeforeReplacing {
            let name = type(of: command).spec.fullName
            reply.warning("\(unsaved); \(advice) keeps them, '\(name)' again goes ahead without them")
            return
        }
        // What the line made so far goes out first: the command may write as it runs.
        writeOut(&reply)
        let stream = CommandStream(destination)
        // Whether this command failed (thrown, or an error it streamed), for the coverage of refusals.
        let failedBefore = reply.failed
        reply.failed = false
        do {
            let output = try execute(command, stream: stream)
            stream.finish(into: &reply)
            TextRenderer(style: style).render(output, into: &reply)
        } catch {
            stream.finish(into: &reply)
            reply.error(error.message)
        }
        if reply.failed { CoverageRecorder.record(.error, type(of: command).spec.fullName) }
        reply.failed = reply.failed || failedBefore
        // In batch nobody can be asked: say what went (an open that failed replaced nothing).
        if let unsaved, !confirmsLeaving, untitledChanges == nil {
            reply.warning("\(unsaved); they are lost (\(advice) before it keeps them)")
        }
        takeNotes(into: &reply)
        writeOut(&reply)
    }

    /// Writing to the process: the reply's lines go out now, in the order they were made (its
    /// failure and `quit` stay for the driver). Gathered replies keep them.
    private func writeOut(_ reply: inout Reply) {
        guard destination == .process, !reply.lines.isEmpty else { return }
        StandardStreams().write(reply)
        reply.lines.removeAll()
    }

    /// Runs a parsed command on the session.
    func execute(_ command: any Command, stream: CommandStream) throws(CommandError) -> Output {
        var context = CommandContext(
            session: session, style: style, sizeIsFixed: sizeIsFixed, terminal: terminal, stream: stream,
            standardInputIsFree: standardInputIsFree, sessionEndsWithCommand: sessionEndsWithCommand)
        defer {
            style = context.style
            sizeIsFixed = context.sizeIsFixed
        }
        return try command.run(&context)
    }

    /// Before a line: in the REPL (real time), background loads that finished while the player
    /// typed are applied and announced. On the manual clock (batch, transcripts) they are applied
    /// only where a command waits for them, so output never depends on a disk's or network's speed.
    private func beforeLine(into reply: inout Reply) {
        guard session.manualClock == nil else { return }
        for owner in lifecycles {
            if let finished = owner.finishedWork() { TextRenderer(style: style).render(finished, into: &reply) }
        }
    }

    /// After a line: in the REPL the open document autosaves, once for all the line's changes.
    /// In batch mode (the manual clock) it waits for a command that is not an edit of it, or for
    /// ``finish()``, so that scripts of many edits cost linear time.
    private func afterLine(into reply: inout Reply) {
        guard session.manualClock == nil else { return }
        autosave(into: &reply)
    }

    private func autosave(into reply: inout Reply) { autosave(lifecycles, into: &reply) }

    private func autosave(_ owners: [any SessionLifecycle], into reply: inout Reply) {
        for owner in owners {
            if let error = owner.writePending() { reply.error(error) }
        }
        takeNotes(into: &reply)
    }

    /// The end of a session (end of input, `quit`): what is still to be written is written.
    public func finish() -> Reply {
        var reply = Reply()
        for owner in lifecycles {
            if let finished = owner.finishWork() { TextRenderer(style: style).render(finished, into: &reply) }
        }
        autosave(into: &reply)
        _ = mayLeave(into: &reply)   // in batch: says what is lost, unless `quit` said it already
        return reply
    }
}
