import EmojiArt
import Layout
import REPL

/// The art editor's intents on the canvas as the screen calls them, each worded for the status
/// line: selecting (the course's tap), moving, resizing, deleting, undo, and drops (a paste, a
/// strip emoji let go on the canvas, `a`). It keeps nothing: the editor is the state, the screen
/// says what comes back (nil: nothing to say). Cells are 0-based, in `layout`.
struct ArtCanvasEditing {
    let art: ArtEditor
    let layout: ArtEditLayout
    var canvas: CellRect { layout.canvas }

    /// Before an edit from the screen: a fitting view keeps the zoom and place it shows now, so
    /// what is dropped or moved stays where the pointer put it (fitting would rescale the whole
    /// picture when an emoji goes past its edge). `f`, `0` or a double click fits again.
    func holdView() {
        guard art.viewport.zoom == nil else { return }
        art.zoom(by: 1, aroundCellX: nil, y: nil, in: canvas)
    }

    /// What the keys act on at `cell`: the selection, or else the emoji there.
    func target(at cell: CellPoint?) -> ArtEditor.Target? {
        if art.document?.selection.isEmpty == false { return .selection }
        guard let cell, let id = art.emoji(atX: cell.x, y: cell.y, in: canvas) else { return nil }
        return .emoji(id)
    }

    /// Shift+arrows: the selection, or the emoji at the cursor `cell` when nothing is selected,
    /// moved a cell; nil when there was nothing to move (`said` says so).
    func moveSelection(columns: Int, rows: Int, at cell: CellPoint) -> (moved: Bool, said: String?) {
        guard let target = target(at: cell) else { return (false, "nothing selected: Space selects the emoji under the cursor") }
        holdView()
        let what = describe(target)
        return (true, Self.outcome { () throws(IntentError) in
            try art.move(target, byColumns: columns, rows: rows, in: canvas)
            return "moved \(what)"
        })
    }

    /// An emoji dragged (or the selection it is in) let go `columns` × `rows` cells away.
    func move(_ target: ArtEditor.Target, columns: Int, rows: Int) -> String? {
        holdView()
        let what = describe(target)
        return Self.outcome { () throws(IntentError) in
            try art.move(target, byColumns: columns, rows: rows, in: canvas)
            return target == .selection ? "moved the selection" : "moved \(what)"
        }
    }

    /// The course's tap: on an emoji toggles it, on empty canvas deselects all.
    func toggleSelection(at cell: CellPoint) -> String? {
        if let id = art.emoji(atX: cell.x, y: cell.y, in: canvas) {
            let what = describe(.emoji(id))
            return Self.outcome { () throws(IntentError) in
                try art.select([id])
                return art.document?.selection.contains(id) == true ? "selected \(what)" : "deselected \(what)"
            }
        }
        guard art.document?.selection.isEmpty == false else { return nil }
        return Self.outcome { () throws(IntentError) in
            try art.deselectAll()
            return "deselected all"
        }
    }

    /// `d`, Delete, Backspace: the selection, or the emoji at the cursor `cell` when nothing is
    /// selected, deleted as one undoable change.
    func deleteSelection(at cell: CellPoint?) -> String? {
        guard let target = target(at: cell) else { return "nothing selected to delete (Space or a click selects)" }
        return delete(target)
    }

    /// Deletes `target` (a key, or a drag onto the trash) as one change `u` takes back, and says
    /// what went.
    func delete(_ target: ArtEditor.Target) -> String? {
        let what = describe(target)
        return Self.outcome { () throws(IntentError) in
            _ = try art.remove(target)
            return "deleted \(what) — u undoes"
        }
    }

    /// `{`, `}` and Ctrl+wheel: the selection, or else the emoji at `cell`, resized by `factor`
    /// as `art scale` does it (one undoable change).
    func resize(by factor: Double, at cell: CellPoint?) -> String? {
        guard let target = target(at: cell) else { return "nothing to resize: select an emoji (Space or a click) first" }
        holdView()
        let what = describe(target)
        return Self.outcome { () throws(IntentError) in
            try art.scale(target, by: factor)
            let sizes = Set(emojis(of: target).map(\.size))
            return "resized \(what)" + (sizes.count == 1 ? " to size \(sizes.first ?? 0)" : factor > 1 ? " bigger" : " smaller")
        }
    }

    /// The emoji `target` names now, in document order.
    /// - Complexity: O(*n*) in the emoji.
    func emojis(of target: ArtEditor.Target) -> [EmojiArtModel.Emoji] {
        guard let document = art.document else { return [] }
        switch target {
        case .emoji(let id): return document.emojis.filter { $0.id == id }
        case .selection: return document.emojis.filter { document.selection.contains($0.id) }
        }
    }

    /// `🐶`, `🐶 🐱` or `7 emoji`: what the status line calls the emoji `target` names.
    func describe(_ target: ArtEditor.Target) -> String {
        let texts = emojis(of: target).map(\.text)
        return texts.count <= 5 ? texts.joined(separator: " ") : "\(texts.count) emoji"
    }

    /// `u`: takes back the last change; an undone picture takes its zoom with it.
    func undo() -> String? {
        let shown = art.viewport
        holdView()
        return Self.outcome { () throws(IntentError) in try art.undo(viewShown: shown).map { "undid \($0)" } ?? "nothing to undo" }
    }

    /// `U`: makes it again; a redone picture brings back its view.
    func redo() -> String? {
        let shown = art.viewport
        holdView()
        return Self.outcome { () throws(IntentError) in try art.redo(viewShown: shown).map { "redid \($0)" } ?? "nothing to redo" }
    }

    // MARK: - Drops

    /// Drops `text` at `cell` (nil: the canvas's centre): a URL or a path sets the background,
    /// emoji are added, the rest is reported and skipped — `art drop`'s intent.
    func drop(_ text: String, at cell: CellPoint?) -> String? {
        let shown = art.viewport
        if !layout.isTooSmall { holdView() }
        return Self.outcome { () throws(IntentError) in
            let outcome = try art.drop(text, atX: cell.map { $0.x + 1 }, y: cell.map { $0.y + 1 }, width: layout.width, height: layout.height)
            // A new background is shown whole once it arrives; undoing it brings back the view shown now.
            if case .background = outcome { art.zoomToFitNewBackground(viewShown: shown) }
            return Self.describe(outcome, at: cell)
        }
    }

    /// A drop, in a few words, what was skipped first (a long paste's emoji would push it off the
    /// status line): `skipped 'a' (not an emoji); dropped 🐶 ☺️ at 12,5`.
    static func describe(_ outcome: ArtEditor.DropOutcome, at cell: CellPoint?) -> String {
        switch outcome {
        case .background(.fetching(let url)):
            return "background: fetching \(url.absoluteString)"
        case .background(.loading(let path)):
            return "background: loading \(path)"
        case .emoji(let added, let skipped):
            let place = cell.map { "at \($0.x + 1),\($0.y + 1)" } ?? "at the centre"
            let dropped = added.isEmpty ? "dropped nothing" : "dropped \(added.map(\.text).joined(separator: " ")) \(place)"
            guard !skipped.isEmpty else { return dropped }
            return "skipped " + skipped.map { "'\($0.text)' (\($0.reason))" }.joined(separator: ", ") + "; " + dropped
        case .outsideCanvas:
            return "drop on the canvas"
        }
    }

    /// What an intent says, or its error's message; nil when it has nothing to say.
    static func outcome(_ intent: () throws(IntentError) -> String?) -> String? {
        do { return try intent() } catch { return error.message }
    }
}
