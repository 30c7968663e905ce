import REPL

/// `art redo`: do again what `art undo` took back.
struct ArtRedoCommand: DocumentEdit, Equatable {
    static let spec = CommandSpec("redo", in: .art, summary: "do again what undo took back")

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let art = context.session.art
        guard let action = try intent({ () throws(IntentError) in try art.redo() }) else { return .with(.note("nothing to redo")) }
        return .with(.message("Redid \(action)"))
    }
}
