import Testing
import Face

/// A data source that says whatever it is told to.
final class FixedSource: FaceViewDataSource {
    var value: Double?
    init(_ value: Double?) { self.value = value }
    func smiliness(for faceView: FaceView) -> Double? { value }
}

@Suite("FaceView")
struct FaceViewTests {
    @Test func withoutADataSourceTheFaceIsNeutral() {
        let face = FaceView()
        #expect(face.smiliness == 0)
        #expect(face.moodEmoji == "😐")
        let silent = FixedSource(nil)
        face.dataSource = silent
        #expect(face.smiliness == 0)
    }

    @Test func theDataSourceIsHeldWeakly() {
        let face = FaceView()
        do {
            let source = FixedSource(1)
            face.dataSource = source
            #expect(face.smiliness == 1)
        }
        #expect(face.dataSource == nil)
        #expect(face.smiliness == 0)
    }

    @Test("smiliness from the data source is clamped to −1…1", arguments: [
        (Double?.some(3), 1.0), (-3, -1), (0.25, 0.25), (.nan, 0), (.infinity, 0), (nil, 0),
    ])
    func clampedSmiliness(said: Double?, shown: Double) {
        let source = FixedSource(said)
        #expect(FaceView(dataSource: source).smiliness == shown)
    }

    @Test("the mood emoji by smiliness", arguments: [
        (-1.0, "😢"), (-0.84, "😢"), (-0.8, "☹️"), (-0.5, "☹️"), (-0.49, "🙁"), (-0.2, "🙁"), (-0.16, "😐"), (0, "😐"),
        (0.16, "😐"), (0.17, "🙂"), (0.4, "🙂"), (0.49, "🙂"), (0.5, "😀"), (0.8, "😀"), (0.84, "😄"), (1, "😄"),
    ])
    func moodEmoji(smiliness: Double, emoji: String) {
        #expect(FaceView.moodEmoji(for: smiliness) == emoji)
    }

    @Test func everyMoodIsReachedInOrder() {
        let moods = stride(from: -1.0, through: 1.0, by: 0.01).map { FaceView.moodEmoji(for: $0) }
        var distinct: [String] = []
        for mood in moods where distinct.last != mood { distinct.append(mood) }
        #expect(distinct == FaceView.moods)
    }

    @Test func scaleStartsAtTheCoursesAndIsClamped() {
        let face = FaceView()
        #expect(face.scale == 0.9)
        face.scale *= 0.5
        #expect(face.scale == 0.45)
        face.scale *= 100
        #expect(face.scale == FaceView.scaleRange.upperBound)
        face.scale = 0.001
        #expect(face.scale == FaceView.scaleRange.lowerBound)
        face.scale = .nan
        #expect(face.scale == FaceView.scaleRange.lowerBound)
        face.scale = -.infinity
        #expect(face.scale == FaceView.scaleRange.lowerBound)
    }

    @Test func lineWidthIsClamped() {
        let face = FaceView()
        #expect(face.lineWidth == 3)
        face.lineWidth = 0
        #expect(face.lineWidth == FaceView.lineWidthRange.lowerBound)
        face.lineWidth = .infinity
        #expect(face.lineWidth == FaceView.lineWidthRange.lowerBound)
        face.lineWidth = 1e9
        #expect(face.lineWidth == FaceView.lineWidthRange.upperBound)
    }

    @Test func colorAsHex() {
        #expect(FaceColor.blue.hex == "#007aff")
        #expect(FaceColor(red: 255, green: 0, blue: 10).hex == "#ff000a")
    }
}
