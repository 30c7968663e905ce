import LiveScreens

/// Turns what a real terminal sent a screen (decoded ``InputEvent``s) into the `~` steps a
/// transcript writes: a key is a `press`, a paste a `paste`, a notch of the wheel a `wheel`, and
/// the mouse's press, motion and release become one `click` (released where it was pressed,
/// with no motion) or one `drag A to B` (left button; another button's drag is a click where it
/// was pressed). A gesture is a step only once its button is released.
struct StepAssembler {
    /// The button held, where it went down, and whether it moved since.
    private var held: (button: MouseEvent.Button, at: ScreenStep.Point, moved: Bool)?

    /// A gesture is under way: its step comes with the release.
    var isHolding: Bool { held != nil }

    /// The step `event` completes, if any.
    /// - Complexity: O(1).
    mutating func step(for event: InputEvent) -> ScreenStep? {
        switch event {
        case .key(.unknown):
            return nil   // a key no screen knows (a function key): not worth a step, never misread
        case .key(let key):
            return .press([key])
        case .paste(let text):
            return text.isEmpty ? nil : .paste(text)
        case .mouse(let mouse):
            let point = ScreenStep.Point(min(max(mouse.x, 1), 1000), min(max(mouse.y, 1), 1000))
            switch mouse.kind {
            case .press(let button):
                held = (button, point, false)   // a second button pressed meanwhile starts over
                return nil
            case .drag:
                if held != nil, point != held?.at { held?.moved = true }
                return nil
            case .move:
                return nil
            case .release:
                guard let gesture = held else { return nil }
                held = nil
                if gesture.button == .left, gesture.moved || point != gesture.at {
                    return .drag(from: gesture.at, to: point, place: nil)
                }
                return .click(gesture.at, button: gesture.button, count: 1, place: nil)
            case .wheel(let up):
                // A modifier changes what the wheel does (Ctrl resizes in art edit), so it is kept.
                var modifiers: KeyModifiers = []
                if mouse.shift { modifiers.insert(.shift) }
                if mouse.alt { modifiers.insert(.alt) }
                if mouse.control { modifiers.insert(.control) }
                return .wheel(up: up, notches: 1, at: point, place: nil, modifiers: modifiers)
            }
        }
    }
}
