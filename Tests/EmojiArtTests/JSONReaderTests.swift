import Foundation
import Testing
@testable import EmojiArt

/// `EmojiArtJSONReader` reads plainly well-formed documents as `JSONDecoder` reads them, and
/// leaves everything else to it (so every error is still `JSONDecoder`'s).
@Suite("The .emojiart reader")
struct JSONReaderTests {
    private func readsAsJSONDecoder(_ json: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let data = Data(json.utf8)
        let fast = try #require(EmojiArtJSONReader.model(from: data), "the reader left it to JSONDecoder: \(json)", sourceLocation: sourceLocation)
        #expect(fast == (try EmojiArtModel.decodedWithJSONDecoder(data)), sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        #"{"background":{},"emojis":[{"id":1,"size":80,"text":"😀","x":-200,"y":-100}],"uniqueEmojiId":1}"#,
        #"{"background":{},"emojis":[]}"#,
        #"{"emojis":[],"background":{},"uniqueEmojiId":0}"#,
        // As the course's app writes: keys in any order, escaped slashes, a used id above the rest.
        #"{"uniqueEmojiId":9,"emojis":[{"y":-100,"id":1,"text":"👨‍👩‍👧","size":40,"x":-200},{"size":80,"x":0,"text":"🇫🇷","id":3,"y":25}],"background":{"theURL":"https:\/\/example.com\/a\/cat.jpg"}}"#,
        // Pretty printed.
        "{\n  \"background\" : {\n\n  },\n  \"emojis\" : [\n    {\n      \"id\" : 2,\n      \"size\" : 10000,\n      \"text\" : \"❤️\",\n      \"x\" : 1000000,\n      \"y\" : -1000000\n    }\n  ],\n  \"uniqueEmojiId\" : 1\n}\n",
        #"{"background":{"imageData":"iVBORw0KGgoAAAAN"},"emojis":[{"id":2147483647,"size":1,"text":"A\"\\\/","x":0,"y":0}]}"#,
        #"{"background":{"imageData":""},"emojis":[]}"#,
        #"{"background":{"theURL":"https://www.google.com/imgres?imgurl=https%3A%2F%2Fexample.com%2Fcat.png&x=1"},"emojis":[]}"#,
    ])
    func readsWhatJSONDecoderReads(json: String) throws {
        try readsAsJSONDecoder(json)
    }

    @Test func eighteenDigitsAreRead() throws {
        // The most digits the reader takes; the limits then leave the document to JSONDecoder.
        #expect(EmojiArtJSONReader.model(from: Data(#"{"background":{},"emojis":[],"uniqueEmojiId":000000000000000001}"#.utf8)) == nil)
        try readsAsJSONDecoder(#"{"background":{},"emojis":[{"id":2147483647,"size":10000,"text":"😀","x":-1000000,"y":1000000}],"uniqueEmojiId":2147483647}"#)
        #expect(EmojiArtJSONReader.model(from: Data(#"{"background":{},"emojis":[],"uniqueEmojiId":999999999999999999}"#.utf8)) == nil)
    }

    @Test func readsWhatWeWrite() throws {
        var model = EmojiArtModel()
        for i in 0..<500 { model.addEmoji(["😀", "🇫🇷", "👍🏽", "❤️", "🏳️‍🌈", "#️⃣"][i % 6], at: (x: i * 7 - 100, y: 50 - i), size: 1 + i) }
        for background in JSONWriterTests.backgrounds {
            model.background = background
            try readsAsJSONDecoder(String(decoding: model.json(), as: UTF8.self))
        }
    }

    @Test(arguments: [
        "", " ", "[]", "{}", "null", "{\"background\":{},\"emojis\":[]", "{\"background\":{},\"emojis\":[]}x",
        "\u{FEFF}{\"background\":{},\"emojis\":[]}",
        // What the subset leaves out, though JSONDecoder may read it.
        #"{"background":{},"emojis":[],"memorize":{"theme":"Animals"}}"#,
        #"{"background":{},"emojis":[{"id":1,"size":8,"text":"😀","x":0,"y":0,"z":1}]}"#,
        #"{"background":{},"emojis":[{"id":1,"size":8,"text":"\ud83d\ude00","x":0,"y":0}]}"#,
        #"{"background":{},"emojis":[{"id":1,"size":8.0,"text":"😀","x":0,"y":0}]}"#,
        #"{"background":{},"emojis":[{"id":1,"size":8e0,"text":"😀","x":0,"y":0}]}"#,
        #"{"background":{},"emojis":[{"id":1,"size":8,"text":"😀","x":-0,"y":0}]}"#,
        #"{"background":{},"emojis":[{"id":01,"size":8,"text":"😀","x":0,"y":0}]}"#,
        #"{"background":{},"emojis":[{"id":1,"size":8,"text":"😀","x":1234567890123456789,"y":0}]}"#,
        // Found by fuzzing: 19 nines overflowed an Int as they were read.
        #"{"background":{},"emojis":[{"id":1,"size":9999999999999999999,"text":"😀","x":0,"y":0}]}"#,
        #"{"background":{},"emojis":[{"id":1,"size":-99999999999999999999999999999999999999,"text":"😀","x":0,"y":0}]}"#,
        #"{"background":{},"emojis":[{"id":1,"id":2,"size":8,"text":"😀","x":0,"y":0}]}"#,
        #"{"background":{},"background":{},"emojis":[]}"#,
        #"{"background":{"imageData":"iVBORw0KGgo="},"emojis":[]}"#.replacingOccurrences(of: "o=", with: "=o"),
        #"{"background":{"imageData":"iVBORw0KGgo"},"emojis":[]}"#,
        #"{"background":{"imageData":"aaaa","theURL":"https:\/\/x.y"},"emojis":[]}"#,
        #"{"background":{"other":"x"},"emojis":[]}"#,
        // Broken documents: JSONDecoder says what is wrong.
        #"{"background":{},"emojis":[{"id":1,"size":0,"text":"😀","x":0,"y":0}]}"#,
        #"{"background":{},"emojis":[{"id":1,"size":8,"text":"😀","x":1000001,"y":0}]}"#,
        #"{"background":{},"emojis":[{"id":-1,"size":8,"text":"😀","x":0,"y":0}]}"#,
        #"{"background":{},"emojis":[{"id":1,"size":8,"text":" ","x":0,"y":0}]}"#,
        #"{"background":{},"emojis":[{"id":1,"size":8,"text":"","x":0,"y":0}]}"#,
        #"{"background":{},"emojis":[{"id":1,"size":8,"text":"😀","x":0,"y":0},{"id":1,"size":8,"text":"😀","x":0,"y":0}]}"#,
        #"{"background":{},"emojis":[{"id":1,"size":8,"text":"😀","x":0}]}"#,
        #"{"background":{},"emojis":[],"uniqueEmojiId":-3}"#,
        #"{"background":{},"emojis":[],"uniqueEmojiId":null}"#,
        #"{"background":{"theURL":"not a url"},"emojis":[]}"#,
        "{\"background\":{},\"emojis\":[{\"id\":1,\"size\":8,\"text\":\"a\u{7F}\",\"x\":0,\"y\":0}]}",
    ])
    func leavesTheRestToJSONDecoder(json: String) {
        #expect(EmojiArtJSONReader.model(from: Data(json.utf8)) == nil)
    }

    @Test func leavesInvalidUTF8AndControlCharactersToJSONDecoder() {
        let start = Array(#"{"background":{},"emojis":[{"id":1,"size":8,"text":""#.utf8)
        let end = Array(#"","x":0,"y":0}]}"#.utf8)
        for bad: [UInt8] in [[0xFF], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF0, 0x9F, 0x98], [0x0A], [0x00], [0x1F]] {
            #expect(EmojiArtJSONReader.model(from: Data(start + bad + end)) == nil, "\(bad)")
        }
    }

    @Test func errorsAreStillJSONDecoders() throws {
        let json = Data(#"{"background":{},"emojis":[{"id":1,"size":0,"text":"😀","x":0,"y":0}]}"#.utf8)
        let ours = try #require(throws: EmojiArtError.self) { try EmojiArtModel(json: json) }
        let decoders = try #require(throws: EmojiArtError.self) { try EmojiArtModel.decodedWithJSONDecoder(json) }
        #expect(ours.message == decoders.message)
        #expect(ours.message.contains("emojis[0].size"))
    }

    @Test func theEmojiLimitHolds() {
        let many = (1...EmojiArtModel.Limits.emojiCount + 1).map { #"{"id":\#($0),"size":8,"text":"A","x":0,"y":0}"# }
        let json = #"{"background":{},"emojis":["# + many.joined(separator: ",") + "]}"
        #expect(EmojiArtJSONReader.model(from: Data(json.utf8)) == nil)
        let justEnough = #"{"background":{},"emojis":["# + many.dropLast().joined(separator: ",") + "]}"
        #expect(EmojiArtJSONReader.model(from: Data(justEnough.utf8))?.emojis.count == EmojiArtModel.Limits.emojiCount)
    }

    @Test func uniqueEmojiIdIsNeverBelowAnId() throws {
        try readsAsJSONDecoder(#"{"background":{},"emojis":[{"id":7,"size":8,"text":"😀","x":0,"y":0}],"uniqueEmojiId":2}"#)
        #expect(EmojiArtJSONReader.model(from: Data(#"{"background":{},"emojis":[{"id":7,"size":8,"text":"😀","x":0,"y":0}],"uniqueEmojiId":2}"#.utf8))?.uniqueEmojiId == 7)
    }
}

@Suite("An emoji's text rules")
struct TextRuleTests {
    /// `isControl` is the general-category test it replaced, for every scalar there is.
    @Test func isControlIsGeneralCategoryControlOrFFFEOrFFFF() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let before = scalar.properties.generalCategory == .control || scalar == "\u{FFFE}" || scalar == "\u{FFFF}"
            if EmojiArtModel.Emoji.isControl(scalar) != before { differing.append(value) }
        }
        #expect(differing.isEmpty)
    }

    /// The first-scalar shortcut gives what `allSatisfy(\.isWhitespace)` gives, for every
    /// whitespace scalar and a spread of others, alone and followed by a combining mark.
    @Test func whitespaceShortcutAgreesWithCharacters() {
        let scalars = (UInt32(0)...0x3100).compactMap(Unicode.Scalar.init) + ["😀", "\u{FEFF}", "\u{200B}", "\u{3000}"]
        for scalar in scalars {
            for text in [String(scalar), String(scalar) + " ", String(scalar) + "\u{301}", " " + String(scalar)] {
                let before = text.allSatisfy(\.isWhitespace)
                let shortcut = text.unicodeScalars.first?.properties.isWhitespace == true && text.allSatisfy(\.isWhitespace)
                #expect(before == shortcut, "U+\(String(scalar.value, radix: 16))")
            }
        }
    }
}
