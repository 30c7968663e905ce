import Testing
import Face

@Suite("FaceRaster")
struct FaceRasterTests {
    func face(_ smiliness: Double?, rows: Int = 12) -> FaceRaster {
        let source = HappinessSource(smiliness)
        return FaceRaster(FaceView(dataSource: source), rows: rows)
    }

    @Test func linesAreBrailleCellsTwiceAsWideAsTall() {
        let raster = face(0)
        #expect(raster.rows == 12 && raster.columns == 24)
        #expect(raster.lines.count == 12)
        for line in raster.lines {
            #expect(line.unicodeScalars.count <= 24)
            #expect(line.unicodeScalars.last != FaceRaster.blank)
            #expect(line.unicodeScalars.allSatisfy { (0x2800...0x28FF).contains($0.value) })
        }
    }

    @Test func rowsAreClamped() {
        #expect(face(0, rows: 0).rows == FaceRaster.rowRange.lowerBound)
        #expect(face(0, rows: Int.max).rows == FaceRaster.rowRange.upperBound)
    }

    /// The face is symmetric about its vertical axis, whatever the mood.
    @Test(arguments: [-1.0, -0.5, 0, 0.5, 1])
    func mirrorSymmetric(smiliness: Double) {
        let raster = face(smiliness)
        let side = raster.dotsPerSide
        for row in 0..<side {
            for column in 0..<side {
                #expect(raster.dot(row: row, column: column) == raster.dot(row: row, column: side - 1 - column),
                        "row \(row), column \(column)")
            }
        }
    }

    @Test func aHalfSmileAndAFullSmileLookDifferent() {
        let moods = [-1.0, -0.5, 0, 0.5, 1].map { face($0, rows: 9).lines }
        #expect(Set(moods.map { $0.joined(separator: "\n") }).count == moods.count)
    }

    /// Where the mouth's middle is inked: lower for a smile, higher for a frown.
    @Test func theMouthsMiddleFollowsTheSmile() {
        func lowestMouthDot(_ smiliness: Double) -> Int? {
            let raster = face(smiliness)
            let middle = raster.dotsPerSide / 2
            // Below the eyes and above the chin's outline.
            let rows = (raster.dotsPerSide / 2)..<(raster.dotsPerSide - 4)
            return rows.last { raster.dot(row: $0, column: middle) }
        }
        let frown = lowestMouthDot(-1), flat = lowestMouthDot(0), smile = lowestMouthDot(1)
        #expect(frown != nil && flat != nil && smile != nil)
        if let frown, let flat, let smile {
            #expect(frown < flat)
            #expect(flat < smile)
        }
    }

    @Test func theOutlineTouchesAllFourSides() {
        let raster = face(0)
        let side = raster.dotsPerSide, middle = side / 2
        // scale 0.9 of a 48-dot face: radius 21.6 dots, so the outline is 2–3 dots from each edge.
        let top = (0..<side).first { raster.dot(row: $0, column: middle) }
        let left = (0..<side).first { raster.dot(row: middle, column: $0) }
        #expect(top == 2)
        #expect(left == 2)
    }
}

/// A FaceViewDataSource of a fixed smiliness.
final class HappinessSource: FaceViewDataSource {
    let value: Double?
    init(_ value: Double?) { self.value = value }
    func smiliness(for faceView: FaceView) -> Double? { value }
}
