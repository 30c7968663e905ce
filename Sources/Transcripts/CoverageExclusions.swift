#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import InterfaceCoverage
import Platform

/// The rows of the interface a suite leaves deliberately, each with its reason: a file named
/// `coverage-exclusions` in a directory `memorize test --coverage` searches (the project's is
/// transcripts/coverage-exclusions). A line is a row as reports write it, ` # `, and why:
///
///     key play: Ctrl+wheel over the cards # a terminal's Ctrl+wheel reaches no transcript step
///
/// A row that ends with `*` names every row that starts with what comes before it
/// (`shell-option memorize test *`). Blank lines and lines starting with `#` are comments.
public enum CoverageExclusions {
    public static let fileName = "coverage-exclusions"

    /// A line that is not a row with a reason.
    public struct Malformed: Error, Sendable, CustomStringConvertible {
        public let path: String
        public let line: Int
        /// Why the file could not be read at all; nil for a malformed line.
        var reason: String? = nil
        public var description: String {
            if let reason { return "\(path): \(reason)" }
            return "\(path):\(line): an exclusion is 'KIND NAME # REASON' (KIND: \(CoverageRow.Kind.allCases.map(\.rawValue).joined(separator: ", ")))"
        }
    }

    /// The exclusions of the files named `coverage-exclusions` in the directories among `paths`.
    /// - Complexity: O(*n*) in the files' size.
    public static func read(in paths: [String]) throws(Malformed) -> [CoverageRow: String] {
        var excluded: [CoverageRow: String] = [:]
        for path in paths {
            guard PathKind(of: path) == .directory else { continue }
            let file = (path.hasSuffix("/") ? path : path + "/") + fileName
            guard PathKind(of: file) != .missing else { continue }
            let data: Data
            switch TranscriptSuite.readFile(file) {
            case .success(let read): data = read
            case .failure(let error): throw Malformed(path: file, line: 0, reason: error.message)
            }
            try excluded.merge(parse(String(decoding: data, as: UTF8.self), path: file)) { first, _ in first }
        }
        return excluded
    }

    /// The exclusions of a file's text.
    static func parse(_ text: String, path: String) throws(Malformed) -> [CoverageRow: String] {
        var excluded: [CoverageRow: String] = [:]
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = spacesTrimmed(line)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let mark = trimmed.firstRange(of: " # "),
                  let row = CoverageRow(parsing: spacesTrimmed(trimmed[..<mark.lowerBound]))
            else { throw Malformed(path: path, line: offset + 1) }
            let reason = spacesTrimmed(trimmed[mark.upperBound...])
            guard !reason.isEmpty else { throw Malformed(path: path, line: offset + 1) }
            excluded[row] = String(reason)
        }
        return excluded
    }

    private static func spacesTrimmed(_ text: Substring) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        guard let first = text.firstIndex(where: { !isSpace($0) }), let last = text.lastIndex(where: { !isSpace($0) }) else { return "" }
        return text[first...last]
    }
}
