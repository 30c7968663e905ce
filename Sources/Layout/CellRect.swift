/// A rectangle of terminal cells. `x` and `y` are the top-left cell, counted from 0; a terminal
/// reports a click 1-based, so the ones a user sees (`tap at X,Y`, `state`'s `frame`) are these
/// plus one.
public struct CellRect: Sendable, Equatable, Hashable {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether the cell at column `x`, row `y` (0-based) is inside.
    /// - Complexity: O(1)
    public func contains(x column: Int, y row: Int) -> Bool {
        column >= x && column < x + width && row >= y && row < y + height
    }
}
