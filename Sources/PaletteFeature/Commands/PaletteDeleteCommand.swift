import Palettes
import REPL

/// `palette delete P`: delete a palette (never the last one).
struct PaletteDeleteCommand: ShellCommand, Equatable {
    /// Its palettes are the palettes file's (`--palettes`).
    static let sessionSettings: [SessionSetting] = [.palettes]

    static let spec = CommandSpec(
        "delete", in: .palette,
        parameters: [.palette(\Self.palette)],
        summary: "delete (never the last one)")

    var palette: PaletteName = ""

    init(palette: String) { self.palette = PaletteName(palette) }
    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let store = context.session.palettes
        let index = try context.paletteIndex(palette, verb: "delete")
        let name = store.palettes[index].name
        _ = try storeIntent { () throws(PaletteStore.Failure) in try store.removePalette(at: index) }
        return .with(.message("Deleted \(name); \(store.palettes.count) palettes left"))
    }
}
