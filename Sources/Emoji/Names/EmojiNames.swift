import CEmojiTables

/// The names and keywords of the emoji in one language (Unicode's CLDR annotations), with the
/// `:shortcode:` of each (from its English name): what `palette search`, `palette suggest`,
/// `palette show --names` and shortcodes read.
///
/// English is compiled in (``english``); other languages are read at run time (``EmojiLanguage``).
/// Immutable once built, so one value is shared freely.
///
/// Held as compact records over two byte buffers (the names as given, and folded for search),
/// not as a `String` per name and keyword: building the English names is one pass over the
/// compiled-in table's bytes, so the first search of a process costs about a millisecond, and a
/// search compares bytes without making a string. An ``Entry`` is made when one is asked for.
public final class EmojiNames: Sendable {
    /// One emoji's annotation.
    public struct Entry: Sendable, Equatable {
        /// The fully-qualified emoji.
        public let emoji: Character
        /// Its CLDR short name (`red heart`).
        public let name: String
        public let keywords: [String]
        /// A skin-tone variant (👋🏽): left out of search and suggestions unless asked for.
        public let isToneVariant: Bool

        public static func == (a: Entry, b: Entry) -> Bool { a.emoji == b.emoji && a.name == b.name && a.keywords == b.keywords }
    }

    /// One emoji's annotation, as ranges of ``text`` and ``folds``.
    struct Record: Sendable {
        /// Its fully-qualified entry of ``EmojiTable``.
        let emoji: EmojiTable.Index
        /// The name, and the keywords joined by `|`, in ``text``.
        let name: Range<Int32>
        let keywords: Range<Int32>
        /// The same lowercased in ``folds``, then the words of both (each once, joined by a space).
        let foldedName: Range<Int32>
        let foldedKeywords: Range<Int32>
        let words: Range<Int32>
        /// Its group and subgroup in ``categories``; -1 for none.
        let category: Int32
        let isToneVariant: Bool
    }

    /// The words of a group and subgroup of emoji-test.txt (`animals`, `nature`; `animal`,
    /// `mammal`): English whatever the language, found last.
    struct Category: Sendable {
        let subgroup: [String]
        let group: [String]
    }

    /// The language code the names are in (`en`, `de`).
    public let language: String
    let records: [Record]
    let text: [UInt8]
    let folds: [UInt8]
    let categories: [Category]
    /// Record by fully-qualified table index (-1 for none): an array as long as the table.
    private let byEmoji: [Int32]

    /// The compiled-in English names (CLDR 41, with emoji-test.txt names for newer emoji), read
    /// from their compact form in the binary (CEmojiTables) in a tenth of a millisecond; built
    /// from the readable table if that form is not one this build reads (another format, another
    /// emoji table). That the compact form is the readable table's now is CompiledTablesTests' to
    /// say: run scripts/generate-emoji-tables after changing either.
    public static let english = compiledEnglish() ?? makeEnglish()

    /// The English names' compact form as compiled in (scripts/generate-emoji-tables).
    static var compiledEnglishBytes: [UInt8] {
        Array(UnsafeBufferPointer(start: memorize_english_names(), count: memorize_english_names_count()))
    }

    /// The names read back from ``compiledEnglishBytes``, afresh (what ``english`` does once);
    /// nil when they are in a form this build does not read (another format or emoji table).
    /// - Complexity: O(*n*) in the bytes, a copy and a check.
    public static func compiledEnglish() -> EmojiNames? { EmojiNames(language: "en", compact: compiledEnglishBytes) }

    /// Builds the compiled-in English names afresh: what ``english`` holds, built once per
    /// process when first used (a benchmark times it this way).
    /// - Complexity: O(*n*) in the table's bytes.
    public static func makeEnglish() -> EmojiNames { EmojiNames(englishTable: EmojiNamesEnglish.table) }

    /// The CLDR release of the compiled-in English names.
    public static var cldrVersion: String { EmojiNamesEnglish.cldrVersion }

    /// How many emoji have a name.
    public var count: Int { records.count }

    /// In the data's order (CLDR's: related emoji together).
    /// - Complexity: O(*n*): each entry is made when asked for.
    public var entries: [Entry] { records.indices.map(entry(at:)) }

