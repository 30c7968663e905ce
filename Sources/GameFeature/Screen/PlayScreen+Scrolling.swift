import Layout
import REPL

/// The board bigger than the screen: the view follows the cursor, and the page keys, the wheel
/// off the face and the zoom move the view (through the session, so `tap at` and `state` see
/// what the screen shows), with the cursor kept in view.
extension PlayScreen {
    /// Rows of cards a notch of the wheel scrolls.
    static let rowsPerNotch = 1

    /// Moves the view to the cursor's card when it is off the screen (keys, clicks, a resize).
    /// - Complexity: O(1)
    func followCursor(width: Int, height: Int) {
        let layout = session.playLayout(width: width, height: height)
        let followed = layout.scroll(showing: cursor)
        if followed != session.boardScroll { session.scrollBoard(to: followed) }
    }

    /// A page key, the wheel off the face or a zoom, on `layout` (the screen before it).
    mutating func scroll(_ action: Action, layout: PlayLayout, pointer: Pointer?) {
        guard !layout.isTooSmall else { return }
        let page = max(layout.visibleRows, 1)
        switch action {
        case .pageUp, .pageDown:
            // A screen: the view and the cursor move together, so the cursor keeps its place on it.
            let rows = action == .pageDown ? page : -page
            session.scrollBoard(to: layout.scroll(byRows: rows))
            let moved = cursor.addingReportingOverflow(rows * layout.columns)
            cursor = min(max(moved.overflow ? cursor : moved.partialValue, 0), max(layout.reachableCardCount - 1, 0))
            followCursor(width: layout.width, height: layout.height)
        case .scrollWheel:
            guard let up = pointer?.wheelUp else { return }
            session.scrollBoard(to: layout.scroll(byRows: up ? -Self.rowsPerNotch : Self.rowsPerNotch))
            keepCursorInView(width: layout.width, height: layout.height)
        case .zoomIn, .zoomOut, .zoomWheel:
            let larger = action == .zoomIn || (action == .zoomWheel && pointer?.wheelUp == true)
            zoom(larger: larger, layout: layout)
        default:
            break
        }
    }

    /// A card size larger or smaller; the cursor's card stays in view.
    private mutating func zoom(larger: Bool, layout: PlayLayout) {
        var zoomed = layout.scroll
        zoomed.zoom += larger ? 1 : -1
        session.scrollBoard(to: zoomed)
        let after = session.playLayout(width: layout.width, height: layout.height)
        // Clamped: a zoom past the largest or the smallest card stays where it was.
        session.scrollBoard(to: after.scroll)
        followCursor(width: layout.width, height: layout.height)
        if after.cardShape == layout.cardShape {
            message = larger ? "the largest cards this screen holds" : "the smallest cards: one row each"
        } else {
            message = "cards \(after.cardShape.width)×\(after.cardShape.height), \(after.columns) to a row"
        }
    }

    /// After the view moved without the cursor: the cursor to the nearest row on the screen, in its column.
    private mutating func keepCursorInView(width: Int, height: Int) {
        let layout = session.playLayout(width: width, height: height)
        guard layout.columns > 0, !layout.visibleCards.isEmpty, !layout.visibleCards.contains(cursor) else { return }
        let column = cursor % layout.columns
        let row = cursor / layout.columns < layout.firstRow ? layout.firstRow : layout.firstRow + layout.visibleRows - 1
        cursor = min(row * layout.columns + column, layout.visibleCards.upperBound - 1)
    }
}
