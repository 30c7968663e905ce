import REPL

/// A shell subcommand's help page (`memorize palette lint --help`, `memorize help palette lint`):
/// its usage first, then its own arguments and options from the REPL's declaration that parses
/// them, then only the options of memorize it reads (``ShellCommand/sessionSettings``), as
/// argument-parser declares them. argument-parser's page for it would show the session options
/// of every subcommand, and the command's words as one hidden argument.
enum ShellHelp {
    /// The page for `type`, laid out for `width` columns.
    static func page(for type: any ShellCommand.Type, width: Int = ShellHelpWidth.columns) -> String {
        let options = HelpDump.sessionOptions(type.sessionSettings).map { HelpText.OptionRow(label: $0.label, summary: $0.abstract ?? "") }
        return HelpText.shellHelp(for: type.spec, sessionOptions: options, width: width)
    }

    /// Whether a subcommand's words ask for its help: `-h` or `--help` before any `--`.
    static func isAsked(in words: [String]) -> Bool {
        words.prefix { $0 != "--" }.contains { $0 == "-h" || $0 == "--help" }
    }

    /// The shell command that the words after `memorize help` name (`palette lint`, `play`, an
    /// alias too), if they name one.
    static func command(named words: [String]) -> (any ShellCommand.Type)? {
        guard let spec = CommandRegistry.standard.spec(named: words) else { return nil }
        return CommandRegistry.standard.commands.first { $0.spec.fullName == spec.fullName }?.asShellCommand
    }
}
