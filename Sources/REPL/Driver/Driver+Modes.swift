import LiveScreens
import Platform

/// The ways a session meets its input: the REPL on a terminal, a `-c` list, a file or a pipe.
/// The executable picks one from its command line; each feeds the same ``Driver/run(reader:interpreter:sink:bail:beforeEachLine:)``.
extension Driver {
    /// The REPL on this process's terminal: `greeting` (each line wrapped at spaces to the
    /// session's width, as every line the REPL writes itself is), readline with the history file, the
    /// terminal lent to screens, one question before unsaved work is lost, and the board
    /// following the window as it is resized unless `followsWindow` is false (`--size` fixed it).
    /// - Returns: 0: what a person mistyped at the prompt is not the session's status.
    public static func runOnTerminal(_ interpreter: Interpreter, greeting: String, history: HistoryFile?, followsWindow: Bool) -> Int32 {
        let lines = greeting.split(separator: "\n").flatMap { TextFit.wrap(String($0), width: interpreter.style.width, indent: 0) }
        StandardStreams.write(lines.map { $0 + "\n" }.joined(), to: FileIO.standardOutput)
        var reader = ReadlineLineReader(history: history)
        interpreter.attach(terminal: TerminalDevice.standard())
        interpreter.confirmsLeaving = true
        _ = run(reader: &reader, interpreter: interpreter, sink: StandardStreams()) { interpreter in
            if followsWindow, let size = Terminal.size(of: FileIO.standardOutput) {
                interpreter.terminalResized(width: size.width, height: size.height)
            }
        }
        return 0
    }

    /// A batch over `commands`, separated by `;` (`memorize -c`).
    /// - Returns: the status ``Driver/run(reader:interpreter:sink:bail:beforeEachLine:)`` gives.
    public static func runBatch(commands: String, interpreter: Interpreter, bail: Bool) -> Int32 {
        var reader = ListLineReader(commands: commands)
        return run(reader: &reader, interpreter: interpreter, sink: StandardStreams(), bail: bail)
    }

    /// A batch over the lines read from `fileDescriptor` (standard input when it is a pipe).
    /// - Returns: the status ``Driver/run(reader:interpreter:sink:bail:beforeEachLine:)`` gives.
    public static func runBatch(fileDescriptor: Int32, interpreter: Interpreter, bail: Bool) -> Int32 {
        var reader = ByteLineReader(fileDescriptor: fileDescriptor)
        return run(reader: &reader, interpreter: interpreter, sink: StandardStreams(), bail: bail)
    }

    /// A batch over the file at `path` (`memorize run FILE`; `-` is standard input). A pipe from
    /// the shell is read (`memorize run <(…)`); a named FIFO or a device is refused at once, as
    /// batch mode never hangs on one, and so is a directory: one error line and status 1, before
    /// `makeInterpreter` starts a session.
    /// - Returns: 1 if the file cannot be run, else the status ``Driver/run(reader:interpreter:sink:bail:beforeEachLine:)`` gives.
    public static func runBatch(file path: String, bail: Bool, makeInterpreter: () -> Interpreter) -> Int32 {
        let fd: Int32
        switch path == "-" ? .success(FileIO.standardInput) : FileSystem.openInput(path) {
        case .success(let opened): fd = opened
        case .failure(let failure):
            let reason = switch failure {
            case .notRegular(.directory): "it is a directory"
            case .notRegular: "not a regular file (a FIFO or a device is never opened)"
            case .system(let error): "\(error)"
            }
            let verb = if case .system = failure { "open" } else { "run" }
            StandardStreams.write("error: cannot \(verb) '\(path.terminalSafe)': \(reason)\n", to: FileIO.standardError)
            return 1
        }
        defer { if fd != FileIO.standardInput { FileIO.close(fd) } }
        return runBatch(fileDescriptor: fd, interpreter: makeInterpreter(), bail: bail)
    }
}
