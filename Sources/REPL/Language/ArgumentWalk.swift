/// One command's words read against its declaration: positional values in their order,
/// `key=value` options anywhere, `--flags` anywhere, and keyword phrases (`at X,Y`) anywhere after
/// the values they follow. Each word is read by its parameter's ``ArgumentKind``; how many words
/// a value takes is the kind's ``ArgumentSpan``.
///
/// - Complexity: O(*w* · *p*) for *w* words and *p* parameters, plus what the kinds' reading costs.
struct ArgumentWalk {
    let spec: CommandSpec
    let context: ArgumentContext
    /// What each parameter read, by name, in order.
    private(set) var values: [String: [any Sendable]] = [:]
    /// Parameters whose first word was quoted (a quoted palette name is the whole name).
    private(set) var quoted: Set<String> = []
    /// Words of a ``ArgumentSpan/gathering`` parameter, read as one value at the end.
    private var gathered: [String: [Lexer.Word]] = [:]
    private var positionals: ArraySlice<Parameter>

    init(spec: CommandSpec, context: ArgumentContext) {
        self.spec = spec
        self.context = context
        positionals = spec.parameters.filter(\.isPositional)[...]
    }

    /// Reads `words` into ``values``; throws the first thing wrong with them.
    mutating func read(_ words: [Lexer.Word]) throws(CommandError) {
        var i = 0
        while i < words.count {
            let word = words[i]
            if let parameter = positionals.first, parameter.takesTheRest {
                try readRest(words[i...], for: parameter)
                positionals.removeFirst()
                break
            }
            if !word.isQuoted, word.text.hasPrefix("--"), word.text.count > 2, spec.parameters.contains(where: { $0.form == .flag }) {
                i += try readFlag(words[i...])
            } else if !word.isQuoted, let equals = word.text.firstIndex(of: "="), equals != word.text.startIndex {
                try readOption(word.text, at: equals)
                i += 1
            } else if !word.isQuoted, let parameter = keyword(word.text), !given(parameter) {
                guard i + 1 < words.count else {
                    throw CommandParser.structural("\(spec.fullName) needs \(parameter.placeholder) after '\(parameter.name)'", spec)
                }
                try record([read(words[i + 1], for: parameter)], for: parameter, quoted: false)
                i += 2
            } else {
                i += try readPositional(words[i...])
            }
        }
        try finishGathering()
        for parameter in spec.parameters where parameter.isRequired && !given(parameter) {
            throw CommandParser.structural("\(spec.fullName) needs \(parameter.missingName ?? parameter.name) (usage: \(spec.usage))", spec)
        }
    }

    private func given(_ parameter: Parameter) -> Bool { values[parameter.name] != nil }

    private mutating func record(_ read: [any Sendable], for parameter: Parameter, quoted isQuoted: Bool) {
        if values[parameter.name] == nil, isQuoted { quoted.insert(parameter.name) }
        values[parameter.name, default: []] += read
    }

    /// The positional value at the start of `words`; how many words it took.
    private mutating func readPositional(_ words: ArraySlice<Lexer.Word>) throws(CommandError) -> Int {
        guard let word = words.first else { return 0 }
        guard let parameter = positionals.first else {
            let usage = spec.parameters.isEmpty && spec.group == nil ? "takes no arguments" : "usage: \(spec.usage)"
            throw CommandParser.structural("unexpected '\(word.text.prefix(40))' after \(spec.fullName) (\(usage))", spec)
        }
        switch parameter.kind.span {
        case .gathering:
            // Stays the next positional: every plain word up to the next option is part of it.
            gathered[parameter.name, default: []].append(word)
            return 1
        case .longestName where !word.isQuoted:
            let taken = Self.longestName(words, among: parameter.kind.completions(in: context))
            let name = Lexer.Word(words.prefix(taken).map(\.text).joined(separator: " "))
            try record([read(name, for: parameter)], for: parameter, quoted: false)
            positionals.removeFirst()
            return taken
        default:
            try record([read(word, for: parameter)], for: parameter, quoted: word.isQuoted)
            if case .positional(_, repeating: false) = parameter.form { positionals.removeFirst() }
            return 1
        }
    }

    /// The rest of the line for `parameter`, but for a keyword phrase that ends it (`art drop
    /// hello at 3,4`) when the phrase's value is one its kind recognizes.
    private mutating func readRest(_ words: ArraySlice<Lexer.Word>, for parameter: Parameter) throws(CommandError) {
        var end = words.endIndex
        if words.count >= 2 {
            let (last, before) = (words[end - 1], words[end - 2])
            if !before.isQuoted, let phrase = keyword(before.text), !given(phrase), phrase.kind.recognizes(last.text) {
                end -= 2
                guard end > words.startIndex else {
                    let missing = parameter.missingName ?? parameter.name
                    throw CommandError("\(spec.fullName) needs \(missing) before '\(phrase.name) \(phrase.placeholder)' (usage: \(spec.usage))")
                }
                try record([read(last, for: phrase)], for: phrase, quoted: false)
            }
        }
        var read: [any Sendable] = []
        for word in words[..<end] { read.append(try self.read(word, for: parameter)) }
        record(read, for: parameter, quoted: words.first?.isQuoted ?? false)
    }

