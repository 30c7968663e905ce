import Testing
import Layout

@Suite("GridSize(parsing:)")
struct GridSizeTests {
    @Test("WxH in either case of x", arguments: ["80x24", "80X24"])
    func reads(_ text: String) throws {
        #expect(try GridSize(parsing: text, widths: 10...100, heights: 3...100) == GridSize(width: 80, height: 24))
    }

    @Test("The ranges are the caller's, bounds included")
    func bounds() throws {
        #expect(try GridSize(parsing: "10x3", widths: 10...100, heights: 3...100) == GridSize(width: 10, height: 3))
        #expect(try GridSize(parsing: "100x100", widths: 10...100, heights: 3...100) == GridSize(width: 100, height: 100))
    }

    @Test("What is not WxH says what is expected",
          arguments: ["", "80", "x", "80x", "x24", "80x24x1", "80xx24", "wide", "80 x 24", "8.5x24", "99999999999999999999x1"])
    func notWxH(_ text: String) {
        #expect(throws: GridSize.ParseError.notWxH(text)) { try GridSize(parsing: text, widths: 1...100, heights: 1...100) }
        #expect(GridSize.ParseError.notWxH(text).description == "expected WIDTHxHEIGHT (two whole numbers joined by x), like 80x24")
    }

    @Test("A side out of its range names the side and the range")
    func outOfRange() {
        #expect(throws: GridSize.ParseError.widthOutOfRange(5, 10...100)) {
            try GridSize(parsing: "5x24", widths: 10...100, heights: 3...100)
        }
        #expect(throws: GridSize.ParseError.heightOutOfRange(-1, 3...100)) {
            try GridSize(parsing: "80x-1", widths: 10...100, heights: 3...100)
        }
        #expect(GridSize.ParseError.widthOutOfRange(5, 10...100).description == "width 5 is not from 10 to 100")
        #expect(GridSize.ParseError.heightOutOfRange(200, 3...100).description == "height 200 is not from 3 to 100")
    }
}

@Suite("Card shape")
struct CardShapeTests {
    @Test("Cards are 2:3, like playing cards")
    func aspect() {
        #expect(BoardLayout.cardAspectRatio == 2.0 / 3.0)
        let layout = BoardLayout(itemCount: 1, in: Size(width: 200, height: 300), itemAspectRatio: BoardLayout.cardAspectRatio)
        #expect(layout.itemHeight == layout.itemWidth * 1.5)
    }
}
