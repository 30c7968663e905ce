/// A walk over a string's characters that recognises emoji with the byte scanner and splits only
/// the text between them into `Character`s: the same characters, in the same order, as iterating
/// the string, but an emoji costs a table lookup instead of grapheme breaking and hashing.
enum CharacterWalk {
    enum Piece {
        /// An emoji of the table (minimally-qualified, unqualified or fully-qualified), spelled
        /// exactly as ``EmojiTable/sequences`` has it at `entry`.
        case emoji(entry: Int)
        /// Any other character.
        case other(Character)
    }

    /// Calls `body` with each character of `text`, in order.
    /// - Complexity: O(*n*) in the UTF-8 length of `text`.
    static func forEach(_ text: some StringProtocol, _ body: (Piece) -> Void) {
        var string = String(text)
        let table = EmojiTable.shared
        var emojis: [(entry: EmojiTable.Index, offset: Int)] = []
        string.withUTF8 { bytes in
            var scanner = EmojiScanner()
            _ = scanner.scan(UnsafeRawBufferPointer(bytes), isFinal: true) { emojis.append(($0, $1)) }
            var position = 0
            // The scanner's clusters end at true grapheme boundaries, so the text between two
            // emoji splits into the same characters on its own as inside the whole string.
            func gap(to end: Int) {
                guard end > position else { return }
                for character in String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<end]), as: UTF8.self) {
                    body(.other(character))
                }
            }
            for (entry, offset) in emojis {
                gap(to: offset)
                body(.emoji(entry: Int(entry)))
                position = offset + table.utf8Count(of: entry)
            }
            gap(to: bytes.count)
        }
    }
}
