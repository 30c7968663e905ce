import Testing
@testable import Layout

@Suite("BoardLayout")
struct BoardLayoutTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let items: Int
        let width: Double
        let height: Double
        let aspect: Double
        let columns: Int
        let rows: Int
        let itemWidth: Double
        var testDescription: String { "\(items) items in \(width)×\(height), aspect \(aspect)" }
    }

    // Worked by hand with the course's loop: for c = 1, 2, … the rows ⌈n / c⌉ of items
    // (width / c) wide and (width / c) / aspect high must be strictly shorter than the height.
    static let handComputed: [Case] = [
        // c=7: 3 rows × 17.1 = 51.4 ≥ 44; c=8: 2 rows × 15 = 30 < 44.
        Case(items: 16, width: 80, height: 44, aspect: 2.0 / 3.0, columns: 8, rows: 2, itemWidth: 10),
        // c=3: 4 rows × 100 = 400, not < 400; c=4: 3 rows × 75 = 225.
        Case(items: 12, width: 300, height: 400, aspect: 1, columns: 4, rows: 3, itemWidth: 75),
        // c=2: 2 rows × 50 = 100, not < 100; c=3: 2 rows × 33.3 = 66.7.
        Case(items: 4, width: 100, height: 100, aspect: 1, columns: 3, rows: 2, itemWidth: 33),
        // Fits in one column: 2 rows × 10 = 20 < 100.
        Case(items: 2, width: 10, height: 100, aspect: 1, columns: 1, rows: 2, itemWidth: 10),
        // Never fits: the loop stops at one column per item.
        Case(items: 5, width: 10, height: 1, aspect: 1, columns: 5, rows: 1, itemWidth: 2),
        Case(items: 1, width: 80, height: 44, aspect: 2.0 / 3.0, columns: 1, rows: 1, itemWidth: 80),
    ]

    @Test("Hand-computed layouts", arguments: handComputed)
    func handComputedLayouts(c: Case) {
        let layout = BoardLayout(itemCount: c.items, in: Size(width: c.width, height: c.height), itemAspectRatio: c.aspect)
        #expect(layout.itemCount == c.items)
        #expect(layout.columnCount == c.columns)
        #expect(layout.rowCount == c.rows)
        #expect(layout.itemWidth == c.itemWidth)
        #expect(layout.itemHeight == c.itemWidth / c.aspect)
    }

    @Test("16 cards in an 80×44 terminal with 2:3 cards: 8 columns of 10 × 15")
    func sixteenCards() {
        let layout = BoardLayout(itemCount: 16, in: Size(width: 80, height: 44), itemAspectRatio: 2.0 / 3.0)
        #expect(layout.columnCount == 8)
        #expect(layout.rowCount == 2)
        #expect(layout.itemWidth == 10)
        #expect(layout.itemHeight == 15)
    }

    @Test("One item gets one column", arguments: [Size(width: 80, height: 44), Size(width: 1, height: 1), Size(width: 0, height: 0)])
    func oneItem(size: Size) {
        let layout = BoardLayout(itemCount: 1, in: size, itemAspectRatio: 2.0 / 3.0)
        #expect(layout.columnCount == 1)
        #expect(layout.rowCount == 1)
    }

    @Test("No items: no columns, no rows", arguments: [0, -3])
    func noItems(count: Int) {
        let layout = BoardLayout(itemCount: count, in: Size(width: 80, height: 44), itemAspectRatio: 2.0 / 3.0)
        #expect(layout.itemCount == 0)
        #expect(layout.columnCount == 0)
        #expect(layout.rowCount == 0)
        #expect(layout.itemWidth == 0)
    }

    @Test("The grid always holds every item, in as few columns as fit, never more columns than items")
    func gridProperties() {
        let sizes = [Size(width: 80, height: 24), Size(width: 80, height: 44), Size(width: 200, height: 60),
                     Size(width: 30, height: 100), Size(width: 0, height: 0), Size(width: 1000, height: 1)]
        for size in sizes {
            for aspect in [2.0 / 3.0, 1, 1.5, 0.1] {
                for count in 0...60 {
                    let layout = BoardLayout(itemCount: count, in: size, itemAspectRatio: aspect)
                    let label = "\(count) items in \(size.width)×\(size.height), aspect \(aspect)"
                    #expect(layout.columnCount <= count, "\(label)")
                    #expect(layout.rowCount * layout.columnCount >= count, "\(label)")
                    if count > 0 {
                        #expect(layout.columnCount >= 1, "\(label)")
                        // No wholly empty row.
                        #expect((layout.rowCount - 1) * layout.columnCount < count, "\(label)")
                        // The course's loop stops at the first column count that fits.
                        for fewer in 1..<max(1, layout.columnCount) {
                            let rows = (count + fewer - 1) / fewer
                            let itemHeight = (size.width / Double(fewer)) / aspect
                            #expect(Double(rows) * itemHeight >= size.height, "\(label): \(fewer) columns would fit")
                        }
                    }
                }
            }
        }
    }

    @Test("Item width is the width per column, rounded down; height follows the aspect ratio")
    func itemSize() {
        let layout = BoardLayout(itemCount: 6, in: Size(width: 100, height: 10), itemAspectRatio: 2)
        // c=1: 6 × 50 = 300; c=2: 3 × 25 = 75; c=3: 2 × 16.7 = 33.3; c=4: 2 × 12.5 = 25;
        // c=5: 2 × 10 = 20; c=6: stops at one column per item.
        #expect(layout.columnCount == 6)
        #expect(layout.itemWidth == 16)
        #expect(layout.itemHeight == 8)
    }

    @Test("Nonsense aspect ratios are treated as 1", arguments: [0.0, -2.0, .nan, .infinity])
    func badAspect(aspect: Double) {
        let layout = BoardLayout(itemCount: 4, in: Size(width: 100, height: 100), itemAspectRatio: aspect)
        let square = BoardLayout(itemCount: 4, in: Size(width: 100, height: 100), itemAspectRatio: 1)
        #expect(layout == square)
    }

    @Test("cell(of:) reads left to right, top to bottom")
    func cells() {
        let layout = BoardLayout(itemCount: 16, in: Size(width: 80, height: 44), itemAspectRatio: 2.0 / 3.0)
        #expect(layout.cell(of: 0) == (0, 0))
        #expect(layout.cell(of: 7) == (0, 7))
        #expect(layout.cell(of: 8) == (1, 0))
        #expect(layout.cell(of: 15) == (1, 7))
    }

    @Test("center(of:) is the middle of the item's cell")
    func centers() {
        let layout = BoardLayout(itemCount: 16, in: Size(width: 80, height: 44), itemAspectRatio: 2.0 / 3.0)
        let first = layout.center(of: 0)
        #expect(first.x == 5 && first.y == 7.5)
        let last = layout.center(of: 15)
        #expect(last.x == 75 && last.y == 22.5)
    }
}
