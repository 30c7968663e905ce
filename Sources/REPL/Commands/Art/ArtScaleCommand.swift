/// `art scale ID|selection by FACTOR`: the course's pinch of an emoji or the selection.
struct ArtScaleCommand: Command, Equatable {
    static let onlyEditsTheDocument = true
    static let spec = CommandSpec(
        "scale", in: .art,
        parameters: [.artTarget, .keyword("by", .factor, required: true, "the factor, above 0: 2 doubles")],
        summary: "scale an emoji, or the selection",
        needs: "an emoji and a factor")

    var target: ArtEditor.Target
    var factor: Double

    init(_ target: ArtEditor.Target, factor: Double) {
        self.target = target
        self.factor = factor
    }

    init(_ arguments: Arguments) {
        self.init(ArtEditor.Target(arguments.text("ID|selection")), factor: arguments.number("by") ?? 1)
    }

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let art = context.session.art
        try intent { () throws(IntentError) in try art.scale(target, by: factor) }
        switch target {
        case .emoji(let id):
            let emoji = art.document?.emojis.first { $0.id == id }
            return .with(.message("Scaled emoji \(id) to size \(emoji?.size ?? 0)"))
        case .selection:
            return .with(.message("Scaled \(art.selectionSummary) by \(factor)"))
        }
    }
}
