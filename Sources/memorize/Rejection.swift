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

    /// The option argument-parser did not know and the one it suggests (its "Unknown option
    /// '--sed'. Did you mean '--seed'?"): the first name it quotes, and the next name it quotes.
    var unknownOption: (name: String, suggestion: String?)? {
        guard message.hasPrefix("Unknown option '") else { return nil }
        let quoted = Self.quoted(in: message)
        guard let name = quoted.first else { return nil }
        return (name, quoted.dropFirst().first { $0.hasPrefix("-") })
    }

    /// The option argument-parser suggests for `name` among `options`' own, if any.
    static func suggestion(for name: String, among options: any ParsableArguments.Type) -> String? {
        do {
            _ = try options.parse([name])
            return nil
        } catch {
            return Rejection([name], error).unknownOption?.suggestion
        }
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
