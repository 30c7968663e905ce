import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Features
import Platform
import REPL

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
            status 64 if a line's words were refused (an unknown command, a value out of range), else 1 \
            if any command failed. Leaving with an untitled EmojiArt document that has changes \
            asks once in the REPL; in batch mode it is a warning on standard error (the exit status is \
            unchanged). Type 'help' in the REPL for the commands.
            """,
        version: MemorizeVersion.line,
        subcommands: [Run.self, Test.self, Record.self, Cast.self, Verify.self] + ShellSubcommands.topLevel
    )

    @Option(name: .customShort("c"), help: ArgumentHelp("Run these commands, separated by ';', in batch mode.", valueName: "commands"))
    var commands: String?

    @OptionGroup var options: SessionOptions

    mutating func run() throws {
        let interactive = commands == nil && Terminal.isTTY(FileIO.standardInput)
        let interpreter = options.interpreter(interactive: interactive, standardInputIsFree: commands != nil)
        let status = if let commands {
            Driver.runBatch(commands: commands, interpreter: interpreter, bail: options.bail)
        } else if interactive {
            Driver.runOnTerminal(
                interpreter,
                greeting: Features.greeting(interpreter.session, version: MemorizeVersion.number),
                history: HistoryFile.standard(environment: ProcessInfo.processInfo.environment),
                followsWindow: options.size == nil)
        } else {
            Driver.runBatch(fileDescriptor: FileIO.standardInput, interpreter: interpreter, bail: options.bail)
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
        let status = Driver.runBatch(file: file, bail: options.bail) { options.interpreter(interactive: false, standardInputIsFree: file != "-") }
        if status != 0 { throw ExitCode(status) }
    }
}
