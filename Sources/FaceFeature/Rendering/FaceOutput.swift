import Capabilities
import Face
import REPL

/// What the face's commands print.
extension Output.Item {
    /// The face, then its mood line.
    public static func face(_ faceView: FaceView, _ happiness: Happiness) -> Self { .drawn(FaceDrawing.face(faceView, happiness)) }
    /// `🙂 happiness 50 → 60`, with the bound it was held to.
    public static func happinessChange(before: Happiness, after: Happiness, bound: Int?, emoji: String) -> Self {
        .drawn(FaceDrawing.happinessChange(before: before, after: after, bound: bound, emoji: emoji))
    }
    /// `scale 1 → 2`, with the bound it was held to.
    public static func scaleChange(before: Double, after: Double, bound: Double?) -> Self {
        .drawn(FaceDrawing.scaleChange(before: before, after: after, bound: bound))
    }
}

enum FaceDrawing: Drawable {
    case face(FaceView, Happiness)
    case happinessChange(before: Happiness, after: Happiness, bound: Int?, emoji: String)
    case scaleChange(before: Double, after: Double, bound: Double?)

    func draw(with renderer: TextRenderer, into reply: inout Reply) {
        let style = renderer.style
        switch self {
        case .face(let faceView, let happiness):
            reply.out(FaceRenderer(style: style).render(faceView))
            reply.out(style.bold(TextRenderer.moodLine(happiness, emoji: faceView.moodEmoji)))
        case .happinessChange(let before, let after, let bound, let emoji):
            var line = "\(emoji) happiness \(before.value) → \(after.value)"
            if let bound { line += bound == Happiness.range.upperBound ? " (at most \(bound))" : " (at least \(bound))" }
            reply.out(line)
        case .scaleChange(let before, let after, let bound):
            var line = "scale \(TextRenderer.number(before)) → \(TextRenderer.number(after))"
            if let bound { line += bound == FaceView.scaleRange.upperBound ? " (at most \(TextRenderer.number(bound)))" : " (at least \(TextRenderer.number(bound)))" }
            reply.out(line)
        }
    }
}
