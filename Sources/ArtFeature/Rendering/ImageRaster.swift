import Imaging
import Layout
import LiveScreens
import REPL

/// A decoded picture drawn into a ``Frame`` with half-blocks: each cell is two square
/// half-cells, "▀" in the upper one's colour over the lower one's (24-bit), or, without colour,
/// one character of a luminance ramp.
///
/// Placement is in screen *points*: a cell is 8 points wide and 16 tall, so a half-cell is 8 × 8.
/// The picture's pixel (px, py) is drawn at point (originX + px · scale, originY + py · scale),
/// the origin counted from the top-left corner of the area's top-left cell. A half-cell shows
/// the picture when its centre is on it: zoomed out (a half-cell spans several pixels) the
/// average of the pixels it spans, read from a mip pyramid built once here; zoomed in, the
/// pixel under its centre.
///
/// Built off the input thread (the pyramid costs a pass over the picture), then shared read-only.
public final class ImageRaster: Sendable {
    /// The picture's size in pixels.
    public let pixelWidth: Int
    public let pixelHeight: Int
    /// What a partly transparent pixel is laid over: the course's white canvas unless told.
    public let backdrop: (red: UInt8, green: UInt8, blue: UInt8)
    private let pyramid: MipPyramid

    /// A cell's width and height in points, and a half-cell's side.
    public static let cellWidth = 8.0, cellHeight = 16.0, halfCell = 8.0
    /// The luminance ramp drawn without colour, darkest first (light on a dark terminal).
    public static let ramp: [Character] = [" ", "░", "▒", "▓", "█"]
    /// A half-cell less opaque than this shows what was there.
    static let visibleAlpha = 1.0 / 32

    /// - Complexity: O(*w* · *h*) in the picture's pixels (the pyramid).
    public init(_ image: DecodedImage, backdrop: (red: UInt8, green: UInt8, blue: UInt8) = (255, 255, 255)) {
        pixelWidth = image.width
        pixelHeight = image.height
        self.backdrop = backdrop
        pyramid = MipPyramid(image)
    }

    /// The memory a picture of this size takes at most while it is made: its decoded pixels (4
    /// bytes each) and the pyramid built from them, held together until the pyramid is done
    /// (stb's own buffer, as large as the pixels, is gone by then).
    /// - Complexity: O(log max(*w*, *h*))
    public static func bytesToBuild(width: Int, height: Int) -> Int {
        width * height * 4 + MipPyramid.byteCount(width: width, height: height)
    }

    /// The picture's size in pixels, as a pair.
    public var pixelSize: (width: Int, height: Int) { (pixelWidth, pixelHeight) }

    /// Draws the picture into `area` of `frame`, placed by `origin` (points, from the area's
    /// top-left corner) and `scale` (points per pixel). Cells the picture does not cover, or
    /// covers only with transparent pixels, are left as they were; a cell it covers half of
    /// keeps its background in the other half. Nothing is drawn for a scale that is not a
    /// positive finite number or an origin that is not finite.
    /// - Complexity: O(*c*) for the *c* cells of `area` the picture covers (each reads at most
    ///   3 × 3 pyramid pixels per half-cell), whatever the picture's size.
    public func draw(into frame: inout Frame, area: CellRect, origin: (x: Double, y: Double), scale: Double, colour: Bool) {
        guard scale > 0, scale.isFinite, origin.x.isFinite, origin.y.isFinite else { return }
        // The cells (area-relative) the picture's extent reaches, clamped to the area and the frame.
        let right = origin.x + Double(pixelWidth) * scale, bottom = origin.y + Double(pixelHeight) * scale
        let columns = Self.cells(from: origin.x, to: right, size: Self.cellWidth,
                                 limit: min(area.width, frame.width - area.x), first: -area.x)
        let rows = Self.cells(from: origin.y, to: bottom, size: Self.cellHeight,
                              limit: min(area.height, frame.height - area.y), first: -area.y)
        guard !columns.isEmpty, !rows.isEmpty else { return }

        let footprint = Self.halfCell / scale   // a half-cell's side, in pixels
        let level = footprint <= 1 ? nil : pyramid.level(forFootprint: footprint)
        for row in rows {
            for column in columns {
                let x0 = (Double(column) * Self.cellWidth - origin.x) / scale
                let yTop = (Double(row) * Self.cellHeight - origin.y) / scale
                let top = sample(x0: x0, y0: yTop, side: footprint, level: level)
                let lower = sample(x0: x0, y0: yTop + footprint, side: footprint, level: level)
                guard top != nil || lower != nil else { continue }
                let x = area.x + column, y = area.y + row
                if colour {
                    let kept = frame[x, y].style.background
                    let (glyph, style): (Character, CellStyle) = switch (top, lower) {
                    case let (top?, lower?): ("▀", CellStyle(foreground: top.cellColor, background: lower.cellColor))
                    case let (top?, nil): ("▀", CellStyle(foreground: top.cellColor, background: kept))
                    case let (nil, lower?): ("▄", CellStyle(foreground: lower.cellColor, background: kept))
                    case (nil, nil): (" ", .plain)
                    }
                    frame.put(glyph, width: 1, x: x, y: y, style: style)
                } else {
                    let shades = [top, lower].compactMap { $0?.luminance }
                    let luminance = shades.reduce(0, +) / Double(shades.count)
                    let step = min(Int(luminance * Double(Self.ramp.count)), Self.ramp.count - 1)
                    frame.put(Self.ramp[step], width: 1, x: x, y: y)
                }
            }
        }
    }

