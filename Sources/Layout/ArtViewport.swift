/// CS193p EmojiArt's zoom and pan: how the document's points land on the terminal's cells.
///
/// The course draws an emoji at `center + location * zoomScale + panOffset` and turns a drop point
/// back with the inverse. We do the same in *screen points*, with a terminal cell standing for
/// ``cellWidth`` × ``cellHeight`` points (the shape of a cell: twice as tall as it is wide), so a
/// document at zoom 1 is drawn at about the size the course shows it on an iPad, and the SVG and
/// `.txt` exports (8 × 16 points a character) agree with the screen.
///
/// `zoom` nil is *zoom to fit*: the zoom that shows the whole content, worked out for the area
/// each time it is drawn, so it follows a resized terminal. What the content is (the background
/// picture or the canvas with its edge, and every emoji around them) is the editor's to say
/// (`ArtViewState.fitContent`); ``fittingZoom(width:height:in:)`` is the course's arithmetic for a
/// plain box. Any explicit zoom or pan leaves fit.
public struct ArtViewport: Sendable, Equatable, Hashable {
    /// Points a terminal cell is wide and tall.
    public static let cellWidth = 8.0
    public static let cellHeight = 16.0
    /// The zooms a viewport takes; others are clamped into it.
    public static let zoomRange = 0.01...100.0
    /// How far a pan may go, in points either way (far beyond any document: a bound, not a feature).
    public static let offsetLimit = 10_000_000.0

    /// The zoom (the course's `zoomScale`), or nil to fit the content to the area.
    public private(set) var zoom: Double?
    /// The pan (the course's `panOffset`), in screen points.
    public private(set) var offset: Point

    /// A pair of coordinates in points.
    public struct Point: Sendable, Equatable, Hashable {
        public var x: Double
        public var y: Double

        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }

        public static let zero = Point(x: 0, y: 0)
    }

    /// Fits the content, unpanned: what a document opens with.
    public static let fit = ArtViewport(zoom: nil, offset: .zero)

    /// A viewport; a zoom outside ``zoomRange`` (or not finite) and offsets beyond ``offsetLimit``
    /// are clamped, so no input can make a transform that overflows.
    public init(zoom: Double?, offset: Point = .zero) {
        self.zoom = zoom.map(Self.clampedZoom)
        self.offset = Point(x: Self.clampedOffset(offset.x), y: Self.clampedOffset(offset.y))
    }

    public var isFit: Bool { zoom == nil && offset == .zero }

    /// The zoom that shows content `width` × `height` points (centred on the document's origin)
    /// whole in `area`: the course's `zoomToFit`, the smaller of the two ratios.
    /// - Complexity: O(1)
    public static func fittingZoom(width: Double, height: Double, in area: CellRect) -> Double {
        guard width > 0, height > 0, width.isFinite, height.isFinite, area.width > 0, area.height > 0 else { return 1 }
        let horizontal = Double(area.width) * cellWidth / width
        let vertical = Double(area.height) * cellHeight / height
        return clampedZoom(min(horizontal, vertical))
    }

    /// This viewport resolved for `area`, fitting content `width` × `height` points when its
    /// zoom is nil.
    /// - Complexity: O(1)
    public func transform(in area: CellRect, fitting content: (width: Double, height: Double)) -> ArtTransform {
        ArtTransform(area: area, zoom: zoom ?? Self.fittingZoom(width: content.width, height: content.height, in: area), offset: offset)
    }

    static func clampedZoom(_ zoom: Double) -> Double {
        guard zoom.isFinite else { return zoom > 0 ? zoomRange.upperBound : zoomRange.lowerBound }
        return min(max(zoom, zoomRange.lowerBound), zoomRange.upperBound)
    }

    static func clampedOffset(_ value: Double) -> Double {
        guard value.isFinite else { return 0 }
        return min(max(value, -offsetLimit), offsetLimit)
    }
}

/// A viewport resolved for an area of the terminal: document points to cells and back. Cells are
/// the frame's, 0-based (a click's 1-based cell is one more).
public struct ArtTransform: Sendable, Equatable {
    /// Where the canvas is drawn on the terminal.
    public let area: CellRect
    public let zoom: Double
    public let offset: ArtViewport.Point

    public init(area: CellRect, zoom: Double, offset: ArtViewport.Point) {
        self.area = area
        self.zoom = ArtViewport.clampedZoom(zoom)
        self.offset = offset
    }

    /// The area's centre, in points from its top-left corner: where the document's origin is
    /// drawn when nothing is panned.
    public var centre: ArtViewport.Point {
        ArtViewport.Point(x: Double(area.width) * ArtViewport.cellWidth / 2, y: Double(area.height) * ArtViewport.cellHeight / 2)
    }

    /// Where document point `x`, `y` is drawn, in points from the area's top-left corner (the
    /// course's `convertFromEmojiCoordinates`).
    /// - Complexity: O(1)
    public func screenPoint(x: Double, y: Double) -> ArtViewport.Point {
        ArtViewport.Point(x: centre.x + x * zoom + offset.x, y: centre.y + y * zoom + offset.y)
    }

    /// The document point drawn at screen point `point` (the course's `convertToEmojiCoordinates`).
    /// - Complexity: O(1)
    public func documentPoint(at point: ArtViewport.Point) -> ArtViewport.Point {
        ArtViewport.Point(x: (point.x - offset.x - centre.x) / zoom, y: (point.y - offset.y - centre.y) / zoom)
    }

