import Platform

/// Where replies go: standard output and standard error, a transcript being recorded, or a
/// buffer in tests. A sink gets each reply whole, so it knows where one command's output ends
/// and whether the command failed.
public protocol ReplySink {
    func write(_ reply: Reply)
}

/// The process's standard output and standard error, written with write(2) and no buffering
/// of our own, so that the two streams interleave exactly as the replies were produced.
public struct StandardStreams: ReplySink {
    public init() {}

    /// Each line as it comes, to its own stream, so the two interleave as they were produced.
    public func write(_ reply: Reply) {
        for line in reply.lines {
            switch line {
            case .out(let text): Self.write(text + "\n", to: FileIO.standardOutput)
            case .err(let text): Self.write(text + "\n", to: FileIO.standardError)
            }
        }
    }

    /// Writes all of `text`, retrying short writes and interruptions. A closed pipe ends the
    /// write quietly (the process then gets SIGPIPE, as Unix tools do).
    public static func write(_ text: String, to fd: Int32) {
        FileIO.writeAll(text, to: fd)
    }
}

/// Feeds lines from a reader through the interpreter until the input ends or `quit`.
public enum Driver {
    /// - Parameters:
    ///   - bail: stop at the first command that fails.
    ///   - beforeEachLine: runs after each line is read and before it runs (the REPL follows the
    ///     terminal's size there: a size read before the prompt would miss a resize made while the
    ///     player typed, and the command would draw for the old size).
    /// - Returns: the exit status (``Reply/batchStatus(anyFailed:anyRefused:)``): 64 if any line's
    ///   words were refused by their command's declaration (an unknown command, a value out of
    ///   range), else 1 if any command failed, else 0.
    /// - Complexity: O(*n*) in the lines read, plus what the commands cost.
    public static func run<Reader: LineReader>(
        reader: inout Reader, interpreter: Interpreter, sink: some ReplySink, bail: Bool = false,
        beforeEachLine: (Interpreter) -> Void = { _ in }
    ) -> Int32 {
        var anyFailed = false
        var anyRefused = false
        sink.write(interpreter.startupReply)
        while true {
            reader.prepare(vocabulary: interpreter.completionVocabulary)
            guard let input = reader.readLine(prompt: interpreter.prompt) else {
                // Ctrl-D: the interactive REPL asks once before an untitled document is lost.
                var stay = Reply()
                if interpreter.confirmsLeaving, !interpreter.mayLeave(into: &stay) {
                    sink.write(stay)
                    continue
                }
                break
            }
            beforeEachLine(interpreter)
            let reply: Reply
            switch input {
            case .line(let line):
                reply = interpreter.handle(line, bail: bail)
            case .invalid(let problem):
                var invalid = Reply()
                invalid.error(problem)
                reply = invalid
            }
            sink.write(reply)
            anyFailed = anyFailed || reply.failed
            anyRefused = anyRefused || reply.refusedWords
            if reply.quit || (bail && reply.failed) { break }
        }
        let last = interpreter.finish()
        if !last.lines.isEmpty { sink.write(last) }
        return Reply.batchStatus(anyFailed: anyFailed || last.failed, anyRefused: anyRefused)
    }
}
