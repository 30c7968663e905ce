import Testing
@testable import Layout

@Suite("PlayLayout")
struct PlayLayoutTests {
    /// Every card's frame is inside the board rows, none overlap, and the status and help rows are free.
    func checkFits(_ layout: PlayLayout) {
        var taken = Set<Int>()
        for index in layout.visibleCards {
            guard let rect = layout.frame(ofCard: index) else {
                Issue.record("card \(index) has no frame")
                continue
            }
            #expect(rect.x >= 0 && rect.x + rect.width <= layout.width, "card \(index) leaves the screen's width")
            #expect(rect.y > layout.statusRow && rect.y + rect.height - 1 < layout.helpRow, "card \(index) covers the status or the help")
            for y in rect.y..<(rect.y + rect.height) {
                for x in rect.x..<(rect.x + rect.width) {
                    #expect(taken.insert(y * layout.width + x).inserted, "cards overlap at \(x),\(y)")
                    #expect(!layout.face.contains(x: x, y: y), "card \(index) covers the face")
                }
            }
        }
    }

    @Test("12 pairs fit an 80x24 terminal as boxed cards, with the face beside them")
    func eightyByTwentyFour() {
        let layout = PlayLayout(cardCount: 24, width: 80, height: 24)
        #expect(layout.visibleCards == 0..<24)
        guard case .boxed(_, let height) = layout.cardShape else { Issue.record("not boxed"); return }
        #expect(height >= 5)   // room for the Pie's disc
        #expect(layout.faceRows != nil)
        checkFits(layout)
    }

    @Test("6 pairs fit a 40x12 terminal; the face is the mood emoji in the status line")
    func fortyByTwelve() {
        let layout = PlayLayout(cardCount: 12, width: 40, height: 12)
        #expect(layout.visibleCards == 0..<12)
        #expect(layout.cardShape.height >= 3)
        #expect(layout.faceRows == nil)
        #expect(layout.face == CellRect(x: 38, y: 0, width: 2, height: 1))
        checkFits(layout)
    }

    @Test("Cards grow on a large terminal")
    func larger() {
        let small = PlayLayout(cardCount: 24, width: 80, height: 24)
        let large = PlayLayout(cardCount: 24, width: 200, height: 60)
        #expect(large.cardShape.height > small.cardShape.height)
        #expect(large.cardShape.width > small.cardShape.width)
        checkFits(large)
    }

    @Test("Many cards become one row each, and what still does not fit is not drawn")
    func crowded() {
        let compact = PlayLayout(cardCount: 200, width: 80, height: 24)
        #expect(compact.cardShape == .compact(width: 4))
        #expect(compact.visibleCards == 0..<200)
        checkFits(compact)
        let clipped = PlayLayout(cardCount: 2000, width: 40, height: 12)
        #expect(clipped.visibleCards.count < 2000 && clipped.scrolls)
        #expect(clipped.frame(ofCard: 1999) == nil)
        checkFits(clipped)
    }

    @Test("Hit-testing finds exactly the card whose frame holds the cell, at every cell", arguments: [
        (24, 80, 24), (12, 40, 12), (6, 100, 30), (200, 80, 24), (0, 80, 24), (9, 16, 4),
    ])
    func hitTesting(cards: Int, width: Int, height: Int) {
        let layout = PlayLayout(cardCount: cards, width: width, height: height)
        for y in -1...height {
            for x in -1...width {
                let expected: PlayLayout.Target?
                if layout.isTooSmall {
                    expected = nil
                } else if layout.face.contains(x: x, y: y) {
                    expected = .face
                } else {
                    expected = layout.visibleCards.first { layout.frame(ofCard: $0)?.contains(x: x, y: y) == true }.map { .card($0) }
                }
                #expect(layout.target(atX: x, y: y) == expected, "at \(x),\(y)")
            }
        }
    }

    @Test("A terminal too small for the screen draws no cards")
    func tooSmall() {
        let layout = PlayLayout(cardCount: 12, width: 10, height: 3)
        #expect(layout.isTooSmall)
        #expect(layout.visibleCards.isEmpty)
        #expect(layout.target(atX: 1, y: 1) == nil)
    }
}
