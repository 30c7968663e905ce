#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Storage

/// The course's JSON, exactly:
///
///     {"background":{},"emojis":[{"id":1,"size":40,"text":"😀","x":-200,"y":-100}],"uniqueEmojiId":1}
///
/// `background` is `{}` (blank), `{"theURL":"https:\/\/…"}` or `{"imageData":"<base64>"}`. Reading
/// accepts what the course's app wrote (escaped slashes, any key order, extra top-level keys, which
/// the course's synthesized decoder ignores too); writing sorts keys so files diff well, and what it
/// writes decodes in the course's model. Unlike the course, reading checks every value, so a broken
/// or hostile file is one clear error rather than a document nobody can draw.
extension EmojiArtModel: Codable {
    /// Limits on what a document may hold; each is far beyond anything drawn by hand.
    public enum Limits {
        public static let emojiCount = 100_000
        public static let size = 1...10_000
        public static let coordinate = -1_000_000...1_000_000
        public static let id = 0...Int(Int32.max)
        /// Unicode scalars in one emoji's text (the longest RGI emoji sequences have 10).
        public static let textScalars = 1...64
        public static let imageDataBytes = 32 << 20
        /// The largest `.emojiart` file read: image data as base64 plus the emoji.
        public static let fileBytes = 48 << 20
    }

    private enum CodingKeys: String, CodingKey { case background, emojis, uniqueEmojiId }

    /// A position in a list, for error messages.
    private struct IndexKey: CodingKey {
        let intValue: Int?
        init(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { nil }
        var stringValue: String { intValue.map(String.init) ?? "" }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let background = try container.decode(Background.self, forKey: .background)
        var list = try container.nestedUnkeyedContainer(forKey: .emojis)
        if let count = list.count, count > Limits.emojiCount {
            throw DecodingError.dataCorruptedError(
                forKey: .emojis, in: container,
                debugDescription: "\(count) emoji; a document holds at most \(Limits.emojiCount)")
        }
        var emojis: [Emoji] = []
        emojis.reserveCapacity(list.count ?? 0)
        var ids: Set<Int> = []
        while !list.isAtEnd {
            let emoji = try list.decode(Emoji.self)
            guard ids.insert(emoji.id).inserted else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: list.codingPath + [IndexKey(intValue: emojis.count)],
                    debugDescription: "id \(emoji.id) is used twice; every emoji needs its own id"))
            }
            emojis.append(emoji)
        }
        let highest = ids.max() ?? 0
        var unique = highest
        if container.contains(.uniqueEmojiId) {
            let stored = try container.decode(Int.self, forKey: .uniqueEmojiId)
            guard Limits.id.contains(stored) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .uniqueEmojiId, in: container,
                    debugDescription: "must be from \(Limits.id.lowerBound) to \(Limits.id.upperBound), not \(stored)")
            }
            // Never hand out an id that is taken, whatever the file says.
            unique = max(stored, highest)
        }
        self.init(background: background, emojis: emojis, uniqueEmojiId: unique)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(background, forKey: .background)
        try container.encode(emojis, forKey: .emojis)
        try container.encode(uniqueEmojiId, forKey: .uniqueEmojiId)
    }

    // MARK: - Reading and writing

    /// The document as the course writes it, with sorted keys; `metadata` rides along under the
    /// top-level key `memorize`, which the course's decoder ignores. The bytes are those of
    /// ``encodedWithJSONEncoder(metadata:)``, written by ``EmojiArtJSONWriter`` (see there why).
    /// - Complexity: O(*n*) in the emoji and the image data.
    public func json(metadata: [String: String] = [:]) -> Data {
        EmojiArtJSONWriter.json(of: self, metadata: metadata)
    }

    /// The document through `Encodable` and `JSONEncoder` with `.sortedKeys`: what ``json(metadata:)``
    /// wrote before it had its own writer, kept as the reference its bytes are tested against.
    /// - Complexity: O(*n*) in the emoji and the image data.
    public func encodedWithJSONEncoder(metadata: [String: String] = [:]) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        // Every value is a string, integer or data, so encoding cannot fail; an empty document
        // stands in should a future Foundation disagree.
        return (try? encoder.encode(Envelope(model: self, metadata: metadata))) ?? Data(#"{"background":{},"emojis":[],"uniqueEmojiId":0}"#.utf8)
    }

    /// Reads a document, turning Foundation's errors into one line that names the field
    /// (`field 'emojis[2].size': must be from 1 to 10000, not -4`).
    /// - Complexity: O(*n*) in the size of the JSON.
    public init(json data: Data) throws(EmojiArtError) {
        guard data.count <= Limits.fileBytes else {
            throw EmojiArtError("the document is \(data.count) bytes; at most \(Limits.fileBytes) are read")
        }
        // Plainly well-formed documents are read without JSONDecoder (see EmojiArtJSONReader for
        // why); anything else, every broken document included, goes to it.
        if let model = EmojiArtJSONReader.model(from: data) {
            self = model
            return
        }
        self = try Self.decodedWithJSONDecoder(data)
    }

    /// The document through `Decodable` and `JSONDecoder` alone: what ``init(json:)`` does with
    /// whatever ``EmojiArtJSONReader`` leaves to it, and the reference the reader is fuzzed against.
    /// - Complexity: O(*n*) in the size of the JSON.
    public static func decodedWithJSONDecoder(_ data: Data) throws(EmojiArtError) -> EmojiArtModel {
        do {
            return try JSONDecoder().decode(EmojiArtModel.self, from: data)
        } catch let error as DecodingError {
            throw EmojiArtError(Self.describe(error, in: data))
        } catch {
            throw EmojiArtError("not an EmojiArt document: \(error)")
        }
    }

    /// The model and optional metadata, as one JSON object.
    private struct Envelope: Encodable {
        let model: EmojiArtModel
        let metadata: [String: String]

        private enum Keys: String, CodingKey { case background, emojis, uniqueEmojiId, memorize }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encode(model.background, forKey: .background)
            try container.encode(model.emojis, forKey: .emojis)
            try container.encode(model.uniqueEmojiId, forKey: .uniqueEmojiId)
            if !metadata.isEmpty { try container.encode(metadata, forKey: .memorize) }
        }
    }

    static func describe(_ error: DecodingError, in data: Data) -> String {
        JSONDiagnostics.describe(
            error, in: data,
            topLevel: #"an EmojiArt document is a JSON object: {"background": {…}, "emojis": […], "uniqueEmojiId": N}"#)
    }
}

