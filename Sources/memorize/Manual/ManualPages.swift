import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Features
import Platform
import REPL

/// What the executable answers before argument-parser parses: `memorize help CMD` for a shell
/// subcommand (its page is ``ShellHelp``'s, not argument-parser's), and the hidden
/// `memorize --generate-manual DIR` that scripts/install and scripts/package-deb run.
enum Manual {
    /// The exit status, when `arguments` asked for one of these; nil otherwise.
    static func answer(_ arguments: [String]) -> Int32? {
        switch arguments.first {
        case "help":
            guard let type = ShellHelp.command(named: Array(arguments.dropFirst())) else { return nil }
            print(ShellHelp.page(for: type))
            return 0
        case "--generate-manual":
            guard arguments.count == 2 else {
                fail("error: --generate-manual takes one directory, where the pages are written")
                return 64
            }
            return ManualPages.write(into: arguments[1])
        default:
            return nil
        }
    }
}

/// Every manual page of memorize, made from the declarations that parse its commands: memorize(1),
/// a page per subcommand (`memorize.palette.lint.1`: the REPL command's declaration; `memorize.test.1`:
/// argument-parser's), and memorize-repl(7), the command language. No subcommand is named here:
/// each comes from the registry or from `Memorize`'s list of subcommands.
enum ManualPages {
    /// `memorize 0.1.0`, as each page's footer names its source.
    static var source: String { "memorize \(MemorizeVersion.number)" }

    static func all() -> [ManualPage] {
        var pages = [memorize()]
        for command in declaredSubcommands {
            pages.append(dumped(command, path: ["memorize", command.commandName]))
        }
        for group in shellGroups {
            pages.append(groupPage(group))
        }
        for type in shellCommands {
            pages.append(commandPage(type))
        }
        pages.append(repl())
        return pages
    }

    /// Writes every page into `directory` (made if missing); 1 with a message if one could not be.
    static func write(into directory: String) -> Int32 {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            for page in all() {
                try Data(page.roff(source: source).utf8).write(to: URL(fileURLWithPath: directory).appendingPathComponent(page.fileName))
            }
            return 0
        } catch {
            fail("error: cannot write the manual pages into \(directory): \(error)")
            return 1
        }
    }

    // MARK: - What the shell runs

    /// The subcommands argument-parser declares itself (`run`, `test`, `record`, `cast`, `verify`,
    /// …), in the order `Memorize` lists them: every shown subcommand that is not the REPL's
    /// (those have pages of their own, ``commandPage(_:)`` and ``groupPage(_:)``), nor
    /// argument-parser's `help`. Read from the declarations, so a new one has a page at once.
    static var declaredSubcommands: [HelpDump.Command] {
        var theREPLs: Set<String> = []
        for group in shellGroups { theREPLs.insert(group.name) }
        for type in shellCommands where type.spec.group == nil { theREPLs.insert(type.spec.name) }
        return (HelpDump.memorize?.command.subcommands ?? []).filter { command in
            command.shouldDisplay != false && command.commandName != "help" && !theREPLs.contains(command.commandName)
        }
    }

    /// The REPL's commands that are the shell's too, in registry order.
    static var shellCommands: [any ShellCommand.Type] {
        CommandRegistry.standard.commands.compactMap { $0.asShellCommand }
    }

    /// The groups with verbs in the shell (`palette`, `art`), in registry order.
    static var shellGroups: [REPL.CommandGroup] {
        var groups: [REPL.CommandGroup] = []
        for type in shellCommands {
            if let group = type.spec.group, !groups.contains(group) { groups.append(group) }
        }
        return groups
    }

    /// `memorize.palette.lint` for `palette lint`.
    static func pageName(_ words: [String]) -> String { (["memorize"] + words).joined(separator: ".") }

    // MARK: - Blocks the pages share

    typealias Span = ManualPage.Span
    typealias Block = ManualPage.Block

    /// `memorize palette lint FILE… [--terminal]`: the command in bold, its arguments as declared.
    static func synopsis(_ command: String, _ rest: String) -> [Span] {
        rest.isEmpty ? [.bold(command)] : [.bold(command), .plain(" " + rest)]
    }

    /// A REPL declaration's parameters as a list: `FILE` and what it is.
    static func parameters(_ parameters: [Parameter]) -> [(term: [Span], text: [Block])] {
        parameters.map { ([.bold($0.label)], [.paragraph([.plain(HelpText.sentence($0.summary))])]) }
    }

    /// argument-parser's arguments as a list: `-j, --jobs <jobs>` and its help.
    static func arguments(_ arguments: [HelpDump.Argument]) -> [(term: [Span], text: [Block])] {
        arguments.map { argument in
            var text: [Block] = [.paragraph([.plain(argument.abstract ?? "")])]
            if let discussion = argument.discussion, !discussion.isEmpty { text.append(.paragraph([.plain(discussion)])) }
            return ([.bold(argument.label)], text)
        }
    }

    /// memorize's options that every way of running a session takes (`--seed`, `--palettes`, …).
    static var sessionOptionNames: Set<String> {
        Set((HelpDump.memorize?.command.shownArguments ?? []).compactMap(\.longName))
    }

    static func seeAlso(_ pages: [String]) -> ManualPage.Section {
        ManualPage.Section(title: "See also", blocks: [.paragraph([.plain(pages.joined(separator: ", "))])])
    }
}
