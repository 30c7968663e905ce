import Imaging
import Layout
import Testing
import LiveScreens
@testable import REPL
@testable import ArtFeature

@Suite("ImageRaster")
struct ImageRasterTests {
    typealias RGBA = (UInt8, UInt8, UInt8, UInt8)
    static let red: RGBA = (255, 0, 0, 255), green: RGBA = (0, 255, 0, 255), blue: RGBA = (0, 0, 255, 255)
    static let white: RGBA = (255, 255, 255, 255), black: RGBA = (0, 0, 0, 255), clear: RGBA = (0, 0, 0, 0)

    /// A picture from rows of pixels.
    func image(_ rows: [[RGBA]]) throws -> DecodedImage {
        try #require(DecodedImage(width: rows[0].count, height: rows.count, rgba: rows.flatMap { $0.flatMap { [$0.0, $0.1, $0.2, $0.3] } }))
    }

    /// Red, green / blue, white.
    func quad() throws -> ImageRaster { ImageRaster(try image([[Self.red, Self.green], [Self.blue, Self.white]])) }

    func cell(_ glyph: String, _ top: CellColor?, _ lower: CellColor?) -> Cell {
        Cell(glyph, style: CellStyle(foreground: top, background: lower))
    }

    @Test("One pixel per half-cell: each cell is its two pixels, upper over lower")
    func onePixelPerHalfCell() throws {
        var frame = Frame(width: 4, height: 3)
        try quad().draw(into: &frame, area: CellRect(x: 0, y: 0, width: 4, height: 3), origin: (0, 0), scale: 8, colour: true)
        #expect(frame[0, 0] == cell("▀", .rgb(255, 0, 0), .rgb(0, 0, 255)))
        #expect(frame[1, 0] == cell("▀", .rgb(0, 255, 0), .rgb(255, 255, 255)))
        #expect(frame[2, 0] == .blank && frame[0, 1] == .blank)
    }

    @Test("Zoomed in, each pixel covers several cells, nearest pixel")
    func zoomedIn() throws {
        var frame = Frame(width: 6, height: 3)
        // 16 points a pixel: two cells wide, one cell (two half-cells) tall.
        try quad().draw(into: &frame, area: CellRect(x: 0, y: 0, width: 6, height: 3), origin: (0, 0), scale: 16, colour: true)
        #expect(frame[0, 0] == cell("▀", .rgb(255, 0, 0), .rgb(255, 0, 0)))
        #expect(frame[1, 0] == frame[0, 0])
        #expect(frame[2, 0] == cell("▀", .rgb(0, 255, 0), .rgb(0, 255, 0)))
        #expect(frame[0, 1] == cell("▀", .rgb(0, 0, 255), .rgb(0, 0, 255)))
        #expect(frame[3, 1] == cell("▀", .rgb(255, 255, 255), .rgb(255, 255, 255)))
        #expect(frame[4, 0] == .blank && frame[0, 2] == .blank)
    }

    @Test("The origin moves the picture by points, from the area's corner")
    func origin() throws {
        var frame = Frame(width: 6, height: 4)
        let area = CellRect(x: 1, y: 1, width: 5, height: 3)
        try quad().draw(into: &frame, area: area, origin: (8, 16), scale: 8, colour: true)
        #expect(frame[2, 2] == cell("▀", .rgb(255, 0, 0), .rgb(0, 0, 255)))
        #expect(frame[3, 2] == cell("▀", .rgb(0, 255, 0), .rgb(255, 255, 255)))
        #expect(frame[1, 1] == .blank && frame[2, 1] == .blank && frame[1, 2] == .blank)
        // Half a cell down (8 points): the top row's pixels are in the lower halves of row 0.
        var lower = Frame(width: 3, height: 3)
        try quad().draw(into: &lower, area: CellRect(x: 0, y: 0, width: 3, height: 3), origin: (0, 8), scale: 8, colour: true)
        #expect(lower[0, 0] == cell("▄", .rgb(255, 0, 0), nil))
        #expect(lower[0, 1] == cell("▀", .rgb(0, 0, 255), nil))
    }

    @Test("Off the area or the frame nothing is drawn; negative origins clip")
    func clipping() throws {
        var frame = Frame(width: 4, height: 2)
        let area = CellRect(x: 1, y: 0, width: 1, height: 1)
        try quad().draw(into: &frame, area: area, origin: (-8, 0), scale: 8, colour: true)
        // The left column is off the area: the area's one cell shows the right column.
        #expect(frame[1, 0] == cell("▀", .rgb(0, 255, 0), .rgb(255, 255, 255)))
        #expect(frame[0, 0] == .blank && frame[2, 0] == .blank && frame[1, 1] == .blank)
        var untouched = Frame(width: 4, height: 2)
        for (origin, scale) in [((1000.0, 0.0), 8.0), ((0, 0), 0), ((0, 0), -1), ((0, 0), .infinity), ((.nan, 0), 8)] {
            try quad().draw(into: &untouched, area: CellRect(x: 0, y: 0, width: 4, height: 2), origin: origin, scale: scale, colour: true)
        }
        #expect(untouched == Frame(width: 4, height: 2))
    }

