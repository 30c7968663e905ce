import Palettes
import REPL

/// `palette move P N`: move a palette to place N.
struct PaletteMoveCommand: ShellCommand, Equatable {
    /// Its palettes are the palettes file's (`--palettes`).
    static let sessionSettings: [SessionSetting] = [.palettes]

    static let spec = CommandSpec(
        "move", in: .palette,
        parameters: [
            .palette(\Self.palette),
            .positional("N", \Self.place, .integer(1...Int.max), required: true, "its new place, from 1", missing: "a place"),
        ],
        summary: "move to place N")

    var palette: PaletteName = ""
    var place = 1

    init(palette: String, place: Int) {
        self.palette = PaletteName(palette)
        self.place = place
    }

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let store = context.session.palettes
        let index = try context.paletteIndex(palette, verb: "move")
        guard (1...store.palettes.count).contains(place) else {
            throw CommandError("palette move needs a place from 1 to \(store.palettes.count) (usage: palette move P N)")
        }
        try storeIntent { () throws(PaletteStore.Failure) in try store.movePalette(at: index, to: place - 1) }
        return .with(.message("Moved \(store.palettes[place - 1].name) to place \(place)"))
    }
}
