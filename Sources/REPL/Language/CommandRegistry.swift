/// Every command, in the order `help` lists them: the one place a command is registered.
/// Adding a command is a new file with its type, a line here, and a transcript.
/// The commands a session knows, in the order `help` lists them: a value the composition of
/// the features makes (see `Features.registry`), so the core knows no feature. The parser, help,
/// completion and the shell's subcommands all read it.
public struct CommandRegistry: Sendable {
    public let commands: [any Command.Type]
    /// Every declaration, in registry order.
    public let specs: [CommandSpec]
    /// What `help` lists: commands of their own and groups, each once, in registry order.
    public let topics: [Topic]

    /// - Precondition: names are unique (`RegistryTests` checks the standard registry).
    public init(_ commands: [any Command.Type]) {
        self.commands = commands
        specs = commands.map { $0.spec }
        var topics: [Topic] = []
        for spec in specs {
            if let group = spec.group {
                if !topics.contains(where: { if case .group(let g) = $0 { g == group } else { false } }) {
                    topics.append(.group(group))
                }
            } else {
                topics.append(.command(spec))
            }
        }
        self.topics = topics
    }

    /// A top-level name: a command, or a group of verbs.
    public enum Topic: Sendable {
        case command(CommandSpec)
        case group(CommandGroup)

        public var name: String {
            switch self {
            case .command(let spec): spec.name
            case .group(let group): group.name
            }
        }
        public var aliases: [String] {
            switch self {
            case .command(let spec): spec.aliases
            case .group(let group): group.aliases
            }
        }
        public var summary: String {
            switch self {
            case .command(let spec): spec.summary
            case .group(let group): group.summary
            }
        }
    }

    /// Every top-level name and alias (for suggestions and the executable's hints).
    public var topLevelNames: [String] { topics.flatMap { [$0.name] + $0.aliases } }

    /// The top-level command or group `word` names (any case, aliases too).
    /// - Complexity: O(*c*) for *c* commands.
    public func topic(named word: String) -> Topic? {
        let lowered = word.lowercased()
        return topics.first { $0.name == lowered || $0.aliases.contains(lowered) }
    }

    /// The verbs of `group`, in registry order.
    public func verbs(of group: CommandGroup) -> [(spec: CommandSpec, type: any Command.Type)] {
        commands.compactMap { type in type.spec.group == group ? (type.spec, type) : nil }
    }

    /// The command type declared by `spec`'s name (a group's verb by its group too).
    func type(of spec: CommandSpec) -> (any Command.Type)? {
        commands.first { $0.spec.fullName == spec.fullName }
    }

    /// The declaration `words` name (`choose`, `palette add`, `help`), for `help CMD`.
    public func spec(named words: [String]) -> CommandSpec? {
        guard let first = words.first, let topic = topic(named: first) else { return nil }
        switch topic {
        case .command(let spec):
            return words.count == 1 ? spec : nil
        case .group(let group):
            guard words.count == 2 else { return nil }
            return verbs(of: group).first { $0.spec.answers(to: words[1]) }?.spec
        }
    }
}

extension CommandRegistry: Equatable {
    /// The same commands, in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.specs.map(\.fullName) == rhs.specs.map(\.fullName) }
}

extension CommandRegistry {
    /// The session's own commands (the core's): `resize`, `help`, `quit`; every registry ends with them.
    public static let sessionCommands: [any Command.Type] = [ResizeCommand.self, HelpCommand.self, QuitCommand.self]
}
