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
    static let keyMap = KeyMap<Action>(ignoresModifiers: true, [
        KeyBinding([.mouse(.drag, FaceGestures.Place.upOrDown)], .drag, hint: KeyHint("drag ↑↓ pan", rank: 1),
                   help: "the course's pan: each row down is one unit of happiness ('pan 4')"),
        KeyBinding([.mouse(.wheel, FaceGestures.Place.over)], .wheel, hint: KeyHint("wheel pinch", rank: 1), help: "the course's pinch: ×1.1 a notch up, ÷1.1 down"),
        KeyBinding([.mouse(.click, FaceGestures.Place.face)], .tap, hint: KeyHint("click tap", rank: 2), help: "the tap: it says how it feels"),
        KeyBinding([.key(.up), .character("k")], .panUp, hint: KeyHint("↑↓ pan", rank: 2), help: "pan a row up: a unit less happy"),
        KeyBinding([.key(.down), .character("j")], .panDown, hint: KeyHint("↑↓ pan", rank: 2), help: "pan a row down: a unit happier"),
        KeyBinding([.character("+"), .character("=")], .pinchIn, hint: KeyHint("+ − pinch", rank: 2), help: "pinch ×1.1"),
        KeyBinding([.character("-")], .pinchOut, hint: KeyHint("+ − pinch", rank: 2), help: "pinch ÷1.1"),
        KeyBinding([.character("?")], .help, hint: KeyHint("? help", rank: 0), help: "shows these keys and gestures over the screen; any key closes them (Space turns a page)"),
        KeyBinding([.character("q"), .character("Q"), .key(.escape), .key(.control("c"))], .leave, hint: KeyHint("q leave", rank: 0),
                   help: "back to the REPL"),
    ])
}
