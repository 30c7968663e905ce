import Layout
import LiveScreens

/// The art edit screen's mouse: follows a press, the drag and the release (and the wheel), and
/// says which gesture of the screen's table they made and where: the course's drop from the
/// strip, tap to select, drag to move, drag the background to pan, pinch (the wheel) to zoom,
/// double-tap to zoom to fit; on the strip, drag to reorder and onto the trash to remove; a canvas
/// emoji dragged onto the trash is deleted. It changes nothing itself: the screen looks each
/// gesture's ``ArtGestureEvent/trigger`` up in its table and carries out the row's action, the
/// same action the row's keys trigger. Cells are 0-based.
struct ArtDragAndDrop {
    /// What the recognizer asks of the screen about what is under the pointer.
    struct Scene {
        /// The layout's part at a cell.
        var target: (CellPoint) -> ArtEditLayout.Target?
        /// The document's emoji drawn at a cell, and whether it is selected.
        var emoji: (CellPoint) -> (id: Int, selected: Bool)?
        /// The strip's emoji at a palette index.
        var stripEmoji: (Int) -> String?
        /// The palette place a strip emoji let go at a column (between items, or past the last) takes.
        var stripIndex: (Int) -> Int?
    }

    /// A press of the mouse and where the pointer has gone since: what the release will do.
    private enum Press: Equatable {
        /// An emoji of the strip (its palette index) on its way to the canvas, another place in
        /// the strip, or the trash.
        case stripEmoji(index: Int, emoji: String, from: CellPoint, pointer: CellPoint)
        /// An emoji of the document being dragged: the selection when it was selected, else itself.
        case emoji(id: Int, wholeSelection: Bool, from: CellPoint, pointer: CellPoint)
        /// A drag on empty canvas: the view follows the pointer. `moved` tells a pan from a click.
        case pan(from: CellPoint, pointer: CellPoint, moved: Bool)
    }

    /// How soon a second click makes a double click (seconds), and how far apart (cells) it may be.
    static let doubleClickInterval = 0.4
    static let doubleClickDistance = 1

    private var press: Press?
    /// The last click on empty canvas: a second one soon after, near it, zooms to fit.
    private var lastEmptyClick: (cell: CellPoint, time: Double)?

    /// Forgets the press in progress (the terminal was resized under it).
    mutating func cancel() { press = nil }

    /// Follows `mouse` (reported 1-based) at `time`.
    /// - Returns: what it did, or nil when it did nothing a screen acts on.
    /// - Complexity: O(1) plus the scene's look-ups.
    mutating func handle(_ mouse: MouseEvent, at time: Double, in scene: Scene) -> ArtGestureEvent? {
        let cell = CellPoint(x: mouse.x - 1, y: mouse.y - 1)
        switch mouse.kind {
        case .press(.left):
            return pressed(at: cell, in: scene)
        case .drag(.left):
            return dragged(to: cell)
        case .release:
            defer { press = nil }
            return released(at: cell, at: time, in: scene)
        case .wheel(let up):
            switch scene.target(cell) {
            case .canvas?: return .wheel(up: up, at: cell, control: mouse.control)
            case .paletteName?, .scrollBack?, .scrollOn?, .trash?, .item?, .strip?: return .wheelStrip(up: up)
            case nil: return nil
            }
        case .press, .drag, .move:
            return nil   // the middle and right buttons do nothing here
        }
    }

    private mutating func pressed(at cell: CellPoint, in scene: Scene) -> ArtGestureEvent? {
        press = nil
        switch scene.target(cell) {
        case .canvas?:
            if let hit = scene.emoji(cell) {
                press = .emoji(id: hit.id, wholeSelection: hit.selected, from: cell, pointer: cell)
            } else {
                press = .pan(from: cell, pointer: cell, moved: false)
            }
            return .pressedCanvas(cell)
        case .item(let index)?:
            if let emoji = scene.stripEmoji(index) {
                press = .stripEmoji(index: index, emoji: emoji, from: cell, pointer: cell)
            }
            return .pickedStripEmoji(index)
        case .paletteName?:
            return .clicked(ArtEditScreen.Place.paletteName)
        case .scrollBack?:
            return .clicked(ArtEditScreen.Place.scrollBack)
        case .scrollOn?:
            return .clicked(ArtEditScreen.Place.scrollOn)
        case .trash?:
            return .pressedTrash
        case .strip?, nil:
            return nil
        }
    }

    private mutating func dragged(to cell: CellPoint) -> ArtGestureEvent? {
        switch press {
        case .stripEmoji(let index, let emoji, let from, _)?:
            press = .stripEmoji(index: index, emoji: emoji, from: from, pointer: cell)
        case .emoji(let id, let whole, let from, _)?:
            press = .emoji(id: id, wholeSelection: whole, from: from, pointer: cell)
        case .pan(let from, let pointer, let moved)?:
            // The view follows the pointer as it goes.
            press = .pan(from: from, pointer: cell, moved: moved || cell != from)
            let (columns, rows) = (cell.x - pointer.x, cell.y - pointer.y)
            if columns != 0 || rows != 0 { return .panned(columns: columns, rows: rows) }
        case nil:
            break
        }
        return nil
    }

