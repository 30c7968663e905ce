import REPL

extension ManualPages {
    /// memorize(1): the ways to run it, every subcommand, its options (argument-parser's
    /// declarations), the files it reads and writes, the environment, the exit status, examples.
    static func memorize() -> ManualPage {
        let root = HelpDump.memorize?.command
        var page = ManualPage(name: "memorize", section: 1, summary: lowercasedSentence(root?.abstract ?? ""))
        let session: [Span] = [.plain("["), .italic("session options"), .plain("]")]
        page.sections.append(.init(title: "Synopsis", blocks: [.lines([
            [.bold("memorize")] + [.plain(" ")] + session,
            [.bold("memorize -c"), .plain(" "), .italic("commands"), .plain(" ")] + session,
            [.bold("memorize"), .plain(" "), .italic("subcommand"), .plain(" ["), .italic("argument"), .plain(" ...]")],
        ])]))
        var description: [Block] = []
        if let discussion = root?.discussion { description.append(.paragraph([.plain(discussion)])) }
        description.append(.paragraph([
            .plain("The commands of the game (new, choose, board, palette, art, …) and their language, quoting, "),
            .plain("';' and '#' are in "), .bold("memorize-repl"), .plain("(7). Some are subcommands of the shell too: "),
            .bold("memorize palette lint FILE"), .plain(" is the REPL's "), .bold("palette lint FILE"),
            .plain(", parsed by the same declaration, with the same output."),
        ]))
        page.sections.append(.init(title: "Description", blocks: description))
        page.sections.append(.init(title: "Commands", blocks: [.definitions(commandList())]))
        let options = (root?.shownArguments ?? []).filter { $0.kind != .positional }
        page.sections.append(.init(title: "Options", blocks: [
            .paragraph([.plain("The session options are taken by every way of running a session: "),
                        .bold("-c"), .plain(", "), .bold("run"), .plain(", "), .bold("record"),
                        .plain(", standard input, and the subcommands that read them (each page says which).")]),
            .definitions(arguments(options) + [
                ([.bold("--version")], [.paragraph([.plain("Show the version and the commit it was built from.")])]),
                ([.bold("-h, --help")], [.paragraph([.plain("Show the help.")])]),
            ]),
        ]))
        page.sections.append(.init(title: "Files", blocks: [.definitions(files)]))
        page.sections.append(.init(title: "Environment", blocks: [.definitions(environment)]))
        page.sections.append(.init(title: "Exit status", blocks: [.definitions(exitStatus)]))
        page.sections.append(.init(title: "Examples", blocks: examples))
        page.sections.append(seeAlso(
            ["memorize-repl(7)"] + declaredSubcommands.map { pageName([$0.commandName]) + "(1)" }
                + shellGroups.map { pageName([$0.name]) + "(1)" } + shellCommands.filter { $0.spec.group == nil }.map { pageName([$0.spec.name]) + "(1)" }
                + ["readline(3)", "asciinema(1)"]))
        return page
    }

    /// The subcommands: argument-parser's, then the REPL's that the shell runs, each to its page.
    static func commandList() -> [(term: [Span], text: [Block])] {
        var list: [(term: [Span], text: [Block])] = []
        for command in declaredSubcommands {
            let name = command.commandName
            let synopsis = command.shownArguments.filter { $0.kind == .positional }.map(\.synopsis).joined(separator: " ")
            list.append((self.synopsis("memorize " + name, synopsis), [.paragraph([
                .plain((command.abstract ?? "") + " See "), .bold(pageName([name])), .plain("(1)."),
            ])]))
        }
        for type in shellCommands {
            let spec = type.spec
            let words = [spec.group?.name, spec.name].compactMap { $0 }
            list.append((synopsis("memorize " + spec.fullName, String(spec.usage.dropFirst(spec.fullName.count)).drop { $0 == " " }.description), [.paragraph([
                .plain(HelpText.sentence(spec.summary) + " See "), .bold(pageName(words)), .plain("(1)."),
            ])]))
        }
        return list
    }

