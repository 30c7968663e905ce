#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Storage

/// The course's JSON (2021), exactly; other course years' are read by `ShapedDocument` and
/// written by `json(format:metadata:)` (`EmojiArtModel+CourseYears*.swift`):
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

    /// Any course year's document, recognised by its shape (see ``EmojiArtFormat``).
    public init(from decoder: any Decoder) throws {
        self = try ShapedDocument(from: decoder).model
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

    /// Reads a document of any course year (see ``EmojiArtFormat``), turning Foundation's errors
    /// into one line that names the field (`field 'emojis[2].size': must be from 1 to 10000, not -4`).
    /// - Complexity: O(*n*) in the size of the JSON.
    public init(json data: Data) throws(EmojiArtError) {
        self = try Self.read(json: data).model
    }

    /// A document of any course year, the format it is in (so it can be saved in it again), and
    /// its top-level keys that no course year's model knows (to write back on save).
    /// - Complexity: O(*n*) in the size of the JSON.
    public static func read(json data: Data) throws(EmojiArtError) -> (model: EmojiArtModel, format: EmojiArtFormat, extras: [String: JSONValue]) {
        guard data.count <= Limits.fileBytes else {
            throw EmojiArtError("the document is \(data.count) bytes; at most \(Limits.fileBytes) are read")
        }
        // Plainly well-formed 2021 documents are read without JSONDecoder (see EmojiArtJSONReader
        // for why); anything else, every broken document and every other year included, goes to it.
        if let model = EmojiArtJSONReader.model(from: data) {
            return (model, .course2021, [:])
        }
        let shaped = try decoded(ShapedDocument.self, from: data)
        // What no model knows is kept as the file spells it: decoded, a number could change or be refused.
        guard let members = JSONMembers.topLevel(of: data) else {
            throw EmojiArtError("not an EmojiArt document: its keys could not be read to be kept")
        }
        var extras: [String: JSONValue] = [:]
        for member in members where !ShapedDocument.modelKeys.contains(member.key) {
            extras[member.key] = JSONValue(verbatim: member.json)
        }
        return (shaped.model, shaped.format, extras)
    }

    /// The document through `Decodable` and `JSONDecoder` alone: what ``init(json:)`` does with
    /// whatever ``EmojiArtJSONReader`` leaves to it, and the reference the reader is fuzzed against.
    /// - Complexity: O(*n*) in the size of the JSON.
    public static func decodedWithJSONDecoder(_ data: Data) throws(EmojiArtError) -> EmojiArtModel {
        try decoded(EmojiArtModel.self, from: data)
    }

    private static func decoded<Value: Decodable>(_ type: Value.Type, from data: Data) throws(EmojiArtError) -> Value {
        do {
            return try JSONDecoder().decode(type, from: data)
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
            topLevel: #"an EmojiArt document is a JSON object: {"background": {…}, "emojis": […], "uniqueEmojiId": N}, or the 2020 or 2023 EmojiArt shape"#,
            // Top-level keys no model knows are kept as their text, never decoded.
            isDecoded: { path in
                guard case .key(let key) = path.first else { return true }
                return ShapedDocument.modelKeys.contains(key)
            })
    }
}

extension EmojiArtModel.Emoji {
    enum CodingKeys: String, CodingKey { case text, x, y, size, id }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .text)
        if let problem = Self.problem(withText: text) {
            throw DecodingError.dataCorruptedError(forKey: .text, in: container, debugDescription: problem)
        }
        self.init(
            text: text,
            x: try container.emojiArtNumber(.x, in: EmojiArtModel.Limits.coordinate),
            y: try container.emojiArtNumber(.y, in: EmojiArtModel.Limits.coordinate),
            size: try container.emojiArtNumber(.size, in: EmojiArtModel.Limits.size),
            id: try container.emojiArtNumber(.id, in: EmojiArtModel.Limits.id))
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
    enum CodingKeys: String, CodingKey {
        case url = "theURL"
        case imageData
    }

    public init(from decoder: any Decoder) throws {
        self = try BackgroundShape(from: decoder).background
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


extension KeyedDecodingContainer {
    /// The whole number at `key`, within `range`: a document's coordinates, sizes and ids.
    func emojiArtNumber(_ key: Key, in range: ClosedRange<Int>) throws -> Int {
        let value: Int
        do {
            // Once: a second decode of every number was a fifth of an open's time.
            value = try decode(Int.self, forKey: key)
        } catch {
            // Foundation reports a number that is not a whole Int as invalid JSON, without
            // saying where; read it as a Double to say which field and what is wrong with it.
            if let double = try? decode(Double.self, forKey: key) {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self,
                    debugDescription: "must be a whole number from \(range.lowerBound) to \(range.upperBound), not \(double)")
            }
            throw error
        }
        guard range.contains(value) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: self,
                debugDescription: "must be from \(range.lowerBound) to \(range.upperBound), not \(value)")
        }
        return value
    }
}
