import REPL

/// `art scale ID|selection by FACTOR`: the course's pinch of an emoji or the selection.
struct ArtScaleCommand: DocumentEdit, Equatable {
    static let spec = CommandSpec(
        "scale", in: .art,
        parameters: [.artTarget(\Self.target), .keyword("by", \Self.factor, .factor, required: true, "the factor, above 0: 2 doubles")],
        summary: "scale an emoji, or the selection",
        needs: "an emoji and a factor")

    var target = ArtEditor.Target.selection
    var factor = 1.0

    init(_ target: ArtEditor.Target, factor: Double) {
        self.target = target
        self.factor = factor
    }

    init() {}

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