    /// Where an emoji dropped on the cell at column `x`, row `y` (frame cells, 0-based) goes, in
    /// whole document points: so that it is drawn starting in that cell (``emojiCell(x:y:)``),
    /// its centre is the cell's right edge, half a row down. Half a cell of rounding either way
    /// still lands it there, at any zoom.
    /// - Complexity: O(1)
    public func documentPoint(ofCellX x: Int, y: Int) -> (x: Int, y: Int) {
        let point = documentPoint(at: ArtViewport.Point(
            x: (Double(x - area.x) + 1) * ArtViewport.cellWidth,
            y: (Double(y - area.y) + 0.5) * ArtViewport.cellHeight))
        return (Self.rounded(point.x), Self.rounded(point.y))
    }

    /// The cells an emoji centred on document point `x`, `y` is drawn in: two columns (an emoji is
    /// two wide) centred on the point, so one dropped on a cell starts in that cell. Frame cells,
    /// 0-based; nil when too far off to name (it is not drawn then anyway).
    /// - Complexity: O(1)
    public func emojiCell(x: Int, y: Int) -> (x: Int, y: Int)? {
        let point = screenPoint(x: Double(x), y: Double(y))
        let column = (point.x / ArtViewport.cellWidth).rounded(.toNearestOrAwayFromZero) - 1
        let row = (point.y / ArtViewport.cellHeight).rounded(.down)
        let limit = Double(Int32.max)
        guard column.isFinite, row.isFinite, abs(column) < limit, abs(row) < limit else { return nil }
        return (area.x + Int(column), area.y + Int(row))
    }

    /// The emoji drawn at cell (`column`, `row`) is the one whose ``emojiCell(x:y:)`` is that cell
    /// or the one to its left.
    public func emojiCell(_ cell: (x: Int, y: Int), covers column: Int, row: Int) -> Bool {
        cell.y == row && (cell.x == column || cell.x + 1 == column)
    }

    /// Whether an emoji's cells are inside the area.
    public func isVisible(_ cell: (x: Int, y: Int)) -> Bool {
        cell.x >= area.x && cell.x + 1 < area.x + area.width && cell.y >= area.y && cell.y < area.y + area.height
    }

    // MARK: - Gestures

    /// The viewport zoomed by `factor` around cell (`x`, `y`): the document point under that cell
    /// stays where it is (the course's pinch, anchored at the pointer as a wheel zoom should be).
    /// - Complexity: O(1)
    public func zoomed(by factor: Double, aroundCellX x: Int, y: Int) -> ArtViewport {
        zoomed(by: factor, around: ArtViewport.Point(
            x: (Double(x - area.x) + 0.5) * ArtViewport.cellWidth,
            y: (Double(y - area.y) + 0.5) * ArtViewport.cellHeight))
    }

    /// The viewport zoomed by `factor` around screen point `anchor` (points from the area's
    /// top-left corner): the document point drawn there stays there.
    /// - Complexity: O(1)
    public func zoomed(by factor: Double, around anchor: ArtViewport.Point) -> ArtViewport {
        let fixed = documentPoint(at: anchor)
        let newZoom = ArtViewport.clampedZoom(zoom * (factor.isFinite && factor > 0 ? factor : 1))
        // anchor = centre + fixed * newZoom + newOffset
        return ArtViewport(zoom: newZoom, offset: ArtViewport.Point(
            x: anchor.x - centre.x - fixed.x * newZoom,
            y: anchor.y - centre.y - fixed.y * newZoom))
    }

    /// The viewport zoomed by `factor` around the area's centre (`art zoom` in steps, `+`/`-`).
    /// (The centre itself, not the middle of the cell there: on an even width that cell's middle
    /// is half a cell off, and `art zoom 2` then `art zoom 1` would not come back.)
    public func zoomed(by factor: Double) -> ArtViewport {
        zoomed(by: factor, around: centre)
    }

    /// The viewport set to `zoom`, keeping the document point at the area's centre in place.
    public func zoomed(to zoom: Double) -> ArtViewport {
        zoomed(by: ArtViewport.clampedZoom(zoom) / self.zoom)
    }

    /// The viewport panned by `dx`, `dy` points (the course's pan gesture).
    public func panned(byX dx: Double, y dy: Double) -> ArtViewport {
        ArtViewport(zoom: zoom, offset: ArtViewport.Point(x: offset.x + dx, y: offset.y + dy))
    }

    /// The viewport panned by whole cells (a drag on the canvas moves it with the pointer).
    public func panned(byColumns columns: Int, rows: Int) -> ArtViewport {
        panned(byX: Double(columns) * ArtViewport.cellWidth, y: Double(rows) * ArtViewport.cellHeight)
    }

    /// The document offset a drag of `columns` × `rows` cells moves an emoji by at this zoom
    /// (the course divides the drag by the zoom).
    public func documentOffset(columns: Int, rows: Int) -> (x: Int, y: Int) {
        (Self.rounded(Double(columns) * ArtViewport.cellWidth / zoom), Self.rounded(Double(rows) * ArtViewport.cellHeight / zoom))
    }

    /// The size, in document points, an emoji dropped at this zoom gets: the course's
    /// `defaultEmojiFontSize / zoomScale`.
    public func documentSize(ofScreenSize size: Double) -> Int {
        max(1, Self.rounded(size / zoom))
    }

    /// `value` rounded to the nearest Int, clamped to ±2³¹ so no input traps.
    static func rounded(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        let limit = Double(Int32.max)
        return Int(min(max(value, -limit), limit).rounded(.toNearestOrAwayFromZero))
    }
}
