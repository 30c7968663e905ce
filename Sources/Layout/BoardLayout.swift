/// A size in some unit (points for a canvas, terminal cells for the REPL).
public struct Size: Sendable, Equatable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// CS193p's `AspectVGrid` fitting: the widest item width at which `itemCount` items of a given
/// aspect ratio fit into a size, laid out in rows of equal columns.
public struct BoardLayout: Sendable, Equatable {
    public let itemCount: Int
    public let columnCount: Int
    public let rowCount: Int
    /// The width of one item (`size.width / columnCount`, rounded down, as in the course).
    public let itemWidth: Double
    /// The height of one item (`itemWidth / itemAspectRatio`).
    public let itemHeight: Double

    /// Lays out `itemCount` items of `itemAspectRatio` (width / height) in `size`.
    ///
    /// The column count is the course's `widthThatFits`: start with one column and add columns
    /// until the rows fit the height (or there is one column per item).
    /// - Complexity: O(*c*) for the *c* columns tried, at most `itemCount`.
    public init(itemCount: Int, in size: Size, itemAspectRatio: Double) {
        self.itemCount = max(0, itemCount)
        let aspect = itemAspectRatio.isFinite && itemAspectRatio > 0 ? itemAspectRatio : 1
        let width = size.width.isFinite ? max(0, size.width) : 0
        let height = size.height.isFinite ? max(0, size.height) : 0
        let columns = Self.columnsThatFit(itemCount: self.itemCount, width: width, height: height, aspect: aspect)
        columnCount = columns
        rowCount = columns == 0 ? 0 : (self.itemCount + columns - 1) / columns
        itemWidth = columns == 0 ? 0 : (width / Double(columns)).rounded(.down)
        itemHeight = itemWidth / aspect
    }

    /// The course's `widthThatFits` loop, returning the column count it settles on.
    static func columnsThatFit(itemCount: Int, width: Double, height: Double, aspect: Double) -> Int {
        guard itemCount > 0 else { return 0 }
        var columnCount = 1
        var rowCount = itemCount
        repeat {
            let itemWidth = width / Double(columnCount)
            let itemHeight = itemWidth / aspect
            if Double(rowCount) * itemHeight < height { break }
            columnCount += 1
            rowCount = (itemCount + (columnCount - 1)) / columnCount
        } while columnCount < itemCount
        return min(columnCount, itemCount)
    }

    /// The row and column of item `index` (0-based), reading order.
    public func cell(of index: Int) -> (row: Int, column: Int) {
        (index / max(columnCount, 1), index % max(columnCount, 1))
    }

    /// The centre of item `index` in a canvas of `size`, with the grid's rows starting at the top
    /// left. Used to place cards in an exported document.
    public func center(of index: Int) -> (x: Double, y: Double) {
        let (row, column) = cell(of: index)
        return (itemWidth * (Double(column) + 0.5), itemHeight * (Double(row) + 0.5))
    }
}

extension BoardLayout {
    /// The course's card aspect ratio (width / height), a playing card's 2:3: the board on the
    /// terminal and the exported board both lay out cards of this shape.
    public static let cardAspectRatio = 2.0 / 3.0
}
