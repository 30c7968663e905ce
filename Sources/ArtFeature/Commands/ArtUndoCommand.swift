import REPL

/// `art undo`: take back the last change.
struct ArtUndoCommand: DocumentEdit, Equatable {
    static let spec = CommandSpec("undo", in: .art, summary: "take back the last change")

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let art = context.session.art
        guard let action = try intent({ () throws(IntentError) in try art.undo() }) else { return .with(.note("nothing to undo")) }
        return .with(.message("Undid \(action)"))
    }
}
