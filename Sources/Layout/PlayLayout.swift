/// Where everything goes on the `play` screen of a terminal `width` × `height` cells: the status
/// line on the top row, the key help on the bottom row, and between them the cards and the face.
///
/// The cards are the largest that fit, in the course's 2:3 shape (a terminal cell is about twice
/// as tall as it is wide, so a card `h` rows tall is about `4h/3` columns wide): 12 pairs fit an
/// 80×24 terminal and 6 pairs a 40×12 one, and cards grow on a large terminal. When even the
/// smallest boxed card does not fit, cards become one row each; when even those do not all fit,
/// the board scrolls (``BoardScroll``): the rows from ``firstRow`` that fit are drawn, and a
/// zoom other than 0 picks a card size of its own (scrolling when the cards no longer fit). The
/// face (CS193p's Happiness) gets a panel at the right when there is room for it beside
/// good-sized cards on a board that fits; otherwise it is the mood emoji at the end of the status
/// line.
///
/// It is the one answer to "what is at this cell": the screen draws by it, the mouse and
/// `tap at X,Y` hit-test by it, and `state` reports its frames.
public struct PlayLayout: Sendable, Equatable {
    /// The smallest terminal the screen draws on; below it, it asks for a larger one.
    public static let minimumWidth = 16
    public static let minimumHeight = 4
    /// Card heights tried, tallest first (taller cards only spread a two-column emoji further).
    static let cardHeights = 3...15
    /// Rows of the face's braille raster in a panel.
    static let faceRows = 4...16
    /// A panel is taken only when the cards beside it are at least this tall (room for a Pie).
    static let comfortableCardHeight = 5

    public let width: Int
    public let height: Int
    public let cardCount: Int
    /// The screen is smaller than ``minimumWidth`` × ``minimumHeight``: nothing but a request
    /// for a larger one is drawn.
    public let isTooSmall: Bool

    /// How cards are drawn.
    public enum CardShape: Sendable, Equatable {
        /// A box with rounded corners, `width` × `height` cells.
        case boxed(width: Int, height: Int)
        /// One row: the number or the emoji, `width` cells.
        case compact(width: Int)

        public var width: Int {
            switch self {
            case .boxed(let width, _), .compact(let width): width
            }
        }

        public var height: Int {
            switch self {
            case .boxed(_, let height): height
            case .compact: 1
            }
        }
    }

    public let cardShape: CardShape
    public let columns: Int
    /// Columns and rows between cards.
    public let gap: (x: Int, y: Int)
    /// The top-left cell of the first card.
    public let origin: (x: Int, y: Int)
    /// The cards drawn at the current scroll, in board order (all of them on a board that fits).
    public let visibleCards: Range<Int>
    /// Rows of cards in all, and how many of them the screen shows at once.
    public let rowCount: Int
    public let visibleRows: Int
    /// The scroll and zoom as laid out: the first row shown and the zoom, clamped to what this
    /// terminal allows.
    public let scroll: BoardScroll
    /// The first card row shown (0-based).
    public var firstRow: Int { scroll.firstRow }
    /// Whether some rows are off the screen (above or below).
    public var scrolls: Bool { visibleRows < rowCount }
    /// Rows of cards above and below the screen.
    public var rowsAbove: Int { firstRow }
    public var rowsBelow: Int { max(rowCount - firstRow - visibleRows, 0) }
    /// How many cards the cursor can reach: every card, unless the screen is too small to draw any.
    public var reachableCardCount: Int { isTooSmall ? 0 : cardCount }
    /// The face: its braille panel, or the mood emoji's two cells in the status line.
    public let face: CellRect
    /// Rows of the face's braille raster; nil when the face is the mood emoji.
    public let faceRows: Int?

    /// The row of the status line and the row of the key help.
    public var statusRow: Int { 0 }
    public var helpRow: Int { max(height - 1, 0) }

