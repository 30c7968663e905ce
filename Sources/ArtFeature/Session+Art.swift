import Capabilities
import Layout
import Platform
import REPL

extension Session {
    /// The EmojiArt document (CS193p's EmojiArt).
    public var art: ArtEditor { owner(ArtEditor.self) }

    /// Writes the board (the game's, through ``BoardSource``), laid out as on the terminal, on
    /// the art canvas, in the format the extension names. Returns how many emoji it holds.
    public func exportBoard(to path: String) throws(IntentError) -> Int {
        guard let source = boardSource else { throw Self.noBoard }
        let board = try source.boardSnapshot()
        let format: ArtFormat
        do { format = try ArtFormat(path: path) } catch { throw IntentError(error.message) }
        let document = BoardExport.document(of: board.cards, color: board.color, canvas: art.canvas)
        let metadata = [(key: "theme", value: board.themeName), (key: "score", value: String(board.score))]
        try art.write(format.data(of: document, canvas: art.canvas, metadata: metadata), to: path)
        return document.emojis.count
    }

    /// A session composed without a game has no board to export.
    static let noBoard = IntentError("no board to export: this session has no game")
}

/// An art command that only edits the open document (`art add`, `art move`, `art undo` …): in
/// batch mode the autosave waits for the next command that is not one (see
/// ``SessionLifecycle/onlyEdits(running:)``).
protocol DocumentEdit: Command {}

/// An art command that puts another document in the open one's place (`art new`, `art open`):
/// the interactive REPL asks before an untitled document's changes are lost.
protocol DocumentReplacement: Command {}

/// What the interpreter asks of the editor at the edges of a line.
extension ArtEditor {
    public var howToKeep: String { "'art save FILE.emojiart'" }

    public func onlyEdits(running command: any Command) -> Bool { command is any DocumentEdit }

    public func replaces(running command: any Command) -> Bool { command is any DocumentReplacement }

    /// Background loads that finished while the player typed (the REPL, on real time).
    public func finishedWork() -> Output? {
        let outcomes = applyFinishedFetches()
        outcomesBeforeLine = outcomes
        return outcomes.isEmpty ? nil : .with(.fetchOutcomes(outcomes))
    }

    /// A background file still loading is waited for and applied, so the autosave after it keeps
    /// the picture (its bytes go into the document); a URL still on its way is kept as the URL,
    /// unfetched, without waiting for a network. Ctrl-C stops the wait.
    public func finishWork() -> Output? {
        loader.keepPendingURL(in: &current)
        guard pendingLoad != nil else { return nil }
        let (outcomes, interrupted) = settleFetches(interrupted: Signals.takeInterrupt)
        var output = outcomes.isEmpty ? Output() : .with(.fetchOutcomes(outcomes))
        if interrupted { output.note("stopped waiting (Ctrl-C): the background was not loaded") }
        return output.items.isEmpty ? nil : output
    }

    /// Autosave: what is pending is written to the document's file.
    public func writePending() -> String? { autosave()?.message }

    /// The untitled document's changes, which leaving would lose.
    public var unsavedWork: String? {
        // A background asked for and not arrived yet is a change too.
        guard let document, path == nil, needsSave || pendingLoad != nil else { return nil }
        return "the untitled EmojiArt document (\(CommandContext.emojiCount(document.emojis.count))) has changes that are in no file"
    }
}

extension CommandContext {
    /// The `art edit` screen's layout on a terminal of the current size (`art drop at`, `art
    /// state`, `art zoom` and `art pan` work in its canvas).
    /// - Complexity: see ``ArtEditor/editLayout(width:height:)``.
    var artLayout: ArtEditLayout { session.art.editLayout(width: style.width, height: style.height) }

    static let stoppedWaiting = "stopped waiting (Ctrl-C); the background goes on loading ('art wait' waits again)"

    /// Background loads that finished, applied now when they are to be waited for.
    /// - Returns: the rows its notes take on the terminal (`art show` fits its frame under them).
    @discardableResult
    func settleInBatch(into output: inout Output) -> Int {
        guard settlesFetches else { return 0 }
        let (outcomes, interrupted) = session.art.settleFetches(interrupted: Signals.takeInterrupt)
        if !outcomes.isEmpty { output.append(.fetchOutcomes(outcomes)) }
        if interrupted { output.note(Self.stoppedWaiting) }
        return ArtDrawing.rows(of: outcomes, width: style.width)
            + (interrupted ? TextRenderer.rows(of: "note: " + Self.stoppedWaiting, width: style.width) : 0)
    }
}
