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
    /// - Complexity: O(*n*) in the line's characters.
    public static func commands(_ line: String) throws(Failure) -> [[Word]] {
        var commands: [[Word]] = []
        var words: [Word] = []
        var current = ""
        var inWord = false, quoted = false
        var quoteStart: Int?
        var iterator = line.makeIterator()
        var column = 0

        func endWord() {
            if inWord { words.append(Word(current, quoted: quoted)) }
            current = ""
            inWord = false
            quoted = false
        }

        while let character = iterator.next() {
            column += 1
            if quoteStart != nil {
                switch character {
                case "\"":
                    quoteStart = nil
                case "\\":
                    current += escaped(iterator.next(), &column)
                default:
                    current.append(character)
                }
                continue
            }
            switch character {
            case "\"":
                inWord = true
                quoted = true
                quoteStart = column
            case "\\":
                inWord = true
                current += escaped(iterator.next(), &column)
            case ";":
                endWord()
                commands.append(words)
                words = []
            case "#" where !inWord:
                endWord()
                commands.append(words)
                return commands
            case _ where character.isWhitespace:
                endWord()
                // A space and the marks after it (a lone 🏻, a combining accent) are one
                // Character: the marks start the next word rather than vanish with the space.
                let marks = character.unicodeScalars.dropFirst()
                if !marks.isEmpty {
                    inWord = true
                    current.unicodeScalars.append(contentsOf: marks)
                }
            default:
                inWord = true
                current.append(character)
            }
        }
        if let quoteStart {
            throw Failure(message: "unterminated quote: the \" at column \(quoteStart) has no closing \"")
        }
        endWord()
        commands.append(words)
        return commands
    }

    /// The words of a line that holds one command; several commands are run one after another
    /// by ``commands(_:)``, so this is for tests and completion.
    public static func words(_ line: String) throws(Failure) -> [Word] {
        try commands(line).flatMap { $0 }
    }

    /// The character after a `\`.
    private static func escaped(_ next: Character?, _ column: inout Int) -> String {
        guard let next else { return "\\" }
        column += 1
        switch next {
        case "n": return "\n"
        case "t": return "\t"
        case "\"", "\\", ";", "#": return String(next)
        default: return "\\" + String(next)
        }
    }

    /// `text` written so that ``commands(_:)`` reads it back as one word with the same text:
    /// bare when it can be, else in quotes with `"` and `\` escaped.
    /// - Complexity: O(*n*).
    public static func quoted(_ text: String) -> String {
        let needsQuotes = text.isEmpty || text.first == "#"
            || text.contains { $0.isWhitespace || $0 == "\"" || $0 == ";" || $0 == "\\" }
        guard needsQuotes else { return text }
        var result = "\""
        for character in text {
            switch character {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(character)
            }
        }
        return result + "\""
    }
}
