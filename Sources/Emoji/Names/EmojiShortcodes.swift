import CEmojiTables

/// `:shortcode:`s, as chat has taught people to type emoji: each emoji's English CLDR short name
/// spelled by ``EmojiShortcodeSpelling`` (`:red_heart:`, `:pizza:`, `:flag_japan:`), and the chat
/// apps' aliases beside them (GitHub's and Slack's `:thumbsup:`, `:+1:`, `:heart:`; `:flag-jp:`,
/// `:flag_jp:`; generated into `EmojiAliasesTable`). English in every language, so a script means
/// the same everywhere. A CLDR-derived shortcode wins over an alias spelt the same.
public final class EmojiShortcodes: Sendable {
    /// The shortcodes of the compiled-in English names. Free to touch: the tables are read at the
    /// first look-up (not for text without a `:`), from their compact form in the binary
    /// (CEmojiTables), or built from ``EmojiNames/english`` if that form is not one this build
    /// reads. That it matches the readable tables now is CompiledTablesTests' to say.
    public static let shared = EmojiShortcodes(tables: nil)

    /// The English tables, read once per process when first looked in.
    private static let english = compiledEnglish() ?? Tables(EmojiNames.english.names)

    private let built: Tables?
    private var tables: Tables { built ?? Self.english }

    /// The English tables' compact form as compiled in (scripts/generate-emoji-tables).
    static var compiledEnglishBytes: [UInt8] {
        Array(UnsafeBufferPointer(start: memorize_english_shortcodes(), count: memorize_english_shortcodes_count()))
    }

    /// The English tables read back from ``compiledEnglishBytes``; nil when they are in a form
    /// this build does not read (another format or emoji table).
    static func compiledEnglish() -> Tables? { Tables(compact: compiledEnglishBytes) }

    /// The English shortcodes read afresh from their compiled-in form (what ``shared`` does at its
    /// first look-up); nil when that form is not one this build reads.
    /// - Complexity: O(*n*) in the bytes, a copy and a check.
    public static func readCompiledEnglish() -> EmojiShortcodes? {
        compiledEnglish().map { EmojiShortcodes(tables: $0) }
    }

    /// The English tables built afresh from the English names, as a test compares them.
    static func makeEnglish() -> Tables { Tables(EmojiNames.english.names) }

    /// Every shortcode without its colons, sorted (for "did you mean"): made once for English.
    /// - Complexity: O(*n*) in the shortcodes, the first time.
    public var all: [String] { built.map(Self.codes(of:)) ?? Self.englishAll }

    private static let englishAll = codes(of: english)

    private static func codes(of tables: Tables) -> [String] { tables.codes.indices.map(tables.code) }

    /// The shortcodes of `names`' entries.
    /// - Complexity: O(*n* log *n*) in the entries.
    init(names: EmojiNames) {
        built = Tables(names.names)
    }

    private init(tables: Tables?) {
        built = tables
    }

    /// Both directions, in arrays a binary search reads (no hashing to build them): the first entry
    /// to spell a shortcode keeps it, and the aliases come after every name. Emoji are the table's
    /// fully-qualified indices.
    struct Tables: Sendable, Equatable {
        /// A shortcode: where it is in ``text``, and its emoji.
        struct Code: Sendable, Equatable {
            let start: Int32
            let end: Int32
            let emoji: EmojiTable.Index
        }
        /// The shortcodes' UTF-8, one after another.
        let text: [UInt8]
        /// Every shortcode, CLDR-derived and alias, sorted as strings.
        let codes: [Code]
        /// By fully-qualified table index: the entry in ``codes`` of its CLDR shortcode, -1 for none.
        let primary: [Int32]
        /// By table index: its aliases, `aliases[aliasStart[i]..<aliasStart[i + 1]]`, entries in
        /// ``codes`` in the alias table's order.
        let aliasStart: [Int32]
        let aliases: [Int32]

