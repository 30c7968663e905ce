/// The names and keywords of the emoji in one language (Unicode's CLDR annotations), with the
/// `:shortcode:` of each (from its English name): what `palette search`, `palette suggest`,
/// `palette show --names` and shortcodes read.
///
/// English is compiled in (``english``); other languages are read at run time (``EmojiLanguage``).
/// Immutable once built, so one value is shared freely.
public final class EmojiNames: Sendable {
    /// One emoji's annotation.
    public struct Entry: Sendable, Equatable {
        public static func == (a: Entry, b: Entry) -> Bool { a.emoji == b.emoji && a.name == b.name && a.keywords == b.keywords }

        /// The fully-qualified emoji.
        public let emoji: Character
        /// Its CLDR short name (`red heart`).
        public let name: String
        public let keywords: [String]
        /// A skin-tone variant (👋🏽): left out of search and suggestions unless asked for.
        public let isToneVariant: Bool
        /// Lowercased name, name words and keywords, for search.
        let foldedName: String
        let foldedKeywords: [String]
        let foldedWords: [String]
        /// Words of its subgroup and group in emoji-test.txt (`animal`, `mammal`; `animals`,
        /// `nature`): English whatever the language, found last.
        let categoryWords: (subgroup: [String], group: [String])
    }

    /// The language code the names are in (`en`, `de`).
    public let language: String
    /// In the data's order (CLDR's: related emoji together).
    public let entries: [Entry]
    /// Entry by fully-qualified table index.
    private let byEmoji: [EmojiTable.Index: Int]

    /// The compiled-in English names (CLDR 41, with emoji-test.txt names for newer emoji).
    public static let english = EmojiNames(language: "en", englishTable: EmojiNamesEnglish.table)

    /// The CLDR release of the compiled-in English names.
    public static var cldrVersion: String { EmojiNamesEnglish.cldrVersion }

    /// Names from annotations read from CLDR files: earlier ones win (a language's own file, then
    /// its derived file, then fallbacks). Characters that are no emoji (CLDR names symbols too)
    /// are left out. The group and subgroup words are English's, whatever the language.
    /// - Complexity: O(*n*) in the annotations.
    public init(language: String, annotations: [CLDRAnnotations.Annotation]) {
        self.language = language
        var entries: [Entry] = []
        var byEmoji: [EmojiTable.Index: Int] = [:]
        entries.reserveCapacity(annotations.count)
        byEmoji.reserveCapacity(annotations.count)
        let english = Self.english
        for annotation in annotations {
            guard let name = annotation.name, let index = QualifiedKeys.qualifiedIndex(ofCLDR: annotation.cp),
                  byEmoji[index] == nil else { continue }
            byEmoji[index] = entries.count
            let categories = english.byEmoji[index].map { english.entries[$0].categoryWords } ?? ([], [])
            entries.append(Self.entry(
                EmojiTable.shared.sequences[Int(index)], name: name, keywords: annotation.keywords, categoryWords: categories))
        }
        self.entries = entries
        self.byEmoji = byEmoji
    }

    /// Parses the generated English table (`EMOJI \t NAME \t KW|KW \t GROUP/SUBGROUP` a line)
    /// byte by byte: its fields are split at ASCII tabs and bars, and the words of its categories
    /// are split once per category, not once per emoji, so the first search of a process costs a
    /// few milliseconds rather than tens.
    /// - Complexity: O(*n*) in the table's bytes.
    private init(language: String, englishTable: String) {
        self.language = language
        var entries: [Entry] = []
        var byEmoji: [EmojiTable.Index: Int] = [:]
        entries.reserveCapacity(3_700)
        byEmoji.reserveCapacity(3_700)
        var categories: [Substring: (subgroup: [String], group: [String])] = [:]
        func words(_ text: Substring) -> [String] {
            EmojiNames.words(of: text.lowercased())
        }
        for line in englishTable.utf8.split(separator: UInt8(ascii: "\n")) {
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count >= 3, let cp = String(fields[0]), let name = String(fields[1]),
                  let index = QualifiedKeys.qualifiedIndex(ofCLDR: cp), byEmoji[index] == nil else { continue }
            let keywords = fields[2].isEmpty ? [] : fields[2].split(separator: UInt8(ascii: "|")).compactMap { String($0) }
            var category: (subgroup: [String], group: [String]) = ([], [])
            if fields.count == 4, case let field = Substring(fields[3]), let slash = field.firstIndex(of: "/") {
                if let known = categories[field] {
                    category = known
                } else {
                    category = (words(field[field.index(after: slash)...]), words(field[..<slash]))
                    categories[field] = category
                }
            }
            byEmoji[index] = entries.count
            entries.append(Self.entry(EmojiTable.shared.sequences[Int(index)], name: name, keywords: keywords, categoryWords: category))
        }
        self.entries = entries
        self.byEmoji = byEmoji
    }

    private static func entry(_ emoji: Character, name: String, keywords: [String], categoryWords: (subgroup: [String], group: [String])) -> Entry {
        let foldedName = name.lowercased()
        let foldedKeywords = keywords.map { $0.lowercased() }
        var words = Self.words(of: foldedName)
        for keyword in foldedKeywords {
            for word in Self.words(of: keyword) where !words.contains(word) { words.append(word) }
        }
        // Emoji_Modifier is exactly the five skin tones, U+1F3FB…U+1F3FF.
        let toned = emoji.unicodeScalars.contains { (0x1F3FB...0x1F3FF).contains($0.value) }
        return Entry(
            emoji: emoji, name: name, keywords: keywords, isToneVariant: toned,
            foldedName: foldedName, foldedKeywords: foldedKeywords, foldedWords: words, categoryWords: categoryWords)
    }

    /// The words of `text`, each once, in order: runs of letters and digits. ASCII text is split
    /// byte by byte; any other goes through `Character`'s properties.
    /// - Complexity: O(*n*) in the text, O(*w*²) in its words (a handful).
    static func words(of text: String) -> [String] {
        var words: [String] = []
        func add(_ word: String) { if !words.contains(word) { words.append(word) } }
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            func isWordByte(_ byte: UInt8) -> Bool {
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
            }
            for word in text.utf8.split(whereSeparator: { !isWordByte($0) }) {
                if let word = String(word) { add(word) }
            }
        } else {
            for word in text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) { add(String(word)) }
        }
        return words
    }

    /// The annotation of `emoji` (in any qualification: ❤ and ❤️ alike).
    /// - Complexity: O(*k*) expected for *k* UTF-8 bytes.
    public func entry(for emoji: Character) -> Entry? {
        guard let index = EmojiTable.shared.index(of: emoji) else { return nil }
        let qualified = EmojiTable.shared.qualified[Int(index)]
        return byEmoji[qualified].map { entries[$0] }
    }

    /// The short name of `emoji`, if this language has one.
    public func name(of emoji: Character) -> String? { entry(for: emoji)?.name }
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
