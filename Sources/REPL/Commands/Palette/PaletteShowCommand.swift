import Palettes

/// `palette show P`: one palette's emoji.
struct PaletteShowCommand: Command, Equatable {
    static let spec = CommandSpec(
        "show", in: .palette,
        parameters: [.palette],
        summary: "one palette's emoji")

    var palette: String

    init(palette: String) { self.palette = palette }
    init(_ arguments: Arguments) { palette = arguments.text("P") ?? "" }

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let index = try context.paletteIndex(palette, verb: "show")
        return .with(.palette(context.session.palettes.palettes[index]))
    }
}
