import Testing
@testable import Layout

@Suite("PlayLayout scrolling")
struct PlayLayoutScrollingTests {
    @Test("400 cards at 40x12 scroll: one-row cards, ten rows at a time, every card reachable by some scroll")
    func everyCardReachable() {
        let top = PlayLayout(cardCount: 400, width: 40, height: 12)
        #expect(top.scrolls)
        #expect(top.cardShape == .compact(width: 4))
        #expect(top.visibleRows == 10 && top.rowCount == 50)
        #expect(top.frame(ofCard: 399) == nil)
        var seen = Set<Int>()
        for first in 0...top.rowCount {
            let layout = PlayLayout(cardCount: 400, width: 40, height: 12, scroll: BoardScroll(firstRow: first))
            for index in layout.visibleCards {
                guard let rect = layout.frame(ofCard: index) else {
                    Issue.record("card \(index) in view has no frame")
                    continue
                }
                #expect(layout.target(atX: rect.x, y: rect.y) == .card(index))
                #expect(rect.y >= 1 && rect.y < layout.helpRow)
                seen.insert(index)
            }
        }
        #expect(seen == Set(0..<400))
    }

    @Test("A scroll past the end shows the last screen; the cursor's card is brought into view")
    func clampingAndFollowing() {
        let end = PlayLayout(cardCount: 400, width: 40, height: 12, scroll: BoardScroll(firstRow: 1000))
        #expect(end.firstRow == 40 && end.rowsBelow == 0 && end.rowsAbove == 40)
        #expect(end.visibleCards.upperBound == 400)
        let top = PlayLayout(cardCount: 400, width: 40, height: 12)
        #expect(top.scroll(showing: 399).firstRow == 40)
        #expect(top.scroll(showing: 5) == top.scroll)
        #expect(top.scroll(byRows: Int.max).firstRow == 40)
        #expect(end.scroll(byRows: Int.min).firstRow == 0)
    }

    @Test("Zoom picks larger or smaller cards, clamped to what the screen holds; zoom 0 of a board that fits changes nothing")
    func zoom() {
        let fits = PlayLayout(cardCount: 24, width: 80, height: 24)
        #expect(PlayLayout(cardCount: 24, width: 80, height: 24, scroll: BoardScroll(firstRow: 3)) == fits)
        #expect(!fits.scrolls && fits.faceRows != nil)
        let larger = PlayLayout(cardCount: 24, width: 80, height: 24, scroll: BoardScroll(zoom: 1))
        #expect(larger.cardShape.height == fits.cardShape.height + 1)
        #expect(larger.scroll.zoom == 1)
        let huge = PlayLayout(cardCount: 24, width: 80, height: 24, scroll: BoardScroll(zoom: Int.max))
        #expect(huge.cardShape.height <= 22 && huge.scrolls)
        let tiny = PlayLayout(cardCount: 24, width: 80, height: 24, scroll: BoardScroll(zoom: Int.min))
        #expect(tiny.cardShape == .compact(width: 3))
        #expect(tiny.scroll.zoom == -PlayLayout.level(of: fits.cardShape))
    }

    @Test("The scroll position says the rows above and below, and only when the board scrolls")
    func position() {
        let layout = PlayLayout(cardCount: 400, width: 40, height: 12, scroll: BoardScroll(firstRow: 3))
        #expect(layout.scrollPosition.first == "↑ 3 rows · ↓ 37 rows")
        #expect(PlayLayout(cardCount: 12, width: 40, height: 12).scrollPosition.isEmpty)
    }
}
