extension EmojiArtModel {
    /// Three-way merge of two documents that both grew from `base` (the same file changed by two
    /// processes): each side's changes are kept when they are independent — different emoji, or
    /// only one side changing the background. Emoji that both sides added are all kept; ours get
    /// fresh ids after every id either side uses.
    /// - Returns: the merged document, or nil when both sides changed the same emoji (or both
    ///   changed the background) in different ways.
    /// - Complexity: O(*n*) in the emoji of the three documents.
    public static func merge(base: EmojiArtModel, ours: EmojiArtModel, theirs: EmojiArtModel) -> EmojiArtModel? {
        let baseByID = Dictionary(base.emojis.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let oursByID = Dictionary(ours.emojis.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let theirsByID = Dictionary(theirs.emojis.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })

        // What our side did to the emoji that were there: changed (to a value) or removed (nil).
        var ourChanges: [Int: Emoji?] = [:]
        for (id, was) in baseByID {
            let now = oursByID[id]
            if now != was { ourChanges[id] = .some(now) }
            let theirs = theirsByID[id]
            if now != was, theirs != was, now != theirs { return nil }   // the same emoji, two ways
        }
        var background = theirs.background
        if ours.background != base.background {
            guard theirs.background == base.background || theirs.background == ours.background else { return nil }
            background = ours.background
        }

        var emojis: [Emoji] = []
        emojis.reserveCapacity(theirs.emojis.count + ours.emojis.count)
        for emoji in theirs.emojis {
            guard let change = ourChanges[emoji.id] else {
                emojis.append(emoji)
                continue
            }
            if let changed = change { emojis.append(changed) }   // else: we removed it
        }
        var next = max(theirs.uniqueEmojiId, ours.uniqueEmojiId, (theirs.emojis + ours.emojis).map(\.id).max() ?? 0)
        for emoji in ours.emojis where baseByID[emoji.id] == nil {
            next += 1
            emojis.append(Emoji(text: emoji.text, x: emoji.x, y: emoji.y, size: emoji.size, id: next))
        }
        return EmojiArtModel(background: background, emojis: emojis, uniqueEmojiId: next)
    }
}
