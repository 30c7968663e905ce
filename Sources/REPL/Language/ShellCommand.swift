import Platform
import LiveScreens

/// A REPL command that is also a subcommand of the shell: `palette lint FILE` in the REPL is
/// `memorize palette lint FILE` in the shell, the same type, parsed by the same declaration, so
/// its usage, help and completion cannot drift apart, and run by the same `run`: what differs
/// between the front ends (streaming, the exit status) is decided by the ``Interpreter`` the shell
/// makes, as for `memorize -c`. The executable lists the registry's `ShellCommand`s as its
/// subcommands; adding one is a conformance, not a second declaration.
public protocol ShellCommand: Command {
    /// It opens a live screen (`play`, `art edit`): from the shell it gets the process's terminal
    /// when there is one, as the REPL's does. Without one it runs as `memorize -c` would, and says so.
    static var usesTheTerminal: Bool { get }
    /// What of the session the shell's options set that this command reads (a palette verb reads
    /// the palettes file; lint reads none): its `--help` and manual page list those options and
    /// no others. The default is none.
    static var sessionSettings: [SessionSetting] { get }
}

extension ShellCommand {
    public static var asShellCommand: (any ShellCommand.Type)? { Self.self }
    public static var usesTheTerminal: Bool { false }
    public static var sessionSettings: [SessionSetting] { [] }
}

/// A setting of the session that the shell sets by an option of the same name (`--palettes`),
/// for a ``ShellCommand`` to say it reads it.
public enum SessionSetting: String, Sendable, CaseIterable {
    /// The seed of every shuffle and random choice.
    case seed
    /// Whether output is coloured.
    case color
    /// The game's clock: real time or manual.
    case clock
    /// The board's size in columns and rows.
    case size
    /// The canvas of exported boards and EmojiArt, in points.
    case canvas
    /// The directory of the user's own themes.
    case themes = "theme-dir"
    /// The palettes file.
    case palettes
}

/// What a shell subcommand runs with: a session made from the shell's options and environment.
public struct ShellContext {
    /// A session as the command line's options make it; `interactive` for a terminal's screens.
    public let makeInterpreter: (_ interactive: Bool) -> Interpreter

    public init(makeInterpreter: @escaping (_ interactive: Bool) -> Interpreter) {
        self.makeInterpreter = makeInterpreter
    }

    /// Runs the command `C` the shell's `words` give, as `memorize -c` runs a line holding only it:
    /// one batch session, parsed by the same declaration with the same session's names, a parse
    /// error said as the line's would be, the output as it comes, the session ended. The status is
    /// 64 (`EX_USAGE`) when the declaration refused the words (a value out of its range, not one of
    /// its choices, missing): they are memorize's own command line, wrong as an unknown option is
    /// wrong; else 1 if anything failed (a batch run's status, which sums up a script, stays 1 for
    /// such a line). A command that ``ShellCommand/usesTheTerminal`` gets this process's terminal
    /// when there is one.
    public func run<C: ShellCommand>(_ type: C.Type, words: [String]) -> Int32 {
        let terminal = C.usesTheTerminal ? TerminalDevice.standard() : nil
        let interpreter = makeInterpreter(terminal != nil)
        interpreter.sessionEndsWithCommand = true
        if let terminal { interpreter.attach(terminal: terminal) }
        let streams = StandardStreams()
        streams.write(interpreter.startupReply)
        let reply = interpreter.handle { () throws(CommandError) in
            try ShellWords.parse(words, for: C.spec, in: interpreter.session.registry, context: interpreter.argumentContext)
        }
        streams.write(reply)
        let end = interpreter.finish()
        streams.write(end)
        if reply.refusedWords { return Reply.usageStatus }
        return reply.failed || end.failed ? 1 : 0
    }
}

/// The shell's words as the REPL's parser reads them. The shell has split and unquoted them
/// already, so a word with a space is one value (marked quoted: a palette name, a file), and a
/// word `a=b` that names none of the command's `key=` options is a value too (a file called
/// `a=b.txt`), not an unknown option.
public enum ShellWords {
    /// The words of `spec`'s command line after its name (and its group's).
    public static func words(_ arguments: [String], for spec: CommandSpec) -> [Lexer.Word] {
        let keys = Set(spec.parameters.filter { $0.form == .keyed }.map(\.name))
        return arguments.map { argument in
            if argument.contains(where: \.isWhitespace) { return Lexer.Word(argument, quoted: true) }
            if !argument.hasPrefix("--"), let equals = argument.firstIndex(of: "="), equals != argument.startIndex,
                !keys.contains(argument[..<equals].lowercased())
            {
                return Lexer.Word(argument, quoted: true)
            }
            return Lexer.Word(argument)
        }
    }

    /// The command `spec` declares, from the shell's words.
    public static func parse(
        _ arguments: [String], for spec: CommandSpec, in registry: CommandRegistry, context: ArgumentContext = ArgumentContext()
    ) throws(CommandError) -> any Command {
        let name = [spec.group?.name, spec.name].compactMap { $0 }.map { Lexer.Word($0) }
        guard let command = try CommandParser.parse(name + words(arguments, for: spec), in: registry, context: context) else {
            throw CommandError("\(spec.fullName): nothing to run")
        }
        return command
    }
}
