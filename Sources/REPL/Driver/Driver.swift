#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where replies go: standard output and standard error, or a buffer in tests and transcripts.
public protocol ReplySink {
    func write(_ line: Reply.Line)
    /// Called after each reply, so that output and errors interleave as they happened.
    func flush()
}

/// The process's standard output and standard error, written with write(2) and no buffering
/// of our own, so that the two streams interleave exactly as the replies were produced.
public struct StandardStreams: ReplySink {
    public init() {}

    public func write(_ line: Reply.Line) {
        switch line {
        case .out(let text): Self.write(text + "\n", to: STDOUT_FILENO)
        case .err(let text): Self.write(text + "\n", to: STDERR_FILENO)
        }
    }

    public func flush() {}

    /// Writes all of `text`, retrying short writes and interruptions. A closed pipe ends the
    /// write quietly (the process then gets SIGPIPE, as Unix tools do).
    public static func write(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if written > 0 {
                bytes = bytes.dropFirst(written)
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}

/// Feeds lines from a reader through the interpreter until the input ends or `quit`.
public enum Driver {
    /// - Parameters:
    ///   - bail: stop at the first command that fails.
    ///   - beforeEachLine: runs before each prompt (the REPL uses it to follow the terminal's size).
    /// - Returns: the exit status: 1 if any command failed, else 0.
    /// - Complexity: O(*n*) in the lines read, plus what the commands cost.
    public static func run<Reader: LineReader>(
        reader: inout Reader, interpreter: Interpreter, sink: some ReplySink, bail: Bool = false,
        beforeEachLine: (Interpreter) -> Void = { _ in }
    ) -> Int32 {
        var anyFailed = false
        emit(interpreter.startupReply, to: sink)
        while true {
            beforeEachLine(interpreter)
            reader.prepare(vocabulary: interpreter.completionVocabulary)
            guard let input = reader.readLine(prompt: interpreter.prompt) else { break }
            let reply: Reply
            switch input {
            case .line(let line):
                reply = interpreter.handle(line)
            case .invalid(let problem):
                var invalid = Reply()
                invalid.error(problem)
                reply = invalid
            }
            emit(reply, to: sink)
            anyFailed = anyFailed || reply.failed
            if reply.quit || (bail && reply.failed) { break }
        }
        return anyFailed ? 1 : 0
    }

    private static func emit(_ reply: Reply, to sink: some ReplySink) {
        reply.lines.forEach(sink.write)
        sink.flush()
    }
}
