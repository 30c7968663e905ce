import Palettes
import REPL

/// `palette remove P EMOJI…`: take emoji out of a palette.
struct PaletteRemoveCommand: PaletteEmojiCommand {
    static let spec = CommandSpec(
        "remove", in: .palette,
        parameters: [
            .palette(\Self.palette),
            .emoji(\Self.words, "the emoji to remove"),
        ],
        summary: "remove emoji")

    var palette: PaletteName = ""
    var words: [String] = []
    var emojis = ""

    init() {}
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
