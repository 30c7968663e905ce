import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The command tree as argument-parser declares it: each command's subcommands and option names,
/// read from the same declarations that parse (argument-parser's `--experimental-dump-help`
/// description, format version 0), so a suggestion can never name an option that does not exist.
struct CommandLineShape {
    let name: String
    /// Its own names and aliases, as typed after the parent command.
    let names: [String]
    let subcommands: [CommandLineShape]
    /// Every option and flag name with its dashes (`--seed`, `-c`), and whether it takes a value.
    let options: [String: Bool]
    /// Long names in declaration order: the candidates for "did you mean".
    let longNames: [String]
    /// Whether the command takes positional arguments (then a stray word may be one of them).
    let hasPositionals: Bool

    /// The shape of `command`'s whole tree, or nil if argument-parser's description cannot be read.
    /// - Complexity: O(*n*) in the size of the description; only called after a parse error.
    static func of(_ command: any ParsableCommand.Type) -> CommandLineShape? {
        guard let info = try? JSONDecoder().decode(ToolInfo.self, from: Data(command._dumpHelp().utf8)) else { return nil }
        return CommandLineShape(info.command)
    }

    func subcommand(named word: String) -> CommandLineShape? {
        subcommands.first { $0.names.contains(word) }
    }

    private init(_ info: CommandInfo) {
        name = info.commandName
        names = [info.commandName] + (info.aliases ?? [])
        subcommands = (info.subcommands ?? []).map(CommandLineShape.init)
        var options: [String: Bool] = [:]
        var longNames: [String] = []
        var hasPositionals = false
        for argument in info.arguments ?? [] {
            if argument.kind == .positional { hasPositionals = true; continue }
            for name in argument.names ?? [] {
                let spelled = name.spelled
                options[spelled] = argument.kind == .option
                if name.kind == .long { longNames.append(spelled) }
            }
        }
        self.options = options
        self.longNames = longNames
        self.hasPositionals = hasPositionals
    }
}

// MARK: - argument-parser's description (only the fields used here)

private struct ToolInfo: Decodable {
    let command: CommandInfo
}

private struct CommandInfo: Decodable {
    let commandName: String
    let aliases: [String]?
    let subcommands: [CommandInfo]?
    let arguments: [ArgumentInfo]?
}

private struct ArgumentInfo: Decodable {
    enum Kind: String, Decodable { case positional, option, flag }
    let kind: Kind
    let names: [NameInfo]?
}

private struct NameInfo: Decodable {
    enum Kind: String, Decodable { case long, short, longWithSingleDash }
    let kind: Kind
    let name: String

    var spelled: String {
        switch kind {
        case .long: "--" + name
        case .short, .longWithSingleDash: "-" + name
        }
    }
}
