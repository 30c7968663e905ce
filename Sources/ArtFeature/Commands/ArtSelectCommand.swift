import REPL

/// `art select ID…`: toggle emoji in the selection, as the course's tap does.
struct ArtSelectCommand: DocumentEdit, Equatable {
    static let spec = CommandSpec(
        "select", in: .art,
        parameters: [.positional("ID", \Self.ids, .emojiID, required: true, repeating: true, "emoji ids; each is toggled")],
        summary: "toggle emoji in the selection",
        needs: "emoji ids")

    var ids: [Int] = []

    init(ids: [Int]) { self.ids = ids }
    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let art = context.session.art
        try intent { () throws(IntentError) in try art.select(ids) }
        return .with(.message("Selected: \(art.selectedIDs)"))
    }
}

extension ArtEditor {
    /// `1, 3`, or `none`.
    var selectedIDs: String {
        let ids = (document?.selection ?? []).sorted()
        return ids.isEmpty ? "none" : ids.map(String.init).joined(separator: ", ")
    }
}
