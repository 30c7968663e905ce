import EmojiArt
import Layout
import REPL

/// The table's actions on the view and the document: the cursor, the selection, the view, undo
/// and adding the strip's picked emoji. Each says what it did on the status line. A key's acts
/// at the cursor; a gesture's where the pointer made it.
extension ArtEditScreen {
    /// The view: the cursor, zoom and pan.
    mutating func performOnView(_ action: Action, layout: ArtEditLayout, on operand: Operand) {
        let canvas = layout.canvas
        switch (action, operand) {
        case (.cursorLeft, _): moveCursor(columns: -1, rows: 0, in: canvas)
        case (.cursorRight, _): moveCursor(columns: 1, rows: 0, in: canvas)
        case (.cursorUp, _): moveCursor(columns: 0, rows: -1, in: canvas)
        case (.cursorDown, _): moveCursor(columns: 0, rows: 1, in: canvas)
        case (.panLeft, _): art.pan(byColumns: Self.panColumns, rows: 0, in: canvas)
        case (.panRight, _): art.pan(byColumns: -Self.panColumns, rows: 0, in: canvas)
        case (.panUp, _): art.pan(byColumns: 0, rows: Self.panRows, in: canvas)
        case (.panDown, _): art.pan(byColumns: 0, rows: -Self.panRows, in: canvas)
        case (.dragCanvas, .gesture(.panned(let columns, let rows))): art.pan(byColumns: columns, rows: rows, in: canvas)
        case (.zoomIn, _): zoom(by: Self.zoomStep, in: canvas)
        case (.zoomOut, _): zoom(by: 1 / Self.zoomStep, in: canvas)
        case (.wheelZoom, .gesture(.wheel(let up, let cell, _))):
            art.zoom(by: up ? Self.zoomStep : 1 / Self.zoomStep, aroundCellX: cell.x, y: cell.y, in: canvas)
        case (.fit, _):
            art.zoomToFit()
            message = "zoom to fit"
        default:
            break
        }
    }

    /// The document: adding, selecting, moving, resizing, deleting, undo.
    mutating func performOnDocument(_ action: Action, layout: ArtEditLayout, on operand: Operand) {
        let canvas = layout.canvas
        switch (action, operand) {
        case (.moveLeft, _): moveSelection(columns: -1, rows: 0, in: canvas)
        case (.moveRight, _): moveSelection(columns: 1, rows: 0, in: canvas)
        case (.moveUp, _): moveSelection(columns: 0, rows: -1, in: canvas)
        case (.moveDown, _): moveSelection(columns: 0, rows: 1, in: canvas)
        case (.dragEmoji, .gesture(.moved(let target, let columns, let rows, let cell))):
            move(target, columns: columns, rows: rows, to: cell, in: canvas)
        case (.add, _): addCurrent(layout: layout)
        case (.dropFromStrip, .gesture(.droppedStripEmoji(let emoji, let cell))):
            cursor = cell
            drop(emoji, at: cell, layout: layout)
        case (.toggleSelection, .gesture(.tapped(let cell))): toggleSelection(at: cell, in: canvas)
        case (.toggleSelection, _): toggleSelectionAtCursor(in: canvas)
        case (.removeSelection, .gesture(.trashedEmoji(let target))):
            holdView(in: canvas)
            delete(target)
        case (.removeSelection, _):
            holdView(in: canvas)
            deleteSelection(in: canvas)
        case (.grow, _): resize(by: Self.resizeStep, at: cursorCell(in: canvas), in: canvas)
        case (.shrink, _): resize(by: 1 / Self.resizeStep, at: cursorCell(in: canvas), in: canvas)
        case (.wheelResize, .gesture(.wheel(let up, let cell, _))): resize(by: up ? Self.resizeStep : 1 / Self.resizeStep, at: cell, in: canvas)
        case (.undo, _):
            holdView(in: canvas)
            undo()
        case (.redo, _):
            holdView(in: canvas)
            redo()
        default:
            break
        }
    }

    /// Before an edit from the screen: a fitting view keeps the zoom and place it shows now, so
    /// what is dropped or moved stays where the pointer put it (fitting would rescale the whole
    /// picture when an emoji goes past its edge). `f`, `0` or a double click fits again.
    mutating func holdView(in canvas: CellRect) {
        guard art.viewport.zoom == nil else { return }
        art.zoom(by: 1, aroundCellX: nil, y: nil, in: canvas)
    }

    mutating func moveCursor(columns: Int, rows: Int, in canvas: CellRect) {
        guard let cell = cursorCell(in: canvas) else { return }
        cursor = CellPoint(x: cell.x + columns, y: cell.y + rows)
        cursor = cursorCell(in: canvas)
    }

