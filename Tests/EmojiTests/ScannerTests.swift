@testable import Emoji
import Randomness
import Testing

/// The oracle: split the text into characters as Swift does, keep the emoji, with UTF-8 offsets.
func oracle(_ bytes: [UInt8]) -> [(Character, Int)] {
    let text = String(decoding: bytes, as: UTF8.self)
    var result: [(Character, Int)] = []
    var offset = 0
    for character in text {
        if character.isEmoji { result.append((character, offset)) }
        offset += String(character).utf8.count
    }
    return result
}

/// The scanner over `bytes`, fed in chunks of the given sizes (cycled), as a stream would be.
func scanned(_ bytes: [UInt8], chunks: [Int] = [Int.max]) -> (emojis: [(Character, Int)], invalid: [Int]) {
    var scanner = EmojiScanner()
    var emojis: [(Character, Int)] = []
    var invalid: [Int] = []
    var pending: [UInt8] = []
    var position = 0
    var chunk = 0
    let table = EmojiTable.shared
    while true {
        let size = chunks[chunk % chunks.count]
        chunk += 1
        let end = size >= bytes.count - position ? bytes.count : position + size
        pending += bytes[position..<end]
        position = end
        let isFinal = position == bytes.count
        let consumed = pending.withUnsafeBytes { buffer in
            scanner.scan(buffer, isFinal: isFinal, found: { emojis.append((table.sequences[Int($0)], $1)) }, invalid: { invalid.append($0) })
        }
        pending.removeFirst(consumed)
        if isFinal { break }
    }
    return (emojis, invalid)
}

/// Same emoji, scalar for scalar, at the same offsets (offsets only for valid UTF-8: the oracle's
/// are in the repaired string, where each invalid subpart became three bytes of U+FFFD).
func sameEmojis(_ a: [(Character, Int)], _ b: [(Character, Int)], offsets: Bool = true) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy {
        (!offsets || $0.1 == $1.1) && String($0.0).unicodeScalars.elementsEqual(String($1.0).unicodeScalars)
    }
}

@Suite("EmojiScanner finds what Character.isEmoji finds")
struct ScannerTests {
    static let samples = [
        "", "plain ASCII text with no emoji at all, long enough for the word-at-a-time path",
        "😀", "a😀b", "😀😀😀", "❤️ and ❤ and ❤\u{FE0E}", "1️⃣ 1⃣ 1 #️⃣ *️⃣ #\u{FE0F} 12345678901️⃣",
        "🇺🇸🇫🇷🇺 🇺🇺 🇩🇪🇪", "👨‍👩‍👧‍👦 👩🏽‍💻 👨‍🚀‍👩 😀‍😀", "🏴󠁧󠁢󠁳󠁣󠁴󠁿 🏴󠁡󠁢󠁿", "a🏻 🏻 👍🏻 👍🏻🏻",
        "\u{0600}😀 \u{0600}1️⃣ x\u{0903}😀 😀\u{0903} 😀\u{0301}", "\r\n😀\r😀\n", "日本語の文章😀と絵文字🎌",
        "Ça va? Très bien 👌 — naïve café ☕", "©️ © ® ™ ‼ ⁉ ℹ ↔ ⌚ ⌛ ⌨", "😀\u{200D}", "\u{200D}😀",
        "🧑‍🧑‍🧒‍🧒🧑🏻‍🤝‍🧑🏿", "👁‍🗨 👁️‍🗨️", "🫩 🫆 🪾", String(repeating: "abc😀", count: 40),
    ]

    @Test("agrees with Swift's own segmentation", arguments: samples)
    func agrees(_ text: String) {
        let bytes = Array(text.utf8)
        let expected = oracle(bytes)
        #expect(sameEmojis(scanned(bytes).emojis, expected), "\(text)")
        for size in [1, 2, 3, 7, 16] {
            #expect(sameEmojis(scanned(bytes, chunks: [size]).emojis, expected), "\(text) in chunks of \(size)")
        }
    }

    @Test("every sequence of the table, alone and between words")
    func everySequence() {
        let table = EmojiTable.shared
        var text = ""
        for c in table.sequences { text += "x \(c)\(c)x" }
        let bytes = Array(text.utf8)
        #expect(sameEmojis(scanned(bytes).emojis, oracle(bytes)))
        #expect(sameEmojis(scanned(bytes, chunks: [5, 11, 1]).emojis, oracle(bytes)))
    }

