import Capabilities
import Face
import REPL

/// `pan DY`: the course's pan gesture on the face.
struct PanCommand: Command, Equatable {
    static let spec = CommandSpec(
        "pan", aliases: ["drag"],
        parameters: [.positional("DY", \Self.dy, .number(-Happiness.maximumPan...Happiness.maximumPan), required: true,
                                 "points dragged down (negative: up)")],
        summary: "drag the face: down makes it happier, up sadder",
        details: [
            "Every 4 points dragged down add 1 to the happiness, and every 4 up take 1",
            "away: 'pan 40' adds 10 and 'pan -7' takes 1 (a part of 4 counts for nothing).",
            "Happiness stays within 0…100.",
        ])

    var dy = 0.0

    init(dy: Double) { self.dy = dy }
    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let mood = context.session.mood
        let (before, after) = try intent { () throws(IntentError) in try mood.pan(by: dy) }
        let change = -(Happiness.happinessChange(forPanBy: dy) ?? 0)
        var output = Output.with(.happinessChange(
            before: before, after: after, bound: Happiness.boundReached(before.value, plus: change), emoji: mood.faceView.moodEmoji))
        if change == 0 {
            output.note("a drag under \(Int(Happiness.gestureScale)) points changes nothing (happiness moves by DY / \(Int(Happiness.gestureScale)), toward zero)")
        }
        context.faceAfterMove(into: &output)
        return output
    }
}

extension Happiness {
    /// The bound `value + delta` went past, if it did.
    static func boundReached(_ value: Int, plus delta: Int) -> Int? {
        let (sum, overflow) = value.addingReportingOverflow(delta)
        if overflow { return delta < 0 ? range.lowerBound : range.upperBound }
        if sum > range.upperBound { return range.upperBound }
        if sum < range.lowerBound { return range.lowerBound }
        return nil
    }
}
