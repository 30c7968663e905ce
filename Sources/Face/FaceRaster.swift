/// A face drawn with braille characters: each character cell holds 2 × 4 dots, so a face
/// `rows` cells tall is `4 × rows` dots square (a terminal cell is about twice as tall as wide,
/// so the dots come out square and the face round). It returns plain strings; colour is the
/// renderer's business.
///
/// The face is laid out by ``FaceView/geometry(width:height:)`` in dot units and inked where a
/// dot's centre lies within half a stroke of the outline, the mouth's Bézier curve, or inside an
/// eye (an eye is a tenth of the face's radius: stroked, it is a dot anyway).
public struct FaceRaster: Sendable, Equatable {
    /// The heights the raster accepts; others are clamped.
    public static let rowRange = 3...64
    /// Segments the mouth's curve is cut into: plenty for a curve a few dozen dots wide.
    static let mouthSegments = 48

    public let rows: Int
    public var columns: Int { rows * 2 }
    /// Dots, row by row, `4 × rows` rows of `4 × rows`.
    public private(set) var dots: [Bool]
    public var dotsPerSide: Int { rows * 4 }

    /// - Complexity: O(*r*²) for *r* rows (each dot is tested against the outline, the eyes and
    ///   the mouth's fixed number of segments, the last only near the mouth).
    public init(_ geometry: FaceGeometry, rows: Int) {
        let rows = min(max(rows, Self.rowRange.lowerBound), Self.rowRange.upperBound)
        self.rows = rows
        let side = rows * 4
        // The course's 3-point line is three quarters of a dot either side of its path: thin,
        // but never broken.
        let halfStroke = max(geometry.lineWidth / 4, 0.75)
        let mouth = (0...Self.mouthSegments).map { geometry.mouth.point(at: Double($0) / Double(Self.mouthSegments)) }
        let mouthBox = (
            minX: mouth.map(\.x).min() ?? 0, maxX: mouth.map(\.x).max() ?? 0,
            minY: mouth.map(\.y).min() ?? 0, maxY: mouth.map(\.y).max() ?? 0)
        var dots = [Bool](repeating: false, count: side * side)
        for row in 0..<side {
            for column in 0..<side {
                let p = FaceGeometry.Point(x: Double(column) + 0.5, y: Double(row) + 0.5)
                var ink = abs(Self.distance(p, geometry.face.center) - geometry.face.radius) <= halfStroke
                ink = ink || Self.distance(p, geometry.leftEye.center) <= geometry.leftEye.radius + halfStroke
                ink = ink || Self.distance(p, geometry.rightEye.center) <= geometry.rightEye.radius + halfStroke
                if !ink, p.x >= mouthBox.minX - halfStroke, p.x <= mouthBox.maxX + halfStroke,
                   p.y >= mouthBox.minY - halfStroke, p.y <= mouthBox.maxY + halfStroke {
                    ink = zip(mouth, mouth.dropFirst()).contains { a, b in Self.distance(p, a, b) <= halfStroke }
                }
                dots[row * side + column] = ink
            }
        }
        self.dots = dots
    }

    /// The face of `faceView` at its scale, line width and smiliness, `rows` cells tall.
    public init(_ faceView: FaceView, rows: Int) {
        let side = Double(min(max(rows, Self.rowRange.lowerBound), Self.rowRange.upperBound) * 4)
        self.init(faceView.geometry(width: side, height: side), rows: rows)
    }

    public func dot(row: Int, column: Int) -> Bool {
        guard (0..<dotsPerSide).contains(row), (0..<dotsPerSide).contains(column) else { return false }
        return dots[row * dotsPerSide + column]
    }

    /// The braille lines, `rows` of them, each `columns` characters. An empty cell is the blank
    /// braille pattern (U+2800), not a space, so the face keeps its shape in any font that has
    /// braille, even a proportional one; empty cells at the end of a line are dropped.
    /// - Complexity: O(*r*²) for *r* rows.
    public var lines: [String] {
        // Unicode's braille patterns: U+2800 plus one bit per dot, in this order.
        let bits: [(dx: Int, dy: Int, bit: UInt32)] = [
            (0, 0, 0x01), (0, 1, 0x02), (0, 2, 0x04), (1, 0, 0x08),
            (1, 1, 0x10), (1, 2, 0x20), (0, 3, 0x40), (1, 3, 0x80),
        ]
        return (0..<rows).map { cellRow in
            var line = ""
            for cellColumn in 0..<columns {
                var pattern: UInt32 = 0
                for (dx, dy, bit) in bits where dot(row: cellRow * 4 + dy, column: cellColumn * 2 + dx) {
                    pattern |= bit
                }
                line.unicodeScalars.append(Unicode.Scalar(Self.blank.value + pattern) ?? Self.blank)
            }
            while line.unicodeScalars.last == Self.blank { line.unicodeScalars.removeLast() }
            return line
        }
    }

    /// U+2800 BRAILLE PATTERN BLANK: a braille cell with no dots.
    public static let blank: Unicode.Scalar = "\u{2800}"

    static func distance(_ a: FaceGeometry.Point, _ b: FaceGeometry.Point) -> Double {
        ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    /// From `p` to the segment `a`–`b`.
    static func distance(_ p: FaceGeometry.Point, _ a: FaceGeometry.Point, _ b: FaceGeometry.Point) -> Double {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let lengthSquared = dx * dx + dy * dy
        guard lengthSquared > 0 else { return distance(p, a) }
        let t = min(max(((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared, 0), 1)
        return distance(p, FaceGeometry.Point(x: a.x + t * dx, y: a.y + t * dy))
    }
}
