import LiveScreens

extension HelpText {
    /// One option of the shell as a help page lists it: `--palettes <file>` and what it sets.
    public struct OptionRow: Sendable, Equatable {
        public var label: String
        public var summary: String

        public init(label: String, summary: String) {
            self.label = label
            self.summary = summary
        }
    }

    /// A shell subcommand's `--help`, from its one declaration: the usage first, then what it
    /// does (the details `help CMD` shows), its arguments and its options as `help CMD` lists
    /// them, then those of memorize's own options that change what it does (`sessionOptions`),
    /// and only those. Every line fits `width` (argument-parser's: `COLUMNS`, else the
    /// terminal's, else 80).
    /// - Complexity: O(*n*) in the characters of the page.
    public static func shellHelp(for spec: CommandSpec, sessionOptions: [OptionRow], width: Int = HelpText.width) -> String {
        let width = max(width, 20)
        let usage = "memorize \(spec.usage)" + (sessionOptions.isEmpty ? "" : " [<session options>]")
        let usageLines = shellUsage(usage, width: width).split(separator: "\n", omittingEmptySubsequences: false)
        var lines = usageLines.enumerated().map { ($0.offset == 0 ? "USAGE: " : "       ") + $0.element }
        lines += [""] + wrap(sentence(spec.summary), to: width)
        // `indented` lays the details out as `help CMD` does, two in; the shell's page starts at the margin.
        let details = indented(spec.details, width: width + 2).map { String($0.dropFirst(2)) }
        if !details.isEmpty { lines += [""] + details }
        let arguments = spec.parameters.filter { $0.form != .flag }.map { ($0.label, $0.summary) }
        let flags = spec.parameters.filter { $0.form == .flag }.map { ($0.label, $0.summary) }
        if !arguments.isEmpty { lines += ["", "ARGUMENTS:"] + columns(arguments, width: width) }
        lines += ["", "OPTIONS:"] + columns(flags + [("-h, --help", "Show this help.")], width: width)
        if !sessionOptions.isEmpty {
            lines += ["", "SESSION OPTIONS:"] + columns(sessionOptions.map { ($0.label, $0.summary) }, width: width)
        }
        let others = sessionOptions.isEmpty
            ? "memorize's own options (--seed, --palettes, …) change nothing here"
            : "memorize's other options change nothing here"
        lines += [""] + wrap(
            "The REPL's 'help \(spec.fullName)' says the same. \(others): 'memorize --help' and 'man memorize' list them.",
            to: width)
        return lines.joined(separator: "\n")
    }
}
