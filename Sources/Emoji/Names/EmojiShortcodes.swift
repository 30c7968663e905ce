/// `:shortcode:`s, as chat has taught people to type emoji: each emoji's English CLDR short name
/// spelled by ``EmojiShortcodeSpelling`` (`:red_heart:`, `:pizza:`, `:flag_japan:`), and the chat
/// apps' aliases beside them (GitHub's and Slack's `:thumbsup:`, `:+1:`, `:heart:`; `:flag-jp:`,
/// `:flag_jp:`; generated into `EmojiAliasesTable`). English in every language, so a script means
/// the same everywhere. A CLDR-derived shortcode wins over an alias spelt the same.
public final class EmojiShortcodes: Sendable {
    /// The shortcodes of the compiled-in English names. Free to touch: the table is built at the
    /// first look-up (not for text without a `:`), from ``EmojiNames/english``, which is read in
    /// place from the binary.
    public static let shared = EmojiShortcodes(tables: nil)

    /// The English tables, built once per process when first looked in.
    private static let english = Tables(EmojiNames.english.names)

    private let built: Tables?
    private var tables: Tables { built ?? Self.english }

    /// Every shortcode without its colons, sorted (for completion by prefix): sorted when first
    /// asked for, since most sessions never complete one.
    public var all: [String] { built?.sorted ?? Self.englishSorted }

    private static let englishSorted = english.byCode.keys.sorted()

    /// The shortcodes of `names`' entries.
    /// - Complexity: O(*n* log *n*) in the entries.
    init(names: EmojiNames) {
        var tables = Tables(names.names)
        tables.sorted = tables.byCode.keys.sorted()
        built = tables
    }

    private init(tables: Tables?) {
        built = tables
    }

    /// Both directions: the first entry to spell a shortcode keeps it, and the aliases come after
    /// every name. Emoji are the table's fully-qualified indices, which hash as integers (a
    /// `Character` key hashes its normalised scalars).
    struct Tables: Sendable {
        let byCode: [String: EmojiTable.Index]
        let byEmoji: [EmojiTable.Index: String]
        /// The chat aliases of each emoji that has any, in the table's order (`thumbsup`, `+1`).
        let aliasesByEmoji: [EmojiTable.Index: [String]]
        /// `byCode`'s keys, sorted, for tables made of a language's names (English's are sorted
        /// on first need).
        var sorted: [String]?

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
            self.byCode = byCode
            self.byEmoji = byEmoji
            self.aliasesByEmoji = aliasesByEmoji
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
    /// - Complexity: O(*n*) expected in the code's length.
    public func emoji(for code: some StringProtocol) -> Character? {
        var code = Substring(code)
        if code.count > 2, code.first == ":", code.last == ":" { code = code.dropFirst().dropLast() }
        return tables.byCode[code.lowercased()].map { EmojiTable.shared.sequences[Int($0)] }
    }

    /// `:pizza:` for 🍕 (in any qualification).
    public func shortcode(for emoji: Character) -> String? {
        guard let index = Self.qualifiedIndex(of: emoji) else { return nil }
        return tables.byEmoji[index].map { ":\($0):" }
    }

    /// The chat apps' aliases of `emoji` (in any qualification), colons and all: `[":thumbsup:", ":+1:"]`
    /// for 👍; empty when it has none.
    public func aliases(for emoji: Character) -> [String] {
        guard let index = Self.qualifiedIndex(of: emoji) else { return [] }
        return tables.aliasesByEmoji[index, default: []].map { ":\($0):" }
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
        let all = self.all
        var low = 0, high = all.count
        while low < high {
            let mid = (low + high) / 2
            if all[mid] < key { low = mid + 1 } else { high = mid }
        }
        var result: [String] = []
        var i = low
        while i < all.count, all[i].hasPrefix(key) {
            result.append(":\(all[i]):")
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
