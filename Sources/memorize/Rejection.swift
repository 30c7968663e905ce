import ArgumentParser

/// A command line argument-parser rejected, as its own error tells it: the message, the command
/// the error is about, and the words it could not place. Everything here is asked of
/// argument-parser (`parseAsRoot`, `message(for:)`, `fullMessage(for:)`); nothing re-reads the
/// command line its way, so a diagnosis cannot disagree with the parse it explains. Made only
/// after a parse failed: a command line that parses costs nothing here.
struct Rejection {
    let arguments: [String]
    /// argument-parser's message (`Unknown option '--sed'. Did you mean '--seed'?`).
    let message: String
    /// The message with the usage of the command it is about.
    private let fullMessage: String
    /// The command path the error is about, root first (`memorize palette`).
    let path: [String]

    init(_ arguments: [String], _ error: any Error) {
        self.arguments = arguments
        message = Memorize.message(for: error)
        fullMessage = Memorize.fullMessage(for: error)
        path = Self.path(in: fullMessage) ?? [Memorize.configuration.commandName ?? "memorize"]
    }

    /// What argument-parser says of `arguments`; nil when they parse.
    init?(parsing arguments: [String]) {
        do {
            _ = try Memorize.parseAsRoot(arguments)
            return nil
        } catch {
            self.init(arguments, error)
        }
    }

    /// The command the error is about, found by name through the declared subcommands.
    var command: (any ParsableCommand.Type)? {
        var node: any ParsableCommand.Type = Memorize.self
        for name in path.dropFirst() {
            guard let next = node.configuration.subcommands.first(where: { Self.names(of: $0).contains(name) }) else { return nil }
            node = next
        }
        return node
    }

    /// The names a subcommand answers to, as its configuration declares them.
    static func names(of command: any ParsableCommand.Type) -> [String] {
        [command.configuration.commandName].compactMap { $0 } + command.configuration.aliases
    }

    // MARK: - Unknown options

    /// The option argument-parser did not know: the name its "Unknown option '--sed'" quotes.
    var unknownOptionName: String? {
        message.hasPrefix("Unknown option '") ? Self.quoted(in: message).first : nil
    }

    /// The option argument-parser suggests for it: the next name its message quotes ("Did you
    /// mean '--seed'?").
    private var suggestedOption: String? {
        Self.quoted(in: message).dropFirst().first { $0.hasPrefix("-") }
    }

    /// The options the unknown one may have meant, as argument-parser knows them (see
    /// ``options(near:suggested:isOption:)``); empty when the error is about something else.
    /// - Complexity: One parse for each pair of neighbouring letters in the option's name.
    func optionsNearUnknown() -> [String] {
        guard let name = unknownOptionName,
              let index = arguments.firstIndex(where: { $0 == name || $0.hasPrefix(name + "=") })
        else { return [] }
        return Self.options(near: name, suggested: suggestedOption) { option in
            var probed = arguments
            probed[index] = option
            return Rejection(parsing: probed)?.unknownOptionName != option
        }
    }

    /// The options of `options` (a group, like the session options) that a typo `name` may have
    /// meant, as argument-parser knows them.
    static func options(near name: String, among options: any ParsableArguments.Type) -> [String] {
        func rejection(_ word: String) -> Rejection? {
            do {
                _ = try options.parse([word])
                return nil
            } catch {
                return Rejection([word], error)
            }
        }
        return Self.options(near: name, suggested: rejection(name)?.suggestedOption) { rejection($0)?.unknownOptionName != $0 }
    }

    /// The options a typo `name` may have meant: the one argument-parser suggests (the nearest
    /// by an edit distance that counts two neighbouring letters swapped as two edits), and
    /// `name` with two neighbouring letters swapped, where `isOption` finds one (the REPL's
    /// measure of a typo counts a swap as one).
    /// - Complexity: O(*n*) calls of `isOption` for a name of *n* letters (at most 64).
    private static func options(near name: String, suggested: String?, isOption: (String) -> Bool) -> [String] {
        // A single dash starts a cluster of short options too: only a long name is swapped.
        guard name.hasPrefix("--") else { return [suggested].compactMap { $0 } }
        let letters = Array(name.dropFirst(2).prefix(64))
        let swapped = letters.indices.dropLast().filter { letters[$0] != letters[$0 + 1] }.map { index in
            var word = letters
            word.swapAt(index, index + 1)
            return "--" + String(word)
        }
        return [suggested].compactMap { $0 } + swapped.filter(isOption)
    }

    // MARK: - Words it could not place

    /// The most words probed one by one (each probe is a parse): a typo never comes with more.
    private static let probeLimit = 64

    /// The indices of the words argument-parser could not place (its "unexpected arguments"),
    /// in order; empty when the error is about something else. A word is one when, with a word
    /// no command takes in its place, the error names that word instead and says, about the same
    /// command, exactly what it said before (a subcommand's name put there changes the command;
    /// an option's value is taken, or refused), and when the line parses without those words.
    /// - Complexity: One parse per word that is not an option, and one more, up to
    ///   ``probeLimit`` words; none beyond.
    func unplacedWords() -> [Int] {
        let probe = "memorize\u{1F}probe"
        let candidates = arguments.indices.filter { arguments[$0] == "-" || !arguments[$0].hasPrefix("-") }
        guard candidates.count <= Self.probeLimit else { return [] }
        let unplaced = candidates.filter { index in
            var probed = arguments
            probed[index] = probe
            guard let answer = Rejection(parsing: probed), answer.fullMessage.contains("'\(probe)'") else { return false }
            return answer.fullMessage.replacing("'\(probe)'", with: "'\(arguments[index])'") == fullMessage
        }
        // A value refused is named as an unexpected word is: without the words it could not
        // place, the line parses; without a refused value, it does not.
        let rest = arguments.indices.filter { !unplaced.contains($0) }.map { arguments[$0] }
        return unplaced.isEmpty || Rejection(parsing: rest) != nil ? [] : unplaced
    }

    // MARK: - Reading argument-parser's text

    /// The command path of argument-parser's pointer at the end of its usage: `See 'memorize
    /// palette --help' for more information.` (its help name is the last word).
    private static func path(in fullMessage: String) -> [String]? {
        guard let line = fullMessage.split(whereSeparator: \.isNewline).last(where: { $0.contains("See '") }),
              let see = line.firstRange(of: "See '"),
              let end = line[see.upperBound...].firstIndex(of: "'")
        else { return nil }
        let words = line[see.upperBound..<end].split(separator: " ").map(String.init)
        return words.count > 1 ? Array(words.dropLast()) : nil
    }

    /// The texts between single quotes, in order.
    private static func quoted(in message: String) -> [String] {
        message.split(separator: "'", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset.isMultiple(of: 2) == false }
            .map { String($0.element) }
    }
}
