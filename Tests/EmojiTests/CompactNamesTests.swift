import Randomness
import Testing
@testable import Emoji

/// A language's names kept between processes (``EmojiNameCache``): the compact form reads back as
/// the names it was made of, and anything else a cache file might hold is refused, never trapped on.
@Suite("Compact emoji names")
struct CompactNamesTests {
    private static let annotations = [
        CLDRAnnotations.Annotation(cp: "🐈", name: "Katze", keywords: ["Katze", "Tier", "Haustier"]),
        CLDRAnnotations.Annotation(cp: "❤", name: "rotes Herz", keywords: ["Herz", "Liebe"]),
        CLDRAnnotations.Annotation(cp: "👋🏽", name: "winkende Hand: mittlere Hautfarbe", keywords: ["Hand", "winken"]),
        CLDRAnnotations.Annotation(cp: "🇦🇹", name: "Flagge: Österreich", keywords: ["Flagge"]),
    ]

    @Test("English and a small language read back from their compact form with the same entries and searches")
    func roundTrip() throws {
        for names in [EmojiNames.english, EmojiNames(language: "de", annotations: Self.annotations)] {
            let again = try #require(EmojiNames(language: names.language, compact: names.compactBytes))
            #expect(again.entries == names.entries)
            #expect(again.compactBytes == names.compactBytes)
            for words in [["cat"], ["katze"], ["herz"], ["hand"], ["österreich"], ["animals"], ["red", "heart"], ["tier"]] {
                #expect(again.search(words, includingToneVariants: true) == names.search(words, includingToneVariants: true), "\(words)")
            }
        }
    }

    @Test("every truncation and thousands of changed bytes are refused or read as well-formed names")
    func damagedBytesNeverTrap() {
        let bytes = EmojiNames(language: "de", annotations: Self.annotations).compactBytes
        for length in 0..<bytes.count {
            #expect(EmojiNames(language: "de", compact: Array(bytes.prefix(length))) == nil, "\(length) bytes")
        }
        #expect(EmojiNames(language: "de", compact: bytes + [0]) == nil)
        var random = SeededRandom(seed: 25)
        for _ in 0..<3_000 {
            var damaged = bytes
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                damaged[Int.random(in: 0..<damaged.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
            }
            // Whatever reads back is usable: its entries and a search run.
            if let names = EmojiNames(language: "de", compact: damaged) {
                _ = names.entries
                _ = names.search(["herz"])
            }
        }
    }

    @Test("a cache gets the compact form of a parsed language, and a later process is answered from it")
    func cacheStoresAndAnswers() throws {
        final class Box: EmojiNameCache {
            var files: [String: [UInt8]] = [:]
            func load(_ key: String) -> [UInt8]? { files[key] }
            func store(_ key: String, _ bytes: [UInt8]) { files[key] = bytes }
        }
        let german = Array("""
            <ldml><annotations><annotation cp="🐈">Katze | Tier</annotation>
            <annotation cp="🐈" type="tts">Katze</annotation></annotations></ldml>
            """.utf8)
        let directory = "/compact-names-\(UInt64.random(in: 0 ... .max))"
        let cache = Box()
        let first = try EmojiLanguage.names("de", directory: directory, read: { $0.hasSuffix("annotations/de.xml") ? german : nil }, cache: cache)
        let key = try #require(cache.files.keys.first)
        #expect(key.hasPrefix("names-de-") && key.hasSuffix(".bin"))
        // What a later process would read: the stored bytes alone make the same names.
        let stored = try #require(cache.files[key])
        let later = try #require(EmojiNames(language: "de", compact: stored))
        #expect(later.entries == first.entries)
        #expect(later.name(of: "🐈") == "Katze")
        // Other sources, another name: a changed file is parsed again, never answered from the old one.
        #expect(EmojiNames.fingerprint([german]) != EmojiNames.fingerprint([german + [0x20]]))
        #expect(EmojiNames.fingerprint([[1, 2]]) != EmojiNames.fingerprint([[1], [2]]))
    }
}
