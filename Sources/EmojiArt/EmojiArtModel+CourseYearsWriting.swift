#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Storage

// Writing each course year's JSON (the shapes are described in `EmojiArtModel+CourseYears.swift`).
// Only the 2021 format has a hand-written writer (the one this tool writes most, and fast); the
// others go through `JSONEncoder`, as the course's apps themselves do.
extension EmojiArtModel {
    /// The document in `format`, keys sorted; `metadata` rides along under the top-level key
    /// `memorize`, and `extras` (the keys of the file it was read from that no model knows) as they
    /// were; every course year's synthesized decoder ignores both. What it writes decodes in that
    /// year's course model.
    /// - Throws: when `format` cannot hold the document (image data in the 2020 or 2023 format).
    /// - Complexity: O(*n*) in the emoji, the image data and the extras.
    public func json(format: EmojiArtFormat, metadata: [String: String] = [:], extras: [String: JSONValue] = [:]) throws(EmojiArtError) -> Data {
        if case .imageData = background, !format.holdsImageData {
            throw EmojiArtError("\(format.summary) holds a background URL only, and this background is image data; save it with --format 2021")
        }
        // Only keys no model knows, and `memorize` only when there is no metadata to write there.
        let extras = extras.filter { !ShapedDocument.modelKeys.contains($0.key) && ($0.key != "memorize" || metadata.isEmpty) }
        // The extras' text goes in as it was read; JSONEncoder places (and sorts) stand-ins for it.
        var verbatim = JSONValue.Splice()
        let standIns = extras.mapValues { verbatim.standIn(for: $0) }
        let document: any Encodable
        switch format {
        case .course2021 where extras.isEmpty:
            return json(metadata: metadata)
        case .course2021, .course2021URLKey, .course2021Synthesized:
            let coding: Envelope2021.Coding = switch format {
            case .course2021URLKey: .urlKey
            case .course2021Synthesized: .synthesized
            default: .theURL
            }
            document = Envelope2021(model: self, coding: coding, metadata: metadata, extras: standIns)
        case .course2023:
            document = Envelope2023(model: self, metadata: metadata, extras: standIns)
        case .course2020:
            document = Envelope2020(model: self, metadata: metadata, extras: standIns)
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        do {
            return verbatim.splice(into: try encoder.encode(document))
        } catch {
            // Every value is a string, an integer or data; kept as an error rather than a trap.
            throw EmojiArtError("cannot write \(format.summary): \(error)")
        }
    }

    private enum TopKeys: String, CodingKey {
        case background, backgroundURL, emojis, uniqueEmojiId, uniqueEmojiID, memorize
    }
    private enum EmojiKeys: String, CodingKey { case text, string, x, y, position, size, id }
    private enum PositionKeys: String, CodingKey { case x, y }
    private enum SynthesizedKeys: String, CodingKey { case blank, url, theURL, imageData, value = "_0" }

    /// Writes the extras' stand-ins beside the model's keys.
    private static func encode(_ extras: [String: String], to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        for (key, value) in extras { try container.encode(value, forKey: AnyCodingKey(key)) }
    }

    /// The 2021 model with the course's background key `theURL`, students' `url`, or Swift's
    /// synthesized enum coding.
    private struct Envelope2021: Encodable {
        enum Coding { case theURL, urlKey, synthesized }
        let model: EmojiArtModel
        let coding: Coding
        let metadata: [String: String]
        let extras: [String: String]

        func encode(to encoder: any Encoder) throws {
            try EmojiArtModel.encode(extras, to: encoder)
            var top = encoder.container(keyedBy: TopKeys.self)
            var background = top.nestedContainer(keyedBy: SynthesizedKeys.self, forKey: .background)
            let synthesized = coding == .synthesized
            switch (model.background, synthesized) {
            case (.blank, false): break
            case (.blank, true): _ = background.nestedContainer(keyedBy: SynthesizedKeys.self, forKey: .blank)
            case (.url(let url), false): try background.encode(url.absoluteString, forKey: coding == .theURL ? .theURL : .url)
            case (.url(let url), true):
                var value = background.nestedContainer(keyedBy: SynthesizedKeys.self, forKey: .url)
                try value.encode(url.absoluteString, forKey: .value)
            case (.imageData(let data), false): try background.encode(data, forKey: .imageData)
            case (.imageData(let data), true):
                var value = background.nestedContainer(keyedBy: SynthesizedKeys.self, forKey: .imageData)
                try value.encode(data, forKey: .value)
            }
            try top.encode(model.emojis, forKey: .emojis)
            try top.encode(model.uniqueEmojiId, forKey: .uniqueEmojiId)
            if !metadata.isEmpty { try top.encode(metadata, forKey: .memorize) }
        }
    }

    /// The 2023/24 course's `EmojiArt`: a URL or nothing, emoji with a `position` whose y is up.
    private struct Envelope2023: Encodable {
        let model: EmojiArtModel
        let metadata: [String: String]
        let extras: [String: String]

        func encode(to encoder: any Encoder) throws {
            try EmojiArtModel.encode(extras, to: encoder)
            var top = encoder.container(keyedBy: TopKeys.self)
            if case .url(let url) = model.background { try top.encode(url.absoluteString, forKey: .background) }
            var list = top.nestedUnkeyedContainer(forKey: .emojis)
            for emoji in model.emojis {
                var item = list.nestedContainer(keyedBy: EmojiKeys.self)
                try item.encode(emoji.text, forKey: .string)
                var position = item.nestedContainer(keyedBy: PositionKeys.self, forKey: .position)
                try position.encode(emoji.x, forKey: .x)
                try position.encode(-emoji.y, forKey: .y)
                try item.encode(emoji.size, forKey: .size)
                try item.encode(emoji.id, forKey: .id)
            }
            try top.encode(model.uniqueEmojiId, forKey: .uniqueEmojiId)
            if !metadata.isEmpty { try top.encode(metadata, forKey: .memorize) }
        }
    }

    /// The 2020 course's `EmojiArt`: `backgroundURL` or nothing, and `uniqueEmojiID`.
    private struct Envelope2020: Encodable {
        let model: EmojiArtModel
        let metadata: [String: String]
        let extras: [String: String]

        func encode(to encoder: any Encoder) throws {
            try EmojiArtModel.encode(extras, to: encoder)
            var top = encoder.container(keyedBy: TopKeys.self)
            if case .url(let url) = model.background { try top.encode(url.absoluteString, forKey: .backgroundURL) }
            try top.encode(model.emojis, forKey: .emojis)
            try top.encode(model.uniqueEmojiId, forKey: .uniqueEmojiID)
            if !metadata.isEmpty { try top.encode(metadata, forKey: .memorize) }
        }
    }
}
