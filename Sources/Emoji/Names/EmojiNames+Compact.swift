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
    static let compactMagic = Array("memorize emoji names 2\n".utf8)

    /// The names in a compact form that ``init(language:compact:)`` reads back: the magic line,
    /// then little-endian 32-bit counts (the emoji table's entries, the categories' bytes, the
    /// records, the two buffers), then each record as eleven 32-bit numbers, then the categories
    /// (a line each: the subgroup's words, a tab, the group's), then the buffers. Reading it back
    /// needs nothing else, not even the English names.
    /// - Complexity: O(*n*) in the records and buffers.
    public var compactBytes: [UInt8] {
        let categoryBytes = Array(categories.map { $0.subgroup.joined(separator: " ") + "\t" + $0.group.joined(separator: " ") + "\n" }
            .joined().utf8)
        var out = CompactWriter(
            magic: Self.compactMagic,
            reserving: Self.compactMagic.count + 20 + records.count * 44 + categoryBytes.count + text.count + folds.count)
        out.put([EmojiTable.shared.sequences.count, categoryBytes.count, records.count, text.count, folds.count].map {
            Int32(truncatingIfNeeded: $0)
        })
        for record in records {
            out.put([record.emoji, record.name.lowerBound, record.name.upperBound, record.keywords.lowerBound,
                     record.keywords.upperBound, record.foldedName.lowerBound, record.foldedName.upperBound,
                     record.foldedKeywords.lowerBound, record.foldedKeywords.upperBound])
            // The words follow the keywords; the category and the tone flag share one number.
            out.put(record.words.upperBound)
            out.put(record.category << 1 | (record.isToneVariant ? 1 : 0))
        }
        out.append(categoryBytes)
        out.append(text)
        out.append(folds)
        return out.bytes
    }

    /// Names read back from ``compactBytes``, or nil when `bytes` are not what this build would
    /// have written: another version, another emoji table, a range out of its buffer, an emoji
    /// twice. A cache file is outside input: whatever it holds, this never traps.
    /// - Complexity: O(*n*) in the bytes.
    public convenience init?(language: String, compact bytes: [UInt8]) {
        guard var reader = CompactReader(bytes, magic: Self.compactMagic) else { return nil }
        let table = EmojiTable.shared
        guard let tableCount = reader.int32(), Int(tableCount) == table.sequences.count,
              let categoryBytes = reader.int32(), let recordCount = reader.int32(), let textCount = reader.int32(),
              let foldCount = reader.int32(), categoryBytes >= 0, recordCount >= 0, textCount >= 0, foldCount >= 0,
              reader.remaining == Int(recordCount) * 44 + Int(categoryBytes) + Int(textCount) + Int(foldCount)
        else { return nil }
        // The categories, after the records.
        let categoryStart = reader.offset + Int(recordCount) * 44
        var categories: [Category] = []
        for line in bytes[categoryStart..<(categoryStart + Int(categoryBytes))].split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast() {
            let halves = line.split(separator: UInt8(ascii: "\t"), maxSplits: 1, omittingEmptySubsequences: false)
            guard halves.count == 2 else { return nil }
            func words(_ half: ArraySlice<UInt8>) -> [String] {
                half.split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            }
            categories.append(Category(subgroup: words(halves[0]), group: words(halves[1])))
        }
        guard categoryBytes == 0 || bytes[categoryStart + Int(categoryBytes) - 1] == UInt8(ascii: "\n") else { return nil }
        var records: [Record] = []
        records.reserveCapacity(Int(recordCount))
        var byEmoji = [Int32](repeating: -1, count: table.sequences.count)
        func range(_ lower: Int32, _ upper: Int32, in count: Int32) -> Range<Int32>? {
            lower >= 0 && lower <= upper && upper <= count ? lower..<upper : nil
        }
        for _ in 0..<recordCount {
            // Eleven numbers, all there: the length was checked above.
            guard let emoji = reader.int32(), let nameLower = reader.int32(), let nameUpper = reader.int32(),
                  let keywordsLower = reader.int32(), let keywordsUpper = reader.int32(), let foldedNameLower = reader.int32(),
                  let foldedNameUpper = reader.int32(), let foldedKeywordsLower = reader.int32(),
                  let foldedKeywordsUpper = reader.int32(), let wordsUpper = reader.int32(), let packed = reader.int32()
            else { return nil }
            let category = packed >> 1
            guard emoji >= 0, Int(emoji) < table.sequences.count, table.statuses[Int(emoji)] == .fullyQualified,
                  byEmoji[Int(emoji)] < 0, category >= -1, category < Int32(categories.count),
                  let name = range(nameLower, nameUpper, in: textCount),
                  let keywords = range(keywordsLower, keywordsUpper, in: textCount),
                  let foldedName = range(foldedNameLower, foldedNameUpper, in: foldCount),
                  let foldedKeywords = range(foldedKeywordsLower, foldedKeywordsUpper, in: foldCount),
                  let words = range(foldedKeywords.upperBound, wordsUpper, in: foldCount)
            else { return nil }
            byEmoji[Int(emoji)] = Int32(records.count)
            records.append(Record(
                emoji: emoji, name: name, keywords: keywords, foldedName: foldedName, foldedKeywords: foldedKeywords,
                words: words, category: category, isToneVariant: packed & 1 == 1))
        }
        reader.skip(Int(categoryBytes))
        guard let text = reader.raw(Int(textCount)), let folds = reader.raw(Int(foldCount)) else { return nil }
        self.init(language: language, records: records, text: text, folds: folds, categories: categories, byEmoji: byEmoji)
    }

    /// A fast, stable hash of `sources` (64 bits, eight bytes a step, as little-endian words), to
    /// name what they compile to: the same bytes give the same name on any machine and in any
    /// process. Not for an adversary: equal names are still compared byte for byte where it matters.
    /// - Complexity: O(*n*) in the bytes.
    static func fingerprint(_ sources: [[UInt8]]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ word: UInt64) {
            hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
        }
        for source in sources {
            source.withUnsafeBytes { bytes in
                var i = 0
                while i + 8 <= bytes.count {
                    mix(UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)))
                    i += 8
                }
                var tail: UInt64 = 0
                for (shift, byte) in bytes[i...].enumerated() { tail |= UInt64(byte) << (8 * shift) }
                mix(tail)
            }
            mix(UInt64(source.count))   // a source's end: ["ab"] is not ["a", "b"]
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
