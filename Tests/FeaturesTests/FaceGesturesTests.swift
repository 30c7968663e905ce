import Testing
import Capabilities
import LiveScreens
@testable import REPL
@testable import FaceFeature
@testable import GameFeature
import TestSupport

/// The face's gestures alone: what each press, drag, release and notch becomes, and that each is
/// a row of the screens that show the face.
@Suite struct FaceGesturesTests {
    static func mouse(_ kind: MouseEvent.Kind, y: Int) -> MouseEvent { MouseEvent(kind, x: 10, y: y) }

    @Test func aDragReportsEachRowFromWhereItBeganAndIsNoTap() {
        let now = makeInterpreter().session.mood.current
        var gestures = FaceGestures()
        #expect(gestures.recognize(Self.mouse(.press(.left), y: 5), onFace: true, happiness: now) == nil)
        #expect(gestures.recognize(Self.mouse(.drag(.left), y: 5), onFace: true, happiness: now) == nil)
        #expect(gestures.recognize(Self.mouse(.drag(.left), y: 7), onFace: true, happiness: now) == .drag(rows: 2, from: now))
        #expect(gestures.recognize(Self.mouse(.drag(.left), y: 6), onFace: false, happiness: now) == .drag(rows: -1, from: now))
        #expect(gestures.recognize(Self.mouse(.release(.left), y: 6), onFace: true, happiness: now) == nil)
        #expect(!gestures.isDragging)
    }

    @Test func aClickOnTheFaceIsATapAndTheWheelOnlyCountsOverIt() {
        let now = makeInterpreter().session.mood.current
        var gestures = FaceGestures()
        _ = gestures.recognize(Self.mouse(.press(.left), y: 5), onFace: true, happiness: now)
        #expect(gestures.recognize(Self.mouse(.release(.left), y: 5), onFace: true, happiness: now) == .tap)
        _ = gestures.recognize(Self.mouse(.press(.left), y: 5), onFace: false, happiness: now)
        #expect(gestures.recognize(Self.mouse(.release(.left), y: 5), onFace: true, happiness: now) == nil)
        #expect(gestures.recognize(Self.mouse(.wheel(up: true), y: 5), onFace: true, happiness: now) == .wheel(up: true))
        #expect(gestures.recognize(Self.mouse(.wheel(up: true), y: 5), onFace: false, happiness: now) == nil)
        _ = gestures.recognize(Self.mouse(.press(.left), y: 5), onFace: true, happiness: now)
        gestures.cancel()
        #expect(gestures.recognize(Self.mouse(.release(.left), y: 5), onFace: true, happiness: now) == nil)
    }

    @Test("Each face gesture is a row of the play screen's table and of the face screen's")
    func everyGestureIsARow() {
        let now = makeInterpreter().session.mood.current
        let gestures: [FaceGestures.Gesture] = [.drag(rows: 1, from: now), .wheel(up: false), .tap]
        #expect(gestures.map { PlayScreen.keyMap.action(matching: $0.trigger) } == [.dragFace, .wheelFace, .tapFace])
        #expect(gestures.map { FaceScreen.keyMap.action(matching: $0.trigger) } == [.drag, .wheel, .tap])
    }
}
