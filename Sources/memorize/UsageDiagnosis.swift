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

/// Walks a command line the way argument-parser does (see its `CommandParser.descendingParse`):
/// at each command, the options that command declares are taken wherever they stand (with their
/// values); then the first word left, if it names a subcommand, descends into it.
struct CommandLineWalk {
    /// The commands the line reached, root first.
    private(set) var stack: [CommandLineShape]
    private(set) var diagnosis: UsageDiagnosis?

    /// The command path, like `memorize palette lint`.
    var path: String { stack.map(\.name).joined(separator: " ") }

    /// - Complexity: O(*d* · *n*) for *n* arguments and a command tree *d* deep, plus the
    ///   suggestion search when a word is wrong.
    init(arguments: [String], root: CommandLineShape) {
        stack = [root]
        let terminator = arguments.firstIndex(of: "--") ?? arguments.endIndex
        func isOption(_ index: Int) -> Bool {
            index < terminator && arguments[index].hasPrefix("-") && arguments[index].count > 1
        }
        var remaining = Array(arguments.indices)
        var scriptIndex: Int?   // the value of the root's `-c`
        while let node = stack.last {
            var kept: [Int] = []
            var position = remaining.startIndex
            while position < remaining.endIndex {
                let index = remaining[position]
                position += 1
                guard isOption(index), let takesValue = node.takesValue(arguments[index]) else {
                    kept.append(index)
                    continue
                }
                if takesValue, !arguments[index].contains("="), position < remaining.endIndex,
                   remaining[position] < terminator, !isOption(remaining[position]) {
                    if stack.count == 1, arguments[index] == "-c" { scriptIndex = remaining[position] }
                    position += 1
                }
            }
            remaining = kept
            guard let first = remaining.first, first < terminator, !isOption(first),
                  let subcommand = node.subcommand(named: arguments[first])
            else { break }
            remaining.removeFirst()
            stack.append(subcommand)
        }
        diagnosis = Self.diagnose(remaining.filter { $0 != terminator }, in: arguments, isOption: isOption,
                                  stack: stack, scriptIndex: scriptIndex)
    }

    /// The first word left over that is clearly wrong, in the order the words were given.
    private static func diagnose(
        _ leftovers: [Int], in arguments: [String], isOption: (Int) -> Bool,
        stack: [CommandLineShape], scriptIndex: Int?
    ) -> UsageDiagnosis? {
        guard let node = stack.last else { return nil }
        for (offset, index) in leftovers.enumerated() {
            let word = arguments[index]
            if isOption(index) {
                // Compare names without their dashes, so `-seed` finds `--seed` too.
                let name = String(word.prefix { $0 != "=" })
                let longNames = stack.flatMap(\.longNames)
                let bare = longNames.map { String($0.drop { $0 == "-" }) }
                guard let nearest = Suggestion.nearest(to: String(name.drop { $0 == "-" }), in: bare),
                      let suggestion = longNames.first(where: { $0.drop { $0 == "-" } == nearest })
                else { return nil }   // argument-parser says "unknown option" itself
                return .unknownOption(name, suggestion: suggestion)
            }
            guard !node.subcommands.isEmpty, !node.hasPositionals else { continue }   // a positional argument
            if stack.count == 1, isGameCommand(word) {
                return .gameCommand(word, rewritten: rewrite(arguments, game: Array(leftovers[offset...]), scriptIndex: scriptIndex))
            }
            let names = node.subcommands.flatMap(\.names)
            return .unknownSubcommand(
                word, parent: stack.map(\.name).joined(separator: " "),
                suggestion: Suggestion.nearest(to: word, in: names),
                choices: node.subcommands.map(\.name).filter { $0 != "help" })
        }
        return nil
    }

    /// A command of the REPL, by the REPL's own declarations (names and aliases, any case).
    private static func isGameCommand(_ word: String) -> Bool {
        CommandRegistry.standard.topic(named: word) != nil
    }

    /// `arguments` with the game's words moved into `-c` (joined to an existing `-c`, if any),
    /// where they stood; the options around them stay.
    private static func rewrite(_ arguments: [String], game: [Int], scriptIndex: Int?) -> [String] {
        // Quoted as the command language reads them, so a word with a space or ';' stays one word.
        let words = game.map { Lexer.quoted(arguments[$0]) }.joined(separator: " ")
        let script = scriptIndex.map { arguments[$0] + "; " + words } ?? words
        var rewritten: [String] = []
        for (index, argument) in arguments.enumerated() {
            if index == game.first, scriptIndex == nil { rewritten += ["-c", script] }
            if index == scriptIndex {
                rewritten.append(script)
            } else if !game.contains(index), argument != "--" {
                rewritten.append(argument)
            }
        }
        return rewritten
    }
}

extension CommandLineShape {
    /// Whether `word` (`--seed`, `--seed=3`, `-c`) is an option of this command that takes a value;
    /// nil when it is not one of this command's options.
    func takesValue(_ word: String) -> Bool? {
        if let takes = options[word] { return takes }
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return nil }
        return options[String(word[..<equals])]
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
