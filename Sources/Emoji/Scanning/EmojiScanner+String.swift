extension EmojiScanner {
    /// The emoji of `text` as table entries with their UTF-8 offsets, in order: what
    /// `text.filter(\.isEmoji)` finds, without splitting the text into characters.
    /// - Complexity: O(*n*) in the UTF-8 length of `text`.
    public static func emojis(in text: String) -> [(entry: EmojiTable.Index, offset: Int)] {
        var text = text
        var scanner = EmojiScanner()
        var result: [(entry: EmojiTable.Index, offset: Int)] = []
        text.withUTF8 { bytes in
            _ = scanner.scan(UnsafeRawBufferPointer(bytes), isFinal: true) { result.append(($0, $1)) }
        }
        return result
    }
}