    static var files: [(term: [Span], text: [Block])] {
        [
            ([.italic("$XDG_DATA_HOME"), .plain("/memorize/palettes.json")], [.paragraph([.plain(
                "The palettes (else ~/.local/share/memorize/palettes.json); --palettes names another file.")])]),
            ([.italic("$XDG_DATA_HOME"), .plain("/memorize/themes/")], [.paragraph([.plain(
                "Your own themes, a JSON file each, beside the bundled ones (else ~/.local/share/memorize/themes/); --theme-dir names another directory.")])]),
            ([.italic("$XDG_STATE_HOME"), .plain("/memorize/history")], [.paragraph([.plain(
                "The REPL's history, its last 1000 lines, mode 0600 (else ~/.local/state/memorize/history).")])]),
            ([.italic("$XDG_CACHE_HOME"), .plain("/memorize/")], [.paragraph([.plain(
                "Emoji names in languages other than English, parsed once from CLDR and kept in a compact form (else ~/.cache/memorize/); safe to delete.")])]),
            ([.plain("/usr/share/unicode/cldr/common/annotations/")], [.paragraph([.plain(
                "CLDR's emoji names and keywords (Debian's unicode-cldr-core), for palette search, show, describe and suggest in other languages.")])]),
            ([.plain("~/.inputrc")], [.paragraph([.plain(
                "GNU readline's settings; '$if memorize' applies them to memorize alone.")])]),
            ([.plain("transcripts/")], [.paragraph([.plain("What memorize test runs when given no paths.")])]),
        ]
    }

    static var environment: [(term: [Span], text: [Block])] {
        [
            ([.bold("NO_COLOR")], [.paragraph([.plain("When set and not empty, no colour unless --color always.")])]),
            ([.bold("COLORTERM")], [.paragraph([.plain("truecolor or 24bit: a theme's exact colour is drawn, else its nearest named colour.")])]),
            ([.bold("COLUMNS")], [.paragraph([.plain("The width --help is laid out for (else the terminal's, else 80).")])]),
            ([.bold("HOME")], [.paragraph([.plain("~ in paths, and where the XDG directories default to.")])]),
            ([.bold("XDG_DATA_HOME"), .plain(", "), .bold("XDG_STATE_HOME"), .plain(", "), .bold("XDG_CACHE_HOME")], [.paragraph([.plain(
                "Where the palettes and themes, the history and the name cache are (see FILES); only an absolute path counts.")])]),
            ([.bold("LC_ALL"), .plain(", "), .bold("LC_MESSAGES"), .plain(", "), .bold("LANG")], [.paragraph([.plain(
                "The first one set names the language of emoji names and keywords (palette search, show, describe, suggest); --lang overrides it; English without one.")])]),
            ([.bold("TERM"), .plain(", "), .bold("SHELL")], [.paragraph([.plain("Written into an asciicast's header by record --cast.")])]),
        ]
    }

    static var exitStatus: [(term: [Span], text: [Block])] {
        [
            ([.bold("0")], [.paragraph([.plain("Every command succeeded; for test, every transcript passed.")])]),
            ([.bold("1")], [.paragraph([.plain(
                "A command failed, or found what it looks for (palette lint's problems); for test, a transcript failed.")])]),
            ([.bold("2")], [.paragraph([.plain("For test: a transcript is malformed.")])]),
            ([.bold("64")], [.paragraph([.plain(
                "The command line is wrong (EX_USAGE): an unknown subcommand or option, a value missing or out of range; "
                    + "in batch mode (-c, a pipe, run FILE), a line whose words were refused the same way. One line on standard "
                    + "error says what, and what would be right.")])]),
        ]
    }

    /// Each example as it is typed, then what it does.
    static let exampleLines: [(command: String, does: String)] = [
        ("memorize", "The REPL, on a terminal: 'new' deals a game, 'help' lists the commands."),
        ("memorize play animals", "A game on the whole terminal, by keys and mouse."),
        ("memorize --seed 3 -c 'new animals; choose 1; state'", "A game in batch mode: the same output on every run."),
        ("printf 'new\\nboard\\n' | memorize", "Commands from a pipe, one a line."),
        ("memorize record first.transcript", "Play, saved as a transcript; then memorize test first.transcript replays it."),
        ("memorize test transcripts", "Replay every transcript under transcripts/ as a test."),
        ("memorize palette suggest cats dogs --save Pets", "A palette from words, saved; 'new Pets' plays it."),
        ("memorize palette lint --format json my.txt", "A palette file's problems, for an editor."),
    ]

    static var examples: [Block] {
        exampleLines.flatMap { example -> [Block] in
            [.literal(["$ " + example.command]), .paragraph([.plain(example.does)])]
        }
    }
}
