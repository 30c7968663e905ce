import Palettes

/// `palette rename P NEW NAME`: rename a palette.
struct PaletteRenameCommand: Command, Equatable {
    static let spec = CommandSpec(
        "rename", in: .palette,
        parameters: [
            .palette,
            .positional("NAME", .text, required: true, "its new name", missing: "a new name"),
        ],
        summary: "rename")

    var palette: String
    var newName: String

    init(palette: String, newName: String) {
        self.palette = palette
        self.newName = newName
    }

    init(_ arguments: Arguments) {
        palette = arguments.text("P") ?? ""
        newName = arguments.text("NAME") ?? ""
    }

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
