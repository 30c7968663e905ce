import ArgumentParser
import Platform
import REPL

extension Memorize {
    /// argument-parser's own `main`, except that a rejected command line is reported the way the
    /// REPL reports a bad command: one line on standard error, `error: …`, naming the subcommand or
    /// option a typo meant. The exit status stays argument-parser's (64, `EX_USAGE`, for usage).
    static func main() {
        let given = Array(CommandLine.arguments.dropFirst())
        ShellCoverage.recordIfAsked(given)
        if let status = Manual.answer(given) { exit(withError: status == 0 ? nil : ExitCode(status)) }
        let arguments = ShadowedFlags.claim(given)
        rejectHelpForUnknown(arguments)
        var command: any ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            reject(arguments, error)
        }
        if let problem = (command as? any SessionCommand)?.options.problem {
            fail("error: \(problem) (see 'memorize --help')")
            exit(withError: ExitCode.validationFailure)
        }
        do {
            try command.run()
        } catch {
            exit(fitting: error)   // `memorize help cast` prints argument-parser's page
        }
    }

    /// `memorize help nosuch`: argument-parser's help command prints the root's help and exits 0
    /// for a subcommand it does not know; this says what is wrong, as a typo elsewhere is said.
    /// `memorize help choose` names the game's help for it, as `memorize choose` names the game.
    private static func rejectHelpForUnknown(_ arguments: [String]) {
        guard arguments.first == "help", arguments.count > 1,
              let rejection = Rejection(parsing: Array(arguments.dropFirst()))
        else { return }
        guard let diagnosis = UsageDiagnosis.of(rejection) else { return }
        let line: String
        switch diagnosis {
        case .unknownSubcommand:
            line = diagnosis.message(help: rejection.path.joined(separator: " "))
        case .gameCommand(let word, _):
            // The game's help takes the command alone (`help face`; `help face screen` is no topic).
            line = UsageDiagnosis.gameCommand(word, rewritten: ["-c", "help " + Lexer.quoted(word)]).message(help: "")
        case .unknownOption:
            return
        }
        fail("error: " + line)
        exit(withError: ExitCode.validationFailure)
    }

    /// Help and version requests go out as argument-parser writes them (a help page fitted to the
    /// width, ``HelpText/fitted(helpPage:width:)``); usage errors as one line.
    private static func reject(_ arguments: [String], _ error: any Error) -> Never {
        let code = exitCode(for: error)
        guard code.rawValue == ExitCode.validationFailure.rawValue else { exit(fitting: error) }
        let rejection = Rejection(arguments, error)
        let help = rejection.path.joined(separator: " ")
        let line = UsageDiagnosis.of(rejection)?.message(help: help)
            ?? "\(oneLine(rejection.message)) (see '\(help) --help')"
        fail("error: " + line)
        exit(withError: code)
    }

    /// Ends the process after `error`, as argument-parser's `exit(withError:)` does, except that
    /// a help page it prints is fitted to the width first (``HelpText/fitted(helpPage:width:)``).
    /// Only a page is: what else exits cleanly with a message (a completion script, the JSON of
    /// `--experimental-dump-help`, the version) goes out as it is.
    private static func exit(fitting error: any Error) -> Never {
        let message = fullMessage(for: error)
        guard exitCode(for: error) == .success, message.hasPrefix("OVERVIEW: ") || message.hasPrefix("USAGE: ") else {
            exit(withError: error)
        }
        print(HelpText.fitted(helpPage: message, width: ShellHelpWidth.columns))
        exit(withError: nil)
    }

    /// argument-parser's message as one line in the REPL's voice: `Unknown option '-x'.` reads
    /// `unknown option '-x'`, and its second line `   or: Missing value…` reads `, or missing value…`.
    private static func oneLine(_ message: String) -> String {
        message.split(whereSeparator: \.isNewline)
            .map { line in
                let line = line.trimmingPrefix(while: \.isWhitespace)
                return line.hasPrefix("or: ") ? "or " + lowercasedFirst(line.dropFirst(4)) : lowercasedFirst(line)
            }
            .joined(separator: ", ")
            .trimmingSuffix(while: { $0 == "." || $0.isWhitespace })
    }

    /// `Missing value` reads `missing value`; `WxH` stays.
    private static func lowercasedFirst(_ text: Substring) -> String {
        guard let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase == true else { return String(text) }
        return first.lowercased() + text.dropFirst()
    }
}

extension StringProtocol {
    fileprivate func trimmingSuffix(while isTrimmed: (Character) -> Bool) -> String {
        var text = String(self)
        while let last = text.last, isTrimmed(last) { text.removeLast() }
        return text
    }
}

/// One line on standard error, control characters shown, never obeyed.
func fail(_ message: String) {
    StandardStreams.write(message.terminalSafe + "\n", to: FileIO.standardError)
}