    /// A gathering parameter's words, read as one value.
    private mutating func finishGathering() throws(CommandError) {
        for parameter in spec.parameters {
            guard let words = gathered[parameter.name], let first = words.first else { continue }
            let whole = Lexer.Word(words.map(\.text).joined(separator: " "), quoted: first.isQuoted)
            try record([read(whole, for: parameter)], for: parameter, quoted: first.isQuoted)
        }
        gathered = [:]
    }

    /// `key=value`.
    private mutating func readOption(_ text: String, at equals: String.Index) throws(CommandError) {
        let key = text[..<equals].lowercased()
        guard let parameter = spec.parameters.first(where: { $0.form == .keyed && $0.name == key }) else {
            throw CommandParser.unknownOption(key, for: spec)
        }
        guard !given(parameter) else { throw CommandError("\(key)= given twice") }
        let value = Lexer.Word(String(text[text.index(after: equals)...]))
        try record([read(value, for: parameter)], for: parameter, quoted: false)
    }

    /// The flag that starts `words` (`--names`, `--lang de`, `--lang=de`); how many words it took.
    private mutating func readFlag(_ words: ArraySlice<Lexer.Word>) throws(CommandError) -> Int {
        guard let word = words.first else { return 0 }
        let body = word.text.dropFirst(2)
        let name = body.prefix { $0 != "=" }.lowercased()
        let inline = body.firstIndex(of: "=").map { String(body[body.index(after: $0)...]) }
        let flags = spec.parameters.filter { $0.form == .flag }
        guard let parameter = flags.first(where: { $0.name == name }) else { throw Self.unknownFlag(name, among: flags, of: spec) }
        guard !given(parameter) else { throw CommandError("\(parameter.flagSpelling) given twice") }
        guard parameter.takesValue else {
            guard inline == nil else { throw CommandError("\(parameter.flagSpelling) takes no value (usage: \(spec.usage))") }
            try record([read(Lexer.Word(""), for: parameter)], for: parameter, quoted: false)
            return 1
        }
        if let inline {
            try record([read(Lexer.Word(inline), for: parameter)], for: parameter, quoted: false)
            return 1
        }
        guard let next = words.dropFirst().first else {
            throw CommandError("\(parameter.flagSpelling) needs \(parameter.placeholder) (usage: \(spec.usage))")
        }
        try record([read(next, for: parameter)], for: parameter, quoted: next.isQuoted)
        return 2
    }

    private static func unknownFlag(_ name: String, among flags: [Parameter], of spec: CommandSpec) -> CommandError {
        var message = "unknown flag '--\(name.prefix(40))' for \(spec.fullName)"
        if let nearest = Suggestion.nearest(to: name, in: flags.map(\.name)) {
            message += "; did you mean '--\(nearest)'?"
        } else {
            message += " (flags: \(flags.map(\.label).joined(separator: ", ")))"
        }
        return CommandError(message)
    }

    /// A keyword parameter of the command that `word` is.
    private func keyword(_ word: String) -> Parameter? {
        let lowered = word.lowercased()
        return spec.parameters.first { parameter in
            if case .keyword = parameter.form { parameter.name == lowered } else { false }
        }
    }

    /// `word` read by `parameter`'s kind; its error with the kind's suggestion, and the usage
    /// line where the command's group shows it.
    private func read(_ word: Lexer.Word, for parameter: Parameter) throws(CommandError) -> any Sendable {
        let name: String
        switch parameter.form {
        case .keyed, .keyword: name = parameter.name
        case .flag: name = parameter.flagSpelling
        case .positional: name = "\(spec.fullName) \(parameter.name)"
        }
        let argument = ArgumentWord(word.text, quoted: word.isQuoted, parameter: name, command: spec.fullName, placeholder: parameter.placeholder)
        do {
            return try parameter.kind.parse(argument, context)
        } catch {
            if error.isComplete { throw CommandError(error.message) }
            var message = error.message
            if let nearest = parameter.kind.suggestion(word.text, context) { message += "; did you mean '\(nearest)'?" }
            throw CommandError(spec.group?.errorsShowUsage == true ? "\(message) (usage: \(spec.usage))" : message)
        }
    }

    /// How many of the plain words from the first make one of `names` (the longest run that
    /// does; one word when none does, which the command then looks up and explains).
    /// - Complexity: O(*w* + *n*) for *n* names: only runs as long as the longest name are tried.
    static func longestName(_ words: ArraySlice<Lexer.Word>, among names: [String]) -> Int {
        let longest = names.map { $0.split(separator: " ").count }.max() ?? 1
        let plain = words.prefix { !$0.isQuoted }.prefix(longest)
        guard plain.count > 1 else { return 1 }
        let known = Set(names.map { $0.lowercased() })
        for count in stride(from: plain.count, through: 2, by: -1) {
            let name = plain.prefix(count).map(\.text).joined(separator: " ").lowercased()
            if known.contains(name) { return count }
        }
        return 1
    }
}