    /// Names from annotations read from CLDR files: earlier ones win (a language's own file, then
    /// its derived file, then fallbacks). Characters that are no emoji (CLDR names symbols too)
    /// are left out. The group and subgroup words are English's, whatever the language.
    /// - Complexity: O(*n*) in the annotations.
    public init(language: String, annotations: [CLDRAnnotations.Annotation]) {
        let english = Self.english
        var builder = Builder(expecting: annotations.count)
        for annotation in annotations {
            guard let name = annotation.name, let index = QualifiedKeys.qualifiedIndex(ofCLDR: annotation.cp),
                  !builder.has(index) else { continue }
            let englishRecord = english.byEmoji[Int(index)]
            builder.add(
                index, name: Array(name.utf8)[...], keywords: Array(annotation.keywords.joined(separator: "|").utf8)[...],
                category: englishRecord >= 0 ? english.records[Int(englishRecord)].category : -1)
        }
        self.language = language
        records = builder.records
        text = builder.text
        folds = builder.folds
        categories = english.categories
        byEmoji = builder.byEmoji
    }

    /// Parses the generated English table (`EMOJI \t NAME \t KW|KW \t GROUP/SUBGROUP` a line)
    /// byte by byte, splitting the words of each category once.
    /// - Complexity: O(*n*) in the table's bytes.
    private init(englishTable: String) {
        var builder = Builder(expecting: 3_700)
        var categories: [Category] = []
        var categoryIndex: [ArraySlice<UInt8>: Int32] = [:]
        EmojiNamesEnglish.forEachLine(of: englishTable) { index, bytes, fields in
            guard !builder.has(index) else { return }
            var category: Int32 = -1
            if let group = fields.category {
                let field = bytes[group]
                if let known = categoryIndex[field] {
                    category = known
                } else if let slash = field.firstIndex(of: UInt8(ascii: "/")) {
                    category = Int32(categories.count)
                    categoryIndex[field] = category
                    categories.append(Category(
                        subgroup: Self.words(of: String(decoding: field[(slash + 1)...], as: UTF8.self).lowercased()),
                        group: Self.words(of: String(decoding: field[..<slash], as: UTF8.self).lowercased())))
                }
            }
            builder.add(index, name: bytes[fields.name], keywords: bytes[fields.keywords], category: category)
        }
        language = "en"
        records = builder.records
        text = builder.text
        folds = builder.folds
        self.categories = categories
        byEmoji = builder.byEmoji
    }

    /// Names made of parts already checked (``init(language:compact:)``).
    init(language: String, records: [Record], text: [UInt8], folds: [UInt8], categories: [Category], byEmoji: [Int32]) {
        self.language = language
        self.records = records
        self.text = text
        self.folds = folds
        self.categories = categories
        self.byEmoji = byEmoji
    }

    /// The annotation of `emoji` (in any qualification: ❤ and ❤️ alike).
    /// - Complexity: O(*k*) expected for *k* UTF-8 bytes.
    public func entry(for emoji: Character) -> Entry? {
        let table = EmojiTable.shared
        guard let index = table.index(of: emoji) else { return nil }
        let record = byEmoji[Int(table.qualified[Int(index)])]
        return record >= 0 ? entry(at: Int(record)) : nil
    }

    /// The short name of `emoji`, if this language has one.
    public func name(of emoji: Character) -> String? { entry(for: emoji)?.name }

    /// Each entry's fully-qualified emoji and its name, in order, without making entries.
    /// - Complexity: O(*n*) in the entries' names.
    var names: some Sequence<(index: EmojiTable.Index, name: String)> {
        records.lazy.map { record in
            (record.emoji, String(decoding: self.text[Int(record.name.lowerBound)..<Int(record.name.upperBound)], as: UTF8.self))
        }
    }

    /// The entry of record `i`.
    /// - Complexity: O(*k*) in its name and keywords.
    func entry(at i: Int) -> Entry {
        let record = records[i]
        let keywords = text[Int(record.keywords.lowerBound)..<Int(record.keywords.upperBound)]
        return Entry(
            emoji: EmojiTable.shared.sequences[Int(record.emoji)],
            name: String(decoding: text[Int(record.name.lowerBound)..<Int(record.name.upperBound)], as: UTF8.self),
            keywords: keywords.split(separator: UInt8(ascii: "|")).map { String(decoding: $0, as: UTF8.self) },
            isToneVariant: record.isToneVariant)
    }