    @Test("Zoomed out, a half-cell is the average of the pixels it spans")
    func zoomedOut() throws {
        // 8 × 8 checkerboard of black and white, one pixel a point: one half-cell spans it all.
        let rows = (0..<8).map { y in (0..<8).map { x in (x + y) % 2 == 0 ? Self.black : Self.white } }
        var frame = Frame(width: 2, height: 2)
        ImageRaster(try image(rows)).draw(into: &frame, area: CellRect(x: 0, y: 0, width: 2, height: 2), origin: (0, 0), scale: 1, colour: true)
        guard case .rgb(let r, let g, let b)? = frame[0, 0].style.foreground else {
            Issue.record("no colour: \(frame[0, 0])")
            return
        }
        #expect((126...129).contains(r) && r == g && g == b, "\(r) \(g) \(b)")
        #expect(frame[0, 0].style.background == nil)   // the lower half is off the picture
        // 4 × 4 in 2 × 2 blocks of red, green / blue, white at half a point a pixel: one average.
        let blocks = (0..<4).map { y in (0..<4).map { x in [[Self.red, Self.green], [Self.blue, Self.white]][y / 2][x / 2] } }
        var small = Frame(width: 1, height: 1)
        ImageRaster(try image(blocks)).draw(into: &small, area: CellRect(x: 0, y: 0, width: 1, height: 1), origin: (0, 0), scale: 2, colour: true)
        #expect(small[0, 0] == cell("▄", .rgb(128, 128, 128), nil) || small[0, 0].style.foreground == .rgb(128, 128, 128), "\(small[0, 0])")
    }

    @Test("Transparent pixels leave the cell; half transparent ones lie over the backdrop")
    func transparency() throws {
        var frame = Frame(width: 2, height: 1)
        frame.put("x", x: 0, y: 0)
        let half: RGBA = (255, 255, 255, 128)
        ImageRaster(try image([[Self.clear, half], [Self.clear, half]]), backdrop: (0, 0, 0))
            .draw(into: &frame, area: CellRect(x: 0, y: 0, width: 2, height: 1), origin: (0, 0), scale: 8, colour: true)
        #expect(frame[0, 0] == Cell("x"))
        #expect(frame[1, 0] == cell("▀", .rgb(128, 128, 128), .rgb(128, 128, 128)))
    }

    @Test("A cell the picture covers half of keeps its background in the other half")
    func halfCovered() throws {
        var frame = Frame(width: 1, height: 1)
        frame.fill(x: 0, y: 0, width: 1, height: 1, style: CellStyle(background: .indexed(4)))
        ImageRaster(try image([[Self.red]])).draw(into: &frame, area: CellRect(x: 0, y: 0, width: 1, height: 1), origin: (0, 0), scale: 8, colour: true)
        #expect(frame[0, 0] == cell("▀", .rgb(255, 0, 0), .indexed(4)))
    }

    @Test("Without colour, a luminance ramp: the picture is still there")
    func ramp() throws {
        let grey: RGBA = (128, 128, 128, 255)
        var frame = Frame(width: 4, height: 1)
        ImageRaster(try image([[Self.black, Self.white, grey, Self.black], [Self.black, Self.white, grey, Self.white]]))
            .draw(into: &frame, area: CellRect(x: 0, y: 0, width: 4, height: 1), origin: (0, 0), scale: 8, colour: false)
        #expect(frame.text(ofRow: 0) == " █▒▒")
        #expect((0..<4).allSatisfy { frame[$0, 0].style == .plain })
    }

    @Test("A large picture fits its area: every cell of the area drawn, none outside")
    func fit() throws {
        let width = 192, height = 108
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for i in stride(from: 0, to: pixels.count, by: 4) { pixels[i] = UInt8(i / 4 % width) }
        let raster = ImageRaster(try #require(DecodedImage(width: width, height: height, rgba: pixels)))
        #expect(raster.pixelSize == (192, 108))
        var frame = Frame(width: 24, height: 10)
        let area = CellRect(x: 2, y: 1, width: 20, height: 8)
        // Fit: 20 cells = 160 points for 192 pixels, 8 rows = 128 points for 108 → width decides.
        let scale = min(160.0 / Double(width), 128.0 / Double(height))
        raster.draw(into: &frame, area: area, origin: (0, 0), scale: scale, colour: true)
        let drawn = (0..<24).flatMap { x in (0..<10).map { y in (x, y) } }.filter { frame[$0.0, $0.1] != .blank }
        #expect(drawn.allSatisfy { area.contains(x: $0.0, y: $0.1) })
        // 108 pixels × 0.83 = 90 points: five rows and the upper half of a sixth.
        #expect(drawn.count == 20 * 6, "\(drawn.count)")
        #expect(frame[2, 6].text == "▀" && frame[2, 6].style.background == nil)
        // Red grows left to right: the averages do too.
        let reds = (2..<22).compactMap { x -> UInt8? in
            if case .rgb(let r, _, _)? = frame[x, 1].style.foreground { return r } else { return nil }
        }
        #expect(reds.count == 20 && reds == reds.sorted(), "\(reds)")
    }
}
