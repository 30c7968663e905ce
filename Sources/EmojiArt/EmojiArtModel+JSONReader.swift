#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads the documents that are plainly well formed — the shape this tool and the course's app
/// write — without `JSONDecoder`, and defers everything else to it.
///
/// Why: `JSONDecoder` (through `Decodable`) took about ten times as long as this to read a
/// 10,000-emoji document, longer than Python's `json.load` and `json.dumps` together (the
/// `EmojiArtFiles` benchmark's reference rows; `Benchmarks/RESULTS.md`). It is not a second JSON
/// parser with its own opinions: it answers nil — "ask `JSONDecoder`" — for anything outside a
/// small subset, and for every document that breaks a rule, so every error a user sees is still
/// `JSONDecoder`'s, worded by ``EmojiArtModel/init(json:)``.
/// What it accepts:
///
/// - one object with the keys `background`, `emojis` and optionally `uniqueEmojiId`, each once,
///   in any order, and nothing else; JSON whitespace between tokens;
/// - `background` `{}`, `{"imageData":"…"}` (strict base64) or `{"theURL":"…"}`;
/// - each emoji an object with exactly `id`, `size`, `text`, `x`, `y`, in any order;
/// - integers of at most 18 digits, without fraction, exponent, leading zeros or `-0`;
/// - strings of valid UTF-8 whose only escapes are `\/`, `\"` and `\\`;
/// - and then every check `Decodable` makes (limits, unique ids, text rules), or nil.
///
/// The `EmojiArtJSON` fuzz target checks the promise: whatever this reads, `JSONDecoder` reads
/// the same.
struct EmojiArtJSONReader {
    private let bytes: UnsafeRawBufferPointer
    private var index = 0

    private init(_ bytes: UnsafeRawBufferPointer) { self.bytes = bytes }

    /// The document in `data`, or nil when `JSONDecoder` should read it (not the subset above, or
    /// not a valid document).
    /// - Complexity: O(*n*) in the bytes.
    static func model(from data: Data) -> EmojiArtModel? {
        data.withUnsafeBytes { bytes in
            var reader = EmojiArtJSONReader(bytes)
            return reader.document()
        }
    }

    private enum TopKey { case background, emojis, uniqueEmojiId }

    private mutating func document() -> EmojiArtModel? {
        var background: EmojiArtModel.Background?
        var emojis: [EmojiArtModel.Emoji]?
        var stored: Int?
        guard take(UInt8(ascii: "{")) else { return nil }
        var first = true
        while !take(UInt8(ascii: "}")) {
            guard first || take(UInt8(ascii: ",")) else { return nil }
            first = false
            guard let key = key() else { return nil }
            if key.elementsEqual("background".utf8) {
                guard background == nil, let value = self.background() else { return nil }
                background = value
            } else if key.elementsEqual("emojis".utf8) {
                guard emojis == nil, let value = emojiList() else { return nil }
                emojis = value
            } else if key.elementsEqual("uniqueEmojiId".utf8) {
                guard stored == nil, let value = integer(), EmojiArtModel.Limits.id.contains(value) else { return nil }
                stored = value
            } else {
                return nil
            }
        }
        skipWhitespace()
        guard index == bytes.count, let background, let emojis else { return nil }
        var ids = Set<Int>(minimumCapacity: emojis.count)
        for emoji in emojis {
            guard ids.insert(emoji.id).inserted else { return nil }
        }
        let highest = ids.max() ?? 0
        return EmojiArtModel(background: background, emojis: emojis, uniqueEmojiId: max(stored ?? highest, highest))
    }

    private mutating func background() -> EmojiArtModel.Background? {
        guard take(UInt8(ascii: "{")) else { return nil }
        if take(UInt8(ascii: "}")) { return .blank }
        guard let key = key(), let text = string() else { return nil }
        let result: EmojiArtModel.Background
        if key.elementsEqual("imageData".utf8) {
            // Strict base64 only, on which every decoder agrees; anything else JSONDecoder judges.
            guard Self.isStrictBase64(text), let data = Data(base64Encoded: text),
                  data.count <= EmojiArtModel.Limits.imageDataBytes else { return nil }
            result = .imageData(data)
        } else if key.elementsEqual("theURL".utf8) {
            guard let url = EmojiArtModel.Background.url(fromJSON: text) else { return nil }
            result = .url(url)
        } else {
            return nil
        }
        guard take(UInt8(ascii: "}")) else { return nil }
        return result
    }

    private mutating func emojiList() -> [EmojiArtModel.Emoji]? {
        guard take(UInt8(ascii: "[")) else { return nil }
        var emojis: [EmojiArtModel.Emoji] = []
        // About 60 bytes an emoji; no more than 10,000 ahead of time (a file may be image data).
        emojis.reserveCapacity(min(bytes.count / 48, 10_000))
        var first = true
        while !take(UInt8(ascii: "]")) {
            guard first || take(UInt8(ascii: ",")) else { return nil }
            first = false
            guard emojis.count < EmojiArtModel.Limits.emojiCount, let emoji = emoji() else { return nil }
            emojis.append(emoji)
        }
        return emojis
    }

