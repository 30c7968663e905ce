import ArgumentParser
import Features
import REPL

/// What was wrong with a command line that argument-parser rejected, when there is more to say than
/// its own message does: the subcommand or option a typo meant, or the way to run a command of the
/// game (`memorize new animals`). Nil when argument-parser's message says it all.
enum UsageDiagnosis: Equatable {
    /// `word` where a subcommand of `parent` (a command path, like `memorize palette`) must be.
    case unknownSubcommand(String, parent: String, suggestion: String?, choices: [String])
    case unknownOption(String, suggestion: String)
    /// A command of the REPL given as a subcommand; `rewritten` is the command line that runs it.
    case gameCommand(String, rewritten: [String])

    /// The error line, without `error: `; `help` is the command path whose `--help` explains.
    func message(help: String) -> String {
        switch self {
        case .unknownSubcommand(let word, let parent, let suggestion, let choices):
            let place = parent.contains(" ") ? " for '\(parent)'" : ""
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? "; subcommands: " + choices.joined(separator: ", ")
            return "unknown subcommand '\(word)'\(place)\(hint) (see '\(help) --help')"
        case .unknownOption(let word, let suggestion):
            return "unknown option '\(word)'; did you mean '\(suggestion)'? (see '\(help) --help')"
        case .gameCommand(let word, let rewritten):
            return "'\(word)' is a command of the game, not of memorize; try: "
                + (["memorize"] + rewritten.map(ShellWord.quoted)).joined(separator: " ")
        }
    }
}

extension UsageDiagnosis {
    /// The built-in options argument-parser takes but never suggests (they are not among a
    /// command's own): a typo of one is named too.
    static let builtInOptions = ["--help", "--version"]

    /// What to say of `rejection` beyond argument-parser's message; nil when it says it all.
    /// - Complexity: One parse per word of the command line that is not an option, when one
    ///   was unexpected (see ``Rejection/unplacedWords()``), or per letter of an unknown option.
    static func of(_ rejection: Rejection) -> UsageDiagnosis? {
        if let name = rejection.unknownOptionName {
            let candidates = rejection.optionsNearUnknown() + builtInOptions
            return nearestOption(to: name, in: candidates).map { .unknownOption(name, suggestion: $0) }
        }
        // An unexpected word where a subcommand could stand; of a command without subcommands,
        // argument-parser's "unexpected argument" says it all.
        guard let command = rejection.command, !command.configuration.subcommands.isEmpty else { return nil }
        let unplaced = rejection.unplacedWords()
        guard let first = unplaced.first else { return nil }
        let word = rejection.arguments[first]
        if rejection.path.count == 1, isGameCommand(word) {
            return .gameCommand(word, rewritten: rewrite(rejection.arguments, game: unplaced))
        }
        let subcommands = command.configuration.subcommands
        return .unknownSubcommand(
            word, parent: rejection.path.joined(separator: " "),
            // argument-parser gives every command with subcommands a `help` too.
            suggestion: Suggestion.nearest(to: word, in: subcommands.flatMap(Rejection.names(of:)) + ["help"]),
            choices: subcommands.compactMap { $0.configuration.commandName })
    }

    /// The nearest of `options` to `name`, compared without their dashes (so `-seed` finds
    /// `--seed`), by the REPL's own measure of a typo.
    static func nearestOption(to name: String, in options: [String]) -> String? {
        let bare = options.map { String($0.drop { $0 == "-" }) }
        guard let nearest = Suggestion.nearest(to: String(name.drop { $0 == "-" }), in: bare) else { return nil }
        return options.first { $0.drop { $0 == "-" } == nearest }
    }

    /// A command of the REPL, by the REPL's own declarations (names and aliases, any case).
    static func isGameCommand(_ word: String) -> Bool {
        CommandRegistry.standard.topic(named: word) != nil
    }

    /// `arguments` with the game's words moved into `-c` (joined to the root's own `-c`, if
    /// any), where they stood; the options around them stay.
    private static func rewrite(_ arguments: [String], game: [Int]) -> [String] {
        let terminator = arguments.firstIndex(of: "--") ?? arguments.endIndex
        let script = arguments[..<terminator].lastIndex(of: "-c").map { $0 + 1 }.flatMap { index in
            index < terminator && !game.contains(index) ? index : nil
        }
        // Quoted as the command language reads them, so a word with a space or ';' stays one word.
        let words = game.map { Lexer.quoted(arguments[$0]) }.joined(separator: " ")
        let joined = script.map { arguments[$0] + "; " + words } ?? words
        var rewritten: [String] = []
        for (index, argument) in arguments.enumerated() {
            if index == game.first, script == nil { rewritten += ["-c", joined] }
            if index == script {
                rewritten.append(joined)
            } else if !game.contains(index), argument != "--" {
                rewritten.append(argument)
            }
        }
        return rewritten
    }
}

/// Quoting for a shell, only where a word needs it, so a suggested command line can be pasted.
enum ShellWord {
    static func quoted(_ word: String) -> String {
        let plain = !word.isEmpty && word.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_@%+=:,./-".unicodeScalars.contains(scalar)
        }
        return plain && !word.contains(" ") ? word : doubleQuoted(word)
    }

    /// `"…"` when nothing inside is special to a shell between double quotes; else `'…'`.
    private static func doubleQuoted(_ word: String) -> String {
        if !word.contains(where: { "\"$`\\!".contains($0) }) { return "\"" + word + "\"" }
        return "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
