import REPL

/// `art move ID|selection by DX,DY`: the course's drag of an emoji or the selection.
struct ArtMoveCommand: DocumentEdit, Equatable {
    static let spec = CommandSpec(
        "move", in: .art,
        parameters: [.artTarget(\Self.target), .keyword("by", \Self.offset, .point, required: true, value: "DX,DY", "the offset, in points")],
        summary: "move an emoji, or the selection",
        needs: "an emoji and an offset")

    var target = ArtEditor.Target.selection
    var offset = Point.zero
    var dx: Int { offset.x }
    var dy: Int { offset.y }

    init(_ target: ArtEditor.Target, dx: Int, dy: Int) {
        self.target = target
        self.offset = Point(x: dx, y: dy)
    }

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let art = context.session.art
        try intent { () throws(IntentError) in try art.move(target, by: (dx, dy)) }
        switch target {
        case .emoji(let id):
            let emoji = art.document?.emojis.first { $0.id == id }
            return .with(.message("Moved emoji \(id) to \(emoji?.x ?? 0),\(emoji?.y ?? 0)"))
        case .selection:
            return .with(.message("Moved \(art.selectionSummary) by \(dx),\(dy)"))
        }
    }
}

extension ArtEditor {
    /// `2 selected emoji`.
    var selectionSummary: String {
        let count = document?.selection.count ?? 0
        return count == 1 ? "1 selected emoji" : "\(count) selected emoji"
    }
}
