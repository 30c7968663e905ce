/// Where a language's names, once parsed from CLDR's XML, are kept between processes in their
/// compact form (see ``EmojiNames/compactBytes``), so that the first search of a process in that
/// language costs a read, not a parse. Best effort: a store that fails is not an error, and what
/// is loaded is checked as any outside input is (``EmojiNames/init(language:compact:)``).
public protocol EmojiNameCache {
    /// The bytes stored under `key`, if any.
    func load(_ key: String) -> [UInt8]?
    /// Keeps `bytes` under `key`, replacing what was there.
    func store(_ key: String, _ bytes: [UInt8])
}

extension EmojiNames {
    /// The first line of the compact form, with its version.
    static let compactMagic = Array("memorize emoji names 1\n".utf8)

    /// The names in a compact form that ``init(language:compact:)`` reads back: the magic line,
    /// then little-endian 32-bit counts (the emoji table's entries, the categories, the records,
    /// the two buffers), then each record as nine 32-bit numbers, then the buffers. The
    /// categories are English's, which every build has, so only their number is kept.
    /// - Complexity: O(*n*) in the records and buffers.
    public var compactBytes: [UInt8] {
        var out = Self.compactMagic
        out.reserveCapacity(out.count + 20 + records.count * 36 + text.count + folds.count)
        func put(_ value: Int32) {
            withUnsafeBytes(of: value.littleEndian) { out += $0 }
        }
        for count in [EmojiTable.shared.sequences.count, categories.count, records.count, text.count, folds.count] {
            put(Int32(truncatingIfNeeded: count))
        }
        for record in records {
            for value in [record.emoji, record.name.lowerBound, record.name.upperBound, record.keywords.lowerBound,
                          record.keywords.upperBound, record.foldedName.lowerBound, record.foldedName.upperBound,
                          record.foldedKeywords.lowerBound, record.foldedKeywords.upperBound] {
                put(value)
            }
            // The words follow the keywords; the category and the tone flag share one number.
            put(record.words.upperBound)
            put(record.category << 1 | (record.isToneVariant ? 1 : 0))
        }
        out += text
        out += folds
        return out
    }

    /// Names read back from ``compactBytes``, or nil when `bytes` are not what this build would
    /// have written: another version, another emoji table, a range out of its buffer, an emoji
    /// twice. A cache file is outside input: whatever it holds, this never traps.
    /// - Complexity: O(*n*) in the bytes.
    public convenience init?(language: String, compact bytes: [UInt8]) {
        guard bytes.count >= Self.compactMagic.count + 20, bytes.starts(with: Self.compactMagic) else { return nil }
        var offset = Self.compactMagic.count
        func take() -> Int32? {
            guard offset + 4 <= bytes.count else { return nil }
            var value: UInt32 = 0
            for i in 0..<4 { value |= UInt32(bytes[offset + i]) << (8 * i) }
            offset += 4
            return Int32(bitPattern: value)
        }
        let table = EmojiTable.shared
        let english = Self.english
        guard let tableCount = take(), Int(tableCount) == table.sequences.count,
              let categoryCount = take(), Int(categoryCount) == english.categories.count,
              let recordCount = take(), let textCount = take(), let foldCount = take(),
              recordCount >= 0, textCount >= 0, foldCount >= 0,
              bytes.count - offset == Int(recordCount) * 44 + Int(textCount) + Int(foldCount)
        else { return nil }
        var records: [Record] = []
        records.reserveCapacity(Int(recordCount))
        var byEmoji = [Int32](repeating: -1, count: table.sequences.count)
        func range(_ lower: Int32, _ upper: Int32, in count: Int32) -> Range<Int32>? {
            lower >= 0 && lower <= upper && upper <= count ? lower..<upper : nil
        }
        for _ in 0..<recordCount {
            var values: [Int32] = []
            for _ in 0..<11 {
                guard let value = take() else { return nil }
                values.append(value)
            }
            let emoji = values[0], packed = values[10], category = packed >> 1
            guard emoji >= 0, Int(emoji) < table.sequences.count, table.statuses[Int(emoji)] == .fullyQualified,
                  byEmoji[Int(emoji)] < 0, category >= -1, category < categoryCount,
                  let name = range(values[1], values[2], in: textCount),
                  let keywords = range(values[3], values[4], in: textCount),
                  let foldedName = range(values[5], values[6], in: foldCount),
                  let foldedKeywords = range(values[7], values[8], in: foldCount),
                  let words = range(foldedKeywords.upperBound, values[9], in: foldCount)
            else { return nil }
            byEmoji[Int(emoji)] = Int32(records.count)
            records.append(Record(
                emoji: emoji, name: name, keywords: keywords, foldedName: foldedName, foldedKeywords: foldedKeywords,
                words: words, category: category, isToneVariant: packed & 1 == 1))
        }
        let text = Array(bytes[offset..<(offset + Int(textCount))])
        let folds = Array(bytes[(offset + Int(textCount))...])
        self.init(language: language, records: records, text: text, folds: folds, categories: english.categories, byEmoji: byEmoji)
    }

    /// A fast, stable hash of `sources` (FNV-1a, 64 bits), to name what they compile to: the
    /// same bytes give the same name on any machine and in any process.
    /// - Complexity: O(*n*) in the bytes.
    static func fingerprint(_ sources: [[UInt8]]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for source in sources {
            for byte in source {
                hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
            }
            hash = (hash ^ 0xFF) &* 0x100_0000_01b3   // a source's end: ["ab"] is not ["a", "b"]
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