        /// - Complexity: O(*n* log *n*) in the entries and aliases.
        init(_ entries: some Sequence<(index: EmojiTable.Index, name: String)>) {
            var byCode: [String: EmojiTable.Index] = [:]
            var byEmoji: [EmojiTable.Index: String] = [:]
            byCode.reserveCapacity(6_144)
            byEmoji.reserveCapacity(4_096)
            for entry in entries {
                let code = EmojiShortcodeSpelling.shortcode(forName: entry.name)
                guard !code.isEmpty, byCode[code] == nil else { continue }
                byCode[code] = entry.index
                byEmoji[entry.index] = code
            }
            var aliasesByEmoji: [EmojiTable.Index: [String]] = [:]
            Self.forEachAlias { emoji, alias in
                guard byCode[alias] == nil else { return }
                byCode[alias] = emoji
                aliasesByEmoji[emoji, default: []].append(alias)
            }
            let sorted = byCode.keys.sorted()
            var text: [UInt8] = []
            var codes: [Code] = []
            var position: [String: Int32] = [:]
            for code in sorted {
                let start = Int32(text.count)
                text += code.utf8
                position[code] = Int32(codes.count)
                codes.append(Code(start: start, end: Int32(text.count), emoji: byCode[code] ?? -1))
            }
            let count = EmojiTable.shared.sequences.count
            var primary = [Int32](repeating: -1, count: count)
            for (emoji, code) in byEmoji { primary[Int(emoji)] = position[code] ?? -1 }
            var aliasStart: [Int32] = [0]
            var aliases: [Int32] = []
            for emoji in 0..<count {
                aliases += (aliasesByEmoji[EmojiTable.Index(emoji)] ?? []).map { position[$0] ?? -1 }
                aliasStart.append(Int32(aliases.count))
            }
            (self.text, self.codes, self.primary, self.aliasStart, self.aliases) = (text, codes, primary, aliasStart, aliases)
        }

        /// Shortcode `i`, without colons.
        func code(_ i: Int) -> String {
            String(decoding: text[Int(codes[i].start)..<Int(codes[i].end)], as: UTF8.self)
        }

        /// The first entry whose shortcode is not less than `key`, as strings compare. An ASCII
        /// key (what people type) is compared byte by byte, making no strings: the codes are in
        /// NFC, whose strings order as their UTF-8 does, and nothing else equals ASCII text.
        /// - Complexity: O(log *n*) comparisons.
        func lowerBound(_ key: String) -> Int {
            var low = 0, high = codes.count
            var key = key
            let ascii: Bool? = key.withUTF8 { bytes in
                guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
                text.withUnsafeBufferPointer { text in
                    while low < high {
                        let middle = (low + high) / 2
                        let code = UnsafeBufferPointer(rebasing: text[Int(codes[middle].start)..<Int(codes[middle].end)])
                        if code.lexicographicallyPrecedes(bytes) { low = middle + 1 } else { high = middle }
                    }
                }
                return true
            }
            guard ascii == nil else { return low }
            while low < high {
                let middle = (low + high) / 2
                if code(middle) < key { low = middle + 1 } else { high = middle }
            }
            return low
        }

        /// The emoji of shortcode `key` (lowercase, no colons).
        func emoji(for key: String) -> EmojiTable.Index? {
            let at = lowerBound(key)
            guard at < codes.count else { return nil }
            let code = codes[at]
            var key = key
            let equal = key.withUTF8 { bytes in
                text[Int(code.start)..<Int(code.end)].elementsEqual(bytes)
            }
            return equal || self.code(at) == key ? code.emoji : nil
        }

