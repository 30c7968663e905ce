import Platform
import LiveScreens

/// A REPL command that is also a subcommand of the shell: `palette lint FILE` in the REPL is
/// `memorize palette lint FILE` in the shell, the same type, parsed by the same declaration, so
/// its usage, help and completion cannot drift apart. The executable lists the registry's
/// `ShellCommand`s as its subcommands; adding one is a conformance, not a second declaration.
public protocol ShellCommand: Command {
    /// Runs it from the shell; returns the exit status. By default as `memorize -c` would run it:
    /// one command in a batch session, its reply on standard output and error, the session ended.
    /// Commands that stream files of any size (`palette lint`, `palette extract`) override it.
    func runInShell(_ shell: ShellContext) -> Int32
}

extension ShellCommand {
    public static var asShellCommand: (any ShellCommand.Type)? { Self.self }
}

/// What a shell subcommand runs with: a session made from the shell's options and environment.
public struct ShellContext {
    /// A session as the command line's options make it; `interactive` for a terminal's screens.
    public let makeInterpreter: (_ interactive: Bool) -> Interpreter
    /// The process's environment (`$LANG` for names, `NO_COLOR`).
    public let environment: [String: String]

    public init(environment: [String: String], makeInterpreter: @escaping (_ interactive: Bool) -> Interpreter) {
        self.environment = environment
        self.makeInterpreter = makeInterpreter
    }

    /// Runs `command` in a batch session and writes what it printed; 1 if anything failed.
    public func runInBatch(_ command: any Command) -> Int32 {
        let interpreter = makeInterpreter(false)
        let streams = StandardStreams()
        let start = interpreter.startupReply
        streams.write(start)
        let reply = interpreter.handle(command)
        streams.write(reply)
        let end = interpreter.finish()
        streams.write(end)
        return reply.failed || end.failed ? 1 : 0
    }
}

extension ShellCommand {
    public func runInShell(_ shell: ShellContext) -> Int32 { shell.runInBatch(self) }
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

extension ShellContext {
    /// Runs `command`, which opens a live screen, on this process's terminal: one error line and
    /// status 1 without one. `finish` ends the session after it (what is still to be written is
    /// written: the art editor's document).
    public func runOnTerminal(_ command: any Command, finish: Bool) -> Int32 {
        guard let terminal = TerminalDevice.standard() else {
            StandardStreams.write("error: \(type(of: command).spec.fullName) needs a terminal (standard input and output)\n", to: FileIO.standardError)
            return 1
        }
        let interpreter = makeInterpreter(true)
        interpreter.attach(terminal: terminal)
        let reply = interpreter.handle(command)
        StandardStreams().write(reply)
        guard finish else { return reply.failed ? 1 : 0 }
        let end = interpreter.finish()
        StandardStreams().write(end)
        return reply.failed || end.failed ? 1 : 0
    }
}
