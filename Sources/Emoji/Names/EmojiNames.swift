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
    /// are left out.
    /// - Complexity: O(*n*) in the annotations, after the table's one-time key map.
    public init(language: String, annotations: [CLDRAnnotations.Annotation]) {
        self.language = language
        var entries: [Entry] = []
        var byEmoji: [EmojiTable.Index: Int] = [:]
        let keys = QualifiedKeys.shared
        let categories = EmojiCategories.shared
        for annotation in annotations {
            guard let name = annotation.name, let index = keys.qualifiedIndex(ofCLDR: annotation.cp),
                  byEmoji[index] == nil else { continue }
            byEmoji[index] = entries.count
            entries.append(Self.entry(
                EmojiTable.shared.sequences[Int(index)], name: name, keywords: annotation.keywords, categoryWords: categories.words[index] ?? ([], [])))
        }
        self.entries = entries
        self.byEmoji = byEmoji
    }

    /// Parses the generated English table (`EMOJI \t NAME \t KW|KW \t GROUP/SUBGROUP` a line).
    private convenience init(language: String, englishTable: String) {
        var annotations: [CLDRAnnotations.Annotation] = []
        annotations.reserveCapacity(3_700)
        for line in englishTable.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 3 else { continue }
            let keywords = fields[2].isEmpty ? [] : fields[2].split(separator: "|").map(String.init)
            annotations.append(CLDRAnnotations.Annotation(cp: String(fields[0]), name: String(fields[1]), keywords: keywords))
        }
        self.init(language: language, annotations: annotations)
    }

    private static func entry(_ emoji: Character, name: String, keywords: [String], categoryWords: (subgroup: [String], group: [String])) -> Entry {
        let foldedName = name.lowercased()
        let foldedKeywords = keywords.map { $0.lowercased() }
        var words: [String] = []
        for text in [foldedName] + foldedKeywords {
            for word in text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) where !words.contains(String(word)) {
                words.append(String(word))
            }
        }
        let toned = emoji.unicodeScalars.contains { $0.properties.isEmojiModifier }
        return Entry(
            emoji: emoji, name: name, keywords: keywords, isToneVariant: toned,
            foldedName: foldedName, foldedKeywords: foldedKeywords, foldedWords: words, categoryWords: categoryWords)
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
final class QualifiedKeys: Sendable {
    static let shared = QualifiedKeys()
    private let map: [String: EmojiTable.Index]

    private init() {
        let table = EmojiTable.shared
        var map: [String: EmojiTable.Index] = [:]
        map.reserveCapacity(table.sequences.count)
        for (i, status) in table.statuses.enumerated() where status == .fullyQualified {
            map[Self.key(table.sequences[i].unicodeScalars)] = EmojiTable.Index(i)
        }
        self.map = map
    }

    static func key(_ scalars: some Sequence<Unicode.Scalar>) -> String {
        var view = String.UnicodeScalarView()
        for scalar in scalars where scalar != "\u{FE0F}" { view.append(scalar) }
        return String(view)
    }

    /// - Complexity: O(*k*) expected in the length of `cp`.
    func qualifiedIndex(ofCLDR cp: String) -> EmojiTable.Index? {
        map[Self.key(cp.unicodeScalars)]
    }
}

/// Each emoji's group and subgroup words, from the English table's last field.
final class EmojiCategories: Sendable {
    static let shared = EmojiCategories()
    let words: [EmojiTable.Index: (subgroup: [String], group: [String])]

    private init() {
        var words: [EmojiTable.Index: (subgroup: [String], group: [String])] = [:]
        func split(_ text: Substring) -> [String] {
            text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
        }
        for line in EmojiNamesEnglish.table.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4, let slash = fields[3].firstIndex(of: "/"),
                  let index = QualifiedKeys.shared.qualifiedIndex(ofCLDR: String(fields[0])) else { continue }
            words[index] = (split(fields[3][fields[3].index(after: slash)...]), split(fields[3][..<slash]))
        }
        self.words = words
    }
}
