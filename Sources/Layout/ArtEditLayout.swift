/// Where everything goes on the `art edit` screen of a terminal `width` × `height` cells: the
/// canvas above, then the palette strip (CS193p's palette chooser and `ScrollingEmojisView`),
/// the status line, and the key help on the bottom row.
///
/// The strip row reads, left to right: the palette's name (click it, or Tab, for the next
/// palette), a `‹` when it is scrolled, the palette's emoji two columns each with a space
/// between, a `›` when more follow, and the trash at the right end.
///
/// It is the one answer to "what is at this cell" on that screen: the screen draws by it, the
/// mouse hit-tests by it, and `art state` reports its frames so a test can aim a click.
public struct ArtEditLayout: Sendable, Equatable {
    /// The smallest terminal the screen draws on; below it, it asks for a larger one.
    public static let minimumWidth = 24
    public static let minimumHeight = 6
    /// Columns of the palette's name at most (longer names are cut with `…`).
    public static let nameColumns = 16
    /// Columns an emoji of the strip takes, with the space after it.
    public static let itemStride = 3

    public let width: Int
    public let height: Int
    public let isTooSmall: Bool
    /// Where the document is drawn.
    public let canvas: CellRect
    /// The palette's name, on the strip row (the course's palette chooser).
    public let paletteName: CellRect
    /// The `‹` shown when the strip is scrolled; nil when it is not.
    public let scrollBack: CellRect?
    /// The `›` shown when emoji follow the last one shown; nil when none do.
    public let scrollOn: CellRect?
    /// The trash a strip emoji is dropped on to remove it from the palette.
    public let trash: CellRect
    /// The strip's emoji that are shown: the palette's index of each and its cells.
    public let items: [Item]
    /// The row of the status line and of the key help.
    public let statusRow: Int
    public let helpRow: Int

    /// One emoji of the strip.
    public struct Item: Sendable, Equatable {
        /// Its index in the palette.
        public let index: Int
        public let frame: CellRect
    }

    /// What is at a cell.
    public enum Target: Sendable, Equatable {
        case canvas
        case paletteName
        case scrollBack
        case scrollOn
        case trash
        /// The strip's emoji at this palette index.
        case item(Int)
        /// The strip row between things: where a dragged emoji is dropped to go at the end.
        case strip
    }

    /// Lays out the screen for a palette of `emojiCount` emoji scrolled to show from index
    /// `scroll` on, whose name is `nameWidth` columns wide.
    /// - Complexity: O(*k*) in the emoji shown (at most `width / 3`).
    public init(width: Int, height: Int, emojiCount: Int, scroll: Int = 0, nameWidth: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        isTooSmall = width < Self.minimumWidth || height < Self.minimumHeight
        let stripRow = max(self.height - 3, 0)
        statusRow = max(self.height - 2, 0)
        helpRow = max(self.height - 1, 0)
        canvas = CellRect(x: 0, y: 0, width: self.width, height: isTooSmall ? 0 : stripRow)
        // The name, padded by a space each side, and a `▸` that says a click turns the page.
        let nameCells = min(max(nameWidth, 1), Self.nameColumns) + 3
        paletteName = CellRect(x: 0, y: stripRow, width: nameCells, height: 1)
        trash = CellRect(x: max(self.width - 3, 0), y: stripRow, width: 2, height: 1)
        let count = max(emojiCount, 0)
        let first = min(max(scroll, 0), max(count - 1, 0))
        var x = nameCells + 1
        if first > 0 {
            scrollBack = CellRect(x: x, y: stripRow, width: 1, height: 1)
            x += 2
        } else {
            scrollBack = nil
        }
        // Room before the trash, keeping two cells for a `›`.
        let end = trash.x - 1
        var items: [Item] = []
        var index = first
        while index < count, x + 2 <= end - (index + 1 < count ? 2 : 0) {
            items.append(Item(index: index, frame: CellRect(x: x, y: stripRow, width: 2, height: 1)))
            x += Self.itemStride
            index += 1
        }
        scrollOn = index < count && !isTooSmall ? CellRect(x: max(end - 2, x), y: stripRow, width: 1, height: 1) : nil
        self.items = isTooSmall ? [] : items
    }

    /// How many emoji the strip shows at a time: how far a page of scrolling goes.
    public var pageSize: Int { max(items.count, 1) }

    /// What is at column `x`, row `y` (0-based), or nil for the status and help rows and
    /// outside the screen.
    /// - Complexity: O(1) (items are evenly spaced).
    public func target(atX x: Int, y: Int) -> Target? {
        guard !isTooSmall, x >= 0, x < width, y >= 0 else { return nil }
        if canvas.contains(x: x, y: y) { return .canvas }
        guard y == paletteName.y else { return nil }
        if paletteName.contains(x: x, y: y) { return .paletteName }
        if let scrollBack, scrollBack.contains(x: x, y: y) { return .scrollBack }
        if let scrollOn, scrollOn.contains(x: x, y: y) { return .scrollOn }
        if trash.contains(x: x, y: y) { return .trash }
        if let first = items.first, x >= first.frame.x {
            let offset = (x - first.frame.x) / Self.itemStride
            if offset < items.count, items[offset].frame.contains(x: x, y: y) { return .item(items[offset].index) }
        }
        return .strip
    }
}
