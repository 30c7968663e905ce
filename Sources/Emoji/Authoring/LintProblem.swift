import Platform

extension PaletteLint {
    /// One problem, at a place in the file.
    ///
    /// The problems a corpus is full of (prose lines, letters on a palette line, duplicates) keep
    /// what their message is made of, not the message: a linter that finds millions of them pays
    /// for words only when they are read (``message``) or written out (``appendMessage(to:)``).
    public struct Problem: Sendable, Equatable {
        public enum Kind: String, Sendable {
            case notEmoji = "not-emoji", duplicate, unqualified, component, textPresentation = "text-presentation"
            case notRecommended = "not-recommended", notAFlag = "not-a-flag", tooFewEmoji = "too-few-emoji"
            case invalidUTF8 = "invalid-utf8", notAPalette = "not-a-palette", empty
            case newerEmoji = "newer-emoji", terminalWidth = "terminal-width", lookAlike = "look-alike", prose
        }

        /// What a problem is about, as cheaply as it can be held.
        enum Subject: Sendable {
            case none
            case character(Character)
            /// An entry of ``EmojiTable``, spelled as ``EmojiTable/sequences`` has it.
            case entry(EmojiTable.Index)
            /// One ASCII character.
            case ascii(UInt8)
        }

        /// What the message says, before it is words.
        enum Detail: Sendable {
            case text(String)
            /// `text, not a palette line (N other characters[, M emoji])`
            case prose(others: Int, emoji: Int)
            /// `'x' U+0078: not an emoji`
            case notEmoji(EmojiClassification.Reason)
            /// `'😀' U+1F600: duplicate of the one at 1:1` (or `on line 1`, for a first sight in prose).
            case duplicate(first: PaletteSource.Position)
        }

        public let kind: Kind
        public let position: PaletteSource.Position?
        /// What it would become (an unqualified emoji's fully-qualified form).
        public let replacement: Character?
        let subject: Subject
        let detail: Detail

        public init(kind: Kind, position: PaletteSource.Position?, character: Character?, replacement: Character?, message: String) {
            self.kind = kind
            self.position = position
            self.replacement = replacement
            subject = character.map(Subject.character) ?? .none
            detail = .text(message)
        }

        init(kind: Kind, position: PaletteSource.Position?, subject: Subject, detail: Detail) {
            self.kind = kind
            self.position = position
            replacement = nil
            self.subject = subject
            self.detail = detail
        }

        /// The character concerned, if any.
        public var character: Character? {
            switch subject {
            case .none: nil
            case .character(let character): character
            case .entry(let entry): EmojiTable.shared.sequences[Int(entry)]
            case .ascii(let byte): Character(Unicode.Scalar(byte))
            }
        }

        /// Whether the problem's line may hold a character a terminal must not get raw (see
        /// `String.mayNeedTerminalEscape`): only what came from the file can, the character it
        /// names or a message quoting it; the words, the numbers and the table's emoji are ours.
        /// So a writer checks a few bytes a problem, not its whole line.
        /// - Complexity: O(1) for the problems a corpus is full of (prose, table emoji,
        ///   duplicates); O(*k*) in a named character or a message's text otherwise.
        public var mayNeedTerminalEscape: Bool {
            switch subject {
            case .none, .entry: break
            case .ascii(let byte): if byte < 0x20 && byte != 0x09 || byte == 0x7F { return true }
            case .character(let character): if String.mayNeedTerminalEscape(utf8: String(character).utf8) { return true }
            }
            if let replacement, String.mayNeedTerminalEscape(utf8: String(replacement).utf8) { return true }
            if case .text(let text) = detail { return String.mayNeedTerminalEscape(utf8: text.utf8) }
            return false
        }

        /// The problem in words: `'😀' U+1F600: duplicate of the one at 1:1`.
        /// - Complexity: O(*k*) in its length.
        public var message: String {
            if case .text(let text) = detail { return text }
            var bytes: [UInt8] = []
            appendMessage(to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }

        /// `U+2764 U+FE0F`
        public static func codePoints(_ character: Character) -> String {
            character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }.joined(separator: " ")
        }

        public static func == (a: Problem, b: Problem) -> Bool {
            a.kind == b.kind && a.position == b.position && a.character == b.character
                && a.replacement == b.replacement && a.message == b.message
        }
    }
}
