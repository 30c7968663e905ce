import Layout
import Testing

@Suite("The art viewport: document points to cells and back")
struct ArtViewportTests {
    let area = CellRect(x: 0, y: 0, width: 200, height: 57)

    @Test("An emoji dropped on a cell is drawn starting in that cell, at any zoom and pan",
          arguments: [0.25, 0.5, 1, 1.5, 3])
    func dropLandsWhereItWasDropped(zoom: Double) {
        let transform = ArtViewport(zoom: zoom, offset: .init(x: 37, y: -21)).transform(in: area, fitting: (1024, 768))
        for (x, y) in [(0, 0), (10, 3), (199 - 1, 56), (100, 28), (57, 13)] {
            let point = transform.documentPoint(ofCellX: x, y: y)
            let cell = transform.emojiCell(x: point.x, y: point.y)
            #expect(cell?.x == x && cell?.y == y, "cell \(x),\(y) → \(point) → \(String(describing: cell))")
        }
    }

    @Test("Fit shows the content whole and centred")
    func fit() {
        let transform = ArtViewport.fit.transform(in: area, fitting: (1024, 768))
        // 200 columns × 8 = 1600 points wide, 57 rows × 16 = 912 tall: height limits.
        #expect(transform.zoom == 912.0 / 768)
        let topLeft = transform.screenPoint(x: -512, y: -384)
        #expect(topLeft.y == 0)
        #expect(topLeft.x > 0)
    }

    @Test("A wheel zoom keeps the point under the pointer where it was")
    func zoomAroundPointer() {
        let transform = ArtViewport(zoom: 1).transform(in: area, fitting: (1, 1))
        let pointer = ArtViewport.Point(x: 40.5 * ArtViewport.cellWidth, y: 10.5 * ArtViewport.cellHeight)
        let before = transform.documentPoint(at: pointer)
        let zoomed = transform.zoomed(by: 2, aroundCellX: 40, y: 10).transform(in: area, fitting: (1, 1))
        #expect(zoomed.zoom == 2)
        let after = zoomed.documentPoint(at: pointer)
        #expect(abs(after.x - before.x) < 1e-9 && abs(after.y - before.y) < 1e-9)
    }

    @Test("No input makes a transform that traps", arguments: [Double.nan, .infinity, -.infinity, 0, -3, 1e300])
    func hostileZoom(zoom: Double) {
        let transform = ArtViewport(zoom: zoom, offset: .init(x: .infinity, y: -1e300)).transform(in: area, fitting: (0, .nan))
        #expect(ArtViewport.zoomRange.contains(transform.zoom))
        _ = transform.emojiCell(x: Int(Int32.max), y: Int(Int32.min))
        _ = transform.documentPoint(ofCellX: Int.max / 2, y: 0)
        _ = transform.zoomed(by: zoom, aroundCellX: 3, y: 3)
    }
}

@Suite("The art edit screen's layout")
struct ArtEditLayoutTests {
    @Test("The strip, the status and the help take the bottom three rows; a click finds each thing")
    func rows() {
        let layout = ArtEditLayout(width: 80, height: 24, emojiCount: 100, scroll: 0, nameWidth: 5)
        #expect(layout.canvas == CellRect(x: 0, y: 0, width: 80, height: 21))
        #expect(layout.statusRow == 22 && layout.helpRow == 23)
        #expect(layout.scrollBack == nil)
        #expect(layout.scrollOn != nil)
        #expect(!layout.items.isEmpty)
        for item in layout.items {
            #expect(layout.target(atX: item.frame.x, y: 21) == .item(item.index))
            #expect(layout.target(atX: item.frame.x + 1, y: 21) == .item(item.index))
            #expect(item.frame.x + 1 < layout.trash.x)
        }
        #expect(layout.target(atX: 1, y: 21) == .paletteName)
        #expect(layout.target(atX: layout.trash.x, y: 21) == .trash)
        #expect(layout.target(atX: 5, y: 5) == .canvas)
        #expect(layout.target(atX: 5, y: 22) == nil)
    }

    @Test("Scrolled, the strip starts at the scroll and shows a way back")
    func scrolled() {
        let layout = ArtEditLayout(width: 80, height: 24, emojiCount: 30, scroll: 10, nameWidth: 40)
        #expect(layout.items.first?.index == 10)
        #expect(layout.scrollBack != nil)
        #expect(layout.paletteName.width == ArtEditLayout.nameColumns + 3)
        let small = ArtEditLayout(width: 10, height: 4, emojiCount: 3, nameWidth: 3)
        #expect(small.isTooSmall && small.items.isEmpty && small.target(atX: 1, y: 1) == nil)
    }
}
