import Foundation
import Testing
@testable import EmojiArt

/// Every course year's document, made by that year's own model types and JSONEncoder
/// (`Fixtures/make-course-fixtures.swift`), opens here as the same picture; and what memorize
/// writes in each `--format` decodes in that year's model.
@Suite("Every course year's EmojiArt")
struct CourseYearTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
    static let sky = URL(string: "file:sky.png")
    /// The picture `file:sky.png` names, as the synthesized-coding fixture embeds it.
    static let skyPNG = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAIAAAAUMWhjAAAAfklEQVR42rXCMQsBAQCG4fdnGwwGg8FgMBgMBoPBYLh06dKlS5cuSZckSf7I51e8Tw+DImqG+6gZlVEzPkTNpIqa6TFqZnXUzE9Rs2iiZnmOmlUbNetL1Gy6qNleo2Z3i5riHjVlHzXVI2rqZ9Q0r6hp31HTfaLm9o2a/hf1H88vUGpX/HORAAAAAElFTkSuQmCC")
    static let sampleEmojis = [
        EmojiArtModel.Emoji(text: "😀", x: -200, y: -100, size: 80, id: 1),
        EmojiArtModel.Emoji(text: "🐶", x: 10, y: 25, size: 40, id: 2),
    ]

    static func open(_ name: String) throws -> (model: EmojiArtModel, format: EmojiArtFormat) {
        let read = try EmojiArtModel.read(json: Data(contentsOf: fixtures.appendingPathComponent(name)))
        #expect(read.extras.isEmpty)
        return (read.model, read.format)
    }

    @Test(arguments: [
        ("course-2021.emojiart", EmojiArtFormat.course2021),
        ("course-2021-url.emojiart", .course2021URLKey),
        ("course-2021-synthesized-url.emojiart", .course2021Synthesized),
        ("course-2023.emojiart", .course2023),
        ("course-2020.emojiart", .course2020),
    ])
    func everyYearOpensAsTheSamePicture(file: String, format: EmojiArtFormat) throws {
        let reference = try Self.open("course-2021.emojiart").model
        let opened = try Self.open(file)
        #expect(opened.format == format)
        #expect(opened.model == reference)
        #expect(opened.model.emojis == Self.sampleEmojis)
        #expect(opened.model.background == .url(try #require(Self.sky)))
        #expect(opened.model.uniqueEmojiId == 2)
    }

    @Test func synthesizedBlankAndImageDataBackgrounds() throws {
        let blank = try Self.open("course-2021-synthesized-blank.emojiart")
        #expect(blank.format == .course2021Synthesized)
        #expect(blank.model.background == .blank)
        #expect(blank.model.emojis == Self.sampleEmojis)
        let image = try Self.open("course-2021-synthesized-imagedata.emojiart")
        #expect(image.format == .course2021Synthesized)
        #expect(image.model.background == .imageData(try #require(Self.skyPNG)))
        #expect(image.model.emojis == Self.sampleEmojis)
    }

    static func sample(_ background: EmojiArtModel.Background) -> EmojiArtModel {
        var model = EmojiArtModel()
        model.background = background
        for emoji in sampleEmojis { model.addEmoji(emoji.text, at: (emoji.x, emoji.y), size: emoji.size) }
        return model
    }

    static let backgrounds: [EmojiArtModel.Background] = [.blank, .url(URL(string: "https://example.com/a/b.png?x=1")!), .imageData(pngBytes)]

    @Test(arguments: backgrounds)
    func the2021VariantsDecodeInTheirModels(background: EmojiArtModel.Background) throws {
        let model = Self.sample(background)
        let urlKey = try JSONDecoder().decode(CourseURLKeyModel.self, from: model.json(format: .course2021URLKey, metadata: ["theme": "Animals"]))
        #expect(urlKey.emojis.map(\.text) == ["😀", "🐶"] && urlKey.emojis.map(\.y) == [-100, 25] && urlKey.uniqueEmojiId == 2)
        let synthesized = try JSONDecoder().decode(CourseSynthesizedModel.self, from: model.json(format: .course2021Synthesized))
        #expect(synthesized.emojis.map(\.x) == [-200, 10] && synthesized.emojis.map(\.size) == [80, 40] && synthesized.uniqueEmojiId == 2)
        switch (background, urlKey.background, synthesized.background) {
        case (.blank, .blank, .blank): break
        case (.url(let ours), .url(let a), .url(let b)): #expect(ours == a && ours == b)
        case (.imageData(let ours), .imageData(let a), .imageData(let b)): #expect(ours == a && ours == b)
        default: Issue.record("background \(background) came back as \(urlKey.background), \(synthesized.background)")
        }
    }

    @Test(arguments: [EmojiArtModel.Background.blank, .url(URL(string: "https://example.com/a/b.png?x=1")!)])
    func the2023And2020FormatsDecodeInTheirModels(background: EmojiArtModel.Background) throws {
        let model = Self.sample(background)
        let url: URL? = if case .url(let url) = background { url } else { nil }
        let course2023 = try JSONDecoder().decode(Course2023Model.self, from: model.json(format: .course2023, metadata: ["score": "3"]))
        #expect(course2023.background == url)
        #expect(course2023.emojis.map(\.string) == ["😀", "🐶"])
        // The 2023 course's y points up.
        #expect(course2023.emojis.map(\.position) == [.init(x: -200, y: 100), .init(x: 10, y: -25)])
        #expect(course2023.emojis.map(\.size) == [80, 40] && course2023.emojis.map(\.id) == [1, 2] && course2023.uniqueEmojiId == 2)
        let course2020 = try JSONDecoder().decode(Course2020Model.self, from: model.json(format: .course2020))
        #expect(course2020.backgroundURL == url)
        #expect(course2020.emojis.map(\.text) == ["😀", "🐶"] && course2020.emojis.map(\.y) == [-100, 25])
        #expect(course2020.uniqueEmojiID == 2)
    }

    @Test(arguments: EmojiArtFormat.allCases, backgrounds)
    func everyFormatReadsBackAsItWasWritten(format: EmojiArtFormat, background: EmojiArtModel.Background) throws {
        let model = Self.sample(background)
        guard format.holdsImageData || background != .imageData(pngBytes) else {
            #expect(throws: EmojiArtError.self) { try model.json(format: format) }
            return
        }
        let read = try EmojiArtModel.read(json: model.json(format: format))
        #expect(read.model == model)
        // A blank background in the `url` coding is the 2021 course's `{}`: either app reads it.
        #expect(read.format == format || (format == .course2021URLKey && background != .url(URL(string: "https://example.com/a/b.png?x=1")!)))
    }

    @Test(arguments: EmojiArtFormat.allCases)
    func keysNoModelKnowsAreKeptInEveryFormat(format: EmojiArtFormat) throws {
        let json = #"{"background":{},"emojis":[{"id":1,"size":40,"text":"🐶","x":0,"y":0}],"uniqueEmojiId":1,"title":"Dog","tags":["pet",2,2.5,true,null,{"a":[]}]}"#
        let read = try EmojiArtModel.read(json: Data(json.utf8))
        #expect(read.format == .course2021)
        #expect(read.extras["title"]?.json == #""Dog""#)
        #expect(read.extras["tags"]?.json == #"["pet",2,2.5,true,null,{"a":[]}]"#)
        let written = try read.model.json(format: format, extras: read.extras)
        let again = try EmojiArtModel.read(json: written)
        #expect(again.extras == read.extras)
        #expect(again.model == read.model)
        #expect(again.format == format || format == .course2021URLKey)
    }

    /// Kept as their text, not decoded and encoded again: a number no Int or Double holds, or
    /// spelt another way, comes back as it was (it was `1.2345678901234568e+29`, and `1e400` refused).
    @Test(arguments: EmojiArtFormat.allCases)
    func keysNoModelKnowsKeepTheirTextExactly(format: EmojiArtFormat) throws {
        let values = ["x": "123456789012345678901234567890", "y": "1e400", "z": "-0.0", "w": "1.0E+2",
                      "v": #"{ "a" : [1, 2.50] }"#, "u": #""\u00e9\/""#]
        let members = values.sorted { $0.key < $1.key }.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ")
        let json = #"{"background":{},"emojis":[{"id":1,"size":40,"text":"🐶","x":0,"y":0}],"uniqueEmojiId":1, "# + members + "}"
        let read = try EmojiArtModel.read(json: Data(json.utf8))
        #expect(read.extras.mapValues(\.json) == values)
        let written = String(decoding: try read.model.json(format: format, extras: read.extras), as: UTF8.self)
        for (key, value) in values {
            #expect(written.contains("\"\(key)\":\(value)"), "\(key): \(written)")
        }
        let again = try EmojiArtModel.read(json: Data(written.utf8))
        #expect(again.extras == read.extras)
        #expect(again.model == read.model)
    }

    @Test func imageDataIsRefusedWhereAYearHasNoRoomForIt() throws {
        let model = Self.sample(.imageData(pngBytes))
        for format in [EmojiArtFormat.course2023, .course2020] {
            #expect(throws: EmojiArtError("\(format.summary) holds a background URL only, and this background is image data; save it with --format 2021")) {
                try model.json(format: format)
            }
        }
    }

    @Test(arguments: [
        (#"{}"#, "an EmojiArt document is a JSON object"),
        (#"{"name":"x","items":[]}"#, "an EmojiArt document is a JSON object"),
        (#"{"background":"not a url","emojis":[]}"#, "field 'background': 'not a url' is not an absolute URL"),
        (#"{"emojis":[{"string":"😀","position":{"x":1},"size":40,"id":1}],"uniqueEmojiId":1}"#, "missing field 'emojis[0].position.y'"),
        (#"{"emojis":[{"string":"😀","position":{"x":1,"y":2000000},"size":40,"id":1}],"uniqueEmojiId":1}"#, "field 'emojis[0].position.y': must be from -1000000 to 1000000"),
        (#"{"backgroundURL":5,"emojis":[],"uniqueEmojiID":0}"#, "field 'backgroundURL': expected a string"),
        (#"{"emojis":[],"uniqueEmojiID":-1}"#, "field 'uniqueEmojiID': must be from 0"),
        (#"{"background":{"url":{"_0":3}},"emojis":[],"uniqueEmojiId":0}"#, "field 'background.url._0': expected a string"),
        (#"{"background":{"blank":5},"emojis":[],"uniqueEmojiId":0}"#, "field 'background.blank': expected {}"),
        (#"{"background":{"url":"https://a.example/x.png","blank":{}},"emojis":[],"uniqueEmojiId":0}"#, "field 'background': has both blank and url; give one"),
        (#"{"emojis":[{"text":"😀","x":1,"y":2,"size":40,"id":1}],"uniqueEmojiId":1}"#, "missing field 'background'"),
    ])
    func brokenDocumentsOfEveryYearAreOneError(json: String, expected: String) throws {
        do {
            let model = try EmojiArtModel(json: Data(json.utf8))
            Issue.record("read \(model)")
        } catch {
            #expect(error.message.hasPrefix(expected), "\(error.message)")
            #expect(!error.message.contains("\n"))
        }
    }
}
