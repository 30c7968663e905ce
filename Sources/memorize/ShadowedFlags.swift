import ArgumentParser
import REPL
import Synchronization

/// A shell subcommand's own flag that shares its name with a session option (`palette suggest
/// --color C`, a theme file's colour, where the session's `--color` is auto, always or never) is
/// the command's, as it is in the REPL and in `-c`. argument-parser would read it as the
/// session's, so it is taken out of the command line before argument-parser reads it and given
/// back to the command's words when the command runs (``ShellSubcommand``).
enum ShadowedFlags {
    /// The words taken out for the command: one process runs one command line.
    private static let claimed = Mutex<[String]>([])

    /// `arguments` without the shadowed flags (with their values) that follow the name of the
    /// shell subcommand that declares them, up to a `--`; those are kept for ``take()``.
    /// - Complexity: O(*n*) in the arguments, plus one parse of the session options per flag of
    ///   the command's that they hold.
    static func claim(_ arguments: [String]) -> [String] {
        guard let (command, start) = shellCommand(in: arguments) else { return arguments }
        // Only flags the line holds are asked about: most lines hold none, and a start pays nothing.
        let given = Set(arguments[start...].map { String($0.prefix { $0 != "=" }) })
        let shadowed = command.spec.parameters.filter { $0.form == .flag && given.contains("--" + $0.name) && isSessionOption("--" + $0.name) }
        guard !shadowed.isEmpty else { return arguments }
        var kept = Array(arguments[..<start])
        var taken: [String] = []
        var index = start
        while index < arguments.count {
            let word = arguments[index]
            if word == "--" {
                kept += arguments[index...]
                break
            }
            if let flag = shadowed.first(where: { "--" + $0.name == word.prefix { $0 != "=" } }) {
                taken.append(word)
                if !word.contains("="), flag.kind.span != .none, index + 1 < arguments.count {
                    index += 1
                    taken.append(arguments[index])
                }
            } else {
                kept.append(word)
            }
            index += 1
        }
        claimed.withLock { $0 = taken }
        return kept
    }

    /// The words ``claim(_:)`` took out, once.
    static func take() -> [String] {
        claimed.withLock { words in
            defer { words = [] }
            return words
        }
    }

    /// The shell subcommand the arguments name (`palette suggest`, `simulate`), and where its
    /// own words start: the first word that names one, after memorize's own options.
    private static func shellCommand(in arguments: [String]) -> (any ShellCommand.Type, start: Int)? {
        for index in arguments.indices where !arguments[index].hasPrefix("-") {
            for count in [2, 1] where index + count <= arguments.count {
                if let command = ShellHelp.command(named: Array(arguments[index..<(index + count)])) {
                    return (command, index + count)
                }
            }
        }
        return nil
    }

    /// Whether argument-parser reads `name` as one of the session's options.
    private static func isSessionOption(_ name: String) -> Bool {
        do {
            _ = try SessionOptions.parse([name])
            return true
        } catch {
            return Rejection([name], error).unknownOptionName != name
        }
    }
}
