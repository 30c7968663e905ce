import Foundation
import Testing
@testable import EmojiArt

/// The course's EmojiArt model (CS193p 2021, `EmojiArtModel.swift` and `EmojiArtModel.Background.swift`),
/// transcribed: synthesized Codable for the model and its emoji, the course's own Codable for the
/// background. What this decodes is what the course's app can open.
struct CourseEmojiArtModel: Codable {
    var background = Background.blank
    var emojis = [Emoji]()
    struct Emoji: Identifiable, Hashable, Codable {
        let text: String
        var x: Int
        var y: Int
        var size: Int
        let id: Int
    }
    private(set) var uniqueEmojiId = 0

    enum Background: Equatable, Codable {
        case blank
        case url(URL)
        case imageData(Data)

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let url = try? container.decode(URL.self, forKey: .url) {
                self = .url(url.imageURL)
            } else if let imageData = try? container.decode(Data.self, forKey: .imageData) {
                self = .imageData(imageData)
            } else {
                self = .blank
            }
        }
        enum CodingKeys: String, CodingKey {
            case url = "theURL"
            case imageData
        }
        func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            switch self {
            case .url(let url): try container.encode(url, forKey: .url)
            case .imageData(let data): try container.encode(data, forKey: .imageData)
            case .blank: break
            }
        }
    }
}

let pngBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])

