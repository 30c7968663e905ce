import Layout
import LiveScreens
import REPL

/// A press of the mouse on the art edit screen and where the pointer has gone since: what the
/// release will do. Cells are 0-based.
enum ArtGesture: Equatable, Sendable {
    /// An emoji of the strip (its palette index) on its way to the canvas, another place in the
    /// strip, or the trash.
    case stripEmoji(index: Int, emoji: String, from: CellPoint, pointer: CellPoint)
    /// An emoji of the document being dragged: the selection when it was selected, else itself.
    case emoji(id: Int, wholeSelection: Bool, from: CellPoint, pointer: CellPoint)
    /// A drag on empty canvas: the view follows the pointer. `moved` tells a pan from a click.
    case pan(from: CellPoint, pointer: CellPoint, moved: Bool)
}

extension ArtEditScreen {
    /// The course's gestures, by mouse: drop from the strip, tap to select, drag to move, drag
    /// the background to pan, pinch (the wheel) to zoom, double-tap to zoom to fit; on the strip,
    /// drag to reorder and onto the trash to remove; a canvas emoji dragged onto the trash is deleted.
    mutating func handle(_ mouse: MouseEvent, layout: ArtEditLayout, at time: Double) {
        let cell = CellPoint(x: mouse.x - 1, y: mouse.y - 1)
        let target = layout.target(atX: cell.x, y: cell.y)
        switch mouse.kind {
        case .press(.left):
            press(at: cell, target: target, layout: layout)
        case .drag(.left):
            drag(to: cell, layout: layout)
        case .release:
            release(at: cell, target: target, layout: layout, at: time)
        case .wheel(let up):
            switch target {
            case .canvas? where mouse.control:
                resize(by: up ? Self.resizeStep : 1 / Self.resizeStep, at: cell, in: layout.canvas)
            case .canvas?:
                art.zoom(by: up ? Self.zoomStep : 1 / Self.zoomStep, aroundCellX: cell.x, y: cell.y, in: layout.canvas)
            case .paletteName?, .scrollBack?, .scrollOn?, .trash?, .item?, .strip?:
                art.scrollStrip(by: up ? -1 : 1)
            case nil:
                break
            }
        case .press, .drag, .move:
            break   // the middle and right buttons do nothing here
        }
    }

    mutating func press(at cell: CellPoint, target: ArtEditLayout.Target?, layout: ArtEditLayout) {
        gesture = nil
        switch target {
        case .canvas?:
            cursor = cell
            if let id = art.emoji(atX: cell.x, y: cell.y, in: layout.canvas) {
                let selected = art.document?.selection.contains(id) ?? false
                gesture = .emoji(id: id, wholeSelection: selected, from: cell, pointer: cell)
            } else {
                gesture = .pan(from: cell, pointer: cell, moved: false)
            }
        case .item(let index)?:
            stripCurrent = index
            if let emoji = currentPalette.flatMap({ Array($0.emojis).dropFirst(index).first }) {
                gesture = .stripEmoji(index: index, emoji: String(emoji), from: cell, pointer: cell)
            }
        case .paletteName?:
            art.nextPalette()
            stripCurrent = 0
            say(currentPalette.map { "palette \($0.name)" })
        case .scrollBack?:
            art.scrollStrip(by: -layout.pageSize)
        case .scrollOn?:
            art.scrollStrip(by: layout.pageSize)
        case .trash?:
            say("drag a strip emoji here to take it out of the palette (x), or a canvas emoji to delete it (d)")
        case .strip?, nil:
            break
        }
    }

    mutating func drag(to cell: CellPoint, layout: ArtEditLayout) {
        switch gesture {
        case .stripEmoji(let index, let emoji, let from, _)?:
            gesture = .stripEmoji(index: index, emoji: emoji, from: from, pointer: cell)
        case .emoji(let id, let whole, let from, _)?:
            gesture = .emoji(id: id, wholeSelection: whole, from: from, pointer: cell)
        case .pan(let from, let pointer, let moved)?:
            // The view follows the pointer as it goes.
            let columns = cell.x - pointer.x
            let rows = cell.y - pointer.y
            if columns != 0 || rows != 0 { art.pan(byColumns: columns, rows: rows, in: layout.canvas) }
            gesture = .pan(from: from, pointer: cell, moved: moved || cell != from)
        case nil:
            break
        }
    }

