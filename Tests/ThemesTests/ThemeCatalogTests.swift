import Foundation
import Testing
@testable import Themes

/// A fresh temporary directory holding `files` (name → contents), removed by `cleanUp()`.
struct TemporaryThemeDirectory {
    let url: URL

    init(_ files: [String: String]) throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("memorize-theme-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        for (name, contents) in files {
            try Data(contents.utf8).write(to: url.appendingPathComponent(name))
        }
    }

    func path(of name: String) -> String { url.appendingPathComponent(name).path }

    func cleanUp() { try? FileManager.default.removeItem(at: url) }
}

@Suite("ThemeCatalog")
struct ThemeCatalogTests {
    let good = #"{"name": "Kitchen", "emojis": "🍴🥄🔪🍳", "pairs": 3, "color": "white"}"#
    let broken = #"{"name": "Broken", "emojis": "ab", "pairs": 2, "color": "mauve"}"#

    @Test("No user directory: just the bundled themes")
    func noUserDirectory() {
        let catalog = ThemeCatalog.load(userDirectory: nil)
        #expect(catalog.themes == ThemeCatalog.bundled.themes)
        #expect(catalog.problems.isEmpty)
    }

    @Test("A missing user directory is no problem")
    func missingDirectory() {
        let nowhere = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-dir-\(UUID().uuidString)")
        let catalog = ThemeCatalog.load(userDirectory: nowhere)
        #expect(catalog.themes == ThemeCatalog.bundled.themes)
        #expect(catalog.problems.isEmpty)
    }

    @Test("A good user theme loads beside a broken one, which is reported with its path")
    func goodAndBroken() throws {
        let directory = try TemporaryThemeDirectory(["good.json": good, "broken.json": broken])
        defer { directory.cleanUp() }
        let catalog = ThemeCatalog.load(userDirectory: directory.url)

        let kitchen = try #require(catalog.theme(named: "kitchen"))
        #expect(kitchen.emojis == ["🍴", "🥄", "🔪", "🍳"])
        #expect(catalog.theme(named: "Broken") == nil)
        #expect(catalog.themes.count == ThemeCatalog.bundled.themes.count + 1)

        try #require(catalog.problems.count == 1)
        let problem = catalog.problems[0]
        #expect(problem.file == directory.path(of: "broken.json"))
        #expect(problem.message.contains("color"))
        #expect(!problem.message.contains("\n"))
        #expect(problem.description == "\(problem.file): \(problem.message)")
    }

    @Test("Invalid JSON in a user file is a problem, not a crash")
    func invalidJSONFile() throws {
        let directory = try TemporaryThemeDirectory(["a.json": "{ not json", "good.json": good])
        defer { directory.cleanUp() }
        let catalog = ThemeCatalog.load(userDirectory: directory.url)
        #expect(catalog.theme(named: "Kitchen") != nil)
        #expect(catalog.problems.map(\.file) == [directory.path(of: "a.json")])
        #expect(catalog.problems.first?.message.contains("not valid JSON") == true)
    }

    @Test("Only .json files are read")
    func onlyJSONFiles() throws {
        let directory = try TemporaryThemeDirectory(["notes.txt": "hello", "good.json.bak": broken, "good.json": good])
        defer { directory.cleanUp() }
        let catalog = ThemeCatalog.load(userDirectory: directory.url)
        #expect(catalog.problems.isEmpty)
        #expect(catalog.themes.count == ThemeCatalog.bundled.themes.count + 1)
    }

    @Test("A user theme with a bundled theme's name replaces it, whatever the case")
    func userThemeReplacesBundled() throws {
        let mine = #"{"name": "animals", "emojis": "🦒🦓🦏", "pairs": "all", "color": "green"}"#
        let directory = try TemporaryThemeDirectory(["animals.json": mine])
        defer { directory.cleanUp() }
        let catalog = ThemeCatalog.load(userDirectory: directory.url)

        #expect(catalog.themes.count == ThemeCatalog.bundled.themes.count)
        let animals = try #require(catalog.theme(named: "Animals"))
        #expect(animals.emojis == ["🦒", "🦓", "🦏"])
        #expect(animals.color == .green)
        #expect(catalog.themes.filter { $0.name.lowercased() == "animals" }.count == 1)
        #expect(catalog.problems.isEmpty)
    }

    @Test("add replaces a theme of the same name and appends a new one")
    func addReplacesOrAppends() {
        var catalog = ThemeCatalog()
        catalog.add(Theme(name: "One", emojis: "🍎🍌", pairs: .all, color: .red))
        catalog.add(Theme(name: "Two", emojis: "🍐🍊", pairs: .all, color: .red))
        catalog.add(Theme(name: "ONE", emojis: "🍋🍉", pairs: .all, color: .blue))
        #expect(catalog.themes.map(\.name) == ["ONE", "Two"])
        #expect(catalog.theme(named: "one")?.emojis == ["🍋", "🍉"])
    }

    @Test("add(json:from:) records a problem with the file name given")
    func addJSONRecordsProblem() {
        var catalog = ThemeCatalog()
        catalog.add(json: Data(broken.utf8), from: "somewhere/broken.json")
        #expect(catalog.themes.isEmpty)
        #expect(catalog.problems.map(\.file) == ["somewhere/broken.json"])
    }
}
