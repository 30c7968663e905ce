import Capabilities
import LiveScreens
import REPL

/// The face screen's keys and gestures: the one table its update (keys and the gestures
/// ``FaceGestures`` recognises alike), its hint bar and `help face` read.
extension FaceScreen {
    /// What a key or a gesture asks of the face screen.
    enum Action: Hashable, Sendable, CaseIterable {
        case drag, wheel, tap
        case panUp, panDown, pinchIn, pinchOut
        case help, leave
    }

    /// Every key and gesture of the face screen, in the order help shows them.
    static let keyMap = KeyMap<Action>("face", ignoresModifiers: true, [
        KeyBinding([.mouse(.drag, FaceGestures.Place.upOrDown)], .drag, hint: KeyHint("drag ↑↓ pan", rank: 1),
                   help: "down makes the face happier, up sadder: a step of happiness (out of 100) a row"),
        KeyBinding([.mouse(.wheel, FaceGestures.Place.over)], .wheel, hint: KeyHint("wheel pinch", rank: 1), help: "makes the face bigger (up) or smaller (down)"),
        KeyBinding([.mouse(.click, FaceGestures.Place.face)], .tap, hint: KeyHint("click tap", rank: 2), help: "the face says how it feels"),
        KeyBinding([.key(.up), .character("k")], .panUp, hint: KeyHint("↑↓ pan", rank: 2), help: "makes the face a step sadder"),
        KeyBinding([.key(.down), .character("j")], .panDown, hint: KeyHint("↑↓ pan", rank: 2), help: "makes the face a step happier"),
        KeyBinding([.character("+"), .character("=")], .pinchIn, hint: KeyHint("+ − pinch", rank: 2), help: "makes the face bigger"),
        KeyBinding([.character("-")], .pinchOut, hint: KeyHint("+ − pinch", rank: 2), help: "makes the face smaller"),
        KeyBinding([.character("?")], .help, hint: KeyHint("? help", rank: 0), help: "shows this help; any key closes it (Space turns the page)"),
        KeyBinding([.character("q"), .character("Q"), .key(.escape), .key(.control("c"))], .leave, hint: KeyHint("q leave", rank: 0),
                   help: "back to the REPL"),
    ])
}
