/// What tab completion can offer, as of the last command: a snapshot, so the completion callback
/// (which readline calls from C, and which cannot capture anything) never reaches into the Session.
public struct CompletionVocabulary: Sendable, Equatable {
    public var themes: [String]
    /// Numbers of the cards that can be chosen (face down, unmatched).
    public var choosableCards: [Int]

    public init(themes: [String] = [], choosableCards: [Int] = []) {
        self.themes = themes
        self.choosableCards = choosableCards
    }

    /// Completions for `word`, the word under the cursor, given the text of the line before it.
    /// Command names first; then, by the command's declaration, its positional values and its
    /// `key=` options, and the values of a `key=` being typed.
    /// - Complexity: O(*c*) in the number of candidates.
    public func completions(before: String, word: String) -> [String] {
        let previous = before.split(whereSeparator: \.isWhitespace)
        guard let first = previous.first else {
            return matching(CommandSpec.all.map(\.name), word)
        }
        guard let spec = CommandSpec.named(String(first)) else { return [] }

        // Readline breaks words at '=', so "pairs=" is the end of `before` while its value is typed.
        if before.last == "=", let keyWord = previous.last {
            let key = keyWord.dropLast().lowercased()
            guard let parameter = spec.parameters.first(where: { $0.form == .keyed && $0.name == key }) else { return [] }
            return matching(values(of: parameter.kind), word)
        }
        let usedKeys = Set(previous.dropFirst().compactMap { $0.split(separator: "=").first.map(String.init) })
        let keys = spec.parameters
            .filter { $0.form == .keyed && !usedKeys.contains($0.name) }
            .map { $0.name + "=" }
        let positionalCount = previous.dropFirst().filter { !$0.contains("=") }.count
        let positional = spec.parameters.filter { $0.form != .keyed }
        var candidates: [String] = []
        if let parameter = positional.first(where: { _ in true }) {
            if case .positional(_, repeating: true) = parameter.form {
                candidates = values(of: parameter.kind)
            } else if positionalCount == 0 {
                candidates = values(of: parameter.kind)
            }
        }
        return matching(candidates + keys, word)
    }

    private func values(of kind: CommandSpec.ValueKind) -> [String] {
        switch kind {
        case .theme: themes
        case .card: choosableCards.map(String.init)
        case .command: CommandSpec.all.map(\.name)
        case .choice(let options): options
        case .integer, .seed, .seconds, .number, .amount, .file, .rest: []
        }
    }

    private func matching(_ candidates: [String], _ word: String) -> [String] {
        let lowered = word.lowercased()
        return candidates.filter { $0.lowercased().hasPrefix(lowered) }
    }
}

extension Interpreter {
    /// What completion may offer now.
    public var completionVocabulary: CompletionVocabulary {
        let cards = session.game.map { game in
            game.cards.indices.filter { !game.cards[$0].isFaceUp && !game.cards[$0].isMatched }.map { $0 + 1 }
        } ?? []
        return CompletionVocabulary(themes: session.catalog.themes.map(\.name), choosableCards: cards)
    }
}
