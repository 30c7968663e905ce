/// The board that does not fit, or that the player zoomed: a size of card from a ladder, as many
/// columns as the width takes, and a window of rows over the board (lecture 6's `AspectVGrid`
/// falling back to a `ScrollView` below a minimum card size).
extension PlayLayout {
    /// A card size's place on the zoom ladder, smallest first: one-row cards are 0, then boxed
    /// cards 3, 4, … rows tall are 1, 2, ….
    static func level(of shape: CardShape) -> Int {
        switch shape {
        case .compact: 0
        case .boxed(_, let height): height - cardHeights.lowerBound + 1
        }
    }

    /// The card shape at `level` of the ladder.
    static func shape(atLevel level: Int, minimumWidth: Int) -> CardShape {
        guard level > 0 else { return .compact(width: minimumWidth - 1) }
        let height = level + cardHeights.lowerBound - 1
        return .boxed(width: cardWidth(height: height, minimumWidth: minimumWidth), height: height)
    }

    /// The largest level one card of which fits `area`.
    /// - Complexity: O(*h*) for the card heights.
    static func largestLevel(in area: CellRect, minimumWidth: Int) -> Int {
        var largest = 0
        for height in cardHeights where height <= area.height && cardWidth(height: height, minimumWidth: minimumWidth) <= area.width {
            largest = height - cardHeights.lowerBound + 1
        }
        return largest
    }

    /// Cards `scroll.zoom` sizes from `natural` (the fit without scrolling), laid out in as many
    /// columns as the width takes, with the rows from `scroll.firstRow` that the height shows;
    /// nil when that is `natural` itself and every card fits (nothing scrolls, nothing changed).
    /// The rows start at the top when they scroll, so a row keeps its place as the view moves.
    /// - Complexity: O(*h*) for the card heights.
    static func scrollingFit(cardCount: Int, in area: CellRect, minimumWidth: Int, natural: Fit, scroll: BoardScroll) -> Fit? {
        let naturalLevel = level(of: natural.shape)
        let top = max(largestLevel(in: area, minimumWidth: minimumWidth), naturalLevel)
        let (wanted, overflow) = naturalLevel.addingReportingOverflow(scroll.zoom)
        let target = overflow ? (scroll.zoom > 0 ? top : 0) : min(max(wanted, 0), top)
        if target == naturalLevel, natural.visible >= cardCount { return nil }
        let shape = shape(atLevel: target, minimumWidth: minimumWidth)
        let columns = max(1, min((area.width + 1) / (shape.width + 1), max(cardCount, 1)))
        let rows = (cardCount + columns - 1) / columns
        let visibleRows = min(rows, max(1, area.height / shape.height))
        let firstRow = min(max(scroll.firstRow, 0), rows - visibleRows)
        let usedWidth = columns * shape.width + (columns - 1)
        let firstY = rows > visibleRows ? area.y : area.y + max(area.height - visibleRows * shape.height, 0) / 2
        return Fit(
            shape: shape, columns: columns, gap: (1, 0), origin: (area.x + max(area.width - usedWidth, 0) / 2, firstY),
            visible: cardCount, visibleRows: visibleRows, firstRow: firstRow, zoom: target - naturalLevel)
    }

    /// The scroll that shows card `index`, moving the view as little as it can (the view follows
    /// the cursor); the same scroll when it is in view already.
    /// - Complexity: O(1)
    public func scroll(showing index: Int) -> BoardScroll {
        guard columns > 0, visibleRows > 0, index >= 0, index < cardCount else { return scroll }
        let row = index / columns
        var result = scroll
        if row < firstRow { result.firstRow = row }
        if row >= firstRow + visibleRows { result.firstRow = row - visibleRows + 1 }
        return result
    }

    /// The scroll `rows` card rows down (up when negative), stopping at the ends.
    /// - Complexity: O(1)
    public func scroll(byRows rows: Int) -> BoardScroll {
        var result = scroll
        let (moved, overflow) = firstRow.addingReportingOverflow(rows)
        result.firstRow = overflow ? (rows > 0 ? Int.max : 0) : moved
        result.firstRow = min(max(result.firstRow, 0), max(rowCount - visibleRows, 0))
        return result
    }

    /// What the scroll position says on the help row, widest first: how many rows of cards are
    /// above and below the screen. None when the board fits.
    public var scrollPosition: [String] {
        guard scrolls else { return [] }
        let above = rowsAbove, below = rowsBelow
        return ["↑ \(above) \(above == 1 ? "row" : "rows") · ↓ \(below) \(below == 1 ? "row" : "rows")", "↑\(above) ↓\(below) rows", "↑\(above) ↓\(below)"]
    }
}