    /// The words of `text`, each once, in order: runs of letters and digits. ASCII text is split
    /// byte by byte; any other goes through `Character`'s properties.
    /// - Complexity: O(*n*) in the text, O(*w*²) in its words (a handful).
    static func words(of text: String) -> [String] {
        let bytes = Array(text.utf8)
        var words: [String] = []
        for range in wordRanges(of: bytes[...]) {
            let word = String(decoding: bytes[range], as: UTF8.self)
            if !words.contains(word) { words.append(word) }
        }
        return words
    }

    /// The byte ranges of the words of UTF-8 `bytes` (see ``words(of:)``), repeats included,
    /// as offsets from the start of `bytes`.
    static func wordRanges(of bytes: ArraySlice<UInt8>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        forEachWord(in: bytes) { ranges.append($0) }
        return ranges
    }

    /// Calls `body` with the range of each word of `bytes` (offsets from its start): ASCII byte
    /// by byte, any other text through `Character`'s properties.
    /// - Complexity: O(*n*) in the bytes.
    static func forEachWord(in bytes: ArraySlice<UInt8>, _ body: (Range<Int>) -> Void) {
        if bytes.allSatisfy({ $0 < 0x80 }) {
            var start: Int?
            var i = 0
            for byte in bytes {
                let isWord = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                if isWord, start == nil { start = i }
                if !isWord, let first = start { body(first..<i); start = nil }
                i += 1
            }
            if let first = start { body(first..<i) }
            return
        }
        let text = String(decoding: bytes, as: UTF8.self)
        for word in text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
            let start = text.utf8.distance(from: text.startIndex, to: word.startIndex)
            body(start..<(start + word.utf8.count))
        }
    }
}

extension EmojiNames {
    /// Appends records to the two buffers.
    private struct Builder {
        var records: [Record] = []
        var text: [UInt8] = []
        var folds: [UInt8] = []
        var byEmoji: [Int32]

        init(expecting count: Int) {
            records.reserveCapacity(count)
            text.reserveCapacity(count * 64)
            folds.reserveCapacity(count * 96)
            byEmoji = Array(repeating: -1, count: EmojiTable.shared.sequences.count)
        }

        func has(_ index: EmojiTable.Index) -> Bool { byEmoji[Int(index)] >= 0 }

        /// Adds an emoji's name and its keywords (joined by `|`), as UTF-8.
        /// - Complexity: O(*k*) in the name and keywords' bytes (O(*w*²) in their words).
        mutating func add(_ emoji: EmojiTable.Index, name: ArraySlice<UInt8>, keywords: ArraySlice<UInt8>, category: Int32) {
            let nameRange = append(name, to: &text)
            let keywordRange = append(keywords, to: &text)
            let foldedNameRange = appendFolded(name)
            let foldedKeywordRange = appendFolded(keywords)

            // The words of the name and the keywords, each once, joined by a space.
            let wordStart = folds.count
            seen.removeAll(keepingCapacity: true)
            addWords(of: foldedNameRange)
            addWords(of: foldedKeywordRange)
            let wordRange = Int32(wordStart)..<Int32(folds.count)

            // Emoji_Modifier is exactly the five skin tones, U+1F3FB…U+1F3FF.
            let toned = EmojiTable.shared.sequences[Int(emoji)].unicodeScalars.contains { (0x1F3FB...0x1F3FF).contains($0.value) }
            byEmoji[Int(emoji)] = Int32(records.count)
            records.append(Record(
                emoji: emoji, name: nameRange, keywords: keywordRange, foldedName: foldedNameRange,
                foldedKeywords: foldedKeywordRange, words: wordRange, category: category, isToneVariant: toned))
        }

        /// The words of a record so far, in ``folds``: reused from record to record.
        private var seen: [Range<Int>] = []

        /// Appends the words of `source` (in ``folds``) that the record does not have yet.
        private mutating func addWords(of source: Range<Int32>) {
            // A copy: a slice of ``folds`` alive while it grows would make every append copy it all.
            let text = Array(folds[Int(source.lowerBound)..<Int(source.upperBound)])
            EmojiNames.forEachWord(in: text[...]) { range in
                let word = text[range]
                if seen.contains(where: { folds[$0].elementsEqual(word) }) { return }
                if !seen.isEmpty { folds.append(UInt8(ascii: " ")) }
                let start = folds.count
                folds += word
                seen.append(start..<folds.count)
            }
        }