    /// Lays out `cardCount` cards on a `width` × `height` terminal, scrolled and zoomed as `scroll`
    /// asks (as far as the terminal allows).
    /// - Complexity: O(*h*) for the card heights tried (a few dozen at most), whatever the number of cards.
    public init(cardCount: Int, width: Int, height: Int, scroll: BoardScroll = BoardScroll()) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        self.cardCount = max(cardCount, 0)
        isTooSmall = width < Self.minimumWidth || height < Self.minimumHeight
        let board = CellRect(x: 0, y: 1, width: max(self.width, 0), height: max(self.height - 2, 0))
        let minimumWidth = Self.minimumCardWidth(cardCount: self.cardCount)

        // The face's panel: a raster `rows` tall and twice as wide, with a column of margin each side.
        let rows = min(Self.faceRows.upperBound, board.height, board.width / 8)
        var chosen: (fit: Fit, panel: CellRect?)?
        if !isTooSmall, rows >= Self.faceRows.lowerBound {
            let panelWidth = rows * 2 + 2
            let area = CellRect(x: board.x, y: board.y, width: board.width - panelWidth, height: board.height)
            if let withPanel = Self.boxedFit(cardCount: self.cardCount, in: area, minimumWidth: minimumWidth) {
                let without = Self.boxedFit(cardCount: self.cardCount, in: board, minimumWidth: minimumWidth)
                if withPanel.shape.height >= Self.comfortableCardHeight || withPanel.shape.height >= (without?.shape.height ?? 0) {
                    let panel = CellRect(x: board.x + board.width - panelWidth + 1, y: board.y + (board.height - rows) / 2, width: rows * 2, height: rows)
                    chosen = (withPanel, panel)
                }
            }
        }
        // No panel: the face is the mood emoji at the end of the status line.
        let emoji = CellRect(x: max(self.width - 2, 0), y: 0, width: 2, height: 1)
        var fit = chosen?.fit
            ?? Self.boxedFit(cardCount: self.cardCount, in: board, minimumWidth: minimumWidth)
            ?? Self.compactFit(cardCount: self.cardCount, in: board, minimumWidth: minimumWidth)
        // A zoom, or cards that do not all fit even one row each: the board scrolls, without the panel.
        var scrolled = fit.visible < self.cardCount || scroll.zoom != 0
        if !isTooSmall, scrolled {
            let scrolling = Self.scrollingFit(cardCount: self.cardCount, in: board, minimumWidth: minimumWidth, natural: fit, scroll: scroll)
            if let scrolling { fit = scrolling } else { scrolled = false }
            if scrolling != nil { chosen = nil }
        }
        if isTooSmall {
            cardShape = .compact(width: minimumWidth)
            columns = 1
            gap = (0, 0)
            origin = (0, 0)
            visibleCards = 0..<0
            rowCount = 0
            visibleRows = 0
            self.scroll = BoardScroll()
            face = emoji
            faceRows = nil
        } else {
            cardShape = fit.shape
            columns = fit.columns
            gap = fit.gap
            origin = fit.origin
            let rows = fit.columns > 0 ? (self.cardCount + fit.columns - 1) / fit.columns : 0
            rowCount = rows
            visibleRows = scrolled ? fit.visibleRows : rows
            self.scroll = scrolled ? BoardScroll(firstRow: fit.firstRow, zoom: fit.zoom) : BoardScroll()
            visibleCards = min(self.scroll.firstRow * fit.columns, self.cardCount)..<min((self.scroll.firstRow + visibleRows) * fit.columns, self.cardCount)
            face = chosen?.panel ?? emoji
            faceRows = chosen?.panel?.height
        }
    }

    // MARK: - Queries

    /// The cells of card `index` (0-based, board order); nil when it is not drawn.
    /// - Complexity: O(1)
    public func frame(ofCard index: Int) -> CellRect? {
        guard visibleCards.contains(index) else { return nil }
        let row = index / columns - firstRow, column = index % columns
        return CellRect(
            x: origin.x + column * (cardShape.width + gap.x), y: origin.y + row * (cardShape.height + gap.y),
            width: cardShape.width, height: cardShape.height)
    }

    /// What is drawn at a cell.
    public enum Target: Sendable, Equatable {
        /// A card, by its index in board order (0-based).
        case card(Int)
        case face
    }

    /// What is at column `x`, row `y` (0-based); nil for a gap, the status or the help.
    /// - Complexity: O(1): the grid is regular, so the cell's card is found by division.
    public func target(atX x: Int, y: Int) -> Target? {
        guard !isTooSmall else { return nil }
        if face.contains(x: x, y: y) { return .face }
        let dx = x - origin.x, dy = y - origin.y
        guard dx >= 0, dy >= 0 else { return nil }
        let pitchX = cardShape.width + gap.x, pitchY = cardShape.height + gap.y
        let column = dx / pitchX, row = dy / pitchY
        guard column < columns, row < visibleRows, dx % pitchX < cardShape.width, dy % pitchY < cardShape.height else { return nil }
        let index = (firstRow + row) * columns + column
        return visibleCards.contains(index) ? .card(index) : nil
    }

    // MARK: - Fitting

    struct Fit {
        var shape: CardShape
        var columns: Int
        var gap: (x: Int, y: Int)
        var origin: (x: Int, y: Int)
        var visible: Int
        /// When it scrolls: the rows shown at once, the first of them, and the zoom it is at.
        var visibleRows = 0
        var firstRow = 0
        var zoom = 0
    }

    /// A card `height` rows tall in the course's 2:3 shape, at least `minimumWidth` wide.
    static func cardWidth(height: Int, minimumWidth: Int) -> Int {
        max((4 * height + 1) / 3, minimumWidth)
    }

    /// Wide enough for the border and the largest card number (or an emoji's two columns).
    static func minimumCardWidth(cardCount: Int) -> Int {
        max(String(max(cardCount, 1)).count, 2) + 2
    }

    /// The tallest boxed cards that all fit in `area`, centred in it; nil when none do.
    static func boxedFit(cardCount: Int, in area: CellRect, minimumWidth: Int) -> Fit? {
        guard cardCount > 0 else {
            return Fit(shape: .boxed(width: minimumWidth, height: cardHeights.lowerBound), columns: 1, gap: (1, 1), origin: (area.x, area.y), visible: 0)
        }
        for height in cardHeights.reversed() where height <= area.height {
            let width = cardWidth(height: height, minimumWidth: minimumWidth)
            let columns = min((area.width + 1) / (width + 1), cardCount)
            guard columns > 0 else { continue }
            let rows = (cardCount + columns - 1) / columns
            for gapY in [1, 0] where rows * height + (rows - 1) * gapY <= area.height {
                return centred(Fit(shape: .boxed(width: width, height: height), columns: columns, gap: (1, gapY), origin: (0, 0), visible: cardCount),
                               rows: rows, in: area)
            }
        }
        return nil
    }

    /// Cards one row tall, as many as fit.
    static func compactFit(cardCount: Int, in area: CellRect, minimumWidth: Int) -> Fit {
        let width = minimumWidth - 1   // no border: the number and a column of space
        let columns = max(1, min((area.width + 1) / (width + 1), max(cardCount, 1)))
        let visible = min(cardCount, columns * max(area.height, 0))
        let rows = (visible + columns - 1) / columns
        return centred(Fit(shape: .compact(width: width), columns: columns, gap: (1, 0), origin: (0, 0), visible: visible), rows: rows, in: area)
    }

    private static func centred(_ fit: Fit, rows: Int, in area: CellRect) -> Fit {
        var fit = fit
        let usedWidth = fit.columns * fit.shape.width + (fit.columns - 1) * fit.gap.x
        let usedHeight = rows * fit.shape.height + max(rows - 1, 0) * fit.gap.y
        fit.origin = (area.x + max(area.width - usedWidth, 0) / 2, area.y + max(area.height - usedHeight, 0) / 2)
        return fit
    }
}

extension PlayLayout {
    public static func == (a: PlayLayout, b: PlayLayout) -> Bool {
        a.width == b.width && a.height == b.height && a.cardCount == b.cardCount
    }
}
