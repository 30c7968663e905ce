/// `art edit [FILE]`: the document on the whole terminal, edited by mouse and keys.
struct ArtEditCommand: Command, Equatable {
    static let spec = CommandSpec(
        "edit", in: .art, parameters: [.artFile(\Self.path, "a .emojiart file to open first (a new one if it does not exist)", required: false)],
        summary: "edit the document on the whole terminal, by mouse and keys; q leaves",
        details: [
            "Opens FILE first if given (a FILE that does not exist yet is a new document that",
            "autosaves there); without a document, a new untitled one. q or Esc comes back here.",
            "Mouse: drag an emoji from the strip onto the canvas; click an emoji to (de)select it,",
            "click empty canvas to deselect all; drag an emoji (or the selection) to move it; drag",
            "empty canvas to pan; the wheel zooms at the pointer; double-click empty canvas to fit.",
            "On the strip: click the name (or Tab) for the next palette, wheel or ‹ › to scroll,",
            "drag an emoji along the strip to reorder the palette, onto 🗑 to remove it from it.",
            "Keys: arrows/hjkl move the cursor (+); , . pick the strip emoji; Enter or a adds it",
            "at the cursor; Space (de)selects there; Shift+arrows or HJKL move the selection;",
            "+ - zoom, 0 or f fit; Ctrl+arrows or W A S D pan; Tab / Shift+Tab palette; [ ] scroll",
            "the strip; < > move the strip emoji in its palette, x removes it from the palette;",
            "d, Delete or Backspace removes the selection; u undo, U or Ctrl-R redo; q, Esc leave.",
            "Paste (or drag a file or link onto the terminal): a URL or a path sets the background,",
            "emoji text is added at the cursor, as 'art drop TEXT at X,Y'. Changes autosave.",
            "Needs a terminal: scripts and transcripts use 'art drop', 'art zoom', 'art pan'.",
        ])

    var path: String?

    init() {}
    init(path: String?) { self.path = path }

    /// - Complexity: as long as the editing goes; each redraw is O(*w* · *h* + *n*) for *n* emoji.
    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        guard let terminal = context.terminal else {
            throw CommandError("art edit needs a terminal (standard input and output); in scripts and transcripts use 'art drop TEXT at X,Y', 'art zoom' and 'art pan'")
        }
        let art = context.session.art
        var output = Output()
        if let path {
            if context.session.workspace.exists(path) {
                try intent { () throws(IntentError) in try art.open(path) }
            } else {
                try intent { () throws(IntentError) in try art.startNew(at: path) }
                output.message("\(path) does not exist yet: a new document, which autosaves there once it changes")
            }
        } else if art.document == nil {
            art.new()
        }
        var screen = ArtEditScreen(session: context.session, color: context.style.color)
        let exit = terminal.present(&screen) { _ in
            // Before anything else (a SIGTERM ends the process right after): what is unsaved.
            _ = art.autosave()
        }
        if exit == .terminalGone {
            output.quit = true   // nothing to show it on, nothing more to read
            return output
        }
        // Back on the line: where the document stands.
        if let document = art.document {
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
