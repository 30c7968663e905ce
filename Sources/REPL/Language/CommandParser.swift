import InterfaceCoverage

/// Turns words (see ``Lexer``) into a typed ``Command`` by the declarations in a ``CommandRegistry``.
///
/// The first word names a command or a group (`palette`, `art`, `export`), a group's second word
/// its verb. Then positional values in their order, `key=value` options anywhere, and keyword
/// phrases (`at X,Y`) anywhere after the values they follow. Quoted words are always values.
public enum CommandParser {
    /// The commands of a line (`;` between them), parsed in turn; blank ones are left out.
    /// For tests and tools: the Interpreter parses each command just before it runs, so that a
    /// command sees the names the ones before it made. `context` is what the kinds may know of
    /// the session (the palettes' names, so that `palette show Animal Faces` is one name).
    public static func parse(_ line: String, in registry: CommandRegistry, context: ArgumentContext = ArgumentContext()) throws(CommandError) -> [any Command] {
        let commands: [[Lexer.Word]]
        do { commands = try Lexer.commands(line) } catch { throw CommandError(error.message) }
        var parsed: [any Command] = []
        for words in commands {
            if let command = try parse(words, in: registry, context: context) { parsed.append(command) }
        }
        return parsed
    }

    /// One command from its words; nil for none (a blank or a comment).
    /// - Complexity: O(*w* · *p*) for *w* words and *p* parameters (plus the suggestion search on error).
    public static func parse(_ words: [Lexer.Word], in registry: CommandRegistry, context: ArgumentContext = ArgumentContext()) throws(CommandError) -> (any Command)? {
        guard let first = words.first else { return nil }
        guard let topic = registry.topic(named: first.text) else {
            CoverageRecorder.record(.error, CoverageNames.unknownCommand)
            var message = "unknown command '\(first.text.prefix(40))'"
            if let nearest = Suggestion.nearest(to: first.text, in: registry.topLevelNames) {
                message += "; did you mean '\(registry.topic(named: nearest)?.name ?? nearest)'?"
            }
            throw CommandError(message + " (try 'help')")
        }
        switch topic {
        case .command(let spec):
            return try build(spec, from: words.dropFirst(), in: registry, context: context)
        case .group(let group):
            let verbs = registry.verbs(of: group)
            guard let verbWord = words.dropFirst().first else {
                guard let verb = group.defaultVerb, let spec = verbs.first(where: { $0.spec.name == verb })?.spec else {
                    CoverageRecorder.record(.error, group.name)
                    throw CommandError("\(group.name) needs VERB (usage: \(group.name) VERB …; try 'help \(group.name)')")
                }
                return try build(spec, from: [], in: registry, context: context)
            }
            guard let spec = verbs.first(where: { $0.spec.answers(to: verbWord.text) })?.spec else {
                CoverageRecorder.record(.error, group.name)
                let names = verbs.map(\.spec.name)
                var message = "\(group.name) VERB must be one of \(names.joined(separator: ", ")), not '\(verbWord.text.prefix(40))'"
                if let nearest = Suggestion.nearest(to: verbWord.text, in: names) { message += "; did you mean '\(nearest)'?" }
                throw CommandError(message)
            }
            return try build(spec, from: words.dropFirst(2), in: registry, context: context)
        }
    }

    /// The command `spec` declares, from its words; a refusal is noted as the command's (see
    /// ``CoverageRecorder``), and so is the command and the options it was given.
    private static func build(_ spec: CommandSpec, from words: ArraySlice<Lexer.Word>, in registry: CommandRegistry, context: ArgumentContext) throws(CommandError) -> any Command {
        do {
            let (command, given) = try buildUnrecorded(spec, from: words, in: registry, context: context)
            if CoverageRecorder.isRecording { CoverageNames.recordUse(of: spec, given: given) }
            return command
        } catch {
            CoverageRecorder.record(.error, spec.fullName)
            throw error
        }
    }

    private static func buildUnrecorded(
        _ spec: CommandSpec, from words: ArraySlice<Lexer.Word>, in registry: CommandRegistry, context: ArgumentContext
    ) throws(CommandError) -> (any Command, given: Dictionary<String, [any Sendable]>.Keys) {
        guard let type = registry.type(of: spec) else {
            throw CommandError("\(spec.fullName) is declared but not registered")
        }
        var command: any Command = type.init()
        var walk = ArgumentWalk(spec: spec, context: context)
        try walk.read(Array(words))
        for (name, values) in walk.values {
            let binding = spec.parameters.first(where: { $0.name == name })?.binding
            guard let binding, binding.assign(values, firstWordQuoted: walk.quoted.contains(name), to: &command) else {
                throw CommandError("\(spec.fullName)'s \(name) is declared without a property of its kind")
            }
        }
        return (try validated(command), walk.values.keys)
    }

    /// The command after its own checks (opens the existential, so that `validate` can mutate it).
    private static func validated<C: Command>(_ command: C) throws(CommandError) -> C {
        var command = command
        try command.validate()
        return command
    }

    /// A malformed line: the declaration's own "needs …" where it has one.
    static func structural(_ message: String, _ spec: CommandSpec) -> CommandError {
        if let needs = spec.needs { return CommandError("\(spec.fullName) needs \(needs) (usage: \(spec.usage))") }
        return CommandError(message)
    }

    static func unknownOption(_ key: String, for spec: CommandSpec) -> CommandError {
        let keys = spec.parameters.filter { $0.form == .keyed }.map(\.name)
        guard !keys.isEmpty else {
            return CommandError("\(spec.fullName) takes no options like '\(key.prefix(40))=' (usage: \(spec.usage))")
        }
        var message = "unknown option '\(key.prefix(40))=' for \(spec.fullName)"
        if let nearest = Suggestion.nearest(to: key, in: keys) {
            message += "; did you mean '\(nearest)='?"
        } else {
            message += " (options: \(keys.map { $0 + "=" }.joined(separator: " ")))"
        }
        return CommandError(message)
    }
}
