import Foundation
import Testing
@testable import Themes

@Suite("Bundled themes")
struct BundledThemesTests {
    let catalog = ThemeCatalog.bundled

    @Test("There are at least 8, and all load without problems")
    func atLeastEight() {
        #expect(catalog.themes.count >= 8)
        #expect(catalog.problems.isEmpty, "\(catalog.problems)")
    }

    @Test("The required themes are bundled", arguments: ["Animals", "Faces", "Food", "Flags", "Sports", "Vehicles"])
    func requiredThemePresent(name: String) {
        #expect(catalog.theme(named: name)?.name == name)
    }

    @Test("Theme names match case-insensitively", arguments: ["animals", "ANIMALS", "aNiMaLs", "Animals"])
    func caseInsensitiveNames(name: String) {
        #expect(catalog.theme(named: name)?.name == "Animals")
    }

    @Test("An unknown name finds nothing", arguments: ["", "Animal", "Animals ", "Zoo"])
    func unknownName(name: String) {
        #expect(catalog.theme(named: name) == nil)
    }

    @Test("No two bundled themes share a name")
    func namesAreUnique() {
        let names = catalog.themes.map { $0.name.lowercased() }
        #expect(Set(names).count == names.count)
    }

    /// The catalog is made from what the build read of each file, without the palette filter or
    /// the JSON decoder: each must be exactly what the decoder and the filter make of the file.
    @Test("Every bundled theme is read at build time, and is what decoding its file gives")
    func preparedThemesMatchTheirFiles() throws {
        for file in bundledThemeFiles {
            let prepared = try #require(file.prepared, "themes/\(file.name) was not read at build time")
            let decoded = try Theme.decode(json: Data(file.json.utf8))
            #expect(decoded.findings.isEmpty, "themes/\(file.name): the palette filter changes \(decoded.findings)")
            #expect(prepared.name == decoded.name, "themes/\(file.name)")
            #expect(prepared.emojis == decoded.emojis, "themes/\(file.name)")
            #expect(prepared.pairs == decoded.pairs, "themes/\(file.name)")
            #expect(ThemeColor(rawValue: prepared.color) == decoded.color, "themes/\(file.name)")
            #expect(catalog.theme(named: decoded.name) == decoded, "themes/\(file.name)")
        }
    }

    /// Checks the files as written, not the decoded themes (which drop repeats anyway).
    @Test("No bundled theme file repeats an emoji")
    func filesHaveNoRepeatedEmoji() throws {
        #expect(!bundledThemeFiles.isEmpty)
        for file in bundledThemeFiles {
            let object = try JSONSerialization.jsonObject(with: Data(file.json.utf8)) as? [String: Any]
            let emojis = try #require(object?["emojis"] as? String, "\(file.name)")
            var seen = Set<Character>()
            for character in emojis {
                #expect(seen.insert(character).inserted, "\(file.name) repeats \(character)")
            }
        }
    }

    @Test("Every bundled theme's emoji are distinct single characters, without whitespace")
    func decodedEmojiAreDistinct() {
        for theme in catalog.themes {
            #expect(Set(theme.emojis).count == theme.emojis.count, "\(theme.name)")
            #expect(!theme.emojis.contains { $0.isWhitespace }, "\(theme.name)")
        }
    }

    @Test("Every bundled theme has enough emoji for the pairs it asks for")
    func enoughEmoji() {
        for theme in catalog.themes {
            switch theme.pairs {
            case .exactly(let n): #expect(n <= theme.emojis.count, "\(theme.name)")
            case .random(let range): #expect(range.upperBound <= theme.emojis.count, "\(theme.name)")
            case .all: #expect(theme.emojis.count >= 2, "\(theme.name)")
            }
        }
    }

    @Test("Animals is as in themes/animals.json")
    func animals() throws {
        let animals = try #require(catalog.theme(named: "Animals"))
        #expect(animals.pairs == .exactly(8))
        #expect(animals.color == .orange)
        #expect(animals.emojis.first == "🐶")
        #expect(animals.emojis.count == 25)
    }

    @Test("Flags keep each flag as one emoji")
    func flagsAreOneCharacterEach() throws {
        let flags = try #require(catalog.theme(named: "flags"))
        #expect(flags.emojis.first == "🇦🇷")
        #expect(flags.emojis.allSatisfy { $0.unicodeScalars.count == 2 })
    }
}

@Suite("ThemeColor")
struct ThemeColorTests {
    @Test("Nine colours, each with its own square emoji")
    func squares() {
        #expect(ThemeColor.allCases.count == 9)
        #expect(Set(ThemeColor.allCases.map(\.squareEmoji)).count == 9)
        #expect(ThemeColor.red.squareEmoji == "🟥")
        #expect(ThemeColor.white.squareEmoji == "⬜")
    }
}
