import Palettes
import REPL

/// `palette rename P NEW NAME`: rename a palette.
struct PaletteRenameCommand: ShellCommand, Equatable {
    /// Its palettes are the palettes file's (`--palettes`); a name is checked against
    /// the themes (`--theme-dir`), which `new NAME` would play instead.
    static let sessionSettings: [SessionSetting] = [.palettes, .themes]

    static let spec = CommandSpec(
        "rename", in: .palette,
        parameters: [
            .palette(\Self.palette),
            .positional("NAME", \Self.newName, .text, required: true, "its new name", missing: "a new name"),
        ],
        summary: "rename")

    var palette: PaletteName = ""
    var newName = ""

    init(palette: String, newName: String) {
        self.palette = PaletteName(palette)
        self.newName = newName
    }

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let store = context.session.palettes
        let index = try context.paletteIndex(palette, verb: "rename")
        let old = store.palettes[index].name
        try storeIntent { () throws(PaletteStore.Failure) in try store.renamePalette(at: index, to: newName) }
        var output = Output.with(.message("Renamed \(old) to \(store.palettes[index].name)"))
        context.noteNameClash(store.palettes[index].name, into: &output)
        return output
    }
}
