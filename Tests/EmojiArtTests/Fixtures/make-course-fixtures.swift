// Makes the course-year EmojiArt fixtures beside this script: each CS193p course year's model
// types, declared as the course (or a student's app) declared them, encode one sample picture with
// Foundation's own JSONEncoder. Run from this directory:
//
//     swift make-course-fixtures.swift
//
// The sample: 😀 at (-200, -100) size 80 and 🐶 at (10, 25) size 40 (2021 coordinates: offsets from
// the canvas's centre, y down), over file:sky.png; the synthesized-coding variant
// also with a blank background and with image data. The tests open every file and expect that picture.
import Foundation

// `file:sky.png` and its bytes: the transcripts' fixture picture (transcripts/fixtures/art/sky.png), so
// the files open there without the network.
let backgroundURL = URL(string: "file:sky.png")!
let imageBytes = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAACAAAAAYCAIAAAAUMWhjAAAAfklEQVR42rXCMQsBAQCG4fdnGwwGg8FgMBgMBoPBYLh06dKlS5cuSZckSf7I51e8Tw+DImqG+6gZlVEzPkTNpIqa6TFqZnXUzE9Rs2iiZnmOmlUbNetL1Gy6qNleo2Z3i5riHjVlHzXVI2rqZ9Q0r6hp31HTfaLm9o2a/hf1H88vUGpX/HORAAAAAElFTkSuQmCC")!
let sample: [(text: String, x: Int, y: Int, size: Int)] = [("😀", -200, -100, 80), ("🐶", 10, 25, 40)]

/// CS193p 2021 (`EmojiArtModel.swift`, `EmojiArtModel.Background.swift`): the course's own
/// Background coding, with the key `theURL`.
enum Course2021 {
    struct EmojiArtModel: Codable {
        var background = Background.blank
        var emojis = [Emoji]()

        struct Emoji: Identifiable, Hashable, Codable {
            let text: String
            var x: Int // offset from the center
            var y: Int // offset from the center
            var size: Int
            let id: Int
        }

        private(set) var uniqueEmojiId = 0

        mutating func addEmoji(_ text: String, at location: (x: Int, y: Int), size: Int) {
            uniqueEmojiId += 1
            emojis.append(Emoji(text: text, x: location.x, y: location.y, size: size, id: uniqueEmojiId))
        }

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
}

/// The 2021 model as many students wrote it: the course's Background coding, but `CodingKeys`
/// with `case url` unrenamed, so the key is `url`.
enum Course2021URLKey {
    struct EmojiArtModel: Codable {
        var background = Background.blank
        var emojis = [Course2021.EmojiArtModel.Emoji]()
        private(set) var uniqueEmojiId = 0

        mutating func addEmoji(_ text: String, at location: (x: Int, y: Int), size: Int) {
            uniqueEmojiId += 1
            emojis.append(.init(text: text, x: location.x, y: location.y, size: size, id: uniqueEmojiId))
        }

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

            enum CodingKeys: String, CodingKey {
                case url
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
}

/// The 2021 model with the Background's Codable left to Swift (5.5 and later synthesize enums
/// with associated values: `{"url":{"_0":…}}`).
enum Course2021Synthesized {
    struct EmojiArtModel: Codable {
        var background = Background.blank
        var emojis = [Course2021.EmojiArtModel.Emoji]()
        private(set) var uniqueEmojiId = 0

        mutating func addEmoji(_ text: String, at location: (x: Int, y: Int), size: Int) {
            uniqueEmojiId += 1
            emojis.append(.init(text: text, x: location.x, y: location.y, size: size, id: uniqueEmojiId))
        }

        enum Background: Equatable, Codable {
            case blank
            case url(URL)
            case imageData(Data)
        }
    }
}

/// CS193p 2023/24 (`EmojiArt.swift`): the background a URL or nil, emoji with a `position` whose
/// y points up (the course's `emojiPosition(at:in:)` negates the view's y).
enum Course2023 {
    struct EmojiArt: Codable {
        var background: URL?
        private(set) var emojis = [Emoji]()

        private var uniqueEmojiId = 0

        mutating func addEmoji(_ emoji: String, at position: Emoji.Position, size: Int) {
            uniqueEmojiId += 1
            emojis.append(Emoji(string: emoji, position: position, size: size, id: uniqueEmojiId))
        }

        struct Emoji: Identifiable, Codable {
            let string: String
            var position: Position
            var size: Int
            var id: Int

            struct Position: Codable, Equatable {
                var x: Int
                var y: Int
                static let zero = Self(x: 0, y: 0)
            }
        }
    }
}

/// CS193p 2020 (`EmojiArt.swift`): `backgroundURL` and `uniqueEmojiID`.
enum Course2020 {
    struct EmojiArt: Codable {
        var backgroundURL: URL?
        var emojis = [Emoji]()

        struct Emoji: Identifiable, Codable, Hashable {
            let text: String
            var x: Int // offset from the center
            var y: Int // offset from the center
            var size: Int
            let id: Int

            fileprivate init(text: String, x: Int, y: Int, size: Int, id: Int) {
                self.text = text
                self.x = x
                self.y = y
                self.size = size
                self.id = id
            }
        }

        var json: Data? { try? JSONEncoder().encode(self) }

        private var uniqueEmojiID = 0

        mutating func addEmoji(_ text: String, x: Int, y: Int, size: Int) {
            uniqueEmojiID += 1
            emojis.append(Emoji(text: text, x: x, y: y, size: size, id: uniqueEmojiID))
        }
    }
}

func write(_ value: some Encodable, to name: String) throws {
    // The course's encoder as it was, but for sorted keys: the same files every run.
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = try encoder.encode(value)
    try data.write(to: URL(fileURLWithPath: name))
    print("wrote \(name) (\(data.count) bytes)")
}

var model2021 = Course2021.EmojiArtModel()
var modelURLKey = Course2021URLKey.EmojiArtModel()
var synthesized = Course2021Synthesized.EmojiArtModel()
var model2023 = Course2023.EmojiArt()
var model2020 = Course2020.EmojiArt()
for emoji in sample {
    model2021.addEmoji(emoji.text, at: (emoji.x, emoji.y), size: emoji.size)
    modelURLKey.addEmoji(emoji.text, at: (emoji.x, emoji.y), size: emoji.size)
    synthesized.addEmoji(emoji.text, at: (emoji.x, emoji.y), size: emoji.size)
    model2023.addEmoji(emoji.text, at: .init(x: emoji.x, y: -emoji.y), size: emoji.size)
    model2020.addEmoji(emoji.text, x: emoji.x, y: emoji.y, size: emoji.size)
}
model2021.background = .url(backgroundURL)
modelURLKey.background = .url(backgroundURL)
model2023.background = backgroundURL
model2020.backgroundURL = backgroundURL

try write(model2021, to: "course-2021.emojiart")
try write(modelURLKey, to: "course-2021-url.emojiart")
synthesized.background = .url(backgroundURL)
try write(synthesized, to: "course-2021-synthesized-url.emojiart")
synthesized.background = .imageData(imageBytes)
try write(synthesized, to: "course-2021-synthesized-imagedata.emojiart")
synthesized.background = .blank
try write(synthesized, to: "course-2021-synthesized-blank.emojiart")
try write(model2023, to: "course-2023.emojiart")
try write(model2020, to: "course-2020.emojiart")