extension EmojiArtModel.Emoji {
    enum CodingKeys: String, CodingKey { case text, x, y, size, id }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func number(_ key: CodingKeys, in range: ClosedRange<Int>) throws -> Int {
            let value: Int
            do {
                // Once: a second decode of every number was a fifth of an open's time.
                value = try container.decode(Int.self, forKey: key)
            } catch {
                // Foundation reports a number that is not a whole Int as invalid JSON, without
                // saying where; read it as a Double to say which field and what is wrong with it.
                if let double = try? container.decode(Double.self, forKey: key) {
                    throw DecodingError.dataCorruptedError(
                        forKey: key, in: container,
                        debugDescription: "must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(double)")
                }
                throw error
            }
            guard range.contains(value) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: container,
                    debugDescription: "must be from \(range.lowerBound) to \(range.upperBound), not \(value)")
            }
            return value
        }
        let text = try container.decode(String.self, forKey: .text)
        if let problem = Self.problem(withText: text) {
            throw DecodingError.dataCorruptedError(forKey: .text, in: container, debugDescription: problem)
        }
        self.init(
            text: text,
            x: try number(.x, in: EmojiArtModel.Limits.coordinate),
            y: try number(.y, in: EmojiArtModel.Limits.coordinate),
            size: try number(.size, in: EmojiArtModel.Limits.size),
            id: try number(.id, in: EmojiArtModel.Limits.id))
    }

    /// Why `text` cannot be an emoji's text, or nil if it can: it must be a short, visible string
    /// with no control characters (which no text renderer and no XML document can hold).
    /// - Complexity: O(*n*) in the text's scalars; one pass, with no Unicode property looked up
    ///   unless the text starts with whitespace (this runs for every emoji of every document read).
    public static func problem(withText text: String) -> String? {
        var scalars = 0
        var control = false
        for scalar in text.unicodeScalars {
            scalars += 1
            if isControl(scalar) { control = true }
        }
        let limits = EmojiArtModel.Limits.textScalars
        if scalars == 0 { return "the text is empty" }
        if scalars > limits.upperBound { return "the text has \(scalars) code points; at most \(limits.upperBound)" }
        if control { return "the text has control characters" }
        // `Character.isWhitespace` is its first scalar's: a text whose first scalar is not
        // whitespace has a first character that is not.
        if text.unicodeScalars.first?.properties.isWhitespace == true, text.allSatisfy(\.isWhitespace) {
            return "the text is only whitespace"
        }
        return nil
    }

    /// General category Cc (U+0000–U+001F and U+007F–U+009F: Unicode never adds to it) and the two
    /// noncharacters U+FFFE and U+FFFF.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}

