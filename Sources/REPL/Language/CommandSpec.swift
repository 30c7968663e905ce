/// A command of the REPL, as a typed value: parsed from a line by its declaration, run on the
/// session, its result drawn by the renderers.
///
/// One type, one file: its ``spec`` is the only source of its parsing, usage line, help and
/// completion, and ``run(_:)`` is its dispatch. ``CommandRegistry`` lists every command in one place.
public protocol Command: Sendable, Equatable {
    /// The declaration.
    static var spec: CommandSpec { get }
    /// The command with every parameter at its default. The parser starts from it and writes each
    /// value it checked through the parameter's key path (see ``Parameter/binding``).
    init()
    /// Checks what no single parameter can (two that exclude each other, a word to look up) and
    /// derives what the command runs on; the parser calls it after writing every value.
    mutating func validate() throws(CommandError)
    /// Carries the command out; returns what it produced, for a renderer to draw.
    func run(_ context: inout CommandContext) throws(CommandError) -> Output
    /// The command as a ``ShellCommand``, if it is one (the default says it is not). The shell
    /// asks every command at every start: a dynamic cast would search the program's conformance
    /// records once per command that is not one.
    static var asShellCommand: (any ShellCommand.Type)? { get }
}

extension Command {
    public static var asShellCommand: (any ShellCommand.Type)? { nil }
    public mutating func validate() throws(CommandError) {}
}

/// The declaration of a command: its name, its parameters and its help.
public struct CommandSpec: Sendable {
    /// The group it is a verb of (`palette`, `art`, `export`), or nil for a command of its own.
    public let group: CommandGroup?
    /// Its name (a verb's name within its group).
    public let name: String
    public let aliases: [String]
    public let parameters: [Parameter]
    /// One line for the command list.
    public let summary: String
    /// More lines for `help CMD`, made when asked for: a screen's lists its key table, and every
    /// start declares every command.
    public var details: [String] { makeDetails() }
    private let makeDetails: @Sendable () -> [String]
    /// What "needs …" says when a phrase is malformed (`art add needs an emoji and a place`).
    public let needs: String?
    /// The rows of the key table of the screen it opens (its ``KeyMap/coverageNames``), for
    /// `memorize test --coverage`; made when asked for, as ``details`` are.
    public var keys: [String] { makeKeys() }
    private let makeKeys: @Sendable () -> [String]

    public init(
        _ name: String, in group: CommandGroup? = nil, aliases: [String] = [], parameters: [Parameter] = [],
        summary: String, details: @autoclosure @escaping @Sendable () -> [String] = [], needs: String? = nil,
        keys: @autoclosure @escaping @Sendable () -> [String] = []
    ) {
        self.group = group
        self.name = name
        self.aliases = aliases
        self.parameters = parameters
        self.summary = summary
        self.makeDetails = details
        self.needs = needs
        self.makeKeys = keys
    }

    /// `new`, or `palette add`.
    public var fullName: String { group.map { "\($0.name) \(name)" } ?? name }

    /// `new [THEME] [pairs=N] [seed=SEED]`, from the parameters.
    public var usage: String {
        ([fullName] + parameters.map(\.usage)).joined(separator: " ")
    }

    func answers(to word: String) -> Bool {
        let lowered = word.lowercased()
        return name == lowered || aliases.contains(lowered)
    }
}

/// Verbs under one name: `palette list`, `art add`, `export board`.
public struct CommandGroup: Sendable, Equatable {
    public let name: String
    public let aliases: [String]
    public let summary: String
    /// Lines `help GROUP` shows after the verbs' usage lines.
    public let details: [String]
    /// The verb the group's name alone runs (`palette` lists); nil when a verb is needed.
    public let defaultVerb: String?
    /// Errors of its verbs end with the verb's usage line (the art phrases are easy to misremember).
    public let errorsShowUsage: Bool

    public init(
        _ name: String, aliases: [String] = [], summary: String, details: [String] = [],
        defaultVerb: String? = nil, errorsShowUsage: Bool = false
    ) {
        self.name = name
        self.aliases = aliases
        self.summary = summary
        self.details = details
        self.defaultVerb = defaultVerb
        self.errorsShowUsage = errorsShowUsage
    }

    func answers(to word: String) -> Bool {
        let lowered = word.lowercased()
        return name == lowered || aliases.contains(lowered)
    }
}
