/// A cram (or prysk) test: a `.t` file, or a Markdown block tagged `console` (or `sh` holding
/// `$ ` lines), read as cram reads it.
///
///     A comment: any line not indented by the test's indentation.
///       $ echo foo                  a command (indented, then `$ `), run in a shell
///       foo                         its output, indented as the command is
///       $ printf 'a\nb' | cat -     another
///       a
///       b (no-eol)                  the last line printed had no newline
///       $ f() {                     a command on several lines: `> ` continues it
///       >   false; }
///       $ f
///       [1]                         the exit status, when it is not 0
///       fo+ (re)                    a regular expression for the whole line (Python's syntax)
///       f*o? (glob)                 `*` any text, `?` one byte, `\*` `\?` `\\` themselves
///       \x1b[1mbold (esc)           escaped bytes (Python's string escapes)
///
/// A `.t` file's indentation is two spaces; a Markdown block's is none (every line of it is a
/// command, a continuation or output, as a console session shows them).
public struct CramTest: Sendable, Equatable {
    /// Where it was read from, as given.
    public var path: String
    /// The line of the opening fence when it is a block of a Markdown file.
    public var block: Int?
    /// How far commands and output are indented: 2 in a `.t` file, 0 in Markdown.
    public var indent: Int
    /// Every line of the text, in order: `--update` rewrites the output of failing commands and
    /// keeps every other line as it was.
    public private(set) var lines: Lines
    /// The commands, in order: worked out once, when the text is read (a runner, its diff and
    /// its update each ask for them).
    public private(set) var commands: [Command]

    public struct Line: Sendable, Equatable {
        /// 1-based line number in the file.
        public var number: Int
        public var kind: Kind
        /// The line as written, without its newline.
        public var text: String
    }

    public enum Kind: Sendable, Equatable {
        /// A command's first line, after `$ `.
        case command(String)
        /// A command's next line, after `> `.
        case continuation(String)
        /// An expected output line, after the indentation, suffix included.
        case output(String)
        /// Any other line (blank lines included).
        case comment
    }

    /// A command and the output expected after it.
    public struct Command: Sendable, Equatable {
        /// The line of its `$ `.
        public var line: Int
        /// Its source: the first line and each continuation, as the shell reads them.
        public var source: [String]
        /// The expected lines, after the indentation (an `[N]` line among them).
        public var expected: [String]
    }

    /// Output lines written before the first command: nothing printed them, so they always fail.
    public var leading: [String] {
        lines.prefix { if case .command = $0.kind { false } else { true } }.compactMap {
            if case .output(let text) = $0.kind { text } else { nil }
        }
    }

    init(path: String, indent: Int, lines: Lines, commands: [Command]) {
        self.path = path
        self.indent = indent
        self.lines = lines
        self.commands = commands
    }

    /// How reports name it: its path, and for a Markdown block `path:line`.
    public var name: String { block.map { "\(path):\($0)" } ?? path }

    /// The file extension of cram's tests.
    public static let fileExtension = "t"
}

extension CramTest {
    /// Reads a test as cram's `_test.py` does: a line starting with the indentation and `$ ` is
    /// a command, with it and `> ` a continuation, with the indentation alone output; any other
    /// line a comment. A file without a final newline reads as if it had one.
    /// - Parameters:
    ///   - firstLine: the number of the text's first line in its file (a Markdown block's body).
    /// - Throws: a continuation line with no command before it, an ` (esc)` line that does not
    ///   decode (cram's own decoder raises on it), each with its file and line.
    /// - Complexity: O(*n*) in the size of the text.
    public static func parse(_ text: String, path: String, indent: Int = 2, firstLine: Int = 1) throws(TranscriptError) -> CramTest {
        let prefix = String(repeating: " ", count: indent)
        let commandMark = prefix + "$ ", continuationMark = prefix + "> "
        // Lines end at each line-feed byte, as cram's readlines() ends them: a CRLF line keeps its
        // "\r" (Characters would make "\r\n" one, and a CRLF file a single comment that passes).
        // One line at a time, never an array of all of them beside the lines made of them (a
        // `.t` of two million lines held 64 MB of slices for nothing).
        var lines = Lines(text: text, firstLine: firstLine, indent: indent)
        var commands: [Command] = []
        var sawCommand = false
        let bytes = text.utf8
        var start = bytes.startIndex
        var offset = 0
        var number = firstLine
        while start < bytes.endIndex {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            let line = String(Substring(bytes[start..<end]))
            let lineStart = offset
            offset += line.utf8.count + 1
            defer {
                start = end < bytes.endIndex ? bytes.index(after: end) : end
                number += 1
            }
            if line.hasPrefix(commandMark) {
                lines.append(.command, at: lineStart)
                commands.append(Command(line: number, source: [String(line.dropFirst(commandMark.count))], expected: []))
                sawCommand = true
            } else if line.hasPrefix(continuationMark) {
                guard sawCommand else {
                    throw TranscriptError(path: path, line: number, message: "'> ' continues a command, but no '$ ' command comes before it")
                }
                lines.append(.continuation, at: lineStart)
                commands[commands.count - 1].source.append(String(line.dropFirst(continuationMark.count)))
            } else if line.hasPrefix(prefix) {
                let output = String(line.dropFirst(prefix.count))
                if let escaped = CramLines.annotated(output, "esc"), case .failure(let problem) = CramLines.decodeEscapes(escaped) {
                    throw TranscriptError(path: path, line: number, message: problem.message)
                }
                lines.append(.output, at: lineStart)
                if !commands.isEmpty { commands[commands.count - 1].expected.append(output) }
            } else {
                lines.append(.comment, at: lineStart)
            }
        }
        lines.finish(end: offset)
        return CramTest(path: path, indent: indent, lines: lines, commands: commands)
    }
}
