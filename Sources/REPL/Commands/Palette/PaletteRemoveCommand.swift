import Palettes

/// `palette remove P EMOJI…`: take emoji out of a palette.
struct PaletteRemoveCommand: Command, Equatable {
    static let spec = CommandSpec(
        "remove", in: .palette,
        parameters: [
            .palette,
            .emoji("the emoji to remove"),
        ],
        summary: "remove emoji")

    var palette: String
    var emojis: String

    init(palette: String, emojis: String) {
        self.palette = palette
        self.emojis = emojis
    }

    init(_ arguments: Arguments) throws(CommandError) {
        palette = arguments.text("P") ?? ""
        emojis = try expandingShortcodes(arguments.texts("EMOJI").joined(separator: "\n"))
    }

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let store = context.session.palettes
        let index = try context.paletteIndex(palette, verb: "remove")
        let removed = try storeIntent { () throws(PaletteStore.Failure) in try store.removeEmojis(emojis, fromPaletteAt: index) }
        var output = Output()
        if removed == 0 { output.note("none of those are in \(store.palettes[index].name)") }
        output.append(.palette(store.palettes[index]))
        return output
    }
}
