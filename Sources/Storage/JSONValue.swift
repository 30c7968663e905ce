#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A JSON value kept as its text, exactly as the file it was read from spelled it: the keys of a
/// document that its format does not know (an `.emojiart`'s top-level `title`, a palette's own
/// `color`), so saving the document writes them back byte for byte. Decoded and encoded
/// again, `123456789012345678901234567890` would come back `1.2345678901234568e+29` and `1e400`
/// would be refused; a file only passing a value along has no business changing it.
public struct JSONValue: Sendable, Hashable, CustomStringConvertible {
    /// The value's JSON text (for a UTF-16 or UTF-32 file, its UTF-8 transcoding).
    public let json: String

    /// `json` is one JSON value as ``JSONMembers`` found it in a document.
    package init(verbatim json: String) { self.json = json }

    public var description: String { json }

    /// Stand-ins for values written through `JSONEncoder`, which places (and, with `.sortedKeys`,
    /// sorts) them as it would any string, then the values' own text in their place. A stand-in
    /// is a string no document holds by chance: a fresh UUID per write, and the value's number.
    package struct Splice {
        private var values: [String] = []
        private var marker = ""

        package init() {}

        /// The string to encode in `value`'s place.
        package mutating func standIn(for value: JSONValue) -> String {
            if marker.isEmpty { marker = "memorize-verbatim-\(UUID().uuidString)-" }
            values.append(value.json)
            return "\(marker)\(values.count - 1)"
        }

        /// `encoded` with each quoted stand-in replaced by its value's text.
        /// - Complexity: O(*n*) in the bytes of `encoded` and of the values.
        package func splice(into encoded: Data) -> Data {
            guard !values.isEmpty else { return encoded }
            let bytes = [UInt8](encoded)
            let opening = Array("\"\(marker)".utf8)
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + values.reduce(0) { $0 + $1.utf8.count })
            var rest = bytes[...]
            while let found = rest.firstRange(of: opening) {
                var end = found.upperBound
                var number = 0
                while end < rest.endIndex, let digit = Self.digit(rest[end]), number < values.count {
                    number = number * 10 + digit
                    end += 1
                }
                guard end > found.upperBound, end < rest.endIndex, rest[end] == UInt8(ascii: "\""), number < values.count else {
                    // Not a stand-in after all (it cannot happen: the marker is fresh); kept as it is.
                    output += rest[..<found.upperBound]
                    rest = rest[found.upperBound...]
                    continue
                }
                output += rest[..<found.lowerBound]
                output += values[number].utf8
                rest = rest[(end + 1)...]
            }
            output += rest
            return Data(output)
        }

        private static func digit(_ byte: UInt8) -> Int? {
            (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte - UInt8(ascii: "0")) : nil
        }
    }
}
