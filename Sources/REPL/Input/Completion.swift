import Emoji

/// What tab completion can offer, as of the last command: a snapshot, so the completion callback
/// (which readline calls from C, and which cannot capture anything) never reaches into the Session.
public struct CompletionVocabulary: Sendable, Equatable {
    /// The commands whose names and parameters are offered.
    public var registry: CommandRegistry
    /// The lists of names the kinds read (the palettes, the cards that can be chosen), as they
    /// were when the snapshot was made.
    public var names: [NameList: [String]]

    /// Completion from these lists (tests give them; ``Interpreter/completionVocabulary`` reads
    /// them from the session).
    public init(registry: CommandRegistry, names: [NameList: [String]] = [:]) {
        self.registry = registry
        self.names = names
    }

    /// Every list the registry's kinds offer from, read from `session` now.
    /// - Complexity: O(*p* + *c*) for *p* parameters and *c* names read.
    public init(session: Session) {
        let context = ArgumentContext(session: session)
        for spec in session.registry.specs {
            for parameter in spec.parameters { _ = parameter.kind.completions(in: context) }
        }
        self.init(registry: session.registry, names: context.namesRead)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.registry == rhs.registry && lhs.names == rhs.names }

    /// Completions for `word`, the word under the cursor, given the text of the line before it,
    /// read from the declarations: command names, a group's verbs, then the values of the
    /// positional parameter being typed, unused `key=` options and keywords (`at`, `size`), and
    /// the values of a `key=` being typed. Numbers come in numeric order, everything else in
    /// declaration order.
    /// - Complexity: O(*c*) in the number of candidates.
    public func completions(before: String, word: String) -> [String] {
        // The current command is what follows the last `;` (a rough cut: completion needs no quotes),
        // and a quote left open starts the word being completed, not a word of its own.
        var current = before.split(separator: ";", omittingEmptySubsequences: false).last.map(String.init) ?? before
        if Self.hasOpenQuote(current), let quote = current.lastIndex(of: "\"") { current = String(current[..<quote]) }
        let previous = current.split(whereSeparator: \.isWhitespace).map(String.init)
        switch command(of: previous) {
        case .names(let names):
            return matching(names, word)
        case .arguments(let spec, let arguments):
            let typing = Typing(before: before, current: current, previous: previous, arguments: arguments, word: word)
            return valueOfAnOption(typing, of: spec) ?? nextParameters(typing, of: spec)
        }
    }

    /// What the words before the cursor are: a command's name (or a group's verb) being typed, or
    /// a command's arguments.
    private enum Place {
        /// The names that may be typed here (none after an unknown command).
        case names([String])
        case arguments(CommandSpec, ArraySlice<String>)
    }

    /// The line as completion reads it.
    private struct Typing {
        /// The whole line before the word (for quoting).
        let before: String
        /// The current command's text, up to an open quote.
        let current: String
        /// Its words before the cursor.
        let previous: [String]
        /// Those after the command's name (and its group's).
        let arguments: ArraySlice<String>
        /// The word under the cursor.
        let word: String
    }

    private func command(of previous: [String]) -> Place {
        guard let first = previous.first else { return .names(registry.topics.map(\.name)) }
        switch registry.topic(named: first) {
        case nil:
            return .names([])
        case .command(let declared)?:
            return .arguments(declared, previous.dropFirst())
        case .group(let group)?:
            let verbs = registry.verbs(of: group).map(\.spec)
            guard previous.count >= 2, let verb = verbs.first(where: { $0.answers(to: previous[1]) }) else {
                return .names(previous.count == 1 ? verbs.map(\.name) : [])
            }
            return .arguments(verb, previous.dropFirst(2))
        }
    }

    /// The values of what the cursor is the value of (a `key=`, a keyword, a flag), or shortcodes
    /// for a word of emoji; nil when it is not such a value.
    private func valueOfAnOption(_ typing: Typing, of spec: CommandSpec) -> [String]? {
        let (word, arguments) = (typing.word, typing.arguments)
        // Readline breaks words at '=', so "pairs=" is the end of `before` while its value is typed.
        if typing.current.last == "=", let keyWord = typing.previous.last {
            let key = keyWord.dropLast().lowercased()
            guard let parameter = spec.parameters.first(where: { $0.form == .keyed && $0.name == key }) else { return [] }
            return insertable(matching(values(of: parameter.kind), word), before: typing.before)
        }
        // The value after a keyword (`at`, `by`, `size`) has nothing to offer.
        if let last = arguments.last, spec.parameters.contains(where: { $0.form == .keyword(required: $0.isRequired) && $0.name == last.lowercased() }) {
            return []
        }
        // The value of a flag (`--lang `).
        if let last = arguments.last, let flag = Self.flag(last, of: spec), flag.takesValue {
            return insertable(matching(values(of: flag.kind), word), before: typing.before)
        }
        // `:piz` → `:pizza:`, wherever the command takes emoji.
        if word.hasPrefix(":"), spec.parameters.contains(where: Self.takesEmoji) {
            return EmojiShortcodes.shared.completions(of: word)
        }
        return nil
    }

