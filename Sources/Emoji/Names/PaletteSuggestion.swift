/// A palette built from words (`palette suggest farm animals --pairs 8`): the emoji each word
/// finds, taken in turn so every word is heard, kept only if most systems draw them, one of
/// each look-alike family (no tone or gender variants), each once.
public struct PaletteSuggestion: Sendable, Equatable {
    /// The palette, in the order chosen.
    public let emojis: [Character]
    /// Words that found nothing.
    public let unmatched: [String]
    /// How many more emoji the words found than were asked for.
    public let more: Int

    /// - Parameters:
    ///   - words: each searched on its own (a quoted phrase such as "red heart" is one search).
    ///   - count: how many emoji to keep; nil keeps all.
    ///   - skinTones: add each kept emoji's five tones after it (they count towards `count`).
    ///   - newest: leave out emoji newer than this Emoji version.
    /// - Complexity: O(*w* · *e* · *k*): a search per word.
    public init(
        words: [String], names: EmojiNames, count: Int?, skinTones: Bool = false,
        newest: EmojiVersion = .widelySupported
    ) {
        let table = EmojiTable.shared
        var lists: [[Character]] = []
        var unmatched: [String] = []
        for word in words {
            let found = names.search([word]).map(\.entry.emoji).filter { emoji in
                table.index(of: emoji).map { table.version(of: $0) <= newest } ?? false
            }
            if found.isEmpty { unmatched.append(word) }
            lists.append(found)
        }
        // Round-robin over the words' rankings, one family each.
        var families = Set<String>()
        var chosen: [Character] = []
        var position = 0
        var available = 0
        while lists.contains(where: { position < $0.count }) {
            for list in lists where position < list.count {
                let emoji = list[position]
                guard families.insert(LookAlikes.key(of: emoji)).inserted else { continue }
                available += 1
                chosen.append(emoji)
            }
            position += 1
        }
        var result: [Character] = []
        for emoji in chosen {
            let group = [emoji] + (skinTones ? SkinTones.variants(of: emoji) : [])
            if let count, result.count + group.count > count {
                if result.count < count, !skinTones { result.append(emoji) }
                continue
            }
            result += group
        }
        if let count, result.count > count { result = Array(result.prefix(count)) }
        emojis = result
        self.unmatched = unmatched
        more = max(0, available - result.count)
    }
}
