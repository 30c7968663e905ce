import Foundation
import Testing
@testable import REPL
@testable import GameFeature
@testable import ArtFeature

/// The manual's key and mouse tables for `play` and `art edit` (docs/playing.md, docs/emojiart.md;
/// and the art editor's save question, a table per question) are the screens' key maps: each
/// follows a `<!-- keys: NAME -->` line and lists exactly the map's rows, in its order. When a
/// row changes, the failure prints the table to paste.
@Suite("The manual's key tables")
struct KeyMapReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// README.md and every page of docs/, by name relative to the repository.
    static func pages() throws -> [(name: String, text: String)] {
        let docs = root.appendingPathComponent("docs")
        let names = try FileManager.default.contentsOfDirectory(atPath: docs.path).filter { $0.hasSuffix(".md") }.sorted()
        return try [("README.md", String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8))]
            + names.map { ("docs/" + $0, try String(contentsOf: docs.appendingPathComponent($0), encoding: .utf8)) }
    }

    /// The table after the marker line `<!-- keys: name -->`: its lines up to the first that is
    /// not a table row; nil when there is no marker.
    static func table(named name: String, in text: String) -> [String]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let marker = lines.firstIndex(where: { $0.hasPrefix("<!-- keys: \(name) ") || $0 == "<!-- keys: \(name) -->" }) else { return nil }
        return Array(lines[(marker + 1)...].prefix { $0.hasPrefix("|") })
    }

    @Test("The manual lists play's and art edit's keys, gestures and questions exactly as their tables do",
          arguments: [("play", PlayScreen.keyMap.markdownTable), ("play bot's turn", PlayScreen.keyMap.modes[0].markdownTable),
                      ("art edit", ArtEditScreen.keyMap.markdownTable),
                      ("art edit leaving", ArtEditScreen.keyMap.modes[0].markdownTable),
                      ("art edit naming", ArtEditScreen.keyMap.modes[1].markdownTable)])
    func readmeTable(name: String, expected: [String]) throws {
        let found = try Self.pages().compactMap { page in Self.table(named: name, in: page.text).map { (page.name, $0) } }
        #expect(found.count == 1, "the manual should have one '<!-- keys: \(name) -->' line; found \(found.map(\.0))")
        let (page, table) = try #require(found.first)
        #expect(table == expected, "\(page)'s \(name) table should read:\n\(expected.joined(separator: "\n"))")
    }

    @Test("The table finder stops at the table's end")
    func finder() {
        let text = "intro\n<!-- keys: play -->\n| a | b |\n| - | - |\n\nafter\n| not | this |"
        #expect(Self.table(named: "play", in: text) == ["| a | b |", "| - | - |"])
        #expect(Self.table(named: "art edit", in: text) == nil)
    }
}
