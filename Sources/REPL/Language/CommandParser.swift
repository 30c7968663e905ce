/// Turns words (see ``Lexer``) into a typed ``Command`` by the declarations in a ``CommandRegistry``.
///
/// The first word names a command or a group (`palette`, `art`, `export`), a group's second word
/// its verb. Then positional values in their order, `key=value` options anywhere, and keyword
/// phrases (`at X,Y`) anywhere after the values they follow. Quoted words are always values.
public enum CommandParser {
    /// What the parser needs to know of the session: the palettes' names, so that an unquoted
    /// name of several words (`palette show Animal Faces`) is read as one.
    public struct Names: Sendable {
        public var palettes: [String]
        public init(palettes: [String] = []) { self.palettes = palettes }
    }

    /// The commands of a line (`;` between them), parsed in turn; blank ones are left out.
    /// For tests and tools: the Interpreter parses each command just before it runs, so that a
    /// command sees the names the ones before it made.
    public static func parse(_ line: String, in registry: CommandRegistry, names: Names = Names()) throws(CommandError) -> [any Command] {
        let commands: [[Lexer.Word]]
        do { commands = try Lexer.commands(line) } catch { throw CommandError(error.message) }
        var parsed: [any Command] = []
        for words in commands {
            if let command = try parse(words, in: registry, names: names) { parsed.append(command) }
        }
        return parsed
    }

    /// One command from its words; nil for none (a blank or a comment).
    /// - Complexity: O(*w* · *p*) for *w* words and *p* parameters (plus the suggestion search on error).
    public static func parse(_ words: [Lexer.Word], in registry: CommandRegistry, names: Names = Names()) throws(CommandError) -> (any Command)? {
        guard let first = words.first else { return nil }
        guard let topic = registry.topic(named: first.text) else {
            var message = "unknown command '\(first.text.prefix(40))'"
            if let nearest = Suggestion.nearest(to: first.text, in: registry.topLevelNames) {
                message += "; did you mean '\(registry.topic(named: nearest)?.name ?? nearest)'?"
            }
            throw CommandError(message + " (try 'help')")
        }
        switch topic {
        case .command(let spec):
            return try build(spec, from: words.dropFirst(), in: registry, names: names)
        case .group(let group):
            let verbs = registry.verbs(of: group)
            guard let verbWord = words.dropFirst().first else {
                guard let verb = group.defaultVerb, let spec = verbs.first(where: { $0.spec.name == verb })?.spec else {
                    throw CommandError("\(group.name) needs VERB (usage: \(group.name) VERB …; try 'help \(group.name)')")
                }
                return try build(spec, from: [], in: registry, names: names)
            }
            guard let spec = verbs.first(where: { $0.spec.answers(to: verbWord.text) })?.spec else {
                let names = verbs.map(\.spec.name)
                var message = "\(group.name) VERB must be one of \(names.joined(separator: ", ")), not '\(verbWord.text.prefix(40))'"
                if let nearest = Suggestion.nearest(to: verbWord.text, in: names) { message += "; did you mean '\(nearest)'?" }
                throw CommandError(message)
            }
            return try build(spec, from: words.dropFirst(2), in: registry, names: names)
        }
    }

    private static func build(_ spec: CommandSpec, from words: ArraySlice<Lexer.Word>, in registry: CommandRegistry, names: Names) throws(CommandError) -> any Command {
        guard let type = registry.type(of: spec) else {
            throw CommandError("\(spec.fullName) is declared but not registered")
        }
        var command: any Command = type.init()
        for (name, parsed) in try arguments(Array(words), for: spec, names: names) {
            guard let binding = spec.parameters.first(where: { $0.name == name })?.binding, binding.assign(parsed, to: &command) else {
                throw CommandError("\(spec.fullName)'s \(name) is declared without a property of its kind")
            }
        }
        return try validated(command)
    }

    /// The command after its own checks (opens the existential, so that `validate` can mutate it).
    private static func validated<C: Command>(_ command: C) throws(CommandError) -> C {
        var command = command
        try command.validate()
        return command
    }

    /// What the parser checked, by parameter name, before it is written into the command.
    private struct Checked {
        var values: [String: [Value]] = [:]
        /// Parameters whose first word was quoted (a quoted palette name is the whole name).
        var quoted: Set<String> = []

        var byName: [(String, ParsedArgument)] {
            values.map { ($0.key, ParsedArgument(values: $0.value, firstWordQuoted: quoted.contains($0.key))) }
        }
    }

