import Foundation

// The course years' model types, declared as in `Fixtures/make-course-fixtures.swift` (the 2021
// course's own is `CourseEmojiArtModel`, in CourseFormatTests.swift): what these decode, that
// year's app opens.

/// The 2021 model with `case url` unrenamed in the Background's `CodingKeys`.
struct CourseURLKeyModel: Codable {
    var background = Background.blank
    var emojis = [CourseEmojiArtModel.Emoji]()
    private(set) var uniqueEmojiId = 0

    enum Background: Equatable, Codable {
        case blank
        case url(URL)
        case imageData(Data)

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            if let url = try? container.decode(URL.self, forKey: .url) {
                self = .url(url)
            } else if let imageData = try? container.decode(Data.self, forKey: .imageData) {
                self = .imageData(imageData)
            } else {
                self = .blank
            }
        }
        enum CodingKeys: String, CodingKey { case url, imageData }
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

/// The 2021 model with Swift's synthesized Background coding.
struct CourseSynthesizedModel: Codable {
    var background = Background.blank
    var emojis = [CourseEmojiArtModel.Emoji]()
    private(set) var uniqueEmojiId = 0

    enum Background: Equatable, Codable {
        case blank
        case url(URL)
        case imageData(Data)
    }
}

/// CS193p 2023/24's `EmojiArt`.
struct Course2023Model: Codable {
    var background: URL?
    private(set) var emojis = [Emoji]()
    private(set) var uniqueEmojiId = 0

    struct Emoji: Identifiable, Codable {
        let string: String
        var position: Position
        var size: Int
        var id: Int

        struct Position: Codable, Equatable {
            var x: Int
            var y: Int
        }
    }
}

/// CS193p 2020's `EmojiArt`.
struct Course2020Model: Codable {
    var backgroundURL: URL?
    var emojis = [Emoji]()
    private(set) var uniqueEmojiID = 0

    struct Emoji: Identifiable, Codable, Hashable {
        let text: String
        var x: Int
        var y: Int
        var size: Int
        let id: Int
    }
}
