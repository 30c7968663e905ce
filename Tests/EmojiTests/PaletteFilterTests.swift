@testable import Emoji
import Randomness
import Testing

@Suite("PaletteFilter: keep, normalise, de-duplicate")
struct PaletteFilterTests {
    @Test("keeps emoji in order, normalised, each once; reports what it changed")
    func filters() {
        let (emojis, findings) = PaletteFilter.filter("😀a❤ ❤️😀\n🏻1⃣🇺x")
        #expect(String(emojis) == "😀❤️1️⃣")
        #expect(findings == [
            .init(index: 1, character: "a", kind: .notEmoji(.notAnEmoji)),
            .init(index: 2, character: "❤", kind: .unqualified(becomes: "❤️")),
            .init(index: 4, character: "❤️", kind: .duplicate(first: 2)),
            .init(index: 5, character: "😀", kind: .duplicate(first: 0)),
            .init(index: 7, character: "🏻", kind: .notEmoji(.component)),
            .init(index: 8, character: "1⃣", kind: .unqualified(becomes: "1️⃣")),
            .init(index: 9, character: "🇺", kind: .notEmoji(.notAFlag)),
            .init(index: 10, character: "x", kind: .notEmoji(.notAnEmoji)),
        ])
    }

    @Test("agrees with a plain loop over Characters on random text")
    func agreesWithCharacterLoop() {
        let parts = ["😀", "❤", "❤️", "a", " ", "🇺", "🇸", "1", "\u{20E3}", "\u{FE0F}", "\u{200D}", "🏻", "é", "e\u{301}", "☺"]
        var random = SeededRandom(seed: 11)
        for _ in 0..<300 {
            var text = ""
            for _ in 0..<random.next(in: 0...20) { text += parts[random.next(below: parts.count)] }
            var expected: [Character] = []
            for character in text {
                if let qualified = character.fullyQualifiedEmoji, !expected.contains(qualified) { expected.append(qualified) }
            }
            #expect(PaletteFilter.filter(text).emojis == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            // The course's definition of de-duplication: O(n²) but obviously right, as long as
            // nothing it appends fuses with what is before it; then the two must agree.
            var course = ""
            var appended: [Character] = []
            for character in text where !course.contains(character) {
                course.append(character)
                appended.append(character)
            }
            let unique = text.withNoRepeatedCharacters
            #expect(Set(unique).count == unique.count)
            if Array(course) == appended {
                #expect(unique == course, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
    }

    @Test("a palette written out splits back into the same emoji")
    func writtenPalettesSplitBack() {
        let table = EmojiTable.shared
        var random = SeededRandom(seed: 5)
        var all = table.sequences.indices.filter { table.statuses[$0] != .component }.map { table.sequences[$0] }
        all.fisherYatesShuffle(using: &random)
        let emojis = PaletteFilter.filter(all.map(String.init).joined(separator: " ")).emojis
        #expect(emojis.count == table.recommended.count)
        #expect(Array(String(emojis)) == emojis)
    }

    @Test("no emoji starts with a scalar that joins what comes before it")
    func startersNeverJoin() {
        let properties = GraphemeProperties.shared
        let joining = GraphemeProperties.glue | GraphemeProperties.prepend | GraphemeProperties.control
        for starter in EmojiTable.shared.starters {
            #expect(properties[starter] & joining == 0, "U+\(String(starter, radix: 16))")
        }
        for emoji in EmojiTable.shared.sequences {
            let last = emoji.unicodeScalars.last?.value ?? 0
            #expect(properties[last] & (GraphemeProperties.prepend | GraphemeProperties.zwj) == 0)
        }
    }
}
