#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

// Reading every course year's EmojiArt JSON, told apart by its keys (see ``EmojiArtFormat``).
// The shapes are the course models' own, as Foundation's JSONEncoder writes them:
// - 2020: `struct EmojiArt: Codable { var backgroundURL: URL?; var emojis: [Emoji];
//   private var uniqueEmojiID }`, `Emoji { text, x, y, size, id }` (Spring 2020 lectures 8–9);
// - 2021: `EmojiArtModel { background: Background; emojis; uniqueEmojiId }` with the course's
//   `Background` coding (`theURL`), as students rewrote it (`url`) or let Swift synthesize it;
// - 2023/24: `struct EmojiArt: Codable { var background: URL?; private(set) var emojis: [Emoji];
//   private var uniqueEmojiId }`, `Emoji { string, position: Position { x, y }, size, id }`, whose
//   y points up: the course's `emojiPosition(at:in:)` stores `Int(-(location.y - center.y - pan.height) / zoom)`.
// Checked against public student repositories of each year (for 2023/24, e.g. the `EmojiArt.swift`
// and `EmojiArtDocumentView.swift` of several Winter/Spring 2024 course followers on GitHub).

/// A key of any name, to see which course year's keys an object has.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    init(_ stringValue: String) { self.stringValue = stringValue }
    init(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
}

/// A position in a list, for error messages.
struct IndexCodingKey: CodingKey {
    let intValue: Int?
    init(intValue: Int) { self.intValue = intValue }
    init?(stringValue: String) { nil }
    var stringValue: String { intValue.map(String.init) ?? "" }
}

/// A document of any course year and the format it was written in. The top-level keys no course
/// year's model knows are read beside it, as their text (see ``EmojiArtModel/read(json:)``).
struct ShapedDocument: Decodable {
    let model: EmojiArtModel
    let format: EmojiArtFormat

    /// Every course year's top-level keys: what is not one of them is an extra.
    static let modelKeys: Set<String> = ["background", "backgroundURL", "emojis", "uniqueEmojiId", "uniqueEmojiID"]

    private static let backgroundKey = AnyCodingKey("background")
    private static let emojisKey = AnyCodingKey("emojis")

    /// - Complexity: O(*n*) in the document.
    init(from decoder: any Decoder) throws {
        let top = try decoder.container(keyedBy: AnyCodingKey.self)
        let is2020 = top.contains(AnyCodingKey("backgroundURL")) || top.contains(AnyCodingKey("uniqueEmojiID"))
        guard is2020 || top.contains(Self.emojisKey) || top.contains(Self.backgroundKey) else {
            // Not one key of any course year's document: say what one is, not which key is missing.
            throw DecodingError.typeMismatch(EmojiArtModel.self, .init(codingPath: [], debugDescription: "no EmojiArt keys"))
        }
        let positioned = try Self.emojisArePositioned(in: top)

        var background = EmojiArtModel.Background.blank
        var format = EmojiArtFormat.course2021
        if is2020 {
            background = try Self.urlBackground(in: top, key: AnyCodingKey("backgroundURL"))
            format = .course2020
        } else if !top.contains(Self.backgroundKey) && positioned != false {
            // The 2023 course's encoder leaves a nil background out.
            format = .course2023
        } else if top.contains(Self.backgroundKey), try top.decodeNil(forKey: Self.backgroundKey) {
            format = .course2023
        } else if top.contains(Self.backgroundKey), (try? top.decode(String.self, forKey: Self.backgroundKey)) != nil {
            background = try Self.urlBackground(in: top, key: Self.backgroundKey)
            format = .course2023
        } else {
            // An object, or missing where the emoji are 2021's: the 2021 family, whose errors name the field.
            let shape = try top.decode(BackgroundShape.self, forKey: Self.backgroundKey)
            background = shape.background
            format = shape.format
        }
        if positioned == true { format = .course2023 }

        let emojis = try Self.emojis(in: top, positioned: positioned == true)
        let highest = emojis.lazy.map(\.id).max() ?? 0
        var unique = highest
        let uniqueKey = top.contains(AnyCodingKey("uniqueEmojiID")) ? AnyCodingKey("uniqueEmojiID") : AnyCodingKey("uniqueEmojiId")
        if top.contains(uniqueKey) {
            let stored = try top.decode(Int.self, forKey: uniqueKey)
            guard EmojiArtModel.Limits.id.contains(stored) else {
                throw DecodingError.dataCorruptedError(
                    forKey: uniqueKey, in: top,
                    debugDescription: "must be from \(EmojiArtModel.Limits.id.lowerBound) to \(EmojiArtModel.Limits.id.upperBound), not \(stored)")
            }
            // Never hand out an id that is taken, whatever the file says.
            unique = max(stored, highest)
        }
        model = EmojiArtModel(background: background, emojis: emojis, uniqueEmojiId: unique)
        self.format = format
    }

    /// Whether the emoji are the 2023 course's (`string`, `position`), told by the first one's
    /// keys; nil when there is no first one to tell by (no list, an empty one, or not objects).
    private static func emojisArePositioned(in top: KeyedDecodingContainer<AnyCodingKey>) throws -> Bool? {
        guard top.contains(emojisKey), var list = try? top.nestedUnkeyedContainer(forKey: emojisKey), !list.isAtEnd,
              let first = try? list.nestedContainer(keyedBy: AnyCodingKey.self) else { return nil }
        if first.contains(AnyCodingKey("text")) { return false }
        return first.contains(AnyCodingKey("string")) || first.contains(AnyCodingKey("position"))
    }