    private mutating func emoji() -> EmojiArtModel.Emoji? {
        guard take(UInt8(ascii: "{")) else { return nil }
        var text: String?
        var x: Int?, y: Int?, size: Int?, id: Int?
        var first = true
        while !take(UInt8(ascii: "}")) {
            guard first || take(UInt8(ascii: ",")), let key = key(), key.count >= 1 else { return nil }
            first = false
            switch (key.count, key[key.startIndex]) {
            case (4, UInt8(ascii: "t")) where key.elementsEqual("text".utf8):
                guard text == nil, let value = string() else { return nil }
                text = value
            case (1, UInt8(ascii: "x")):
                guard x == nil, let value = integer() else { return nil }
                x = value
            case (1, UInt8(ascii: "y")):
                guard y == nil, let value = integer() else { return nil }
                y = value
            case (4, UInt8(ascii: "s")) where key.elementsEqual("size".utf8):
                guard size == nil, let value = integer() else { return nil }
                size = value
            case (2, UInt8(ascii: "i")) where key.elementsEqual("id".utf8):
                guard id == nil, let value = integer() else { return nil }
                id = value
            default:
                return nil
            }
        }
        let limits = EmojiArtModel.Limits.self
        guard let text, let x, let y, let size, let id,
              limits.coordinate.contains(x), limits.coordinate.contains(y), limits.size.contains(size), limits.id.contains(id),
              EmojiArtModel.Emoji.problem(withText: text) == nil else { return nil }
        return EmojiArtModel.Emoji(text: text, x: x, y: y, size: size, id: id)
    }

    // MARK: - Tokens

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }

    /// Takes `byte` (after whitespace) if it is next.
    private mutating func take(_ byte: UInt8) -> Bool {
        skipWhitespace()
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// A key and its colon: the key's bytes, which must need no escapes.
    private mutating func key() -> Slice<UnsafeRawBufferPointer>? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
            guard bytes[index] >= 0x20, bytes[index] != UInt8(ascii: "\\") else { return nil }
            index += 1
        }
        guard index < bytes.count else { return nil }
        let key = bytes[start..<index]
        index += 1
        guard take(UInt8(ascii: ":")) else { return nil }
        return key
    }

    /// `-?(0|[1-9][0-9]{0,17})`, followed by no fraction or exponent.
    private mutating func integer() -> Int? {
        skipWhitespace()
        let negative = index < bytes.count && bytes[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        let start = index
        var value = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            // Counted before the digit is added: 18 nines fit in an Int, 19 may not.
            guard index - start < 18 else { return nil }
            value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
            index += 1
        }
        let digits = index - start
        // No "-0" either: one spelling of each number.
        guard digits > 0, digits == 1 || bytes[start] != UInt8(ascii: "0"), !negative || value != 0 else { return nil }
        if index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return nil
            default: break
            }
        }
        return negative ? -value : value
    }

    /// A string of valid UTF-8, with no control characters and no escapes but `\/`, `\"`, `\\`.
    private mutating func string() -> String? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = index
        var escapes = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            guard byte >= 0x20 else { return nil }
            if byte == UInt8(ascii: "\\") {
                guard index + 1 < bytes.count else { return nil }
                switch bytes[index + 1] {
                case UInt8(ascii: "/"), UInt8(ascii: "\""), UInt8(ascii: "\\"): escapes = true
                default: return nil
                }
                index += 2
            } else {
                index += 1
            }
        }
        guard index < bytes.count else { return nil }
        let raw = bytes[start..<index]
        index += 1
        guard escapes else {
            return UnsafeRawBufferPointer(rebasing: raw).withMemoryRebound(to: UInt8.self) { String(validating: $0, as: UTF8.self) }
        }
        var unescaped: [UInt8] = []
        unescaped.reserveCapacity(raw.count)
        var position = raw.startIndex
        while position < raw.endIndex {
            if raw[position] == UInt8(ascii: "\\") { position += 1 }
            unescaped.append(raw[position])
            position += 1
        }
        return String(validating: unescaped, as: UTF8.self)
    }

    /// `[A-Za-z0-9+/]*` in groups of four, the last with at most two `=` of padding.
    static func isStrictBase64(_ text: String) -> Bool {
        let utf8 = text.utf8
        guard utf8.count % 4 == 0 else { return false }
        var padding = 0
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"):
                guard padding == 0 else { return false }
            case UInt8(ascii: "="):
                padding += 1
            default:
                return false
            }
        }
        return padding <= 2
    }
}
