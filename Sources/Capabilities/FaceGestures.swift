import Face
import LiveScreens
import REPL

/// CS193p's Happiness gestures with a mouse, for any screen that shows the face: a drag up or
/// down on it is the pan (`pan DY`), the wheel over it the pinch (`pinch F`), a click the tap.
/// It only recognises them: the screen looks each up in its key table (``Gesture/trigger``) and
/// carries out the row's action, so a gesture and the keys that pan and pinch share one table.
/// Shared by the face's own screen and the play screen, which shows the face beside the board.
public struct FaceGestures {
    public init() {}

    /// Where the face's gestures are made, as the screens' tables name them.
    public enum Place {
        public static let upOrDown = MousePlace("the face up or down")
        public static let over = MousePlace("over the face")
        public static let face = MousePlace("the face")
    }

    /// A gesture recognised on the face.
    public enum Gesture: Equatable, Sendable {
        /// The pointer moved `rows` rows (down is positive) with the button held; `from` is the
        /// happiness when the drag began (what its message counts from).
        case drag(rows: Int, from: Happiness)
        /// A notch of the wheel: up (away from you) zooms in.
        case wheel(up: Bool)
        /// A press and a release on the face without moving.
        case tap

        /// The row of a screen's table it answers to.
        public var trigger: KeyTrigger {
            switch self {
            case .drag: .mouse(.drag, Place.upOrDown)
            case .wheel: .mouse(.wheel, Place.over)
            case .tap: .mouse(.click, Place.face)
            }
        }
    }

    /// How many of the course's points a terminal row of drag stands for: 4, a braille cell's
    /// height in the face's dots (its points), so a drag of one row is `pan 4`: one unit of
    /// happiness, down happier.
    public static let pointsPerRow = Happiness.gestureScale
    /// The pinch of one notch of the wheel: up (away from you) zooms in.
    public static let pinchPerNotch = 1.1

    /// A press on the face: the row the pointer is on now, whether it has moved (a drag, not a
    /// tap), and the happiness when it began (what the drag's message counts from).
    private var drag: (row: Int, moved: Bool, start: Happiness)?

    /// Follows a mouse event; `onFace` says whether it is over the face, `happiness` is the
    /// face's now (where a drag starts counting).
    /// - Returns: the gesture it completes or continues, or nil.
    /// - Complexity: O(1).
    public mutating func recognize(_ mouse: MouseEvent, onFace: Bool, happiness: Happiness) -> Gesture? {
        switch mouse.kind {
        case .press(.left):
            drag = onFace ? (mouse.y, false, happiness) : nil
        case .drag(.left):
            guard let current = drag, mouse.y != current.row else { return nil }
            drag = (mouse.y, true, current.start)
            return .drag(rows: mouse.y - current.row, from: current.start)
        case .release:
            defer { drag = nil }
            if let current = drag, !current.moved, onFace { return .tap }
        case .wheel(let up) where onFace:
            return .wheel(up: up)
        default:
            break
        }
        return nil
    }

    /// The pinch factor of a notch of the wheel.
    public static func pinch(up: Bool) -> Double { up ? pinchPerNotch : 1 / pinchPerNotch }

    /// Whether a press on the face is being followed.
    public var isDragging: Bool { drag != nil }

    public mutating func cancel() { drag = nil }

    /// `pan` by `rows` rows of drag (down is positive); the message counts from `start` (where a
    /// drag began) or from just before.
    public static func pan(rows: Int, mood: any FaceMood, from start: Happiness? = nil) -> String {
        do {
            let (before, after) = try mood.pan(by: Double(rows) * pointsPerRow)
            return "\(mood.faceView.moodEmoji) happiness \((start ?? before).value) → \(after.value)"
        } catch {
            return error.message
        }
    }

    /// `pinch` by `factor`.
    public static func pinch(by factor: Double, mood: any FaceMood) -> String {
        do {
            let (before, after) = try mood.pinch(by: factor)
            return "scale \(TextRenderer.number(before)) → \(TextRenderer.number(after))"
        } catch {
            return error.message
        }
    }
}

/// What the face's raster depends on: a screen redraws the face only when it changes.
public struct FaceKey: Equatable {
    public let rows: Int
    public let smiliness: Double
    public let scale: Double

    public init(rows: Int, smiliness: Double, scale: Double) {
        self.rows = rows
        self.smiliness = smiliness
        self.scale = scale
    }
}