        /// Each alias of the generated table with its fully-qualified emoji.
        /// - Complexity: O(*n*) in the table's length (about 1,000 lines).
        static func forEachAlias(_ body: (EmojiTable.Index, String) -> Void) {
            let bytes = Array(EmojiAliasesTable.table.utf8)
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                defer { start = end + 1 }
                guard let tab = bytes[start..<end].firstIndex(of: UInt8(ascii: "\t")),
                      let index = QualifiedKeys.qualifiedIndex(ofCLDR: String(decoding: bytes[start..<tab], as: UTF8.self)) else { continue }
                for alias in bytes[(tab + 1)..<end].split(separator: UInt8(ascii: " ")) {
                    body(index, String(decoding: alias, as: UTF8.self))
                }
            }
        }
    }

    /// The emoji `code` names (with or without its colons, any case).
    /// - Complexity: O(*k* log *n*) in the code's length and the shortcodes.
    public func emoji(for code: some StringProtocol) -> Character? {
        var code = Substring(code)
        if code.count > 2, code.first == ":", code.last == ":" { code = code.dropFirst().dropLast() }
        return tables.emoji(for: code.lowercased()).map { EmojiTable.shared.sequences[Int($0)] }
    }

    /// `:pizza:` for 🍕 (in any qualification).
    public func shortcode(for emoji: Character) -> String? {
        guard let index = Self.qualifiedIndex(of: emoji) else { return nil }
        let entry = tables.primary[Int(index)]
        return entry >= 0 ? ":\(tables.code(Int(entry))):" : nil
    }

    /// The chat apps' aliases of `emoji` (in any qualification), colons and all: `[":thumbsup:", ":+1:"]`
    /// for 👍; empty when it has none.
    public func aliases(for emoji: Character) -> [String] {
        guard let index = Self.qualifiedIndex(of: emoji) else { return [] }
        let tables = self.tables
        return tables.aliases[Int(tables.aliasStart[Int(index)])..<Int(tables.aliasStart[Int(index) + 1])]
            .map { ":\(tables.code(Int($0))):" }
    }

    /// The fully-qualified table index of `emoji`, if it is one (components are not).
    private static func qualifiedIndex(of emoji: Character) -> EmojiTable.Index? {
        let table = EmojiTable.shared
        guard let index = table.index(of: emoji), table.statuses[Int(index)] != .component else { return nil }
        return table.qualified[Int(index)]
    }

    /// Every shortcode of `emoji`, its CLDR one first, then its aliases.
    public func allShortcodes(for emoji: Character) -> [String] {
        (shortcode(for: emoji).map { [$0] } ?? []) + aliases(for: emoji)
    }

    /// The shortcodes, colons and all, that start with `prefix` (`:piz` → `:pizza:`), sorted.
    /// - Complexity: O(log *n* + *m*) for *m* results.
    public func completions(of prefix: String) -> [String] {
        var key = prefix.lowercased()
        if key.hasPrefix(":") { key.removeFirst() }
        let tables = self.tables
        var result: [String] = []
        var i = tables.lowerBound(key)
        while i < tables.codes.count, case let code = tables.code(i), code.hasPrefix(key) {
            result.append(":\(code):")
            i += 1
        }
        return result
    }

    /// A `:word:` that names no emoji.
    public struct Unknown: Error, Sendable, Equatable {
        /// As typed, colons and all.
        public let shortcode: String
    }

    /// `text` with every `:shortcode:` replaced by its emoji: the one expansion every command
    /// that takes emoji uses (`palette new`, `palette add`, `art add`). A `:word:` of letters,
    /// digits, `_`, `-`, `+`, `#` and `*` that names no emoji is an error, so a typo never turns
    /// silently into the letters of its name.
    /// - Complexity: O(*n*) expected in the text's length.
    public func expanding(_ text: String) throws(Unknown) -> String {
        guard text.contains(":") else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: ":") {
            out += rest[..<open]
            let after = rest[rest.index(after: open)...]
            let word = after.prefix { Self.isShortcodeCharacter($0) }
            let close = word.endIndex
            guard !word.isEmpty, close < after.endIndex, after[close] == ":" else {
                out.append(":")
                rest = after
                continue
            }
            guard let emoji = emoji(for: word) else { throw Unknown(shortcode: ":\(word):") }
            out.append(emoji)
            rest = after[after.index(after: close)...]
        }
        out += rest
        return out
    }

    /// Whether `word` is written as a shortcode: `:` letters… `:`.
    public static func looksLikeShortcode(_ word: some StringProtocol) -> Bool {
        word.count > 2 && word.first == ":" && word.last == ":" && word.dropFirst().dropLast().allSatisfy(isShortcodeCharacter)
    }

    /// Letters, digits and the marks shortcodes use: `_`, `-` (`:flag-jp:`), `+` (`:+1:`),
    /// `#` and `*` (keycaps).
    private static func isShortcodeCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || c == "-" || c == "+" || c == "#" || c == "*"
    }
}
