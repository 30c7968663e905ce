#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Turns Foundation's JSON decoding errors into one line a user can act on: which field
/// (`emojis[0].size`), what was expected, or where the JSON stops being valid (`line L, column C`).
/// Themes, palette files and EmojiArt documents all report through it.
public enum JSONDiagnostics {
    /// `missing field 'emojis'`, `field 'pairs': expected a whole number`, `not valid JSON at
    /// line 3, column 7`, or `topLevel` when the document is not the object it should be.
    /// `isDecoded` says which fields the decoder reads (a number out of range elsewhere, in a key
    /// the format only keeps, is no error): see ``fieldWithExtremeNumber(in:isDecoded:)``.
    public static func describe(_ error: DecodingError, in data: Data, topLevel: String,
                                isDecoded: ([JSONPathComponent]) -> Bool = { _ in true }) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            let parent = field(context.codingPath)
            return "missing field '\(parent.isEmpty ? "" : parent + ".")\(key.stringValue)'"
        case .typeMismatch(_, let context) where context.codingPath.isEmpty:
            return topLevel
        case .typeMismatch(let type, let context):
            return "field '\(field(context.codingPath))': expected \(describe(type))"
        case .valueNotFound(let type, let context):
            return "field '\(field(context.codingPath))': expected \(describe(type)), found null"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty {
                return fieldWithExtremeNumber(in: data, isDecoded: isDecoded) ?? describeInvalidJSON(data, topLevel: topLevel)
            }
            let reason = context.debugDescription
            // Foundation's own wording for a number that does not fit the type.
            if reason.contains("not representable") || reason.contains("does not fit") {
                return "field '\(field(context.codingPath))': the number is too large"
            }
            return "field '\(field(context.codingPath))': \(reason)"
        @unknown default:
            return "\(error)"
        }
    }

    /// `field 'emojis[0].x': the number 1e400 is out of range`, for the first number in a field
    /// `isDecoded` names that no Double holds, or written whole that no Int holds, or nil. JSONDecoder
    /// throws "not valid JSON" for such a field, at no coding path, and the text is otherwise valid.
    /// - Complexity: O(*n*) in the bytes.
    public static func fieldWithExtremeNumber(in data: Data, isDecoded: ([JSONPathComponent]) -> Bool = { _ in true }) -> String? {
        guard let (path, text) = JSONSyntax.extremeNumbers(in: data).first(where: { isDecoded($0.path) }) else { return nil }
        let shown = text.count > 40 ? "\(text.prefix(20))…\(text.suffix(10)) (\(text.count) characters)" : text
        return "field '\(field(path.map(PathKey.init)))': the number \(shown) is out of range"
    }

    /// A path component as a coding key, to be named as the decoder's are.
    private struct PathKey: CodingKey {
        let stringValue: String
        let intValue: Int?
        init(_ component: JSONPathComponent) {
            switch component {
            case .key(let key): (stringValue, intValue) = (key, nil)
            case .index(let index): (stringValue, intValue) = ("\(index)", index)
            }
        }
        init?(stringValue: String) { (self.stringValue, intValue) = (stringValue, nil) }
        init?(intValue: Int) { (stringValue, self.intValue) = ("\(intValue)", intValue) }
    }

    /// `emojis[0].size`: keys joined by dots, array indices in brackets.
    static func field(_ path: [any CodingKey]) -> String {
        path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }
            .reduce("") { $0.isEmpty || $1.hasPrefix("[") ? $0 + $1 : $0 + "." + $1 }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "a whole number"
        case is Double.Type: "a number"
        case is Data.Type: "base64 data"
        case is [Any].Type, is UnkeyedDecodingContainer.Type: "a list"
        default: "\(type)".contains("Dictionary") || "\(type)".contains("Keyed") ? "an object" : "\(type)"
        }
    }

    /// Where JSON stops being valid, as `line L, column C` (JSONDecoder does not say; ``JSONSyntax``
    /// finds the byte JSONSerialization would name). `the file is empty`, `not valid JSON at …`,
    /// `… it ends too soon at …`, or `topLevel` when the JSON is valid but not the document expected.
    /// - Complexity: O(*n*) in the bytes.
    public static func describeInvalidJSON(_ data: Data, topLevel: String = "not valid JSON") -> String {
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return "the file is empty" }
        switch JSONSyntax.check(data) {
        case .valid: return topLevel
        case .invalid(let offset): return "not valid JSON at \(describe(offset: offset, in: data))"
        case .truncated: return "not valid JSON: it ends too soon, at \(describe(offset: data.count, in: data))"
        case .invalidSomewhere: return "not valid JSON"
        }
    }

    /// The 1-based line and column (in characters) of byte `offset`.
    public static func describe(offset: Int, in data: Data) -> String {
        let prefix = data.prefix(max(0, offset))
        let line = prefix.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? prefix.startIndex
        let column = String(decoding: prefix[lineStart...], as: UTF8.self).count + 1
        return "line \(line), column \(column)"
    }
}