    /// A background given as a URL string (2020, 2023), absent or null when there is none.
    private static func urlBackground(in top: KeyedDecodingContainer<AnyCodingKey>, key: AnyCodingKey) throws -> EmojiArtModel.Background {
        guard let text = try top.decodeIfPresent(String.self, forKey: key) else { return .blank }
        guard let url = EmojiArtModel.Background.url(fromJSON: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: top, debugDescription: "'\(EmojiArtModel.Background.excerpt(text, 60))' is not an absolute URL")
        }
        return .url(url)
    }

    /// The list of emoji, in either year's shape, within the limits and with unique ids.
    private static func emojis(in top: KeyedDecodingContainer<AnyCodingKey>, positioned: Bool) throws -> [EmojiArtModel.Emoji] {
        var list = try top.nestedUnkeyedContainer(forKey: emojisKey)
        if let count = list.count, count > EmojiArtModel.Limits.emojiCount {
            throw DecodingError.dataCorruptedError(
                forKey: emojisKey, in: top,
                debugDescription: "\(count) emoji; a document holds at most \(EmojiArtModel.Limits.emojiCount)")
        }
        var emojis: [EmojiArtModel.Emoji] = []
        emojis.reserveCapacity(list.count ?? 0)
        var ids: Set<Int> = []
        while !list.isAtEnd {
            let emoji = positioned ? try list.decode(PositionedEmoji.self).emoji : try list.decode(EmojiArtModel.Emoji.self)
            guard ids.insert(emoji.id).inserted else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: list.codingPath + [IndexCodingKey(intValue: emojis.count)],
                    debugDescription: "id \(emoji.id) is used twice; every emoji needs its own id"))
            }
            emojis.append(emoji)
        }
        return emojis
    }
}

/// The 2023 course's emoji: `{"string":"😀","position":{"x":1,"y":2},"size":40,"id":1}`, y up.
struct PositionedEmoji: Decodable {
    let emoji: EmojiArtModel.Emoji

    private enum CodingKeys: String, CodingKey { case string, position, size, id }
    private enum PositionKeys: String, CodingKey { case x, y }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .string)
        if let problem = EmojiArtModel.Emoji.problem(withText: text) {
            throw DecodingError.dataCorruptedError(forKey: .string, in: container, debugDescription: problem)
        }
        let position = try container.nestedContainer(keyedBy: PositionKeys.self, forKey: .position)
        let limits = EmojiArtModel.Limits.self
        // The coordinate range is symmetric, so turning y down stays within it.
        emoji = EmojiArtModel.Emoji(
            text: text,
            x: try position.emojiArtNumber(.x, in: limits.coordinate),
            y: -(try position.emojiArtNumber(.y, in: limits.coordinate)),
            size: try container.emojiArtNumber(.size, in: limits.size),
            id: try container.emojiArtNumber(.id, in: limits.id))
    }
}

/// A 2021 background object in any of its codings, and which coding it is.
struct BackgroundShape: Decodable {
    let background: EmojiArtModel.Background
    /// `.course2021` also for `{}` and `{"imageData":"…"}`, which read the same in the `url` coding.
    let format: EmojiArtFormat

    private static let known = ["theURL", "url", "imageData", "blank"]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        let keys = container.allKeys.map(\.stringValue).sorted()
        if let unknown = keys.first(where: { !Self.known.contains($0) }) {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "unknown key '\(EmojiArtModel.Background.excerpt(unknown, 40))'; a background is {}, {\"theURL\": \"…\"} or {\"imageData\": \"<base64>\"} (or Swift's synthesized {\"url\": {\"_0\": \"…\"}})"))
        }
        guard let key = keys.first else {
            (background, format) = (.blank, .course2021)
            return
        }
        guard keys.count == 1 else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "has both \(keys[0]) and \(keys[1]); give one"))
        }
        let codingKey = AnyCodingKey(key)
        // Swift's synthesized coding wraps a case's value in {"_0": …}.
        let synthesized = (try? container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: codingKey)) != nil
        switch (key, synthesized) {
        case ("blank", true):
            (background, format) = (.blank, .course2021Synthesized)
        case ("blank", false):
            throw DecodingError.dataCorruptedError(forKey: codingKey, in: container, debugDescription: "expected {} (Swift's synthesized coding of .blank)")
        case ("imageData", true):
            let inner = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: codingKey)
            (background, format) = (.imageData(try Self.imageData(in: inner, key: AnyCodingKey("_0"))), .course2021Synthesized)
        case ("imageData", false):
            (background, format) = (.imageData(try Self.imageData(in: container, key: codingKey)), .course2021)
        case (_, true):
            let inner = try container.nestedContainer(keyedBy: AnyCodingKey.self, forKey: codingKey)
            (background, format) = (.url(try Self.url(in: inner, key: AnyCodingKey("_0"))), .course2021Synthesized)
        default:
            (background, format) = (.url(try Self.url(in: container, key: codingKey)), key == "url" ? .course2021URLKey : .course2021)
        }
    }

    private static func url(in container: KeyedDecodingContainer<AnyCodingKey>, key: AnyCodingKey) throws -> URL {
        let text = try container.decode(String.self, forKey: key)
        guard let url = EmojiArtModel.Background.url(fromJSON: text) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "'\(EmojiArtModel.Background.excerpt(text, 60))' is not an absolute URL")
        }
        return url
    }

    private static func imageData(in container: KeyedDecodingContainer<AnyCodingKey>, key: AnyCodingKey) throws -> Data {
        let data = try container.decode(Data.self, forKey: key)
        guard data.count <= EmojiArtModel.Limits.imageDataBytes else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "\(data.count) bytes of image; at most \(EmojiArtModel.Limits.imageDataBytes)")
        }
        return data
    }
}
