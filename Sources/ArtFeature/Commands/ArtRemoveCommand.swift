import REPL

/// `art remove ID|selection`: take an emoji, or the selection, off the canvas.
struct ArtRemoveCommand: DocumentEdit, Equatable {
    static let spec = CommandSpec(
        "remove", in: .art, parameters: [.artTarget(\Self.target)],
        summary: "remove an emoji, or the selection",
        needs: "one emoji id, or 'selection'")

    var target = ArtEditor.Target.selection

    init(_ target: ArtEditor.Target) { self.target = target }
    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let art = context.session.art
        let count = try intent { () throws(IntentError) in try art.remove(target) }
        switch target {
        case .emoji(let id): return .with(.message("Removed emoji \(id)"))
        case .selection: return .with(.message("Removed \(CommandContext.emojiCount(count))"))
        }
    }
}
