#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Escaping

/// Writes a document's JSON byte for byte as `JSONEncoder` with `.sortedKeys` writes it (compact,
/// UTF-8, `/` escaped as `\/`), without going through `Encodable`.
///
/// Why not `JSONEncoder`: for a 10,000-emoji document it builds a tree of 10,000 dictionaries,
/// sorts each one's keys and then writes them, about fifteen times as long as this takes (the
/// `EmojiArtFiles` benchmark's reference rows; `Benchmarks/RESULTS.md`). Writing JSON is simple and its input is our own model; reading, which takes outside
/// input, stays on `JSONDecoder`. `EmojiArtJSONWriterTests` checks the bytes against
/// `JSONEncoder`'s for every ASCII character and a spread of others, and the `EmojiArtJSON` fuzz
/// target checks that what is written reads back the same.
struct EmojiArtJSONWriter {
    private(set) var bytes: [UInt8] = []

    /// The whole document: keys in the order `.sortedKeys` gives (`background`, `emojis`,
    /// `memorize`, `uniqueEmojiId`; in an emoji `id`, `size`, `text`, `x`, `y`), `metadata`'s keys
    /// sorted by their UTF-8 bytes.
    /// - Complexity: O(*n*) in the emoji, the image data and the metadata (plus O(*m* log *m*) to
    ///   sort *m* metadata keys).
    static func json(of model: EmojiArtModel, metadata: [String: String]) -> Data {
        var writer = EmojiArtJSONWriter()
        var capacity = 64 + model.emojis.count * 64
        if case .imageData(let data) = model.background { capacity += data.count / 3 * 4 * 9 / 8 + 8 }
        writer.bytes.reserveCapacity(capacity)
        writer.append(#"{"background":{"#)
        switch model.background {
        case .blank: break
        case .url(let url):
            writer.append(#""theURL":"#)
            writer.string(url.absoluteString)
        case .imageData(let data):
            writer.append(#""imageData":"#)
            writer.string(data.base64EncodedString())
        }
        writer.append(#"},"emojis":["#)
        for (index, emoji) in model.emojis.enumerated() {
            if index > 0 { writer.bytes.append(UInt8(ascii: ",")) }
            writer.append(#"{"id":"#)
            writer.integer(emoji.id)
            writer.append(#","size":"#)
            writer.integer(emoji.size)
            writer.append(#","text":"#)
            writer.string(emoji.text)
            writer.append(#","x":"#)
            writer.integer(emoji.x)
            writer.append(#","y":"#)
            writer.integer(emoji.y)
            writer.bytes.append(UInt8(ascii: "}"))
        }
        writer.bytes.append(UInt8(ascii: "]"))
        if !metadata.isEmpty {
            writer.append(#","memorize":{"#)
            for (index, key) in metadata.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }).enumerated() {
                if index > 0 { writer.bytes.append(UInt8(ascii: ",")) }
                writer.string(key)
                writer.bytes.append(UInt8(ascii: ":"))
                writer.string(metadata[key] ?? "")
            }
            writer.bytes.append(UInt8(ascii: "}"))
        }
        writer.append(#","uniqueEmojiId":"#)
        writer.integer(model.uniqueEmojiId)
        writer.bytes.append(UInt8(ascii: "}"))
        return Data(writer.bytes)
    }

    /// ASCII that needs no escaping (keys and punctuation).
    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// A decimal integer, as `JSONEncoder` writes one.
    /// - Complexity: O(1) (at most 20 digits).
    mutating func integer(_ value: Int) {
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                     UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        withUnsafeMutableBytes(of: &digits) { buffer in
            var start = buffer.count
            repeat {
                start -= 1
                buffer[start] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                magnitude /= 10
            } while magnitude > 0
            bytes.append(contentsOf: buffer[start...])
        }
    }

    /// A string in quotes, escaped as `JSONEncoder` escapes it (slashes included).
    /// - Complexity: O(*n*) in the string's UTF-8.
    mutating func string(_ text: String) {
        JSONEscaping.appendQuoted(text, to: &bytes, escapingSlashes: true)
    }
}