    /// Checks `words` against `spec`'s parameters; the values by parameter name.
    static func arguments(_ words: [Lexer.Word], for spec: CommandSpec, names: Names = Names()) throws(CommandError) -> [(String, ParsedArgument)] {
        var arguments = Checked()
        var positionals = spec.parameters.filter(\.isPositional)[...]
        var i = 0
        while i < words.count {
            let word = words[i]
            if let parameter = positionals.first, parameter.kind.takesTheRest {
                arguments.values[parameter.name] = words[i...].map { .text($0.text) }
                if word.isQuoted { arguments.quoted.insert(parameter.name) }
                positionals.removeFirst()
                break
            }
            if !word.isQuoted, word.text.hasPrefix("--"), word.text.count > 2, spec.parameters.contains(where: { $0.form == .flag }) {
                i += try flag(words[i...], for: spec, into: &arguments)
                continue
            }
            if !word.isQuoted, let equals = word.text.firstIndex(of: "="), equals != word.text.startIndex {
                let key = word.text[..<equals].lowercased()
                guard let parameter = spec.parameters.first(where: { $0.form == .keyed && $0.name == key }) else {
                    throw unknownOption(key, for: spec)
                }
                guard arguments.values[parameter.name] == nil else { throw CommandError("\(key)= given twice") }
                let text = String(word.text[word.text.index(after: equals)...])
                arguments.values[parameter.name] = [try value(Lexer.Word(text), for: parameter, of: spec)]
                i += 1
                continue
            }
            if !word.isQuoted, let parameter = keyword(word.text, of: spec), arguments.values[parameter.name] == nil {
                guard i + 1 < words.count else {
                    throw structural("\(spec.fullName) needs \(parameter.placeholder) after '\(parameter.name)'", spec)
                }
                arguments.values[parameter.name] = [try value(words[i + 1], for: parameter, of: spec)]
                i += 2
                continue
            }
            guard let parameter = positionals.first else {
                let usage = spec.parameters.isEmpty && spec.group == nil ? "takes no arguments" : "usage: \(spec.usage)"
                throw structural("unexpected '\(word.text.prefix(40))' after \(spec.fullName) (\(usage))", spec)
            }
            if parameter.kind == .palette, !word.isQuoted {
                let taken = paletteNameLength(words[i...], names: names)
                arguments.values[parameter.name] = [.text(words[i..<i + taken].map(\.text).joined(separator: " "))]
                positionals.removeFirst()
                i += taken
                continue
            }
            arguments.values[parameter.name, default: []].append(try value(word, for: parameter, of: spec))
            if case .positional(_, repeating: false) = parameter.form, parameter.kind != .theme {
                positionals.removeFirst()
            }
            i += 1
        }
        for parameter in spec.parameters where parameter.isRequired && arguments.values[parameter.name] == nil {
            throw structural("\(spec.fullName) needs \(parameter.missingName ?? parameter.name) (usage: \(spec.usage))", spec)
        }
        return arguments.byName
    }

    /// Reads the flag that starts `words` (`--names`, `--lang de`, `--lang=de`) into `arguments`;
    /// returns how many words it took.
    private static func flag(_ words: ArraySlice<Lexer.Word>, for spec: CommandSpec, into arguments: inout Checked) throws(CommandError) -> Int {
        guard let word = words.first else { return 0 }
        let body = word.text.dropFirst(2)
        let name = body.prefix { $0 != "=" }.lowercased()
        let inline = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
        let flags = spec.parameters.filter { $0.form == .flag }
        guard let parameter = flags.first(where: { $0.name == name }) else {
            var message = "unknown flag '--\(name.prefix(40))' for \(spec.fullName)"
            if let nearest = Suggestion.nearest(to: name, in: flags.map(\.name)) {
                message += "; did you mean '--\(nearest)'?"
            } else {
                message += " (flags: \(flags.map(\.label).joined(separator: ", ")))"
            }
            throw CommandError(message)
        }
        guard arguments.values[parameter.name] == nil else { throw CommandError("\(parameter.flagSpelling) given twice") }
        guard parameter.takesValue else {
            guard inline == nil else { throw CommandError("\(parameter.flagSpelling) takes no value (usage: \(spec.usage))") }
            arguments.values[parameter.name] = [.text("")]
            return 1
        }
        if let inline {
            arguments.values[parameter.name] = [try value(Lexer.Word(inline), for: parameter, of: spec)]
            return 1
        }
        guard let next = words.dropFirst().first else {
            throw CommandError("\(parameter.flagSpelling) needs \(parameter.placeholder) (usage: \(spec.usage))")
        }
        arguments.values[parameter.name] = [try value(next, for: parameter, of: spec)]
        return 2
    }

    /// A keyword parameter of `spec` that `word` is.
    private static func keyword(_ word: String, of spec: CommandSpec) -> Parameter? {
        let lowered = word.lowercased()
        return spec.parameters.first { parameter in
            if case .keyword = parameter.form { parameter.name == lowered } else { false }
        }
    }

    /// How many of the plain words from the first name a palette (the longest run that does;
    /// one word when none does, which the store then looks up and explains).
    private static func paletteNameLength(_ words: ArraySlice<Lexer.Word>, names: Names) -> Int {
        // Only runs as long as the longest name are tried: linear in the words, however many.
        let longest = names.palettes.map { $0.split(separator: " ").count }.max() ?? 1
        let plain = words.prefix { !$0.isQuoted }.prefix(longest)
        guard plain.count > 1 else { return 1 }
        let known = Set(names.palettes.map { $0.lowercased() })
        for count in stride(from: plain.count, through: 2, by: -1) {
            let name = plain.prefix(count).map(\.text).joined(separator: " ").lowercased()
            if known.contains(name) { return count }
        }
        return 1
    }

