import REPL

/// `art deselect`: empty the selection.
struct ArtDeselectCommand: DocumentEdit, Equatable {
    static let spec = CommandSpec("deselect", in: .art, summary: "select nothing")

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let art = context.session.art
        try intent { () throws(IntentError) in try art.deselectAll() }
        return .with(.message("Selected: none"))
    }
}
