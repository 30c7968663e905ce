#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Storage

/// The JSON form of a theme, as in `themes/*.json`:
///
///     { "name": "Animals", "emojis": "🐶🐱🐭", "pairs": 8, "color": "orange" }
///
/// `pairs` is a number, `"all"`, or a range `{ "min": 4, "max": 8 }`.
extension Theme: Codable {
    private enum CodingKeys: String, CodingKey { case name, emojis, pairs, color }

    /// At most 40 characters of outside text, for a message (whose printer escapes control characters).
    static func shown(_ text: String) -> String {
        String(text.prefix(40))
    }
    private enum RangeKeys: String, CodingKey { case min, max }

    /// The most pairs a theme may ask for; a board larger than this is no game for a person.
    public static let maximumPairs = 10_000

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let name = try container.decode(String.self, forKey: .name)
            .trimmingSpacesAndNewlines()
        guard !name.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .name, in: container, debugDescription: "name is empty")
        }
        let emojis = try container.decode(String.self, forKey: .emojis)
        let colorName = try container.decode(String.self, forKey: .color)
        guard let color = ThemeColor(rawValue: colorName) else {
            let valid = ThemeColor.allCases.map(\.rawValue).joined(separator: ", ") + ", or #rgb or #rrggbb"
            throw DecodingError.dataCorruptedError(
                forKey: .color, in: container, debugDescription: "unknown colour '\(Self.shown(colorName))'; use one of \(valid)")
        }
        let pairs = try Self.decodePairs(from: container)
        self.init(name: name, emojis: emojis, pairs: pairs, color: color)
        guard !self.emojis.isEmpty else {
            throw DecodingError.dataCorruptedError(forKey: .emojis, in: container, debugDescription: "no emoji")
        }
    }

    private static func decodePairs(from container: KeyedDecodingContainer<CodingKeys>) throws -> PairCount {
        let valid = 1...maximumPairs
        func check(_ n: Int) throws -> Int {
            guard valid.contains(n) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .pairs, in: container, debugDescription: "\(n) is out of range \(valid.lowerBound)…\(valid.upperBound)")
            }
            return n
        }
        guard container.contains(.pairs) else {
            throw DecodingError.keyNotFound(CodingKeys.pairs, .init(codingPath: container.codingPath, debugDescription: "no pairs"))
        }
        if let n = try? container.decode(Int.self, forKey: .pairs) {
            return .exactly(try check(n))
        }
        if let word = try? container.decode(String.self, forKey: .pairs) {
            guard word.lowercased() == "all" else {
                throw DecodingError.dataCorruptedError(
                    forKey: .pairs, in: container, debugDescription: "expected a number, \"all\" or {\"min\": N, \"max\": N}, not \"\(word)\"")
            }
            return .all
        }
        guard let range = try? container.nestedContainer(keyedBy: RangeKeys.self, forKey: .pairs) else {
            throw DecodingError.dataCorruptedError(
                forKey: .pairs, in: container, debugDescription: "expected a number, \"all\" or {\"min\": N, \"max\": N}")
        }
        let low = try check(range.decode(Int.self, forKey: .min))
        let high = try check(range.decode(Int.self, forKey: .max))
        guard low <= high else {
            throw DecodingError.dataCorruptedError(
                forKey: .pairs, in: container, debugDescription: "min \(low) is greater than max \(high)")
        }
        return .random(low...high)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(String(emojis), forKey: .emojis)
        switch pairs {
        case .exactly(let n): try container.encode(n, forKey: .pairs)
        case .all: try container.encode("all", forKey: .pairs)
        case .random(let range):
            var nested = container.nestedContainer(keyedBy: RangeKeys.self, forKey: .pairs)
            try nested.encode(range.lowerBound, forKey: .min)
            try nested.encode(range.upperBound, forKey: .max)
        }
        try container.encode(color.rawValue, forKey: .color)
    }

    /// Decodes a theme from JSON, turning Foundation's errors into one line that says what is wrong
    /// and where (`field 'pairs': …`, `missing field 'emojis'`, `not valid JSON: …`).
    public static func decode(json data: Data) throws(ThemeError) -> Theme {
        do {
            return try JSONDecoder().decode(Theme.self, from: data)
        } catch let error as DecodingError {
            throw ThemeError(message: Self.describe(error, in: data))
        } catch {
            throw ThemeError(message: "\(error)")
        }
    }

    static func describe(_ error: DecodingError, in data: Data) -> String {
        JSONDiagnostics.describe(
            error, in: data,
            topLevel: "a theme is a JSON object: {\"name\": …, \"emojis\": …, \"pairs\": …, \"color\": …}")
    }
}

/// A theme that could not be read: one line saying why.
public struct ThemeError: Error, Equatable, CustomStringConvertible, Sendable {
    public let message: String
    public init(message: String) { self.message = message }
    public var description: String { message }
}