    /// Shift+arrows: the selection, or the emoji under the cursor when nothing is selected.
    mutating func moveSelection(columns: Int, rows: Int, in canvas: CellRect) {
        guard let cell = cursorCell(in: canvas) else { return }
        let target: ArtEditor.Target
        if art.document?.selection.isEmpty == false {
            target = .selection
        } else if let id = art.emoji(atX: cell.x, y: cell.y, in: canvas) {
            target = .emoji(id)
        } else {
            message = "nothing selected: Space selects the emoji under the cursor"
            return
        }
        holdView(in: canvas)
        let what = describe(target)
        say(Self.outcome { () throws(IntentError) in
            try art.move(target, byColumns: columns, rows: rows, in: canvas)
            return "moved \(what)"
        })
        cursor = CellPoint(x: cell.x + columns, y: cell.y + rows)
        cursor = cursorCell(in: canvas)
    }

    /// An emoji dragged (or the selection it is in) let go `columns` × `rows` cells away, at `cell`.
    mutating func move(_ target: ArtEditor.Target, columns: Int, rows: Int, to cell: CellPoint, in canvas: CellRect) {
        holdView(in: canvas)
        let what = describe(target)
        say(Self.outcome { () throws(IntentError) in
            try art.move(target, byColumns: columns, rows: rows, in: canvas)
            return target == .selection ? "moved the selection" : "moved \(what)"
        })
        cursor = cell
    }

    mutating func zoom(by factor: Double, in canvas: CellRect) {
        let cell = cursorCell(in: canvas)
        art.zoom(by: factor, aroundCellX: cell?.x, y: cell?.y, in: canvas)
    }

    mutating func toggleSelectionAtCursor(in canvas: CellRect) {
        guard let cell = cursorCell(in: canvas) else { return }
        toggleSelection(at: cell, in: canvas)
    }

    /// The course's tap: on an emoji toggles it, on empty canvas deselects all.
    mutating func toggleSelection(at cell: CellPoint, in canvas: CellRect) {
        if let id = art.emoji(atX: cell.x, y: cell.y, in: canvas) {
            let what = describe(.emoji(id))
            say(Self.outcome { () throws(IntentError) in
                try art.select([id])
                return art.document?.selection.contains(id) == true ? "selected \(what)" : "deselected \(what)"
            })
        } else if art.document?.selection.isEmpty == false {
            say(Self.outcome { () throws(IntentError) in
                try art.deselectAll()
                return "deselected all"
            })
        }
    }

    /// `d`, Delete, Backspace: the selection, or the emoji under the cursor when nothing is
    /// selected, deleted as one undoable change.
    mutating func deleteSelection(in canvas: CellRect) {
        if art.document?.selection.isEmpty == false {
            delete(.selection)
        } else if let cell = cursorCell(in: canvas), let id = art.emoji(atX: cell.x, y: cell.y, in: canvas) {
            delete(.emoji(id))
        } else {
            message = "nothing selected to delete (Space or a click selects)"
        }
    }

    /// Deletes `target` (a key, or a drag onto the trash) as one change `u` takes back, and says
    /// what went.
    mutating func delete(_ target: ArtEditor.Target) {
        let what = describe(target)
        say(Self.outcome { () throws(IntentError) in
            _ = try art.remove(target)
            return "deleted \(what) — u undoes"
        })
    }

    /// `{`, `}` and Ctrl+wheel: the selection, or else the emoji at `cell`, resized by `factor`
    /// as `art scale` does it (one undoable change).
    mutating func resize(by factor: Double, at cell: CellPoint?, in canvas: CellRect) {
        let target: ArtEditor.Target
        if art.document?.selection.isEmpty == false {
            target = .selection
        } else if let cell, let id = art.emoji(atX: cell.x, y: cell.y, in: canvas) {
            target = .emoji(id)
        } else {
            message = "nothing to resize: select an emoji (Space or a click) first"
            return
        }
        holdView(in: canvas)
        let what = describe(target)
        say(Self.outcome { () throws(IntentError) in
            try art.scale(target, by: factor)
            let sizes = Set(emojis(of: target).map(\.size))
            return "resized \(what)" + (sizes.count == 1 ? " to size \(sizes.first ?? 0)" : factor > 1 ? " bigger" : " smaller")
        })
    }

    /// The emoji `target` names now, in document order.
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

    mutating func undo() {
        say(Self.outcome { () throws(IntentError) in
            try art.undo().map { "undid \($0)" } ?? "nothing to undo"
        })
    }

    mutating func redo() {
        say(Self.outcome { () throws(IntentError) in
            try art.redo().map { "redid \($0)" } ?? "nothing to redo"
        })
    }

    /// Enter or `a`: the strip's current emoji, dropped at the cursor.
    mutating func addCurrent(layout: ArtEditLayout) {
        guard let emoji = strip.pickedEmoji(in: art) else {
            message = "the palette is empty: Tab picks another"
            return
        }
        drop(String(emoji), at: cursorCell(in: layout.canvas), layout: layout)
    }
}