    mutating func release(at cell: CellPoint, target: ArtEditLayout.Target?, layout: ArtEditLayout, at time: Double) {
        defer { gesture = nil }
        switch gesture {
        case .stripEmoji(let index, let emoji, let from, _)?:
            releaseStripEmoji(index: index, emoji: emoji, moved: cell != from, at: cell, target: target, layout: layout)
        case .emoji(let id, let whole, _, _)? where target == .trash:
            holdView(in: layout.canvas)
            delete(whole ? .selection : .emoji(id))
        case .emoji(let id, let whole, let from, _)?:
            let columns = cell.x - from.x
            let rows = cell.y - from.y
            guard columns != 0 || rows != 0 else {
                toggleSelection(at: from, in: layout.canvas)
                return
            }
            holdView(in: layout.canvas)
            let what = describe(.emoji(id))
            say(Self.outcome { () throws(IntentError) in
                try art.move(whole ? .selection : .emoji(id), byColumns: columns, rows: rows, in: layout.canvas)
                return whole ? "moved the selection" : "moved \(what)"
            })
            cursor = cell
        case .pan(let from, _, let moved)?:
            guard !moved, cell == from else { return }
            if let last = lastEmptyClick, time - last.time <= Self.doubleClickInterval,
               abs(last.cell.x - cell.x) <= Self.doubleClickDistance, abs(last.cell.y - cell.y) <= Self.doubleClickDistance {
                art.zoomToFit()
                say("zoom to fit")
                lastEmptyClick = nil
            } else {
                toggleSelection(at: cell, in: layout.canvas)
                lastEmptyClick = (cell, time)
            }
        case nil:
            break
        }
    }

    /// A strip emoji let go: on the canvas it is dropped there; elsewhere on the strip it takes
    /// that place in the palette; on the trash it leaves the palette.
    mutating func releaseStripEmoji(
        index: Int, emoji: String, moved: Bool, at cell: CellPoint, target: ArtEditLayout.Target?, layout: ArtEditLayout
    ) {
        switch target {
        case .canvas?:
            cursor = cell
            drop(emoji, at: cell, layout: layout)
        case .trash?:
            trashStrip(at: index)
        case .item(let destination)? where destination != index:
            reorderStrip(from: index, to: destination)
        case .strip?, .scrollOn?, .scrollBack?:
            guard moved, let destination = stripIndex(atColumn: cell.x, layout: layout), destination != index else { return }
            reorderStrip(from: index, to: destination)
        default:
            break   // a click on a strip emoji only picks it
        }
    }

    /// The palette place a strip emoji dropped at `column` (between items, or past the last shown)
    /// takes.
    func stripIndex(atColumn column: Int, layout: ArtEditLayout) -> Int? {
        guard let first = layout.items.first, let last = layout.items.last else { return nil }
        if column < first.frame.x { return max(first.index - 1, 0) }
        if column > last.frame.x + 1 {
            let count = currentPalette.map { $0.emojis.count } ?? 0
            return layout.scrollOn == nil ? max(count - 1, 0) : min(last.index + 1, max(count - 1, 0))
        }
        return min(first.index + (column - first.frame.x) / ArtEditLayout.itemStride, last.index)
    }

    /// What the view shows moving while the button is held.
    func dragPreview(layout: ArtEditLayout) -> ArtDragPreview? {
        switch gesture {
        case .stripEmoji(_, let emoji, let from, let pointer)? where pointer != from:
            return .stripEmoji(emoji, at: pointer)
        case .emoji(let id, let whole, let from, let pointer)? where pointer != from:
            let ids = whole ? (art.document?.selection ?? [id]) : [id]
            return .emojis(ids, columns: pointer.x - from.x, rows: pointer.y - from.y)
        default:
            return nil
        }
    }
}
