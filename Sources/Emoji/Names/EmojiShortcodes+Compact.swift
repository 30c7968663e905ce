extension EmojiShortcodes.Tables {
    /// The first line of the compact form, with its version.
    static let compactMagic = Array("memorize emoji shortcodes 1\n".utf8)

    /// The tables in a compact form that ``init(compact:)`` reads back: the magic line, then
    /// little-endian 32-bit numbers (the emoji table's entries, the bytes of ``text``, the
    /// shortcodes, the aliases; each shortcode's start, end and emoji; ``primary``;
    /// ``aliasStart``; ``aliases``), then ``text``.
    /// - Complexity: O(*n*) in the tables.
    var compactBytes: [UInt8] {
        var out = CompactWriter(
            magic: Self.compactMagic,
            reserving: Self.compactMagic.count + 16 + codes.count * 12 + (primary.count + aliasStart.count + aliases.count) * 4 + text.count)
        out.put([primary.count, text.count, codes.count, aliases.count].map { Int32(truncatingIfNeeded: $0) })
        for code in codes { out.put([code.start, code.end, code.emoji]) }
        out.put(primary)
        out.put(aliasStart)
        out.put(aliases)
        out.append(text)
        return out.bytes
    }

    /// Tables read back from ``compactBytes``, or nil when `bytes` are not what this build would
    /// have written: another version, another emoji table, a number out of its range. Whatever
    /// they hold, this never traps, and no look-up in what it returns can.
    /// - Complexity: O(*n*) in the bytes.
    init?(compact bytes: [UInt8]) {
        guard var reader = CompactReader(bytes, magic: Self.compactMagic) else { return nil }
        let tableCount = EmojiTable.shared.sequences.count
        guard let count = reader.int32(), Int(count) == tableCount,
              let textCount = reader.int32(), let codeCount = reader.int32(), let aliasCount = reader.int32(),
              textCount >= 0, codeCount >= 0, aliasCount >= 0,
              reader.remaining == (Int(codeCount) * 3 + tableCount * 2 + 1 + Int(aliasCount)) * 4 + Int(textCount),
              let flat = reader.int32s(Int(codeCount) * 3, where: { $0 >= -1 && $0 <= textCount }),
              let primary = reader.int32s(tableCount, where: { $0 >= -1 && $0 < codeCount }),
              let aliasStart = reader.int32s(tableCount + 1, where: { $0 >= 0 && $0 <= aliasCount }),
              let aliases = reader.int32s(Int(aliasCount), where: { $0 >= 0 && $0 < codeCount }),
              let text = reader.raw(Int(textCount)),
              aliasStart.first == 0, aliasStart.last == aliasCount, zip(aliasStart, aliasStart.dropFirst()).allSatisfy({ $0 <= $1 })
        else { return nil }
        var codes: [Code] = []
        codes.reserveCapacity(Int(codeCount))
        for i in stride(from: 0, to: flat.count, by: 3) {
            let (start, end, emoji) = (flat[i], flat[i + 1], flat[i + 2])
            guard start >= 0, start <= end, emoji >= 0, Int(emoji) < tableCount else { return nil }
            codes.append(Code(start: start, end: end, emoji: emoji))
        }
        (self.text, self.codes, self.primary, self.aliasStart, self.aliases) = (text, codes, primary, aliasStart, aliases)
    }
}
