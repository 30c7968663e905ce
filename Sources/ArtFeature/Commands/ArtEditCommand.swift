import REPL

/// `art edit [FILE]`: the document on the whole terminal, edited by mouse and keys.
struct ArtEditCommand: ShellCommand, Equatable {
    static let spec = CommandSpec(
        "edit", in: .art, parameters: [.artFile(\Self.path, "a .emojiart file to open first (a new one if it does not exist)", required: false)],
        summary: "edit the document on the whole terminal, by mouse and keys; q leaves",
        details: [
            "Opens FILE first if given (a FILE that does not exist yet is a new document that",
            "autosaves there); without a document, a new untitled one. q or Esc comes back here",
            "with the document as it is: the editor is a view of the session's document, and",
            "quitting asks first if it is untitled and changed. A document with a file",
            "autosaves; s or Ctrl-S saves now, and asks for a name when there is no file yet.",
            "Run alone ('memorize art edit'), leaving an untitled document with changes asks:",
            "save to a name, discard them, or stay. Needs a terminal: scripts and",
            "transcripts use 'art drop', 'art zoom', 'art pan', which the mouse and the",
            "keys call.",
        ] + ArtEditScreen.keyMap.helpSection(),
        keys: ArtEditScreen.keyMap.coverageNames)

    var path: String?

    init() {}
    init(path: String?) { self.path = path }

    /// - Complexity: as long as the editing goes; each redraw is O(*w* · *h* + *n*) for *n* emoji.
    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        guard let terminal = context.terminal else {
            throw CommandError("art edit needs a terminal (standard input and output); in scripts use 'art drop TEXT at X,Y', 'art zoom' and 'art pan' (a transcript drives the screen with '~' steps)")
        }
        let art = context.session.art
        var output = Output()
        // Said after the screen, when it is known: by then a new document has usually been saved.
        var newPath: String?
        if let path {
            if context.session.workspace.exists(path) {
                try intent { () throws(IntentError) in try art.open(path) }
            } else {
                try intent { () throws(IntentError) in try art.startNew(at: path) }
                newPath = path
            }
        } else if art.document == nil {
            art.new()
        }
        var screen = ArtEditScreen(session: context.session, color: context.style.color, asksBeforeLeaving: context.sessionEndsWithCommand)
        let exit = terminal.present(&screen) { _ in
            // Before anything else (a SIGTERM ends the process right after): what is unsaved.
            _ = art.autosave()
        }
        if exit == .terminalGone {
            output.quit = true   // nothing to show it on, nothing more to read
            return output
        }
        // Back on the line: where the document stands.
        if let newPath, !context.session.workspace.exists(newPath) {
            output.message("\(newPath) not created: the new document has no changes to save")
        }
        if screen.discarded {
            output.message("discarded the untitled document's changes")
        } else if let document = art.document {
            var summary = "\(CommandContext.emojiCount(document.emojis.count)), \(document.selection.count) selected"
            if let file = art.path {
                summary += " · \(file)"
            } else {
                summary += document.emojis.isEmpty ? " · untitled" : " · untitled, not saved: 'art save FILE.emojiart' keeps it"
            }
            output.message(summary)
        }
        return output
    }
}

extension ArtEditCommand {
    /// `memorize art edit [FILE]`: the editor on the whole terminal; at the end what is still to
    /// be written is written.
    static let usesTheTerminal = true
    /// The editor draws on the canvas with the palettes' strip, on the clock (a double click),
    /// for the size and colour the shell asks for.
    static let sessionSettings: [SessionSetting] = [.canvas, .size, .color, .clock, .palettes]
}
