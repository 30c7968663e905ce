import Foundation

/// Turns Foundation's JSON decoding errors into one line a user can act on: which field, what
/// was expected, or where the JSON stops being valid (`line L, column C`).
public enum JSONDiagnostics {
    /// `missing field 'emojis'`, `field 'pairs': expected a number`, `not valid JSON at line 3,
    /// column 7`, or `topLevel` when the document is not the object it should be.
    public static func describe(_ error: DecodingError, in data: Data, topLevel: String) -> String {
        func field(_ path: [any CodingKey]) -> String {
            path.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
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
                return describeInvalidJSON(data)
            }
            return "field '\(field(context.codingPath))': \(context.debugDescription)"
        @unknown default:
            return "\(error)"
        }
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type, is Double.Type: "a number"
        case is [Any].Type: "an array"
        default: "\(type)"
        }
    }

    /// Where JSON stops being valid, as `line L, column C`. JSONDecoder on Linux does not say;
    /// JSONSerialization says "around character N", which this turns into a line and column.
    /// `not valid JSON at line L, column C`, `… ends too soon at …`, or `the file is empty`.
    public static func describeInvalidJSON(_ data: Data) -> String {
        if data.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) { return "the file is empty" }
        do {
            _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
            return "not valid JSON"
        } catch {
            let text = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
            if let range = text.range(of: "character "),
               let offset = Int(text[range.upperBound...].prefix { $0.isNumber }) {
                return "not valid JSON at \(describe(offset: offset, in: data))"
            }
            if text.contains("end of file") {
                return "not valid JSON: it ends too soon, at \(describe(offset: data.count, in: data))"
            }
            return "not valid JSON"
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
