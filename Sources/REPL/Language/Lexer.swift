/// The command language's words. This is its grammar, written down once; the parser, the
/// completion and the transcript recorder all read lines through it.
///
///     line     = command { ";" command } [ comment ]
///     command  = { word }                         words are separated by whitespace
///     word     = piece { piece }                  adjacent pieces join: a"b c"d is the word «ab cd»
///     piece    = bare | quoted
///     bare     = characters other than whitespace, `"`, `;` (and `#` at a word's start); `\` escapes
///     quoted   = `"` { character other than `"` and `\` | escape } `"`
///     escape   = `\"`  `\\`  `\;`  `\#`  `\n` (newline)  `\t` (tab); `\` before anything else is itself
///     comment  = `#` at the start of a word, outside quotes, to the end of the line
///
/// So `;` and `#` are plain characters inside quotes (`art background "a;b.png"`) and `#` inside a
/// word is too (`http://host/x#y`, the keycap `#️⃣`). A word that was quoted, even in part, is never
/// read as `key=value` or as a keyword (`"pairs=2"` is a theme's name).
public enum Lexer {
    /// One word of a command.
    public struct Word: Sendable, Equatable, CustomStringConvertible {
        /// The word with its quotes and escapes taken out.
        public var text: String
        /// Some of it was quoted: it is a value, never an option or a keyword.
        public var isQuoted: Bool

        public init(_ text: String, quoted: Bool = false) {
            self.text = text
            self.isQuoted = quoted
        }

        public var description: String { text }
    }

    /// Why a line could not be split into words.
    public struct Failure: Error, Sendable, Equatable {
        public let message: String
    }

    /// The commands of `line`, each as its words; a blank command (`;;`, a comment) has none.
    ///
    /// The line is read scalar by scalar, not Character by Character: a combining mark after a
    /// `"`, a space or a `;` would otherwise hide it inside one Character. The one exception is
    /// `#`: it starts a comment only as a Character of its own, so the keycap `#️⃣` is an emoji.
    /// - Complexity: O(*n*) in the line's scalars.
    public static func commands(_ line: String) throws(Failure) -> [[Word]] {
        var scanner = Scanner(line)
        return try scanner.readAll()
    }

    /// The state of one line's reading, scalar by scalar.
    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var i = 0
        var commands: [[Word]] = []
        var words: [Word] = []
        var current = String.UnicodeScalarView()
        var inWord = false, quoted = false
        /// The column after the open quote, while inside one.
        var quoteStart: Int?

        init(_ line: String) { scalars = Array(line.unicodeScalars) }

        mutating func readAll() throws(Failure) -> [[Word]] {
            while i < scalars.count {
                if quoteStart != nil {
                    readQuoted()
                } else if readBare() {
                    // A comment: the rest of the line is not read.
                    endWord()
                    commands.append(words)
                    return commands
                }
            }
            if let quoteStart {
                throw Failure(message: "unterminated quote: the \" at column \(quoteStart) has no closing \"")
            }
            endWord()
            commands.append(words)
            return commands
        }

        /// One scalar inside quotes.
        private mutating func readQuoted() {
            switch scalars[i] {
            case "\"": quoteStart = nil; i += 1
            case "\\": escape()
            default: current.append(scalars[i]); i += 1
            }
        }

        /// One scalar outside quotes; true when it starts a comment.
        private mutating func readBare() -> Bool {
            let scalar = scalars[i]
            switch scalar {
            case "\"":
                inWord = true
                quoted = true
                quoteStart = i + 1
                i += 1
            case "\\":
                inWord = true
                escape()
            case ";":
                endWord()
                commands.append(words)
                words = []
                i += 1
            case "#" where !inWord && !(i + 1 < scalars.count && extendsCharacter(scalars[i + 1])):
                return true
            case _ where scalar.properties.isWhitespace:
                endWord()
                i += 1
            default:
                inWord = true
                current.append(scalar)
                i += 1
            }
            return false
        }

        private mutating func endWord() {
            if inWord { words.append(Word(String(current), quoted: quoted)) }
            current = String.UnicodeScalarView()
            inWord = false
            quoted = false
        }

        /// The scalars a `\` at `i` stands for; moves past them.
        private mutating func escape() {
            guard i + 1 < scalars.count else {
                current.append("\\")
                i += 1
                return
            }
            let next = scalars[i + 1]
            switch next {
            case "n": current.append("\n")
            case "t": current.append("\t")
            case "\"", "\\", ";", "#": current.append(next)
            default: current.append("\\"); current.append(next)
            }
            i += 2
        }
    }

    /// Whether `scalar` joins the one before it into one Character (a combining mark, a variation
    /// selector, the keycap's enclosing mark, a zero-width joiner).
    private static func extendsCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isGraphemeExtend || scalar.value == 0x200D || scalar.properties.isEmojiModifier
    }

    /// The words of a line that holds one command; several commands are run one after another
    /// by ``commands(_:)``, so this is for tests and completion.
    public static func words(_ line: String) throws(Failure) -> [Word] {
        try commands(line).flatMap { $0 }
    }

    /// `text` written so that ``commands(_:)`` reads it back as one word with the same text:
    /// bare when it can be, else in quotes with `"` and `\` escaped.
    /// - Complexity: O(*n*).
    /// - Parameter quotingEquals: quote a word with `=` too, which a value must be (`a=b` plain is an option).
    public static func quoted(_ text: String, quotingEquals: Bool = false) -> String {
        let needsQuotes = text.isEmpty || text.unicodeScalars.first == "#"
            || text.unicodeScalars.contains { $0.properties.isWhitespace || $0 == "\"" || $0 == ";" || $0 == "\\" || (quotingEquals && $0 == "=") }
        guard needsQuotes else { return text }
        var result = String.UnicodeScalarView()
        result.append("\"")
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result.append(contentsOf: "\\\"".unicodeScalars)
            case "\\": result.append(contentsOf: "\\\\".unicodeScalars)
            case "\n": result.append(contentsOf: "\\n".unicodeScalars)
            case "\t": result.append(contentsOf: "\\t".unicodeScalars)
            default: result.append(scalar)
            }
        }
        result.append("\"")
        return String(result)
    }
}
