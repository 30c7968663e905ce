import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Features
import Platform
import REPL
import Synchronization

/// A REPL command as a subcommand of the shell (`memorize palette lint FILE`): the same type as
/// `palette lint` in the REPL, parsed by its one declaration from the shell's words. Its `--help`
/// is the declaration's help page (``ShellHelp``); its completion is the REPL's, read from the
/// same declaration. argument-parser only takes the session options; every other word, `--help`
/// too, is the command's.
struct ShellSubcommand<C: ShellCommand>: ParsableCommand {
    static var configuration: CommandConfiguration {
        ShellConfigurations.configuration(of: Self.self) {
            CommandConfiguration(
                commandName: C.spec.name,
                abstract: HelpText.sentence(C.spec.summary),
                usage: HelpText.shellUsage("memorize \(C.spec.usage) [<session options>]", width: ShellHelpWidth.columns),
                // `--help` and `-h` reach `words`, and `run` shows ShellHelp's page.
                helpNames: [],
                aliases: C.spec.aliases)
        }
    }

    /// Shown to argument-parser (its zsh and fish scripts complete only the arguments it shows),
    /// never on a help page: ``ShellHelp`` lists the command's own.
    @Argument(
        parsing: .allUnrecognized, help: ArgumentHelp("The command's arguments.", valueName: "arguments"),
        completion: .custom { words, index, prefix in ShellSubcommand.complete(words, at: index, prefix: prefix) })
    var words: [String] = []

    @OptionGroup var options: SessionOptions

    func run() throws {
        if ShellHelp.isAsked(in: words) {
            print(ShellHelp.page(for: C.self))
            return
        }
        if let unknown = unknownOption() {
            fail("error: " + unknown)
            throw ExitCode(64)
        }
        // A flag of the command's that argument-parser would have read as a session option.
        try Self.run(words + ShadowedFlags.take(), options: options)
    }

    /// Runs `C` from the shell's `words` in a session `options` make; a status that is not 0
    /// is thrown (64 for words its declaration refused: see ``ShellContext/run(_:words:)``).
    static func run(_ words: [String], options: SessionOptions) throws {
        let shell = ShellContext { interactive in options.interpreter(interactive: interactive, standardInputIsFree: true) }
        let status = shell.run(C.self, words: words)
        if status != 0 { throw ExitCode(status) }
    }

    /// A `--word` that is neither the command's flag nor a session option (argument-parser passed
    /// it on): named as argument-parser names the others' typos, with the nearest of both.
    private func unknownOption() -> String? {
        let flags = C.spec.parameters.filter { $0.form == .flag }.map { "--" + $0.name }
        for word in words.prefix(while: { $0 != "--" }) where word.hasPrefix("-") && word.count > 1 {
            let name = String(word.prefix { $0 != "=" })
            guard !flags.contains(name.lowercased()) else { continue }
            let options = Rejection.options(near: name, among: SessionOptions.self) + UsageDiagnosis.builtInOptions
            let help = "(see 'memorize \(C.spec.fullName) --help')"
            guard let nearest = Suggestion.nearest(to: name, in: flags + options) else {
                return "unknown option '\(name.terminalSafe)' \(help)"
            }
            return "unknown option '\(name.terminalSafe)'; did you mean '\(nearest)'? \(help)"
        }
        return nil
    }

    /// The shell's completion of the word at `index`: the REPL's, for the command's own words
    /// (``ShellCompletion``).
    @Sendable static func complete(_ words: [String], at index: Int, prefix: String) -> [String] {
        ShellCompletion.complete(C.spec, words, at: index, prefix: prefix, shell: CompletionShell.requesting)
    }
}

