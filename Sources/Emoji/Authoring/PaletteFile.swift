#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
/// A whole palette file in memory, linted or fixed as `memorize palette lint|fix` do it (they
/// stream large text instead, through the same ``TextPaletteLint``): for the REPL's `palette
/// lint` and `palette fix`, which read through the session's workspace.
public enum PaletteFile {
    /// How to read a file: JSON by extension (`.json`), text by extension (`.txt`, `.text`), else
    /// JSON when its first character is `{` or `[`.
    public static func kind(path: String, bytes: some Collection<UInt8>) -> PaletteSource.Kind {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".json") { return .json }
        if lowered.hasSuffix(".txt") || lowered.hasSuffix(".text") { return .text }
        let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[") ? .json : .text
    }

    /// What linting a file found beyond its problems.
    public struct Summary: Sendable, Equatable {
        /// Lines that were prose, not palette lines.
        public var proseLines = 0
        /// The first prose line and how many characters of it are not emoji.
        public var firstProse: (line: Int, characters: Int)?
        public static func == (a: Summary, b: Summary) -> Bool { a.proseLines == b.proseLines && a.firstProse?.line == b.firstProse?.line }
    }

    /// Reports each problem of the file, in order.
    /// - Complexity: O(*n*) in its bytes.
    public static func lint(
        _ bytes: [UInt8], kind: PaletteSource.Kind, options: PaletteChecks.Options = PaletteChecks.Options(),
        report: (PaletteLint.Problem) -> Void
    ) -> Summary {
        switch kind {
        case .json:
            PaletteLint(bytes: bytes, kind: .json, options: options).problems.forEach(report)
            return Summary()
        case .text:
            guard bytes.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
                report(PaletteLint.Problem(kind: .empty, position: nil, character: nil, replacement: nil, message: "the file is empty: no emoji"))
                return Summary()
            }
            var linter = TextPaletteLint(options: options)
            forEachLine(bytes) { linter.lint(line: $0, report: report) }
            return Summary(proseLines: linter.proseLines, firstProse: linter.firstProse)
        }
    }

    /// Why a file is not rewritten.
    public struct Refusal: Error, Sendable, Equatable, CustomStringConvertible {
        public let message: String
        public var description: String { message }
    }

    /// The file as `fix` writes it, and how many problems that resolves; a refusal for anything
    /// that is not a palette (prose, JSON without palettes), which is then left as it is.
    /// - Complexity: O(*n*) in its bytes.
    public static func fixed(_ bytes: [UInt8], kind: PaletteSource.Kind, name: String) throws(Refusal) -> (bytes: [UInt8], changes: Int) {
        let options = PaletteChecks.Options(newest: nil, lookAlikes: false)
        switch kind {
        case .json:
            // Only a whole, valid JSON document is rewritten: trailing garbage is refused, not kept.
            do {
                _ = try JSONDecoder().decode(AnyJSON.self, from: Data(bytes))
            } catch {
                throw Refusal(message: "\(name): not valid JSON (\(AnyJSON.reason(error))); fix changed nothing")
            }
            let lint = PaletteLint(bytes: bytes, kind: .json, options: options)
            guard let fixed = lint.fixed else {
                throw Refusal(message: "\(name): \(lint.problems.first?.message ?? "cannot be fixed"); fix changes only theme and palette files")
            }
            if let source = try? PaletteSource(bytes: fixed, kind: .json), source.palettes.contains(where: { $0.text.isEmpty }) {
                throw Refusal(message: "\(name): fixing would leave a theme or palette with no emoji at all; fix changed nothing")
            }
            return (fixed, lint.problems.count)
        case .text:
            var linter = TextPaletteLint(options: options)
            forEachLine(bytes) { linter.lint(line: $0) { _ in } }
            if let prose = linter.firstProse {
                throw Refusal(message: proseRefusal(name: name, line: prose.line, characters: prose.characters, lines: linter.proseLines))
            }
            guard !linter.order.isEmpty else { throw Refusal(message: "\(name): the file is empty: no emoji") }
            return (Array((linter.palette + "\n").utf8), linter.fixable)
        }
    }

    /// "not a palette: line 1 has 23 characters that are not emoji …; fix changed nothing".
    public static func proseRefusal(name: String, line: Int, characters: Int, lines: Int) -> String {
        "\(name): not a palette: line \(line) has \(characters) characters that are not emoji (\(lines) such line\(lines == 1 ? "" : "s")); "
            + "fix changed nothing ('palette extract' makes a palette of a text's emoji)"
    }

    /// Each line of `bytes`, without its `\n`.
    static func forEachLine(_ bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        bytes.withUnsafeBufferPointer { all in
            var start = 0
            for i in 0..<all.count where all[i] == 0x0A {
                body(UnsafeBufferPointer(rebasing: all[start..<i]))
                start = i + 1
            }
            if start < all.count { body(UnsafeBufferPointer(rebasing: all[start...])) }
        }
    }
}

/// Any JSON value: decoding into it checks that bytes are one whole JSON document.
private enum AnyJSON: Decodable {
    case value

    init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            while !array.isAtEnd { _ = try array.decode(AnyJSON.self) }
        } else if let object = try? decoder.container(keyedBy: AnyKey.self) {
            for key in object.allKeys { _ = try object.decode(AnyJSON.self, forKey: key) }
        } else {
            let single = try decoder.singleValueContainer()
            if !single.decodeNil(), (try? single.decode(Bool.self)) == nil, (try? single.decode(Double.self)) == nil {
                _ = try single.decode(String.self)
            }
        }
        self = .value
    }

    private struct AnyKey: CodingKey {
        let stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    /// The decoder's own words, without the coding path.
    static func reason(_ error: any Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            return (context.underlyingError.map { "\($0)" } ?? context.debugDescription)
        }
        return "\(error)"
    }
}
