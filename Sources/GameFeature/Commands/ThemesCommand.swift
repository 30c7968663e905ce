import REPL

/// `themes`: the bundled themes and the user's own; `memorize themes` from the shell, as a newcomer
/// types it first.
struct ThemesCommand: ShellCommand, Equatable {
    static let spec = CommandSpec(
        "themes", summary: "list the themes",
        details: [
            "Bundled themes, then your own from $XDG_DATA_HOME/memorize/themes",
            "(else ~/.local/share/memorize/themes), then the palettes, each with where it",
            "comes from. A name that is both a theme and a palette plays the theme;",
            "'new palette:NAME' plays the palette ('theme:NAME' the theme).",
        ])

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        .with(.themes(context.session.gameNames))
    }
}
