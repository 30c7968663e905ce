/// `themes`: the bundled themes and the user's own.
struct ThemesCommand: Command, Equatable {
    static let spec = CommandSpec(
        "themes", summary: "list the themes",
        details: [
            "Bundled themes, then your own from $XDG_DATA_HOME/memorize/themes",
            "(else ~/.local/share/memorize/themes).",
        ])

    init() {}
    init(_ arguments: Arguments) {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        .with(.themes(context.session.catalog.themes))
    }
}
