import Face
import LiveScreens
import REPL

/// CS193p's Happiness gestures with a mouse, for any screen that shows the face: a drag up or
/// down on it is the pan (`pan DY`), the wheel over it the pinch (`pinch F`), a click the tap.
/// Each becomes the mood's own intent; what it did comes back as a line for the status. Shared
/// by the face's own screen and the play screen, which shows the face beside the board.
public struct FaceGestures {
    public init() {}

    /// How many of the course's points a terminal row of drag stands for: 4, a braille cell's
    /// height in the face's dots (its points), so a drag of one row is `pan 4`: one unit of
    /// happiness, down happier.
    public static let pointsPerRow = Happiness.gestureScale
    /// The pinch of one notch of the wheel: up (away from you) zooms in.
    public static let pinchPerNotch = 1.1

    /// A press on the face: the row the pointer is on now, whether it has moved (a drag, not a
    /// tap), and the happiness when it began (what the drag's message counts from).
    private var drag: (row: Int, moved: Bool, start: Happiness)?

    /// Handles a mouse event; `onFace` says whether it is over the face, `tap` taps there.
    /// - Returns: a line saying what happened, or nil when nothing did.
    public mutating func handle(_ mouse: MouseEvent, onFace: Bool, mood: any FaceMood, tap: () -> Happiness?) -> String? {
        switch mouse.kind {
        case .press(.left):
            drag = onFace ? (mouse.y, false, mood.current) : nil
        case .drag(.left):
            guard let current = drag, mouse.y != current.row else { return nil }
            drag = (mouse.y, true, current.start)
            return Self.pan(rows: mouse.y - current.row, mood: mood, from: current.start)
        case .release:
            defer { drag = nil }
            if let current = drag, !current.moved, onFace, let happiness = tap() {
                return TextRenderer.moodLine(happiness, emoji: mood.faceView.moodEmoji)
            }
        case .wheel(let up) where onFace:
            return Self.pinch(by: up ? Self.pinchPerNotch : 1 / Self.pinchPerNotch, mood: mood)
        default:
            break
        }
        return nil
    }

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
