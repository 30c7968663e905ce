/// What tab completion can offer, as of the last command: a snapshot, so the completion callback
/// (which readline calls from C, and which cannot capture anything) never reaches into the Session.
public struct CompletionVocabulary: Sendable, Equatable {
    public var themes: [String]
    /// Numbers of the cards that can be chosen (face down, unmatched), in numeric order.
    public var choosableCards: [Int]
    public var palettes: [String]

    public init(themes: [String] = [], choosableCards: [Int] = [], palettes: [String] = []) {
        self.themes = themes
        self.choosableCards = choosableCards
        self.palettes = palettes
    }

    /// Completions for `word`, the word under the cursor, given the text of the line before it,
    /// read from the declarations: command names, a group's verbs, then the values of the
    /// positional parameter being typed, unused `key=` options and keywords (`at`, `size`), and
    /// the values of a `key=` being typed. Numbers come in numeric order, everything else in
    /// declaration order.
    /// - Complexity: O(*c*) in the number of candidates.
    public func completions(before: String, word: String) -> [String] {
        // The current command is what follows the last `;` (a rough cut: completion needs no quotes).
        let current = before.split(separator: ";", omittingEmptySubsequences: false).last.map(String.init) ?? before
        let previous = current.split(whereSeparator: \.isWhitespace).map(String.init)
        guard let first = previous.first else {
            return matching(CommandRegistry.topics.map(\.name), word)
        }
        let spec: CommandSpec
        let arguments: ArraySlice<String>
        switch CommandRegistry.topic(named: first) {
        case nil:
            return []
        case .command(let declared)?:
            spec = declared
            arguments = previous.dropFirst()
        case .group(let group)?:
            let verbs = CommandRegistry.verbs(of: group).map(\.spec)
            guard previous.count >= 2, let verb = verbs.first(where: { $0.answers(to: previous[1]) }) else {
                return previous.count == 1 ? matching(verbs.map(\.name), word) : []
            }
            spec = verb
            arguments = previous.dropFirst(2)
        }

        // Readline breaks words at '=', so "pairs=" is the end of `before` while its value is typed.
        if current.last == "=", let keyWord = previous.last {
            let key = keyWord.dropLast().lowercased()
            guard let parameter = spec.parameters.first(where: { $0.form == .keyed && $0.name == key }) else { return [] }
            return matching(values(of: parameter.kind), word)
        }
        // The value after a keyword (`at`, `by`, `size`) has nothing to offer.
        if let last = arguments.last, spec.parameters.contains(where: { $0.form == .keyword(required: $0.isRequired) && $0.name == last.lowercased() }) {
            return []
        }

        var used = Set<String>()
        var positionalCount = 0
        var skipNext = false
        for argument in arguments {
            if skipNext { skipNext = false; continue }
            if let key = argument.split(separator: "=").first, argument.contains("=") {
                used.insert(String(key).lowercased())
            } else if spec.parameters.contains(where: { if case .keyword = $0.form { $0.name == argument.lowercased() } else { false } }) {
                used.insert(argument.lowercased())
                skipNext = true
            } else {
                positionalCount += 1
            }
        }
        var candidates: [String] = []
        let positionals = spec.parameters.filter(\.isPositional)
        var index = 0
        for parameter in positionals {
            let absorbs = parameter.form == .positional(required: parameter.isRequired, repeating: true)
            if index == positionalCount || (absorbs && positionalCount >= index) {
                candidates = values(of: parameter.kind)
                break
            }
            index += 1
        }
        for parameter in spec.parameters where !used.contains(parameter.name) {
            switch parameter.form {
            case .keyed: candidates.append(parameter.name + "=")
            case .keyword: if positionalCount >= positionals.filter(\.isRequired).count { candidates.append(parameter.name) }
            case .positional: break
            }
        }
        return matching(candidates, word)
    }

    private func values(of kind: Parameter.Kind) -> [String] {
        switch kind {
        case .theme: themes + palettes
        case .palette: palettes
        case .card: choosableCards.sorted().map(String.init)
        case .command: CommandRegistry.topics.map(\.name)
        case .choice(let options): options
        case .target: ["selection"]
        case .integer, .seed, .seconds, .number, .amount, .factor, .point, .emoji, .id, .text: []
        }
    }

    private func matching(_ candidates: [String], _ word: String) -> [String] {
        let lowered = word.lowercased()
        var seen = Set<String>()
        return candidates.filter { $0.lowercased().hasPrefix(lowered) && seen.insert($0).inserted }
    }
}

extension Interpreter {
    /// What completion may offer now.
    public var completionVocabulary: CompletionVocabulary {
        let cards = session.game.model.map { game in
            game.cards.indices.filter { !game.cards[$0].isFaceUp && !game.cards[$0].isMatched }.map { $0 + 1 }
        } ?? []
        return CompletionVocabulary(
            themes: session.catalog.themes.map(\.name), choosableCards: cards, palettes: session.palettes.palettes.map(\.name))
    }
}
