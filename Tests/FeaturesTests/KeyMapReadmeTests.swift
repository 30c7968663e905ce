import Foundation
import Testing
@testable import REPL
@testable import GameFeature
@testable import ArtFeature

/// The README's key and mouse tables for `play` and `art edit` (and the art editor's save
/// question, a table per question) are the screens' key maps: each
/// follows a `<!-- keys: NAME -->` line and lists exactly the map's rows, in its order. When a
/// row changes, the failure prints the table to paste.
@Suite("README key tables")
struct KeyMapReadmeTests {
    static let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md")

    /// The table after the marker line `<!-- keys: name -->`: its lines up to the first that is
    /// not a table row; nil when there is no marker.
    static func table(named name: String, in text: String) -> [String]? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let marker = lines.firstIndex(where: { $0.hasPrefix("<!-- keys: \(name) ") || $0 == "<!-- keys: \(name) -->" }) else { return nil }
        return Array(lines[(marker + 1)...].prefix { $0.hasPrefix("|") })
    }

    @Test("The README lists play's and art edit's keys, gestures and questions exactly as their tables do",
          arguments: [("play", PlayScreen.keyMap.markdownTable), ("art edit", ArtEditScreen.keyMap.markdownTable),
                      ("art edit leaving", ArtEditScreen.keyMap.modes[0].markdownTable),
                      ("art edit naming", ArtEditScreen.keyMap.modes[1].markdownTable)])
    func readmeTable(name: String, expected: [String]) throws {
        let text = try String(contentsOf: Self.readme, encoding: .utf8)
        let table = try #require(Self.table(named: name, in: text), "README.md has no '<!-- keys: \(name) -->' line")
        #expect(table == expected, "README.md's \(name) table should read:\n\(expected.joined(separator: "\n"))")
    }

    @Test("The table finder stops at the table's end")
    func finder() {
        let text = "intro\n<!-- keys: play -->\n| a | b |\n| - | - |\n\nafter\n| not | this |"
        #expect(Self.table(named: "play", in: text) == ["| a | b |", "| - | - |"])
        #expect(Self.table(named: "art edit", in: text) == nil)
    }
}
