import Palettes
import REPL

/// `palette add P EMOJI…`: add emoji to a palette.
struct PaletteAddCommand: PaletteEmojiCommand {
    static let spec = CommandSpec(
        "add", in: .palette,
        parameters: [
            .palette(\Self.palette),
            .emoji(\Self.words, "emoji (normalised; repeats are dropped)"),
        ],
        summary: "add emoji (normalised; repeats are dropped)")

    var palette: PaletteName = ""
    var words: [String] = []
    var emojis = ""

    init() {}
    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let store = context.session.palettes
        let index = try context.paletteIndex(palette, verb: "add")
        let findings = try storeIntent { () throws(PaletteStore.Failure) in try store.addEmojis(emojis, toPaletteAt: index) }
        var output = Output.with(.paletteFindings(findings))
        output.append(.palette(store.palettes[index]))
        return output
    }
}