        /// `String.lowercased()` of UTF-8 `bytes`, appended to ``folds``: byte by byte for ASCII.
        private mutating func appendFolded(_ bytes: ArraySlice<UInt8>) -> Range<Int32> {
            let start = Int32(folds.count)
            if bytes.allSatisfy({ $0 < 0x80 }) {
                for byte in bytes { folds.append(byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte) }
            } else {
                folds += String(decoding: bytes, as: UTF8.self).lowercased().utf8
            }
            return start..<Int32(folds.count)
        }

        private func append(_ bytes: ArraySlice<UInt8>, to buffer: inout [UInt8]) -> Range<Int32> {
            let start = Int32(buffer.count)
            buffer += bytes
            return start..<Int32(buffer.count)
        }
    }
}

extension EmojiNamesEnglish {
    /// Where a line's fields are in its table's bytes.
    struct Fields {
        let name: Range<Int>
        let keywords: Range<Int>
        /// `GROUP/SUBGROUP`, when the line has it.
        let category: Range<Int>?
    }

    /// Calls `body` with each line's fully-qualified emoji, the table's bytes and the line's
    /// fields, in the table's order, scanning bytes (`split` on a string's UTF-8 view costs ten
    /// times as much); lines whose emoji is not in ``EmojiTable`` are skipped.
    /// - Complexity: O(*n*) in the table's bytes.
    static func forEachLine(of table: String, _ body: (EmojiTable.Index, [UInt8], Fields) -> Void) {
        let bytes = Array(table.utf8)
        let newline = UInt8(ascii: "\n"), tab = UInt8(ascii: "\t")
        let emoji = EmojiTable.shared
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != newline { end += 1 }
            defer { start = end + 1 }
            // Up to four fields, split at tabs (no array a line: this runs 3,700 times).
            var cuts = (start, start, start), count = 0
            for i in start..<end where bytes[i] == tab && count < 3 {
                switch count {
                case 0: cuts.0 = i
                case 1: cuts.1 = i
                default: cuts.2 = i
                }
                count += 1
            }
            guard count >= 2 else { continue }
            let cp = bytes[start..<cuts.0]
            let listed = cp.withUnsafeBufferPointer { emoji.index(ofUTF8: $0) }.map { emoji.qualified[Int($0)] }
            guard let index = listed.flatMap({ emoji.statuses[Int($0)] == .fullyQualified ? $0 : nil })
                    ?? QualifiedKeys.qualifiedIndex(ofCLDR: String(decoding: cp, as: UTF8.self)) else { continue }
            body(index, bytes, Fields(
                name: (cuts.0 + 1)..<cuts.1, keywords: (cuts.1 + 1)..<(count == 3 ? cuts.2 : end),
                category: count == 3 ? (cuts.2 + 1)..<end : nil))
        }
    }
}

/// From CLDR's spelling of an emoji (without U+FE0F) to its fully-qualified table entry.
enum QualifiedKeys {
    /// The table lists the spellings CLDR uses (emoji-test.txt has the unqualified and
    /// minimally-qualified forms beside the fully-qualified one), so its own index finds almost
    /// all; the map of every fully-qualified sequence without U+FE0F, built on first need,
    /// finds the rest.
    /// - Complexity: O(*k*) expected in the length of `cp`.
    static func qualifiedIndex(ofCLDR cp: String) -> EmojiTable.Index? {
        let table = EmojiTable.shared
        var cp = cp
        if let index = cp.withUTF8({ table.index(ofUTF8: $0) }) {
            let qualified = table.qualified[Int(index)]
            if table.statuses[Int(qualified)] == .fullyQualified { return qualified }
        }
        return StrippedKeys.shared.map[key(cp.unicodeScalars)]
    }

    static func key(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        for scalar in scalars where scalar != "\u{FE0F}" { view.append(scalar) }
        return String(view)
    }

    /// Every fully-qualified sequence, keyed without its U+FE0F.
    final class StrippedKeys: Sendable {
        static let shared = StrippedKeys()
        let map: [String: EmojiTable.Index]

        private init() {
            let table = EmojiTable.shared
            var map: [String: EmojiTable.Index] = [:]
            map.reserveCapacity(table.sequences.count)
            for (i, status) in table.statuses.enumerated() where status == .fullyQualified {
                map[QualifiedKeys.key(table.sequences[i].unicodeScalars)] = EmojiTable.Index(i)
            }
            self.map = map
        }
    }
}
