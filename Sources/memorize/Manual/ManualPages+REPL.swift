import Features
import REPL

extension ManualPages {
    /// memorize-repl(7): the command language the REPL, `-c`, `run`, pipes and transcripts read;
    /// every command with its usage, help and parameters from the registry's declarations.
    static func repl() -> ManualPage {
        var page = ManualPage(name: "memorize-repl", section: 7, summary: "the command language of memorize's REPL, scripts and transcripts")
        page.sections.append(.init(title: "Description", blocks: [
            .paragraph([.plain(
                "memorize reads the same commands from every front end: the REPL on a terminal (GNU readline), -c \"CMD; CMD\", "
                    + "memorize run FILE, a pipe on standard input, and the '> ' lines of a transcript. A line gives the same output, "
                    + "and the same exit status, whichever way it came. Each command is declared once: the declaration is its parsing, "
                    + "its usage line, 'help CMD', Tab completion and this page.")]),
        ]))
        page.sections.append(.init(title: "Syntax", blocks: syntax))
        page.sections.append(.init(title: "Commands", blocks: commandBlocks()))
        page.sections.append(.init(title: "History and completion", blocks: [
            .paragraph([.plain(
                "On a terminal the REPL is GNU readline: Tab completes command names and a group's verbs, theme and palette names, "
                    + "key= options, keywords (at, size, by), flags, :shortcodes: and the numbers of face-down cards, all from the "
                    + "declarations below. Ctrl-C drops the line; Ctrl-D leaves. The history is kept in $XDG_STATE_HOME/memorize/history "
                    + "(else ~/.local/state/memorize/history), its last 1000 lines, mode 0600. ~/.inputrc applies to memorize alone "
                    + "inside '$if memorize'.")]),
        ]))
        page.sections.append(.init(title: "Batch mode", blocks: [
            .paragraph([.plain(
                "When standard input is not a terminal, or with -c or run FILE, there is no prompt, no echo and no colour; "
                    + "each error is one line on standard error, 'error: …', naming what was wrong and, where it can, what would be "
                    + "right; the exit status is 64 if a line's words were refused (an unknown command, a value out of range), "
                    + "else 1 if any command failed (--bail stops at the first). Batch mode runs on a manual "
                    + "clock, moved only by 'wait', so for a given --seed the output is the same on every run and machine. A screen "
                    + "(play, art edit) needs a terminal: scripts and transcripts use tap at X,Y and the art verbs, which the mouse "
                    + "and keys call.")]),
        ]))
        page.sections.append(seeAlso(["memorize(1)", "readline(3)"]))
        return page
    }

    static var syntax: [Block] {
        [
            .paragraph([.plain(
                "A line holds commands separated by ';'. A command is words separated by spaces; its first word names it (any case, "
                    + "or an alias) and, for a group such as palette or art, its second the verb. A word starting with '#' begins a "
                    + "comment to the end of the line.")]),
            .paragraph([.plain(
                "Double quotes make one word of what they hold, spaces, ';' and '#' included: art background \"a;b.png\". Inside "
                    + "them \\\" is a quote, \\\\ a backslash, \\; and \\# the characters, \\n a newline and \\t a tab; outside them "
                    + "a backslash escapes the next character. Quoted and bare pieces that touch are one word (a\"b c\"d is 'ab cd'). "
                    + "A quote left open is an error and nothing on the line runs.")]),
            .paragraph([.plain(
                "The words after the name are the command's parameters, as its usage line shows them: NAME is a value in its "
                    + "place, [NAME] one that may be left out, NAME… one or more; key=VALUE an option anywhere on the line; a "
                    + "keyword phrase such as at X,Y or size N after the values; --flag or --flag VALUE anywhere. A word that was "
                    + "quoted, even in part, is always a value, never an option or a keyword (\"pairs=2\" is a theme's name). Where a "
                    + "command takes the rest of the line, a name of several words may be typed unquoted: palette show animal faces. "
                    + "Emoji may be typed as :shortcodes: (:red_heart:) wherever a command takes emoji.")]),
        ]
    }

    /// Every command in `help`'s order: a group as a subsection of its verbs.
    static func commandBlocks() -> [Block] {
        let registry = CommandRegistry.standard
        var blocks: [Block] = []
        var loose: [(term: [Span], text: [Block])] = []
        var sawGroup = false
        // Commands of their own between groups: under a subsection once a group has had one.
        func flushLoose() {
            guard !loose.isEmpty else { return }
            if sawGroup { blocks.append(.subsection("More commands")) }
            blocks.append(.definitions(loose))
            loose = []
        }
        for topic in registry.topics {
            switch topic {
            case .command(let spec):
                loose.append(entry(spec))
            case .group(let group):
                flushLoose()
                sawGroup = true
                blocks.append(.subsection(group.name))
                blocks += [.paragraph([.plain(HelpText.sentence(group.summary))]), .help(HelpBlock.blocks(group.details))]
                if let verb = group.defaultVerb { blocks.append(.paragraph([.plain("'\(group.name)' alone is '\(group.name) \(verb)'.")])) }
                if !group.aliases.isEmpty { blocks.append(.paragraph([.plain("Also called: " + group.aliases.joined(separator: ", ") + ".")])) }
                blocks.append(.definitions(registry.verbs(of: group).map { entry($0.spec) }))
            }
        }
        flushLoose()
        return blocks
    }

    /// One command: its usage, then its summary, details, parameters and aliases.
    static func entry(_ spec: CommandSpec) -> (term: [Span], text: [Block]) {
        let rest = String(spec.usage.dropFirst(spec.fullName.count)).drop { $0 == " " }
        var text: [Block] = [.paragraph([.plain(HelpText.sentence(spec.summary))])]
        if !spec.details.isEmpty { text.append(.help(HelpBlock.blocks(spec.details))) }
        if !spec.parameters.isEmpty { text.append(.definitions(parameters(spec.parameters))) }
        if !spec.aliases.isEmpty { text.append(.paragraph([.plain("Also called: " + spec.aliases.joined(separator: ", ") + ".")])) }
        return (synopsis(spec.fullName, String(rest)), text)
    }
}
