import Testing
@testable import Emoji

/// The tables built cheaply on first use give what the full build gives: shortcodes from the
/// English table alone, and a language parsed once per process while its files are unchanged.
@Suite("First-use tables")
struct FirstUseTableTests {
    @Test("the byte-by-byte spelling of an ASCII name is the Unicode one, for every English name")
    func asciiSpelling() {
        for entry in EmojiNames.english.entries where entry.name.utf8.allSatisfy({ $0 < 0x80 }) {
            #expect(EmojiShortcodeSpelling.shortcode(forName: entry.name) == Self.unicodeSpelling(entry.name), "\(entry.name)")
        }
        #expect(EmojiShortcodeSpelling.shortcode(forName: "Keycap: #") == "keycap_#")
        #expect(EmojiShortcodeSpelling.shortcode(forName: "O'Neil \"Q\" 2*3") == "oneil_q_2*3")
        #expect(EmojiShortcodeSpelling.shortcode(forName: "woman’s hat") == "womans_hat")
        #expect(EmojiShortcodeSpelling.shortcode(forName: " -- ") == "")
    }

    /// The spelling as it was written before the ASCII path: Character properties throughout.
    private static func unicodeSpelling(_ name: String) -> String {
        var out = ""
        var pendingUnderscore = false
        for character in name.lowercased() {
            if "'’‘\"“”".contains(character) { continue }
            if character.isLetter || character.isNumber || character == "#" || character == "*" {
                if pendingUnderscore && !out.isEmpty { out.append("_") }
                pendingUnderscore = false
                out.append(character)
            } else {
                pendingUnderscore = true
            }
        }
        return out
    }

    @Test("the shared shortcodes, built from the English table alone, are those of the English names")
    func sharedShortcodesMatchTheNames() throws {
        let reference = EmojiShortcodes(names: .english)
        let shared = EmojiShortcodes.shared
        #expect(shared.all == reference.all)
        #expect(shared.all.count > 3_000)
        for code in reference.all {
            #expect(shared.emoji(for: code) == reference.emoji(for: code), "\(code)")
        }
        for entry in EmojiNames.english.entries {
            #expect(shared.shortcode(for: entry.emoji) == reference.shortcode(for: entry.emoji), "\(entry.emoji)")
        }
        #expect(shared.emoji(for: ":RED_HEART:") == "❤️")
        #expect(try shared.expanding("a :pizza: b") == "a 🍕 b")
        #expect(shared.completions(of: ":piz") == [":pizza:"])
    }

    @Test("the table's own index finds each CLDR spelling's fully-qualified emoji as the map of every sequence without U+FE0F does")
    func qualifiedIndexAgreesWithTheStrippedMap() {
        let spellings = (EmojiNamesEnglish.table + "\n" + EmojiAliasesTable.table).split(separator: "\n").compactMap {
            $0.split(separator: "\t").first.map(String.init)
        }
        #expect(spellings.count > 4_000)
        for cp in spellings {
            #expect(QualifiedKeys.qualifiedIndex(ofCLDR: cp) == QualifiedKeys.StrippedKeys.shared.map[QualifiedKeys.key(cp.unicodeScalars)], "\(cp)")
        }
        #expect(QualifiedKeys.qualifiedIndex(ofCLDR: "🏻") == nil)     // a component names no emoji
        #expect(QualifiedKeys.qualifiedIndex(ofCLDR: "x") == nil)
    }

    @Test("words are split alike byte by byte for ASCII and by Character properties otherwise")
    func wordsOfASCIIAndOther() {
        #expect(EmojiNames.words(of: "red heart | love-heart 2") == ["red", "heart", "love", "2"])
        #expect(EmojiNames.words(of: "flagge: österreich österreich") == ["flagge", "österreich"])
        for entry in EmojiNames.english.entries.prefix(500) {
            let text = ([entry.name] + entry.keywords).joined(separator: " ").lowercased()
            let reference = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
            #expect(Set(EmojiNames.words(of: text)) == Set(reference), "\(entry.name)")
        }
    }

    private static let german = Array("""
        <ldml><identity><language type="de"/></identity><annotations>
        <annotation cp="🐈">Katze | Tier</annotation>
        <annotation cp="🐈" type="tts">Katze</annotation>
        </annotations></ldml>
        """.utf8)

    @Test("a language is parsed once while its files stay the same, and again when they change")
    func languageParsedOncePerProcess() throws {
        // A directory of its own, so that no other test's cached language answers.
        let directory = "/first-use-tables-\(UInt64.random(in: 0 ... .max))"
        var files = ["\(directory)/annotations/de.xml": Self.german]
        var reads = 0
        func names() throws -> EmojiNames {
            try EmojiLanguage.names("de_DE.UTF-8", directory: directory) { path in
                reads += 1
                return files[path]
            }
        }
        let first = try names()
        #expect(first.name(of: "🐈") == "Katze")
        let second = try names()
        #expect(second === first)
        #expect(reads == 8)  // de_DE and de, annotations and derived, each call: the files are read again

        files["\(directory)/annotations/de.xml"] = Array(String(decoding: Self.german, as: UTF8.self)
            .replacing("type=\"tts\">Katze", with: "type=\"tts\">Hauskatze").utf8)
        let changed = try names()
        #expect(changed !== first)
        #expect(changed.name(of: "🐈") == "Hauskatze")
        #expect(try names() === changed)
    }
}
