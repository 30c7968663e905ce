import Foundation
import Testing
@testable import EmojiArt

/// `EmojiArtJSONWriter` writes what `JSONEncoder` with `.sortedKeys` wrote before it, byte for
/// byte: files saved before and after it are the same, and diff as they did.
@Suite("The .emojiart writer")
struct JSONWriterTests {
    /// `JSONEncoder`'s bytes for `value` inside an array, and the writer's.
    private func both(_ text: String) throws -> (ours: [UInt8], foundations: [UInt8]) {
        var writer = EmojiArtJSONWriter()
        writer.string(text)
        return (writer.bytes, Array(try JSONEncoder().encode([text]).dropFirst().dropLast()))
    }

    @Test func everyASCIICharacterIsEscapedAsJSONEncoderDoes() throws {
        for value in UInt8(0)...0x7F {
            let text = "a" + String(UnicodeScalar(value)) + "b"
            let (ours, foundations) = try both(text)
            #expect(ours == foundations, "U+\(String(value, radix: 16)): \(String(decoding: ours, as: UTF8.self)) ≠ \(String(decoding: foundations, as: UTF8.self))")
        }
    }

    @Test(arguments: ["", "😀", "👨‍👩‍👧", "🇫🇷", "❤️", "é", "e\u{301}", "\u{2028}\u{2029}", "\u{FEFF}", "\u{85}", "\u{10FFFF}",
                      "https://example.com/a b?c=\"d\"&e=\\f", "\u{1}\u{1F}\u{7F}", String(repeating: "/", count: 1000)])
    func stringsAreWrittenAsJSONEncoderWritesThem(text: String) throws {
        let (ours, foundations) = try both(text)
        #expect(ours == foundations)
    }

    @Test(arguments: [0, 1, -1, 9, 10, 99, 100, -100, 1_000_000, -1_000_000, Int(Int32.max), Int.max, Int.min, Int.min + 1])
    func integersAreWrittenAsJSONEncoderWritesThem(value: Int) throws {
        var writer = EmojiArtJSONWriter()
        writer.integer(value)
        #expect(writer.bytes == Array(try JSONEncoder().encode([value]).dropFirst().dropLast()))
    }

    static let backgrounds: [EmojiArtModel.Background] = [
        .blank,
        .url(URL(string: "https://example.com/a/b.png?x=1&y=%20")!),
        .url(URL(string: "file:///tmp/a%20b.png")!),
        .imageData(pngBytes),
        .imageData(Data((0..<3000).map { UInt8(truncatingIfNeeded: $0 &* 7919) })),
        .imageData(Data()),
    ]

    @Test(arguments: backgrounds, [[:], ["theme": "Animals", "score": "3"], ["a/b": "\"quoted\"\n", "Z": "", "z": "é"]])
    func documentsAreTheBytesJSONEncoderWrote(background: EmojiArtModel.Background, metadata: [String: String]) {
        var model = EmojiArtModel()
        model.background = background
        let texts = ["😀", "🐶", "👍🏽", "🇫🇷", "👨‍👩‍👧", "1️⃣", "❤️‍🔥", "A", "\"", "\\", "/"]
        for i in 0..<200 {
            model.addEmoji(texts[i % texts.count], at: (x: (i * 7919) % 2_000_001 - 1_000_000, y: -i * 13), size: 1 + (i * 37) % 10_000)
        }
        #expect(model.json(metadata: metadata) == model.encodedWithJSONEncoder(metadata: metadata))
    }

    @Test func anEmptyDocumentIsTheBytesJSONEncoderWrote() {
        #expect(EmojiArtModel().json() == EmojiArtModel().encodedWithJSONEncoder())
        #expect(String(decoding: EmojiArtModel().json(), as: UTF8.self) == #"{"background":{},"emojis":[],"uniqueEmojiId":0}"#)
    }

    @Test func tenThousandEmojiRoundTrip() throws {
        var model = EmojiArtModel()
        model.background = .imageData(Data(repeating: 0xAB, count: 100_000))
        let texts = ["😀", "🐶", "🌳", "👍🏽", "🇫🇷", "👨‍👩‍👧", "🏳️‍🌈", "#️⃣"]
        for i in 0..<10_000 {
            model.addEmoji(texts[i % texts.count], at: (x: i % 1000 - 500, y: i / 1000 * 40 - 200), size: 20 + i % 60)
        }
        let json = model.json()
        #expect(json == model.encodedWithJSONEncoder())
        let again = try EmojiArtModel(json: json)
        #expect(again == model)
        #expect(again.json() == json)
    }
}
