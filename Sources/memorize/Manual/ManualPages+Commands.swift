import REPL

extension ManualPages {
    /// A shell subcommand's page (`memorize.palette.lint.1`), from the REPL declaration that parses
    /// its words: the synopsis, arguments and options are the command's own, and the session
    /// options only those it reads (``ShellCommand/sessionSettings``), as `--help` shows them.
    static func commandPage(_ type: any ShellCommand.Type) -> ManualPage {
        let spec = type.spec
        let words = [spec.group?.name, spec.name].compactMap { $0 }
        let sessionOptions = HelpDump.sessionOptions(type.sessionSettings)
        let rest = String(spec.usage.dropFirst(spec.fullName.count)).trimmingLeadingSpace
        var synopsis = synopsis("memorize " + spec.fullName, rest)
        if !sessionOptions.isEmpty { synopsis += [.plain(" ["), .italic("session options"), .plain("]")] }
        var page = ManualPage(name: pageName(words), section: 1, summary: spec.summary)
        page.sections.append(.init(title: "Synopsis", blocks: [.lines([synopsis])]))
        var description: [Block] = [.paragraph([.plain(HelpText.sentence(spec.summary))]), .help(HelpBlock.blocks(spec.details))]
        description.append(.paragraph([
            .plain("In the REPL, in scripts and in transcripts it is "), .bold(spec.usage), .plain(" (see "), .bold("memorize-repl"),
            .plain("(7)); '"), .bold("help \(spec.fullName)"), .plain("' there says the same."),
        ]))
        if !spec.aliases.isEmpty { description.append(.paragraph([.plain("Also called: " + spec.aliases.joined(separator: ", ") + ".")])) }
        page.sections.append(.init(title: "Description", blocks: description))
        let arguments = spec.parameters.filter { $0.form != .flag }
        if !arguments.isEmpty { page.sections.append(.init(title: "Arguments", blocks: [.definitions(parameters(arguments))])) }
        let flags = parameters(spec.parameters.filter { $0.form == .flag })
        page.sections.append(.init(title: "Options", blocks: [.definitions(flags + [([.bold("-h, --help")], [.paragraph([.plain("Show the help.")])])])]))
        var session: [Block] = []
        if !sessionOptions.isEmpty { session.append(.definitions(self.arguments(sessionOptions))) }
        session.append(.paragraph([
            .plain(sessionOptions.isEmpty ? "memorize's options (" : "memorize's other options ("),
            .plain(sessionOptions.isEmpty ? "--seed, --palettes, …" : "see memorize(1)"),
            .plain(") are taken and change nothing here."),
        ]))
        page.sections.append(.init(title: "Session options", blocks: session))
        var related = ["memorize(1)", "memorize-repl(7)"]
        if let group = spec.group { related.insert(pageName([group.name]) + "(1)", at: 1) }
        page.sections.append(seeAlso(related))
        return page
    }

    /// A group's page (`memorize.palette.1`): its verbs that the shell runs, each with its page.
    static func groupPage(_ group: REPL.CommandGroup) -> ManualPage {
        let verbs = shellCommands.filter { $0.spec.group == group }
        var page = ManualPage(name: pageName([group.name]), section: 1, summary: group.summary)
        page.sections.append(.init(title: "Synopsis", blocks: [.lines(verbs.map { type in
            let spec = type.spec
            return synopsis("memorize " + spec.fullName, String(spec.usage.dropFirst(spec.fullName.count)).trimmingLeadingSpace)
        })]))
        var description: [Block] = [.paragraph([.plain(HelpText.sentence(group.summary))]), .help(HelpBlock.blocks(group.details))]
        if !group.aliases.isEmpty { description.append(.paragraph([.plain("Also called: " + group.aliases.joined(separator: ", ") + ".")])) }
        page.sections.append(.init(title: "Description", blocks: description))
        page.sections.append(.init(title: "Commands", blocks: [.definitions(verbs.map { type in
            ([.bold(type.spec.fullName)], [.paragraph([.plain(HelpText.sentence(type.spec.summary) + " See "), .bold(pageName([group.name, type.spec.name])), .plain("(1).")])])
        })]))
        page.sections.append(seeAlso(["memorize(1)", "memorize-repl(7)"] + verbs.map { pageName([group.name, $0.spec.name]) + "(1)" }))
        return page
    }

    /// The page of a subcommand argument-parser declares (`run`, `test`, `verify`, …): its
    /// arguments and options as argument-parser parses them, memorize's session options named once.
    static func dumped(_ command: HelpDump.Command, path: [String]) -> ManualPage {
        let shown = command.shownArguments
        let session = sessionOptionNames
        let own = shown.filter { !session.contains($0.longName ?? "") || $0.kind == .positional }
        let takesSession = own.count < shown.count
        var synopsis = synopsis(path.joined(separator: " "), own.map(\.synopsis).joined(separator: " "))
        if takesSession { synopsis += [.plain(" ["), .italic("session options"), .plain("]")] }
        var page = ManualPage(name: pageName(Array(path.dropFirst())), section: 1, summary: lowercasedSentence(command.abstract ?? ""))
        page.sections.append(.init(title: "Synopsis", blocks: [.lines([synopsis])]))
        var description: [Block] = [.paragraph([.plain(command.abstract ?? "")])]
        if let discussion = command.discussion, !discussion.isEmpty { description.append(.paragraph([.plain(discussion)])) }
        page.sections.append(.init(title: "Description", blocks: description))
        let positionals = own.filter { $0.kind == .positional }
        if !positionals.isEmpty { page.sections.append(.init(title: "Arguments", blocks: [.definitions(arguments(positionals))])) }
        let options = own.filter { $0.kind != .positional }
        page.sections.append(.init(title: "Options", blocks: [.definitions(arguments(options) + [([.bold("-h, --help")], [.paragraph([.plain("Show the help.")])])])]))
        if takesSession {
            page.sections.append(.init(title: "Session options", blocks: [.definitions(arguments(shown.filter { !own.map(\.label).contains($0.label) }))]))
        }
        page.sections.append(seeAlso(["memorize(1)", "memorize-repl(7)"]))
        return page
    }

    /// `Replay transcripts as tests.` as NAME's description: `replay transcripts as tests`.
    static func lowercasedSentence(_ sentence: String) -> String {
        var text = sentence.hasSuffix(".") ? String(sentence.dropLast()) : sentence
        // `CLDR …` keeps its capitals; `A memory game` reads `a memory game`.
        let firstWord = text.prefix { $0 != " " }
        if let first = text.first, firstWord.filter(\.isUppercase).count <= 1 { text = first.lowercased() + text.dropFirst() }
        return text
    }
}

extension String {
    fileprivate var trimmingLeadingSpace: String { String(drop { $0 == " " }) }
}
