import Foundation
import Testing
@testable import Themes

@Suite("Theme colours as #rgb and #rrggbb")
struct ThemeHexColorTests {
    @Test(arguments: [
        ("#ff8800", "#ff8800", ThemeColor.Name.orange), ("#F80", "#ff8800", .orange), ("#0AF", "#00aaff", .blue),
        ("#d70000", "#d70000", .red), ("#ffffff", "#ffffff", .white), ("#000", "#000000", .black),
        ("#2e8b57", "#2e8b57", .green), ("#ffd700", "#ffd700", .yellow), ("#8a2be2", "#8a2be2", .purple),
    ])
    func hexColoursReadWithTheirNearestName(text: String, hex: String, nearest: ThemeColor.Name) throws {
        let color = try #require(ThemeColor(rawValue: text))
        #expect(color.rawValue == hex)
        #expect(color.name == nearest)
        #expect(color.squareEmoji == ThemeColor(nearest).squareEmoji)
    }

    @Test(arguments: ["#ff880", "#ggg", "ff8800", "#", "#ff88000", "#ff 880", "orang", ""])
    func whatIsNoColourIsRefused(text: String) {
        #expect(ThemeColor(rawValue: text) == nil)
    }

    @Test func namesStayNamesInAnyCase() {
        #expect(ThemeColor(rawValue: "Orange") == .orange)
        #expect(ThemeColor.orange.rgb == nil && ThemeColor.orange.rawValue == "orange")
    }

    @Test func aThemeFileWithAHexColourReadsAndWritesBack() throws {
        let json = ##"{"name": "Sunset", "emojis": "🌅🌇🌄🌴", "pairs": 2, "color": "#FF5E3A"}"##
        let theme = try Theme.decode(json: Data(json.utf8))
        #expect(theme.color.rawValue == "#ff5e3a")
        #expect(theme.color.name == .orange)
        let again = try Theme.decode(json: JSONEncoder().encode(theme))
        #expect(again == theme)
    }

    @Test func aBadColourNamesWhatWorks() throws {
        let json = "{\"name\": \"X\", \"emojis\": \"🌅🌇\", \"pairs\": 1, \"color\": \"#ff\\n880\"}"
        do {
            _ = try Theme.decode(json: Data(json.utf8))
            Issue.record("a bad colour was read")
        } catch {
            #expect(error.message.contains("unknown colour '#ff\n880'"), "\(error.message)")
            #expect(error.message.contains("#rgb or #rrggbb"))
        }
    }
}
