import LiveScreens

extension ScreenStep {
    /// What a terminal delivers a screen loop for this input step, one wake-up each (a key at a
    /// time, so a lone Esc is the Esc key, not the start of a sequence); empty for the steps that
    /// are not input (`resize`, `wait`, `snapshot`, which the device carries out itself).
    ///
    /// Replaying a transcript and recording one both hand the screen exactly these, so a recorded
    /// session replays as it ran.
    /// - Complexity: O(*n*) in the keys, notches, or cells a drag crosses.
    var deliveries: [DeviceWait] {
        func bytes(_ text: String) -> DeviceWait { .input(Array(text.utf8)) }
        func mouse(_ kind: MouseEvent.Kind, _ point: ScreenStep.Point, _ modifiers: KeyModifiers = []) -> DeviceWait {
            bytes(MouseEvent(kind, x: point.x, y: point.y, shift: modifiers.contains(.shift), alt: modifiers.contains(.alt),
                             control: modifiers.contains(.control)).sgrReport)
        }
        switch self {
        case .press(let keys):
            // The loop waits a moment after a lone ESC: a timeout tells it that was all.
            return keys.flatMap { $0 == .escape ? [bytes($0.terminalBytes), .timedOut] : [bytes($0.terminalBytes)] }
        case .type(let text):
            return text.map { bytes(String($0)) }
        case .click(let point, let button, let count, _):
            return (0..<count).flatMap { _ in [mouse(.press(button), point), mouse(.release(button), point)] }
        case .drag(let from, let to, _):
            // Motion reports at every cell along the way, as a terminal sends them.
            let steps = max(abs(to.x - from.x), abs(to.y - from.y))
            let path = (1...max(steps, 1)).map { i in
                ScreenStep.Point(from.x + (to.x - from.x) * i / max(steps, 1), from.y + (to.y - from.y) * i / max(steps, 1))
            }
            return [mouse(.press(.left), from)] + path.map { mouse(.drag(.left), $0) } + [mouse(.release(.left), to)]
        case .wheel(let up, let notches, let point, _, let modifiers):
            return Array(repeating: mouse(.wheel(up: up), point, modifiers), count: notches)
        case .paste(let text):
            return [bytes("\u{1B}[200~" + text + "\u{1B}[201~")]
        case .resize, .wait, .snapshot:
            return []
        }
    }
}
