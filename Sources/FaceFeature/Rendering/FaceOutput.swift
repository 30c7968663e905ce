import Face
import REPL

/// What the face's commands print.
extension Output.Item {
    /// The face, then its mood line.
    public static func face(_ faceView: FaceView, _ happiness: Happiness) -> Self { .drawn(FaceDrawing.face(faceView, happiness)) }
    /// `🙂 happiness 60 · smiliness 0.2`.
    public static func mood(_ happiness: Happiness, emoji: String) -> Self { .drawn(FaceDrawing.mood(happiness, emoji: emoji)) }
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
    case mood(Happiness, emoji: String)
    case happinessChange(before: Happiness, after: Happiness, bound: Int?, emoji: String)
    case scaleChange(before: Double, after: Double, bound: Double?)

    func draw(with renderer: TextRenderer, into reply: inout Reply) {
        let style = renderer.style
        switch self {
        case .face(let faceView, let happiness):
            reply.out(FaceRenderer(style: style).render(faceView))
            reply.out(style.bold(TextRenderer.moodLine(happiness, emoji: faceView.moodEmoji)))
        case .mood(let happiness, let emoji): reply.out(TextRenderer.moodLine(happiness, emoji: emoji))
        case .happinessChange(let before, let after, let bound, let emoji):
            var line = "\(emoji) happiness \(before.value) → \(after.value)"
            if let bound { line += bound == Happiness.range.upperBound ? " (at most \(bound))" : " (at least \(bound))" }
            reply.out(line)
        case .scaleChange(let before, let after, let bound):
            var line = "scale \(FaceSVG.number(before)) → \(FaceSVG.number(after))"
            if let bound { line += bound == FaceView.scaleRange.upperBound ? " (at most \(FaceSVG.number(bound)))" : " (at least \(FaceSVG.number(bound)))" }
            reply.out(line)
        }
    }
}

extension TextRenderer {
    /// `🙂 happiness 60 · smiliness 0.2`.
    public static func moodLine(_ happiness: Happiness, emoji: String) -> String {
        "\(emoji) happiness \(happiness.value) · smiliness \(FaceSVG.number(happiness.smiliness))"
    }

}