@Suite("The course's JSON")
struct CourseFormatTests {
    @Test func handWrittenCourseDocumentOpens() throws {
        // As the course's app writes it on Apple platforms: escaped slashes, keys in no
        // particular order, uniqueEmojiId last used id.
        let json = #"""
        {"uniqueEmojiId":3,"emojis":[{"y":-100,"id":1,"text":"😀","size":40,"x":-200},
        {"size":80,"x":10,"text":"🐶","id":3,"y":25}],
        "background":{"theURL":"https:\/\/upload.wikimedia.org\/wikipedia\/commons\/a\/a1\/Cat.jpg"}}
        """#
        let model = try EmojiArtModel(json: Data(json.utf8))
        #expect(model.emojis.map(\.text) == ["😀", "🐶"])
        #expect(model.emojis.map(\.id) == [1, 3])
        #expect(model.emojis[0].x == -200 && model.emojis[0].y == -100 && model.emojis[0].size == 40)
        #expect(model.background == .url(try #require(URL(string: "https://upload.wikimedia.org/wikipedia/commons/a/a1/Cat.jpg"))))
        #expect(model.uniqueEmojiId == 3)
    }

    @Test func blankAndImageDataBackgrounds() throws {
        let blank = try EmojiArtModel(json: Data(#"{"background":{},"emojis":[],"uniqueEmojiId":0}"#.utf8))
        #expect(blank.background == .blank)
        let base64 = pngBytes.base64EncodedString()
        let image = try EmojiArtModel(json: Data(#"{"emojis":[],"background":{"imageData":"\#(base64)"},"uniqueEmojiId":0}"#.utf8))
        #expect(image.background == .imageData(pngBytes))
    }

    @Test func writesSortedKeysInTheCourseShape() {
        var model = EmojiArtModel()
        model.addEmoji("😀", at: (x: -200, y: -100), size: 80)
        let text = String(decoding: model.json(), as: UTF8.self)
        #expect(text == #"{"background":{},"emojis":[{"id":1,"size":80,"text":"😀","x":-200,"y":-100}],"uniqueEmojiId":1}"#)
        model.background = .imageData(pngBytes)
        #expect(String(decoding: model.json(), as: UTF8.self).hasPrefix(#"{"background":{"imageData":"\#(pngBytes.base64EncodedString())"}"#))
    }

    @Test(arguments: [
        EmojiArtModel.Background.blank,
        .url(URL(string: "https://example.com/a/b.png?x=1")!),
        .imageData(pngBytes),
    ])
    func courseDecoderReadsWhatWeWrite(background: EmojiArtModel.Background) throws {
        var model = EmojiArtModel()
        model.background = background
        model.addEmoji("🐶", at: (x: 1, y: -2), size: 40)
        model.addEmoji("👨‍👩‍👧", at: (x: -300, y: 200), size: 120)
        let course = try JSONDecoder().decode(CourseEmojiArtModel.self, from: model.json(metadata: ["theme": "Animals", "score": "3"]))
        #expect(course.emojis.map(\.text) == model.emojis.map(\.text))
        #expect(course.emojis.map(\.x) == model.emojis.map(\.x))
        #expect(course.emojis.map(\.y) == model.emojis.map(\.y))
        #expect(course.emojis.map(\.size) == model.emojis.map(\.size))
        #expect(course.emojis.map(\.id) == model.emojis.map(\.id))
        #expect(course.uniqueEmojiId == model.uniqueEmojiId)
        switch (background, course.background) {
        case (.blank, .blank): break
        case (.url(let ours), .url(let theirs)): #expect(ours == theirs)
        case (.imageData(let ours), .imageData(let theirs)): #expect(ours == theirs)
        default: Issue.record("background \(background) came back as \(course.background)")
        }
    }

    @Test func weReadWhatTheCourseWrites() throws {
        var course = CourseEmojiArtModel()
        course.background = .url(URL(string: "https://example.com/cat.jpg")!)
        course.emojis = [.init(text: "🐱", x: 5, y: 6, size: 50, id: 7)]
        let model = try EmojiArtModel(json: JSONEncoder().encode(course))
        #expect(model.emojis == [EmojiArtModel.Emoji(text: "🐱", x: 5, y: 6, size: 50, id: 7)])
        // The course's uniqueEmojiId was 0 here; ids are never handed out twice all the same.
        #expect(model.uniqueEmojiId == 7)
    }

    @Test func roundTripIsStable() throws {
        var model = EmojiArtModel()
        for i in 0..<50 { model.addEmoji(["😀", "🇫🇷", "👍🏽", "❤️"][i % 4], at: (x: i * 7 - 100, y: 50 - i), size: 10 + i) }
        model.background = .url(URL(string: "file:///tmp/a%20b.png")!)
        let again = try EmojiArtModel(json: model.json())
        #expect(again == model)
        #expect(again.json() == model.json())
    }

    /// Found by fuzzing: a search link whose target was itself a search link was unwrapped once on
    /// reading, and once more when the saved document was read back.
    @Test func nestedImageSearchLinksReadBackAsTheyWereWritten() throws {
        let json = #"{"background":{"theURL":"https:\/\/g.example\/imgres?imgurl=https%3A%2F%2Fg.example%2Fimgres%3Fimgurl%3Dhttps%253A%252F%252Fexample.com%252Fcat.png"},"emojis":[],"uniqueEmojiId":0}"#
        let model = try EmojiArtModel(json: Data(json.utf8))
        #expect(model.background == .url(try #require(URL(string: "https://example.com/cat.png"))))
        #expect(try EmojiArtModel(json: model.json()) == model)
        let crash = #"{"background":{"theURL":"https:f\/\/www.goo?\/imgres?imgurl=f[$.png&imgre.google&.com\/imcom\/imgres?imgurl=f[$.png"},"emojis":[]}"#
        let read = try EmojiArtModel(json: Data(crash.utf8))
        #expect(try EmojiArtModel(json: read.json()) == read)
    }

    @Test func imageSearchLinksAreUnwrapped() throws {
        let link = try #require(URL(string: "https://www.google.com/imgres?imgurl=https%3A%2F%2Fexample.com%2Fcat.png&imgrefurl=x"))
        #expect(link.imageURL == URL(string: "https://example.com/cat.png"))
        let plain = try #require(URL(string: "https://example.com/dog.jpg"))
        #expect(plain.imageURL == plain)
        let json = #"{"background":{"theURL":"https:\/\/www.google.com\/imgres?imgurl=https%3A%2F%2Fexample.com%2Fcat.png"},"emojis":[],"uniqueEmojiId":0}"#
        #expect(try EmojiArtModel(json: Data(json.utf8)).background == .url(URL(string: "https://example.com/cat.png")!))
    }
}
