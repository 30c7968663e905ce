/// Where input lines come from: GNU readline on a terminal, plain reads from a pipe or file, or
/// a list of commands (`-c`). One protocol, so the rest of the REPL cannot tell them apart.
public protocol LineReader {
    /// The next line (without its newline), a problem with it, or nil at the end of input.
    mutating func readLine(prompt: String) -> LineInput?

    /// Tells the reader what tab completion may offer before the next line. The vocabulary is
    /// built only if the reader asks for it (readline does; pipes and transcripts never pay).
    /// (A requirement, not only an extension method, so that generic callers reach readline's.)
    mutating func prepare(vocabulary: @autoclosure () -> CompletionVocabulary)
}

/// One line of input, or why a line could not be used.
public enum LineInput: Equatable, Sendable {
    case line(String)
    /// The line was skipped; the message names the problem (line number, byte offset).
    case invalid(String)
}

/// Lines given up front (`-c "CMD; CMD"`, tests).
public struct ListLineReader: LineReader {
    private var lines: ArraySlice<String>

    public init(_ lines: [String]) {
        self.lines = lines[...]
    }

    /// The lines of a `-c` argument. Commands within a line are separated by `;`, which the
    /// Interpreter splits, as it does for a typed line.
    public init(commands: String) {
        self.init(commands.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    public mutating func readLine(prompt: String) -> LineInput? {
        lines.popFirst().map(LineInput.line)
    }
}

extension LineReader {
    /// Only readline completes; other readers ignore the vocabulary.
    public mutating func prepare(vocabulary: @autoclosure () -> CompletionVocabulary) {}
}
