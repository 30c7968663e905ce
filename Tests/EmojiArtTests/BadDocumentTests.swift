import Foundation
import Testing
@testable import EmojiArt

@Suite("Bad documents")
struct BadDocumentTests {
    func error(_ json: String) -> String? {
        do {
            _ = try EmojiArtModel(json: Data(json.utf8))
            return nil
        } catch {
            return error.message
        }
    }

    static let good = #"{"background":{},"emojis":[{"id":1,"size":80,"text":"😀","x":-200,"y":-100}],"uniqueEmojiId":1}"#

    @Test func theGoodOneIsGood() { #expect(error(Self.good) == nil) }

    @Test func truncated() throws {
        let message = try #require(error(String(Self.good.prefix(40))))
        #expect(message.hasPrefix("not valid JSON"), "\(message)")
    }

    @Test func notJSON() throws {
        #expect(try #require(error("hello")).hasPrefix("not valid JSON"))
        #expect(error("") == "the file is empty")
        #expect(try #require(error("[1,2]")).hasPrefix("an EmojiArt document is a JSON object"))
    }

    @Test(arguments: [
        (#"{"background":{},"emojis":[{"id":1,"size":"80","text":"😀","x":0,"y":0}],"uniqueEmojiId":1}"#, "field 'emojis[0].size': expected a whole number"),
        (#"{"background":{},"emojis":[{"id":1,"size":80,"text":5,"x":0,"y":0}],"uniqueEmojiId":1}"#, "field 'emojis[0].text': expected a string"),
        (#"{"background":{},"emojis":{},"uniqueEmojiId":1}"#, "field 'emojis': expected"),
        (#"{"background":[],"emojis":[],"uniqueEmojiId":1}"#, "field 'background': expected"),
        (#"{"background":{"theURL":3},"emojis":[],"uniqueEmojiId":1}"#, "field 'background.theURL': expected a string"),
        (#"{"background":{"imageData":"%%%"},"emojis":[],"uniqueEmojiId":1}"#, "field 'background.imageData'"),
        (#"{"emojis":[{"id":1,"size":8,"text":"😀","x":0,"y":0}],"uniqueEmojiId":1}"#, "missing field 'background'"),
        (#"{"background":{},"emojis":[{"id":1,"text":"😀","x":0,"y":0}]}"#, "missing field 'emojis[0].size'"),
        (#"{"background":{},"emojis":[{"id":1,"size":null,"text":"😀","x":0,"y":0}]}"#, "field 'emojis[0].size'"),
    ])
    func wrongTypes(json: String, expected: String) throws {
        let message = try #require(error(json))
        #expect(message.hasPrefix(expected), "\(message)")
    }

    @Test(arguments: [
        (#"{"background":{},"emojis":[{"id":1,"size":-4,"text":"😀","x":0,"y":0}],"uniqueEmojiId":1}"#, "field 'emojis[0].size': must be from 1 to 10000, not -4"),
        (#"{"background":{},"emojis":[{"id":1,"size":0,"text":"😀","x":0,"y":0}],"uniqueEmojiId":1}"#, "field 'emojis[0].size': must be from 1 to 10000, not 0"),
        (#"{"background":{},"emojis":[{"id":1,"size":99999999,"text":"😀","x":0,"y":0}],"uniqueEmojiId":1}"#, "field 'emojis[0].size': must be from 1 to 10000"),
        (#"{"background":{},"emojis":[{"id":1,"size":1e300,"text":"😀","x":0,"y":0}],"uniqueEmojiId":1}"#, "field 'emojis[0].size': must be a whole number from 1 to 10000, not 1e+300"),
        (#"{"background":{},"emojis":[{"id":1,"size":2.5,"text":"😀","x":0,"y":0}],"uniqueEmojiId":1}"#, "field 'emojis[0].size': must be a whole number from 1 to 10000, not 2.5"),
        (#"{"background":{},"emojis":[{"id":1,"size":8,"text":"😀","x":5000000,"y":0}],"uniqueEmojiId":1}"#, "field 'emojis[0].x': must be from -1000000 to 1000000"),
        (#"{"background":{},"emojis":[{"id":-1,"size":8,"text":"😀","x":0,"y":0}],"uniqueEmojiId":1}"#, "field 'emojis[0].id': must be from 0"),
        (#"{"background":{},"emojis":[{"id":1,"size":8,"text":"","x":0,"y":0}],"uniqueEmojiId":1}"#, "field 'emojis[0].text': the text is empty"),
        (#"{"background":{},"emojis":[{"id":1,"size":8,"text":"a\u0000b","x":0,"y":0}],"uniqueEmojiId":1}"#, "field 'emojis[0].text': the text has control characters"),
        (#"{"background":{},"emojis":[{"id":1,"size":8,"text":"😀","x":0,"y":0},{"id":1,"size":8,"text":"😀","x":0,"y":0}],"uniqueEmojiId":1}"#, "field 'emojis[1]': id 1 is used twice"),
        (#"{"background":{},"emojis":[],"uniqueEmojiId":-5}"#, "field 'uniqueEmojiId': must be from 0"),
        (#"{"background":{"theURL":"https://a.example/x.png","imageData":""},"emojis":[],"uniqueEmojiId":0}"#, "field 'background': has both imageData and theURL"),
        (#"{"background":{"link":"https://a.example/x.png"},"emojis":[],"uniqueEmojiId":0}"#, "field 'background': unknown key 'link'"),
        (#"{"background":{"theURL":"not a url"},"emojis":[],"uniqueEmojiId":0}"#, "field 'background.theURL': 'not a url' is not an absolute URL"),
        // Found by fuzzing: an image-search link that wraps a relative URL.
        (#"{"background":{"theURL":"https:\/\/g.example\/imgres?imgurl=fileJsky.png"},"emojis":[],"uniqueEmojiId":0}"#, "field 'background.theURL': 'https://g.example/imgres?imgurl=fileJsky.png' is not an absolute URL"),
        // Found by fuzzing: a line break in the quoted text broke the error line.
        (#"{"background":{"theURL":"not a\nurl\r\u001b"},"emojis":[],"uniqueEmojiId":0}"#, #"field 'background.theURL': 'not a\nurl\r\u{1B}' is not an absolute URL"#),
        (#"{"background":{"a\nb":""},"emojis":[],"uniqueEmojiId":0}"#, #"field 'background': unknown key 'a\nb'"#),
    ])
    func absurdValues(json: String, expected: String) throws {
        let message = try #require(error(json))
        #expect(message.hasPrefix(expected), "\(message)")
    }

    @Test func hugeCounts() throws {
        let one = #"{"id":1,"size":8,"text":"😀","x":0,"y":0}"#
        let json = #"{"background":{},"emojis":["# + Array(repeating: one, count: EmojiArtModel.Limits.emojiCount + 1).joined(separator: ",") + #"],"uniqueEmojiId":1}"#
        let message = try #require(error(json))
        #expect(message == "field 'emojis': \(EmojiArtModel.Limits.emojiCount + 1) emoji; a document holds at most \(EmojiArtModel.Limits.emojiCount)")
    }

    @Test func hugeFiles() throws {
        let data = Data(count: EmojiArtModel.Limits.fileBytes + 1)
        #expect(throws: EmojiArtError.self) { try EmojiArtModel(json: data) }
    }

    @Test func extraTopLevelKeysAreIgnoredAsTheCourseDoes() throws {
        let json = #"{"background":{},"emojis":[],"uniqueEmojiId":0,"memorize":{"theme":"Animals"}}"#
        #expect(error(json) == nil)
    }
}
