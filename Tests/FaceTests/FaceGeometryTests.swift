import Testing
import Face

@Suite("FaceGeometry")
struct FaceGeometryTests {
    typealias Point = FaceGeometry.Point

    /// 300 × 200 at the course's scale: radius = 200 / 2 × 0.9 = 90, so every part is round.
    @Test func theCoursesProportions() {
        let g = FaceGeometry(width: 300, height: 200, scale: 0.9, smiliness: 0, lineWidth: 3)
        #expect(g.face.center == Point(x: 150, y: 100))
        #expect(g.face.radius == 90)
        #expect(g.leftEye.radius == 9)                          // radius / 10
        #expect(g.rightEye.radius == 9)
        #expect(g.leftEye.center == Point(x: 120, y: 70))       // up radius / 3; apart radius / 1.5
        #expect(g.rightEye.center == Point(x: 180, y: 70))
        #expect(g.mouth.start == Point(x: 105, y: 130))         // width radius / 1; down radius / 3
        #expect(g.mouth.end == Point(x: 195, y: 130))
        #expect(g.mouth.control1 == Point(x: 135, y: 130))      // a third of the way in
        #expect(g.mouth.control2 == Point(x: 165, y: 130))
        #expect(g.lineWidth == 3)
    }

    @Test("the mouth's control points move by smiliness × mouthHeight (radius / 3)", arguments: [
        (1.0, 160.0), (0.5, 145), (0, 130), (-0.5, 115), (-1, 100), (7, 160), (-7, 100), (.nan, 130),
    ])
    func smileOffset(smiliness: Double, controlY: Double) {
        let g = FaceGeometry(width: 300, height: 200, scale: 0.9, smiliness: smiliness, lineWidth: 3)
        #expect(g.mouth.control1.y == controlY)
        #expect(g.mouth.control2.y == controlY)
        #expect(g.mouth.start.y == 130)
        #expect(g.mouth.end.y == 130)
    }

    @Test func theMouthsMiddleDipsThreeQuartersOfTheOffset() {
        let smile = FaceGeometry(width: 400, height: 400, scale: 0.75, smiliness: 1, lineWidth: 3)
        // radius 150, mouthHeight 50: a cubic's middle is 3/4 of the way to its control points.
        let middle = smile.mouth.point(at: 0.5)
        #expect(middle.x == 200)
        #expect(middle.y == smile.mouth.start.y + 37.5)
        #expect(smile.mouth.point(at: 0) == smile.mouth.start)
        #expect(smile.mouth.point(at: 1) == smile.mouth.end)
    }

    @Test func scaleSizesTheFace() {
        let view = FaceView()
        view.scale = 0.5
        #expect(view.geometry(width: 400, height: 100).face.radius == 25)
    }

    @Test func insaneBoundsGiveAnEmptyFaceNotATrap() {
        for (w, h) in [(-10.0, 10.0), (.nan, 10), (.infinity, .infinity), (0, 0)] {
            let g = FaceGeometry(width: w, height: h, scale: 0.9, smiliness: 1, lineWidth: .nan)
            #expect(g.face.radius == 0)
            #expect(g.lineWidth == 0)
        }
    }
}
