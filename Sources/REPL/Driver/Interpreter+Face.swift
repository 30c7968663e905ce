import Storage
import Face

/// The face's commands: `face`, `pan`, `pinch`, `happiness`.
extension Interpreter {
    /// - Complexity: O(1), plus O(*r*²) to draw a face *r* rows tall.
    func execute(_ command: FaceCommand, into reply: inout Reply) throws(CommandError) {
        switch command {
        case .draw:
            drawFace(into: &reply)
        case .drawAfterEachMove(let on):
            drawsFaceAfterEachMove = on
            reply.out(on ? "face: drawn after each move" : "face: no longer drawn after moves")
        case .unexpectedFile(let mode, let path):
            throw CommandError("unexpected '\(path.prefix(40))' after face \(mode) (only 'face svg FILE' takes a file)")
        case .svg(let path):
            let document = FaceSVG.document(session.faceView, happiness: session.currentHappiness)
            guard let path else {
                reply.out(document.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
                return
            }
            do {
                try AtomicFile.write(document, to: path)
            } catch {
                throw CommandError(error.description)
            }
            reply.out("wrote \(path) (\(moodLine()))")
        case .happiness(nil):
            reply.out(moodLine())
        case .happiness(let setting?):
            let (before, after) = session.setHappiness(setting)
            var limit: Int?
            if case .by(let delta) = setting { limit = Self.limitReached(before.value, plus: delta) }
            reportHappiness(before, after, limit: limit, into: &reply)
        case .pan(let dy):
            let (before, after) = try session.pan(by: dy)
            let change = -(Happiness.happinessChange(forPanBy: dy) ?? 0)
            reportHappiness(before, after, limit: Self.limitReached(before.value, plus: change), into: &reply)
            if change == 0 {
                reply.note("a drag under \(Int(Happiness.gestureScale)) points changes nothing (happiness moves by DY / \(Int(Happiness.gestureScale)), toward zero)")
            }
        case .pinch(let factor):
            let (before, after) = try session.pinch(by: factor)
            var line = "scale \(FaceSVG.number(before)) → \(FaceSVG.number(after))"
            if before * factor > FaceView.scaleRange.upperBound {
                line += " (at most \(FaceSVG.number(FaceView.scaleRange.upperBound)))"
            } else if before * factor < FaceView.scaleRange.lowerBound {
                line += " (at least \(FaceSVG.number(FaceView.scaleRange.lowerBound)))"
            }
            reply.out(line)
            if drawsFaceAfterEachMove { drawFace(into: &reply) }
        }
    }

    /// The face, then its mood in one line.
    func drawFace(into reply: inout Reply) {
        reply.out(FaceRenderer(style: style).render(session.faceView))
        reply.out(style.bold(moodLine()))
    }

    /// `🙂 happiness 60 · smiliness 0.2`.
    func moodLine() -> String {
        let happiness = session.currentHappiness
        return "\(session.faceView.moodEmoji) happiness \(happiness.value) · smiliness \(FaceSVG.number(happiness.smiliness))"
    }

    /// The mood emoji the prompt starts with.
    var promptMood: String { session.faceView.moodEmoji + " " }

    private func reportHappiness(_ before: Happiness, _ after: Happiness, limit: Int?, into reply: inout Reply) {
        var line = "\(session.faceView.moodEmoji) happiness \(before.value) → \(after.value)"
        if let limit { line += limit == Happiness.range.upperBound ? " (at most \(limit))" : " (at least \(limit))" }
        reply.out(line)
        if drawsFaceAfterEachMove { drawFace(into: &reply) }
    }

    /// The bound `value + delta` went past, if it did.
    static func limitReached(_ value: Int, plus delta: Int) -> Int? {
        let (sum, overflow) = value.addingReportingOverflow(delta)
        if overflow { return delta < 0 ? Happiness.range.lowerBound : Happiness.range.upperBound }
        if sum > Happiness.range.upperBound { return Happiness.range.upperBound }
        if sum < Happiness.range.lowerBound { return Happiness.range.lowerBound }
        return nil
    }
}
