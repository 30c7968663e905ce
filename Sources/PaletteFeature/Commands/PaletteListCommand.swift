import Palettes
import REPL

/// `palette list` (and `palette` alone): the palettes, numbered.
struct PaletteListCommand: ShellCommand, Equatable {
    /// Its palettes are the palettes file's (`--palettes`).
    static let sessionSettings: [SessionSetting] = [.palettes]

    static let spec = CommandSpec("list", in: .palette, summary: "the palettes, numbered")

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        .with(.palettes(context.session.palettes.palettes))
    }
}