extension EmojiArtModel.Background: Codable {
    private enum CodingKeys: String, CodingKey {
        case url = "theURL"
        case imageData
    }

    /// Any key at all, to find the ones the course never wrote.
    private struct AnyKey: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: any Decoder) throws {
        let all = try decoder.container(keyedBy: AnyKey.self)
        let known = Set(["theURL", "imageData"])
        if let unknown = all.allKeys.map(\.stringValue).sorted().first(where: { !known.contains($0) }) {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "unknown key '\(Self.excerpt(unknown, 40))'; a background is {}, {\"theURL\": \"…\"} or {\"imageData\": \"<base64>\"}"))
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        switch (container.contains(.url), container.contains(.imageData)) {
        case (true, true):
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath, debugDescription: "has both theURL and imageData; give one"))
        case (true, false):
            let text = try container.decode(String.self, forKey: .url)
            guard let url = Self.url(fromJSON: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .url, in: container, debugDescription: "'\(Self.excerpt(text, 60))' is not an absolute URL")
            }
            self = .url(url)
        case (false, true):
            let data = try container.decode(Data.self, forKey: .imageData)
            guard data.count <= EmojiArtModel.Limits.imageDataBytes else {
                throw DecodingError.dataCorruptedError(
                    forKey: .imageData, in: container,
                    debugDescription: "\(data.count) bytes of image; at most \(EmojiArtModel.Limits.imageDataBytes)")
            }
            self = .imageData(data)
        case (false, false):
            self = .blank
        }
    }

    /// The start of `text`, for a one-line message: at most `limit` characters, control
    /// characters written as escapes (`\n`, `\u{1B}`), so a line break in a file's string
    /// never breaks the error line.
    /// - Complexity: O(`limit`)
    static func excerpt(_ text: String, _ limit: Int) -> String {
        text.prefix(limit).unicodeScalars.map { EmojiArtModel.Emoji.isControl($0) ? $0.escaped(asASCII: true) : String($0) }.joined()
    }

    /// The URL a `theURL` of `text` stands for, or nil if it is not one. The course unwraps
    /// image-search links on reading; what they wrap must be absolute too. A link that wraps
    /// another is unwrapped until reading what would be written gives the same URL (so a saved
    /// document reads back as it was), or refused when that does not settle; what would be
    /// written must fit the same 8,192 bytes (percent-encoding can lengthen it).
    /// - Complexity: O(*n*) in the length of `text` (at most 8,192 bytes are looked at), for
    ///   each of at most 16 levels of wrapping.
    static func url(fromJSON text: String) -> URL? {
        guard text.utf8.count <= 8192, var url = URL(string: text)?.imageURL else { return nil }
        for _ in 0..<16 {
            guard let again = URL(string: url.absoluteString)?.imageURL else { return nil }
            if again.absoluteString == url.absoluteString {
                return url.scheme != nil && url.absoluteString.utf8.count <= 8192 ? url : nil
            }
            url = again
        }
        return nil
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .url(let url): try container.encode(url.absoluteString, forKey: .url)
        case .imageData(let data): try container.encode(data, forKey: .imageData)
        case .blank: break
        }
    }
}