    /// Draws the picture as the course places the background: centred on the document's origin,
    /// a pixel a document point, through `transform` (its zoom is the scale) into its area.
    /// - Complexity: O(*c*) for the *c* cells of the area the picture covers.
    public func drawCentred(into frame: inout Frame, through transform: ArtTransform, colour: Bool) {
        let origin = transform.screenPoint(x: -Double(pixelWidth) / 2, y: -Double(pixelHeight) / 2)
        draw(into: &frame, area: transform.area, origin: (origin.x, origin.y), scale: transform.zoom, colour: colour)
    }

    /// A composited colour, 0…255 per channel.
    struct Colour: Equatable {
        var red: UInt8, green: UInt8, blue: UInt8
        var cellColor: CellColor { .rgb(red, green, blue) }
        /// Rec. 709 luma, 0…1 (of the sRGB values as they are: a ramp needs no more).
        var luminance: Double { (0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)) / 255 }
    }

    /// The half-cell whose top-left is (`x0`, `y0`) in pixels, `side` pixels square, over the
    /// backdrop; nil when its centre is off the picture or what is there is transparent.
    private func sample(x0: Double, y0: Double, side: Double, level: Int?) -> Colour? {
        let centre = (x: x0 + side / 2, y: y0 + side / 2)
        guard centre.x >= 0, centre.x < Double(pixelWidth), centre.y >= 0, centre.y < Double(pixelHeight) else { return nil }
        let average = if let level {
            pyramid.average(level: level, x0: x0, x1: x0 + side, y0: y0, y1: y0 + side)
        } else {
            // Zoomed in: the pixel under the centre, alone.
            pyramid.average(level: 0, x0: centre.x.rounded(.down), x1: centre.x.rounded(.down) + 1,
                            y0: centre.y.rounded(.down), y1: centre.y.rounded(.down) + 1)
        }
        guard average.alpha >= Self.visibleAlpha else { return nil }
        let clear = 1 - average.alpha
        func channel(_ premultiplied: Double, _ under: UInt8) -> UInt8 {
            UInt8(min(max((premultiplied + clear * Double(under) / 255) * 255, 0), 255).rounded())
        }
        return Colour(red: channel(average.red, backdrop.red), green: channel(average.green, backdrop.green),
                      blue: channel(average.blue, backdrop.blue))
    }

    /// The area-relative cells from `low` to `high` points reach: `0..<limit` at most, and not
    /// left of the frame (`first`, an area-relative cell ≤ 0).
    private static func cells(from low: Double, to high: Double, size: Double, limit: Int, first: Int) -> Range<Int> {
        let start = max((low / size).rounded(.down), Double(max(first, 0)))
        let end = min((high / size).rounded(.up), Double(limit))
        guard start < end else { return 0..<0 }
        return Int(start)..<Int(end)
    }
}