    /// A malformed line: the declaration's own "needs …" where it has one.
    private static func structural(_ message: String, _ spec: CommandSpec) -> CommandError {
        if let needs = spec.needs { return CommandError("\(spec.fullName) needs \(needs) (usage: \(spec.usage))") }
        return CommandError(message)
    }

    private static func unknownOption(_ key: String, for spec: CommandSpec) -> CommandError {
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

    /// Checks a word against the parameter's kind.
    private static func value(_ word: Lexer.Word, for parameter: Parameter, of spec: CommandSpec) throws(CommandError) -> Value {
        let text = word.text
        let shown = text.prefix(40)
        let name: String
        switch parameter.form {
        case .keyed, .keyword: name = parameter.name
        case .flag: name = parameter.flagSpelling
        case .positional: name = "\(spec.fullName) \(parameter.name)"
        }
        func fail(_ message: String) -> CommandError {
            CommandError(spec.group?.errorsShowUsage == true ? "\(message) (usage: \(spec.usage))" : message)
        }
        switch parameter.kind {
        case .integer(let range):
            guard let n = Int(text) else {
                throw fail("\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(shown)'")
            }
            guard range.contains(n) else {
                if range.upperBound == .max { throw fail("\(name) must be a whole number of at least \(range.lowerBound), not \(n)") }
                throw fail("\(name) must be from \(range.lowerBound) to \(range.upperBound), not \(n)")
            }
            return .integer(n)
        case .card:
            guard let n = Int(text) else { throw fail("\(name) must be a card number, not '\(shown)'") }
            return .integer(n)
        case .id:
            guard let n = Int(text) else { throw fail("emoji ids are whole numbers, not '\(shown)'") }
            return .integer(n)
        case .seed:
            guard let n = UInt64(text) else {
                throw fail("\(name) must be a whole number from 0 to \(UInt64.max), not '\(shown)'")
            }
            return .seed(n)
        case .seconds(let range):
            guard let s = Double(text), s.isFinite else { throw fail("\(name) must be a number of seconds, not '\(shown)'") }
            guard range.contains(s) else {
                throw fail("\(name) must be from \(decimal(range.lowerBound)) to \(decimal(range.upperBound)) seconds, not \(shown)")
            }
            return .number(s)
        case .number(let range):
            guard let x = Double(text), x.isFinite else {
                throw fail("\(name) must be a number from \(decimal(range.lowerBound)) to \(decimal(range.upperBound)), not '\(shown)'")
            }
            guard range.contains(x) else {
                throw fail("\(name) must be from \(decimal(range.lowerBound)) to \(decimal(range.upperBound)), not \(shown)")
            }
            return .number(x)
        case .factor:
            guard let x = Double(text), x.isFinite, x > 0 else {
                throw fail("the factor must be a number above 0, like 1.5, not '\(shown)'")
            }
            return .number(x)
        case .amount(let range):
            let relative = text.hasPrefix("+") || text.hasPrefix("-")
            let width = range.upperBound - range.lowerBound
            let what = "a whole number from \(range.lowerBound) to \(range.upperBound), or a change from -\(width) to +\(width)"
            guard let n = Int(text) else { throw fail("\(name) must be \(what), not '\(shown)'") }
            guard relative ? (-width...width).contains(n) : range.contains(n) else {
                throw fail("\(name) must be \(what), not \(shown)")
            }
            return .amount(n, relative: relative)
        case .point:
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 2, let x = Int(parts[0]), let y = Int(parts[1]) else {
                throw fail("\(parameter.placeholder) must be two whole numbers like 10,-20, not '\(shown)'")
            }
            return .point(x: x, y: y)
        case .choice(let options):
            guard let match = options.first(where: { $0.lowercased() == text.lowercased() }) else {
                var message = "\(name) must be one of \(options.joined(separator: ", ")), not '\(shown)'"
                if let nearest = Suggestion.nearest(to: text, in: options) { message += "; did you mean '\(nearest)'?" }
                throw fail(message)
            }
            return .text(match)
        case .emoji:
            // `:pizza:` is 🍕 wherever one emoji is taken (art add, art drop).
            let emoji = try expandingShortcodes(text)
            guard emoji.count == 1, !(emoji.first?.isWhitespace ?? true) else {
                throw fail("\(spec.fullName) takes one emoji, not '\(shown)'")
            }
            return .text(emoji)
        case .target:
            guard text.lowercased() == "selection" || Int(text) != nil else {
                throw fail("'\(shown)' is neither an emoji id nor 'selection'")
            }
            return .text(text.lowercased() == "selection" ? "selection" : text)
        case .language:
            guard !text.isEmpty, text.count <= 40, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "_-.@".contains($0)) }) else {
                throw fail("\(name) must be a language code like de, fr or pt_BR, not '\(shown)'")
            }
            return .text(text)
        case .theme, .palette, .command, .text, .word, .presence:
            return .text(text)
        }
    }

    /// A bound as typed: `100`, not `100.0`; `0.01` as it is.
    static func decimal(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : "\(x)"
    }
}