    @Test("random text from emoji parts agrees, whole and chunked")
    func randomText() {
        let parts: [String] = [
            "a", "1", "#", " ", "\n", "\r", "é", "e\u{301}", "\u{301}", "\u{FE0F}", "\u{FE0E}", "\u{200D}", "\u{20E3}",
            "🇺", "🇸", "🏻", "😀", "👨", "👩", "🚀", "❤", "🏴", "\u{E0067}", "\u{E007F}", "\u{0600}", "\u{0903}",
            "日", "한", "\u{1100}", "\u{1161}", "©", "☺", "👍", "🦰", "\u{0915}", "\u{094D}",
        ]
        var random = SeededRandom(seed: 51)
        for _ in 0..<400 {
            var text = ""
            for _ in 0..<random.next(in: 1...24) { text += parts[random.next(below: parts.count)] }
            let bytes = Array(text.utf8)
            let expected = oracle(bytes)
            #expect(sameEmojis(scanned(bytes).emojis, expected), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(sameEmojis(scanned(bytes, chunks: [random.next(in: 1...9)]).emojis, expected))
        }
    }

    @Test("invalid UTF-8 is reported by offset and read as U+FFFD, as String repairs it")
    func invalidUTF8() {
        let cases: [([UInt8], [Int])] = [
            ([0xFF], [0]),
            (Array("a😀".utf8) + [0xF0, 0x9F, 0x98] + Array("😀".utf8), [5]),   // truncated 😀 between two
            ([0xE2, 0x9D] + Array("❤️".utf8), [0]),
            ([0xC0, 0x80, 0xED, 0xA0, 0x80] + Array("1️⃣".utf8), [0, 1, 2, 3, 4]),  // overlong, surrogate
            (Array("😀".utf8).dropLast() + Array("😀".utf8), [0]),
            (Array("1".utf8) + [0x80] + Array("\u{20E3}".utf8), [1]),
            (Array("😀".utf8) + [0xF4, 0x90, 0x80, 0x80], [4, 5, 6, 7]),
        ]
        for (bytes, invalid) in cases {
            let result = scanned(bytes)
            #expect(sameEmojis(result.emojis, oracle(bytes), offsets: false), "\(bytes)")
            #expect(result.invalid == invalid, "\(bytes)")
            for size in 1...4 {
                let chunked = scanned(bytes, chunks: [size])
                #expect(sameEmojis(chunked.emojis, oracle(bytes), offsets: false), "\(bytes) in chunks of \(size)")
                #expect(chunked.invalid == invalid, "\(bytes) in chunks of \(size)")
            }
        }
    }

    @Test("random bytes agree with String(decoding:)")
    func randomBytes() {
        var random = SeededRandom(seed: 7)
        let pieces: [[UInt8]] = [[0xF0, 0x9F], [0x98, 0x80], [0xE2, 0x80, 0x8D], [0xEF, 0xB8, 0x8F], [0x31], [0xE2, 0x83, 0xA3], [0x80], [0xFF], [0xF0, 0x9F, 0x87, 0xBA]]
        for _ in 0..<500 {
            var bytes: [UInt8] = []
            for _ in 0..<random.next(in: 1...16) {
                bytes += random.next(below: 3) == 0 ? [UInt8(truncatingIfNeeded: random.next())] : pieces[random.next(below: pieces.count)]
            }
            #expect(sameEmojis(scanned(bytes).emojis, oracle(bytes), offsets: false), "\(bytes)")
            #expect(sameEmojis(scanned(bytes, chunks: [3]).emojis, oracle(bytes), offsets: false), "\(bytes)")
        }
    }

    @Test("a stream holds back at most one cluster and a partial scalar")
    func carriesLittle() {
        var scanner = EmojiScanner()
        let bytes = Array("text 👨‍👩‍👧‍👦".utf8)
        let consumed = bytes.withUnsafeBytes { scanner.scan($0, isFinal: false, found: { _, _ in }) }
        #expect(consumed == 5)      // the family may go on with more ZWJs
        #expect(scanner.offset == 5)
    }
}
