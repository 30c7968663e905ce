import Layout
import REPL

/// The table's actions on the view and the document. A key's acts at the cursor; a gesture's
/// where the pointer made it. The intents on the canvas, and their words for the status line,
/// are ``ArtCanvasEditing``'s.
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
        let editing = ArtCanvasEditing(art: art, layout: layout)
        let cell = cursorCell(in: layout.canvas)
        switch (action, operand) {
        case (.moveLeft, _): moveSelection(columns: -1, rows: 0, editing)
        case (.moveRight, _): moveSelection(columns: 1, rows: 0, editing)
        case (.moveUp, _): moveSelection(columns: 0, rows: -1, editing)
        case (.moveDown, _): moveSelection(columns: 0, rows: 1, editing)
        case (.dragEmoji, .gesture(.moved(let target, let columns, let rows, let to))):
            say(editing.move(target, columns: columns, rows: rows))
            cursor = to
        case (.add, _):
            guard let emoji = strip.pickedEmoji(in: art) else {
                message = "the palette is empty: Tab picks another"
                return
            }
            say(editing.drop(String(emoji), at: cell))
        case (.dropFromStrip, .gesture(.droppedStripEmoji(let emoji, let at))):
            cursor = at
            say(editing.drop(emoji, at: at))
        case (.toggleSelection, .gesture(.tapped(let at))): say(editing.toggleSelection(at: at))
        case (.toggleSelection, _): if let cell { say(editing.toggleSelection(at: cell)) }
        case (.removeSelection, .gesture(.trashedEmoji(let target))):
            editing.holdView()
            say(editing.delete(target))
        case (.removeSelection, _):
            editing.holdView()
            say(editing.deleteSelection(at: cell))
        case (.grow, _): say(editing.resize(by: Self.resizeStep, at: cell))
        case (.shrink, _): say(editing.resize(by: 1 / Self.resizeStep, at: cell))
        case (.wheelResize, .gesture(.wheel(let up, let at, _))): say(editing.resize(by: up ? Self.resizeStep : 1 / Self.resizeStep, at: at))
        case (.undo, _): say(editing.undo())
        case (.redo, _): say(editing.redo())
        default:
            break
        }
    }

    private mutating func moveCursor(columns: Int, rows: Int, in canvas: CellRect) {
        guard let cell = cursorCell(in: canvas) else { return }
        cursor = ArtEditState.cursorCell(CellPoint(x: cell.x + columns, y: cell.y + rows), in: canvas)
    }

    /// Shift+arrows: the selection (or the emoji under the cursor) and the cursor with it.
    private mutating func moveSelection(columns: Int, rows: Int, _ editing: ArtCanvasEditing) {
        guard let cell = cursorCell(in: editing.canvas) else { return }
        let (moved, said) = editing.moveSelection(columns: columns, rows: rows, at: cell)
        say(said)
        if moved { cursor = ArtEditState.cursorCell(CellPoint(x: cell.x + columns, y: cell.y + rows), in: editing.canvas) }
    }

    private func zoom(by factor: Double, in canvas: CellRect) {
        let cell = cursorCell(in: canvas)
        art.zoom(by: factor, aroundCellX: cell?.x, y: cell?.y, in: canvas)
    }

    /// Shows `text` on the status line (nil keeps what is there).
    mutating func say(_ text: String?) {
        if let text { message = text }
    }
}
