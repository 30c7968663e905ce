import Testing
import Face

@Suite("Happiness")
struct HappinessTests {
    @Test("smiliness = (happiness − 50) / 50", arguments: [
        (0, -1.0), (25, -0.5), (40, -0.2), (50, 0.0), (51, 0.02), (75, 0.5), (100, 1.0),
    ])
    func smiliness(happiness: Int, expected: Double) {
        #expect(Happiness(happiness).smiliness == expected)
    }

    @Test("values are clamped to 0…100", arguments: [
        (-1, 0), (Int.min, 0), (0, 0), (100, 100), (101, 100), (Int.max, 100), (63, 63),
    ])
    func clamped(value: Int, expected: Int) {
        #expect(Happiness(value).value == expected)
    }

    @Test func changesClampAndNeverOverflow() {
        var h = Happiness(90)
        h.change(by: 25)
        #expect(h.value == 100)
        h.change(by: -30)
        #expect(h.value == 70)
        h.change(by: Int.min)
        #expect(h.value == 0)
        h.change(by: Int.max)
        #expect(h.value == 100)
    }

    /// The course: `happinessChange = -Int(translation.y / 4)`; the controller subtracts it.
    @Test("pan: the course's arithmetic, truncating toward zero", arguments: [
        (40.0, -10), (-40.0, 10), (7.0, -1), (-7.0, 1), (3.99, 0), (-3.99, 0), (0.0, 0),
        (4.0, -1), (-4.0, 1), (41.5, -10), (-41.5, 10), (100_000.0, -25_000), (-100_000.0, 25_000),
    ])
    func happinessChange(dy: Double, expected: Int) {
        #expect(Happiness.happinessChange(forPanBy: dy) == expected)
    }

    @Test("pan refuses what is not a sane drag", arguments: [
        Double.nan, .infinity, -.infinity, 100_000.5, -1e300, .greatestFiniteMagnitude,
    ])
    func panRefuses(dy: Double) {
        #expect(Happiness.happinessChange(forPanBy: dy) == nil)
        var h = Happiness(42)
        let applied = h.pan(by: dy)
        #expect(!applied)
        #expect(h.value == 42)
    }

    @Test func panDownRaisesHappiness() {
        var h = Happiness.neutral
        let applied = h.pan(by: 40)
        #expect(applied)
        #expect(h.value == 60)          // a drag down by 40 raises happiness by 10
        h.pan(by: -7)
        #expect(h.value == 59)          // -Int(-7 / 4) = 1, and 59 = 60 − 1
        h.pan(by: 1_000)
        #expect(h.value == 100)
        h.pan(by: -100_000)
        #expect(h.value == 0)
    }

    @Test func aPlainValueIsADataSource() {
        let source = HappinessValue(Happiness(80))
        let face = FaceView(dataSource: source)
        #expect(face.smiliness == 0.6)
        source.happiness = Happiness(10)
        #expect(face.smiliness == -0.8)
    }
}