    /// The values of the positional parameter being typed, then the options, flags and keywords
    /// not given yet.
    private func nextParameters(_ typing: Typing, of spec: CommandSpec) -> [String] {
        let (used, positionalCount) = Self.given(typing.arguments, of: spec)
        var offered: [String] = []
        var candidates: [String] = []
        let positionals = spec.parameters.filter(\.isPositional)
        for (index, parameter) in positionals.enumerated() {
            let absorbs = parameter.form == .positional(required: parameter.isRequired, repeating: true)
            if index == positionalCount || (absorbs && positionalCount >= index) {
                offered = insertable(matching(values(of: parameter.kind), typing.word), before: typing.before)
                break
            }
        }
        for parameter in spec.parameters where !used.contains(parameter.name) {
            switch parameter.form {
            case .keyed: candidates.append(parameter.name + "=")
            case .flag: candidates.append(parameter.flagSpelling)
            case .keyword: if positionalCount >= positionals.filter(\.isRequired).count { candidates.append(parameter.name) }
            case .positional: break
            }
        }
        return offered + matching(candidates, typing.word)
    }

    /// The options, flags and keywords `arguments` gave, by name, and how many positional words.
    private static func given(_ arguments: ArraySlice<String>, of spec: CommandSpec) -> (used: Set<String>, positionals: Int) {
        var used = Set<String>()
        var positionalCount = 0
        var skipNext = false
        for argument in arguments {
            if skipNext { skipNext = false; continue }
            if let flag = Self.flag(argument, of: spec) {
                used.insert(flag.name)
                skipNext = flag.takesValue && !argument.contains("=")
            } else if let key = argument.split(separator: "=").first, argument.contains("=") {
                used.insert(String(key).lowercased())
            } else if spec.parameters.contains(where: { if case .keyword = $0.form { $0.name == argument.lowercased() } else { false } }) {
                used.insert(argument.lowercased())
                skipNext = true
            } else {
                positionalCount += 1
            }
        }
        return (used, positionalCount)
    }

    /// What a parameter's kind offers, from the snapshot's lists.
    private func values(of kind: AnyArgumentKind) -> [String] {
        kind.completions(in: ArgumentContext(registry: registry, names: names))
    }

    /// The flag parameter `argument` (`--lang`, `--lang=de`) is, if any.
    private static func flag(_ argument: String, of spec: CommandSpec) -> Parameter? {
        guard argument.hasPrefix("--") else { return nil }
        let name = argument.dropFirst(2).prefix { $0 != "=" }.lowercased()
        return spec.parameters.first { $0.form == .flag && $0.name == name }
    }

    /// Parameters whose words are emoji (and so may be shortcodes).
    private static func takesEmoji(_ parameter: Parameter) -> Bool {
        parameter.kind.completesShortcodes || (parameter.name == "EMOJI" && parameter.isPositional)
    }

    /// Values as they can go onto the line: quoted where the lexer would split them or read them
    /// as something else (`Rock;Roll`, `Quo"te`, `a=b`), escaped only when the line has a quote
    /// open already, and left out when they hold a control character no word can spell (a name
    /// from a file is never typed raw into the terminal's line).
    /// - Complexity: O(*c*) in the candidates' characters.
    func insertable(_ values: [String], before: String) -> [String] {
        let insideQuote = Self.hasOpenQuote(before)
        return values.compactMap { value in
            guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\t" }) else {
                return nil
            }
            let quoted = Lexer.quoted(value, quotingEquals: true)
            guard insideQuote else { return quoted }
            // Inside a quote the word readline completes starts after it: the value without its own quotes.
            return quoted.hasPrefix("\"") && quoted.count >= 2 ? String(quoted.dropFirst().dropLast()) : quoted
        }
    }

    /// Whether `text` ends inside a quoted word (an odd number of unescaped quotes).
    static func hasOpenQuote(_ text: String) -> Bool {
        var open = false
        var escaped = false
        for scalar in text.unicodeScalars {
            if escaped { escaped = false; continue }
            if scalar == "\\" { escaped = true } else if scalar == "\"" { open.toggle() }
        }
        return open
    }

    private func matching(_ candidates: [String], _ word: String) -> [String] {
        let lowered = word.lowercased()
        var seen = Set<String>()
        return candidates.filter { $0.lowercased().hasPrefix(lowered) && seen.insert($0).inserted }
    }
}

extension Interpreter {
    /// What completion may offer now: every list of names the commands' kinds read, from the session.
    public var completionVocabulary: CompletionVocabulary { CompletionVocabulary(session: session) }
}