    private mutating func released(at cell: CellPoint, at time: Double, in scene: Scene) -> ArtGestureEvent? {
        let target = scene.target(cell)
        switch press {
        case .stripEmoji(let index, let emoji, let from, _)?:
            return releasedStripEmoji(index: index, emoji: emoji, moved: cell != from, at: cell, target: target, in: scene)
        case .emoji(let id, let whole, _, _)? where target == .trash:
            return .trashedEmoji(whole ? .selection : .emoji(id))
        case .emoji(let id, let whole, let from, _)?:
            let (columns, rows) = (cell.x - from.x, cell.y - from.y)
            guard columns != 0 || rows != 0 else { return .tapped(from) }
            return .moved(whole ? .selection : .emoji(id), columns: columns, rows: rows, to: cell)
        case .pan(let from, _, let moved)?:
            guard !moved, cell == from else { return nil }
            if let last = lastEmptyClick, time - last.time <= Self.doubleClickInterval,
               abs(last.cell.x - cell.x) <= Self.doubleClickDistance, abs(last.cell.y - cell.y) <= Self.doubleClickDistance {
                lastEmptyClick = nil
                return .doubleTapped
            }
            lastEmptyClick = (cell, time)
            return .tapped(cell)
        case nil:
            return nil
        }
    }

    /// A strip emoji let go: on the canvas it is dropped there; elsewhere on the strip it takes
    /// that place in the palette; on the trash it leaves the palette.
    private func releasedStripEmoji(
        index: Int, emoji: String, moved: Bool, at cell: CellPoint, target: ArtEditLayout.Target?, in scene: Scene
    ) -> ArtGestureEvent? {
        switch target {
        case .canvas?:
            return .droppedStripEmoji(emoji, at: cell)
        case .trash?:
            return .trashedStripEmoji(index)
        case .item(let destination)? where destination != index:
            return .reordered(from: index, to: destination)
        case .strip?, .scrollOn?, .scrollBack?:
            guard moved, let destination = scene.stripIndex(cell.x), destination != index else { return nil }
            return .reordered(from: index, to: destination)
        default:
            return nil   // a click on a strip emoji only picks it
        }
    }

    /// What the view shows moving while the button is held; `selection` is the document's.
    /// - Complexity: O(1) (the selection is shared, not copied).
    func preview(selection: Set<Int>?) -> ArtDragPreview? {
        switch press {
        case .stripEmoji(_, let emoji, let from, let pointer)? where pointer != from:
            return .stripEmoji(emoji, at: pointer)
        case .emoji(let id, let whole, let from, let pointer)? where pointer != from:
            return .emojis(whole ? (selection ?? [id]) : [id], columns: pointer.x - from.x, rows: pointer.y - from.y)
        default:
            return nil
        }
    }
}

/// What the mouse did on the art edit screen, with what the table's action needs to do it there.
enum ArtGestureEvent: Equatable, Sendable {
    /// A press on the canvas: the cursor goes there (a drag may follow). No row of its own.
    case pressedCanvas(CellPoint)
    /// A press on a strip emoji picks it (a drag may follow). No row of its own.
    case pickedStripEmoji(Int)
    /// A press on the trash: it says what to drag there. No row of its own.
    case pressedTrash
    /// A click on one of the strip's controls (the palette's name, ‹, ›).
    case clicked(MousePlace)
    /// The pointer dragged empty canvas by this much since the last report.
    case panned(columns: Int, rows: Int)
    case droppedStripEmoji(String, at: CellPoint)
    case trashedStripEmoji(Int)
    case reordered(from: Int, to: Int)
    case trashedEmoji(ArtEditor.Target)
    case moved(ArtEditor.Target, columns: Int, rows: Int, to: CellPoint)
    /// A click on an emoji or on empty canvas (the course's tap).
    case tapped(CellPoint)
    /// A second click on empty canvas, soon and near the first.
    case doubleTapped
    case wheel(up: Bool, at: CellPoint, control: Bool)
    case wheelStrip(up: Bool)

    /// The row of the table it answers to; nil for what only starts a gesture.
    var trigger: KeyTrigger? {
        typealias Place = ArtEditScreen.Place
        switch self {
        case .pressedCanvas, .pickedStripEmoji, .pressedTrash: return nil
        case .clicked(let place): return .mouse(.click, place)
        case .panned: return .mouse(.drag, Place.emptyCanvas)
        case .droppedStripEmoji: return .mouse(.drag, Place.stripToCanvas)
        case .trashedStripEmoji: return .mouse(.drag, Place.stripToTrash)
        case .reordered: return .mouse(.drag, Place.alongStrip)
        case .trashedEmoji: return .mouse(.drag, Place.emojiToTrash)
        case .moved: return .mouse(.drag, Place.emoji)
        case .tapped: return .mouse(.click, Place.emojiOrCanvas)
        case .doubleTapped: return .mouse(.doubleClick, Place.emptyCanvas)
        case .wheel(_, _, let control): return .mouse(control ? .ctrlWheel : .wheel, Place.overCanvas)
        case .wheelStrip: return .mouse(.wheel, Place.overStrip)
        }
    }
}