/// A group of the REPL's verbs (`palette`, `art`) as a shell subcommand holding those of its verbs
/// that are ``ShellCommand``s. The group alone does what the REPL's does: its default verb
/// (`memorize palette` and `memorize palettes` are `palette list`, as `palettes` is in the REPL);
/// a group without one shows its help.
struct ShellGroup<G: ShellGroupName>: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: G.group.name, abstract: HelpText.sentence(G.group.summary),
            discussion: G.group.details.joined(separator: " "),
            subcommands: ShellSubcommands.verbs(of: G.group), aliases: G.group.aliases)
    }

    /// What the default verb reads (`memorize palettes --palettes FILE`); not on the group's help
    /// page, which lists its verbs, each with the options it reads.
    @OptionGroup(visibility: .private) var options: SessionOptions

    func run() throws {
        guard let verb = ShellSubcommands.defaultVerb(of: G.group) else { throw CleanExit.helpRequest(self) }
        try runDefault(verb)
    }

    private func runDefault<C: ShellCommand>(_ verb: C.Type) throws {
        try ShellSubcommand<C>.run([], options: options)
    }
}

/// Each subcommand's configuration, made once per process: argument-parser asks for one several
/// times on every start (for the tree, for each name it matches, for aliases), and making one
/// wraps its usage.
enum ShellConfigurations {
    private static let made = Mutex<[ObjectIdentifier: CommandConfiguration]>([:])

    static func configuration(of type: any ParsableCommand.Type, make: () -> CommandConfiguration) -> CommandConfiguration {
        if let known = made.withLock({ $0[ObjectIdentifier(type)] }) { return known }
        let configuration = make()
        made.withLock { $0[ObjectIdentifier(type)] = configuration }
        return configuration
    }
}

/// The width argument-parser lays `--help` out for (`COLUMNS`, else standard output's terminal,
/// else 80), so the text handed to it is wrapped to the same page and never broken again.
enum ShellHelpWidth {
    /// `$COLUMNS`, else the terminal's width, else 80: read once per process (argument-parser
    /// asks for every subcommand's configuration on every start).
    static let columns: Int = {
        if let text = Environment.value("COLUMNS"), let columns = Int(text), columns > 0 { return columns }
        return Terminal.size(of: 1)?.width ?? 80
    }()
}

/// Names a group for ``ShellGroup`` (argument-parser needs a type per subcommand).
protocol ShellGroupName { static var group: REPL.CommandGroup { get } }
enum PaletteVerbs: ShellGroupName { static var group: REPL.CommandGroup { .palette } }
enum ArtVerbs: ShellGroupName { static var group: REPL.CommandGroup { .art } }

/// The shell's subcommands, read from the registry: every ``ShellCommand`` in registry order,
/// under its group's subcommand where it has one.
enum ShellSubcommands {
    /// The groups the shell knows, by name: a group with shell verbs needs a line here.
    static let groups: [String: any ParsableCommand.Type] = ["palette": ShellGroup<PaletteVerbs>.self, "art": ShellGroup<ArtVerbs>.self]

    /// Top-level: commands of their own, and the groups, each once, in registry order.
    static var topLevel: [any ParsableCommand.Type] {
        var names: [String] = []
        var types: [any ParsableCommand.Type] = []
        for type in CommandRegistry.standard.commands {
            guard let shell = type.asShellCommand else { continue }
            if let group = shell.spec.group {
                guard !names.contains(group.name), let groupType = groups[group.name] else { continue }
                names.append(group.name)
                types.append(groupType)
            } else {
                types.append(subcommand(shell))
            }
        }
        return types
    }

    /// The verb the REPL runs for the group's name alone, when the shell has it.
    static func defaultVerb(of group: REPL.CommandGroup) -> (any ShellCommand.Type)? {
        guard let name = group.defaultVerb else { return nil }
        return CommandRegistry.standard.verbs(of: group).first { $0.spec.name == name }?.type.asShellCommand
    }

    static func verbs(of group: REPL.CommandGroup) -> [any ParsableCommand.Type] {
        CommandRegistry.standard.verbs(of: group).compactMap { verb in verb.type.asShellCommand.map { subcommand($0) } }
    }

    private static func subcommand<C: ShellCommand>(_ type: C.Type) -> any ParsableCommand.Type { ShellSubcommand<C>.self }
}

/// What the shell's completion offers: the bundled themes, the palettes in the default file.
enum ShellCompletionVocabulary {
    static var standard: CompletionVocabulary {
        let launch = SessionOptions.defaults.launch(interactive: false)
        return launch.makeInterpreter().completionVocabulary
    }
}
