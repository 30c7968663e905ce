import Capabilities
import Face
import REPL

/// `pinch F`: the course's pinch gesture on the face.
struct PinchCommand: Command, Equatable {
    /// Pinch factors `pinch` accepts: anything a hand could do, and never 0 or negative.
    static let factors = 0.01...100.0

    static let spec = CommandSpec(
        "pinch", aliases: ["zoom"],
        parameters: [.positional("F", \Self.factor, .number(factors), required: true, "the factor: 2 doubles the face, 0.5 halves it")],
        summary: "scale the face by F",
        details: [
            "Multiplies the face's size by F; the size stays within",
            "\(FaceView.scaleRange.lowerBound)…\(FaceView.scaleRange.upperBound) (it starts at \(FaceView.defaultScale)).",
        ])

    var factor = 1.0

    init(factor: Double) { self.factor = factor }
    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let mood = context.session.mood
        let (before, after) = try intent { () throws(IntentError) in try mood.pinch(by: factor) }
        var bound: Double?
        if before * factor > FaceView.scaleRange.upperBound {
            bound = FaceView.scaleRange.upperBound
        } else if before * factor < FaceView.scaleRange.lowerBound {
            bound = FaceView.scaleRange.lowerBound
        }
        var output = Output.with(.scaleChange(before: before, after: after, bound: bound))
        context.faceAfterMove(into: &output)
        return output
    }
}
