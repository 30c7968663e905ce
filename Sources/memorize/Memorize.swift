import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Features
import Platform
import REPL
import LiveScreens

@main
struct Memorize: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "memorize",
        abstract: "A memory game and emoji-theme engine for the terminal.",
        usage: HelpText.shellUsage("memorize [-c <commands>] [<session options>] [<subcommand>]", width: ShellHelpWidth.columns),
        discussion: """
            With no arguments on a terminal, starts the REPL (GNU readline: history, tab completion, \
            Ctrl-C drops a line, Ctrl-D leaves). When standard input is not a terminal, reads commands \
            from it in batch mode: no prompt, no echo, no colour, errors on standard error, and exit \
            status 1 if any command failed. Leaving with an untitled EmojiArt document that has changes \
            asks once in the REPL; in batch mode it is a warning on standard error (the exit status is \
            unchanged). Type 'help' in the REPL for the commands.
            """,
        version: MemorizeVersion.line,
        subcommands: [Run.self, Test.self, Record.self, Cast.self] + ShellSubcommands.topLevel
    )

    @Option(name: .customShort("c"), help: ArgumentHelp("Run these commands, separated by ';', in batch mode.", valueName: "commands"))
    var commands: String?

    @OptionGroup var options: SessionOptions

    mutating func run() throws {
        let interactive = commands == nil && Terminal.isTTY(FileIO.standardInput)
        let launch = options.launch(interactive: interactive)
        let interpreter = launch.makeInterpreter()
        let status: Int32
        if let commands {
            var reader = ListLineReader(commands: commands)
            status = Driver.run(reader: &reader, interpreter: interpreter, sink: StandardStreams(), bail: options.bail)
        } else if interactive {
            StandardStreams.write(
                "memorize \(MemorizeVersion.number): 'new' starts a game, 'help' lists commands, Ctrl-D leaves.\n",
                to: FileIO.standardOutput)
            var reader = ReadlineLineReader(history: HistoryFile.standard(environment: ProcessInfo.processInfo.environment))
            interpreter.attach(terminal: TerminalDevice.standard())
            interpreter.confirmsLeaving = true
            let sizeWasSet = options.size != nil
            _ = Driver.run(reader: &reader, interpreter: interpreter, sink: StandardStreams()) { interpreter in
                // Follow the window as it is resized, unless --size fixed the board.
                if !sizeWasSet, let size = Terminal.size(of: FileIO.standardOutput) {
                    interpreter.terminalResized(width: size.width, height: size.height)
                }
            }
            status = 0
        } else {
            var reader = ByteLineReader(fileDescriptor: FileIO.standardInput)
            status = Driver.run(reader: &reader, interpreter: interpreter, sink: StandardStreams(), bail: options.bail)
        }
        if status != 0 { throw ExitCode(status) }
    }
}

/// `memorize run FILE`: batch over a file of commands, one per line (`#` starts a comment).
struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a file of commands in batch mode.",
        usage: HelpText.shellUsage("memorize run <file> [<session options>]", width: ShellHelpWidth.columns),
        discussion: "One command per line; lines starting with '#' are comments. '-' reads standard input."
    )

    @Argument(help: "The file of commands.")
    var file: String

    @OptionGroup var options: SessionOptions

    mutating func run() throws {
        let fd: Int32
        // A pipe from the shell is fine (`memorize run <(…)`, or '-'); a named FIFO or a device
        // is refused at once, since batch mode never hangs on one.
        switch file == "-" ? .success(FileIO.standardInput) : FileSystem.openInput(file) {
        case .success(let opened): fd = opened
        case .failure(let failure):
            let reason = switch failure {
            case .notRegular(.directory): "it is a directory"
            case .notRegular: "not a regular file (a FIFO or a device is never opened)"
            case .system(let error): "\(error)"
            }
            let verb = if case .system = failure { "open" } else { "run" }
            StandardStreams.write("error: cannot \(verb) '\(file.terminalSafe)': \(reason)\n", to: FileIO.standardError)
            throw ExitCode(1)
        }
        defer { if fd != FileIO.standardInput { FileIO.close(fd) } }
        let interpreter = options.launch(interactive: false).makeInterpreter()
        var reader = ByteLineReader(fileDescriptor: fd)
        let status = Driver.run(reader: &reader, interpreter: interpreter, sink: StandardStreams(), bail: options.bail)
        if status != 0 { throw ExitCode(status) }
    }
}
