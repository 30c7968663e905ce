@testable import Emoji
import Testing

@Suite("Character.isEmoji against Unicode's data")
struct ClassifierTests {
    @Test("every line of Debian's emoji-test.txt is classified as its status says")
    func agreesWithEmojiTestFile() throws {
        let lines = try #require(EmojiTestFile.lines, "install Debian's unicode-data (scripts/install-dependencies)")
        #expect(lines.count > 4_000)
        var wrong: [String] = []
        for entry in lines {
            let character = try #require(entry.text.count == 1 ? entry.text.first : nil, "line \(entry.line) is one Character")
            let expected = entry.status != "component"
            if character.isEmoji != expected {
                wrong.append("line \(entry.line): \(entry.status) \(hex(character)) isEmoji=\(character.isEmoji)")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong, first: \(wrong.prefix(5))")
    }

    @Test("every emoji normalises to the fully-qualified line with the same code points but U+FE0F")
    func normalisesToTheFullyQualifiedLine() throws {
        let lines = try #require(EmojiTestFile.lines)
        var qualified: [[UInt32]: Character] = [:]
        for entry in lines where entry.status == "fully-qualified" {
            qualified[stripped(entry.text)] = entry.text.first
        }
        var wrong: [String] = []
        for entry in lines where entry.status != "component" {
            guard let character = entry.text.first else { continue }
            let expected = qualified[stripped(entry.text)]
            if expected == nil || character.fullyQualifiedEmoji != expected {
                wrong.append("line \(entry.line): \(hex(character)) → \(character.fullyQualifiedEmoji.map(hex) ?? "nil")")
            }
            if entry.status == "fully-qualified", character.fullyQualifiedEmoji != character {
                wrong.append("line \(entry.line): fully-qualified \(hex(character)) changed")
            }
        }
        #expect(wrong.isEmpty, "\(wrong.count) wrong, first: \(wrong.prefix(5))")
    }

    @Test("the table holds Emoji 17.0 and nothing newer than the toolchain segments as one character")
    func tableIsConsistent() {
        let table = EmojiTable.shared
        #expect(EmojiTable.emojiVersion == "17.0")
        #expect(table.recommended.count == 3_944)
        #expect(table.sequences.count == 5_225 + 152)
        for (i, c) in table.sequences.enumerated() {
            #expect(String(c).count == 1)
            #expect(table.index(of: c) == Int32(i))
        }
    }

    @Test("every emoji-style variation sequence of Debian's data is an emoji, normalised to a fully-qualified form")
    func variationSequences() throws {
        let text = try String(contentsOfFile: "/usr/share/unicode/emoji/emoji-variation-sequences.txt", encoding: .utf8)
        var checked = 0
        for line in text.split(separator: "\n") where line.contains("emoji style") {
            var sequence = ""
            for hex in line.prefix(while: { $0 != ";" }).split(separator: " ") {
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) { sequence.unicodeScalars.append(scalar) }
            }
            let character = try #require(sequence.first)
            // Keycap bases (#, *, 0–9) with U+FE0F are variation sequences but no emoji on their
            // own: only with U+20E3 (UTS #51 ED-14c), as emoji-test.txt has them.
            if let first = sequence.unicodeScalars.first, first.isASCII { #expect(!character.isEmoji); continue }
            #expect(character.isEmoji, "\(hex(character))")
            #expect(character.fullyQualifiedEmoji.map { EmojiTable.shared.index(of: $0).map { EmojiTable.shared.statuses[Int($0)] } } == .fullyQualified)
            checked += 1
        }
        #expect(checked > 250)
    }

    @Test("the course's heuristic misses these; they are emoji", arguments: [
        "⌚", "⌛", "©", "®", "‼", "⁉", "™", "ℹ", "↔", "↩", "⌨", "©️", "❤", "❤️", "☺", "1⃣", "1️⃣", "#️⃣", "*️⃣",
        "🇺🇸", "🏴󠁧󠁢󠁳󠁣󠁴󠁿", "👩🏽‍💻", "👨‍👩‍👧‍👦", "🫩", "🫪", "⚾️", "⛅️",
    ])
    func emoji(_ text: String) throws {
        let character = try #require(text.first)
        #expect(character.isEmoji, "\(hex(character))")
    }

    @Test("not emoji", arguments: [
        ("1", EmojiClassification.Reason.notAnEmoji), ("#", .notAnEmoji), ("*", .notAnEmoji),
        ("#\u{FE0F}", .notAnEmoji), ("1\u{FE0F}", .notAnEmoji), ("a", .notAnEmoji), ("é", .notAnEmoji),
        ("🇺", .notAFlag), ("🇺🇺", .notAFlag), ("🇦🇦", .notAFlag),
        ("1\u{0301}", .notAnEmoji), ("1\u{0301}\u{20E3}", .notRecommendedSequence),
        ("❤\u{FE0E}", .textPresentation), ("⌚\u{FE0E}", .textPresentation), ("1\u{FE0E}\u{20E3}", .textPresentation),
        ("👨\u{200D}🚀\u{200D}👩", .notRecommendedSequence), ("😀\u{200D}😀", .notRecommendedSequence),
        ("🏴\u{E0061}\u{E0062}\u{E007F}", .notRecommendedSequence),
        ("\u{200D}", .notAnEmoji), ("\u{FE0F}", .notAnEmoji), ("\u{20E3}", .notAnEmoji), ("\u{E0061}", .notAnEmoji),
        ("🏻", .component), ("🦰", .component), ("🦳", .component),
    ])
    func notEmoji(_ text: String, _ reason: EmojiClassification.Reason) throws {
        let character = try #require(text.count == 1 ? text.first : nil, "one Character")
        #expect(!character.isEmoji)
        #expect(character.fullyQualifiedEmoji == nil)
        #expect(character.emojiClassification == .notEmoji(reason))
    }

    @Test("normal forms", arguments: [("❤", "❤️"), ("☺", "☺️"), ("1⃣", "1️⃣"), ("©", "©️"), ("👁‍🗨", "👁️‍🗨️"), ("😀", "😀"), ("⚾️", "⚾"), ("☔️", "☔")])
    func normalForms(_ input: String, _ expected: String) throws {
        let character = try #require(input.first)
        #expect(character.fullyQualifiedEmoji.map(String.init) == expected)
    }
}

func stripped(_ text: String) -> [UInt32] { text.unicodeScalars.map(\.value).filter { $0 != 0xFE0F } }
func hex(_ c: Character) -> String { c.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined(separator: " ") }
