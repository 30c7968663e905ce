import Palettes
import Testing
@testable import Themes

/// `new NAME` plays from themes and palettes: `theme:NAME` and `palette:NAME` pick a side of a
/// clash, and a name that is itself spelt with such a prefix is found as it is (found by the
/// ThemeJSON fuzz target: a theme called `theme:Bad` loaded but could not be played).
@Suite("Game names")
struct GameNamesTests {
    func names(themes: [String], palettes: [String]) -> GameNames {
        var catalog = ThemeCatalog()
        for name in themes { catalog.add(Theme(name: name, emojis: "🐶🐱", pairs: .exactly(2), color: .orange)) }
        return GameNames(catalog: catalog, palettes: palettes.enumerated().map { Palette(name: $1, emojis: "🍕🍔", id: $0 + 1) })
    }

    @Test func prefixesPickASide() {
        let both = names(themes: ["Food"], palettes: ["Food"])
        #expect(both.entry(named: "food")?.isPalette == false)
        #expect(both.entry(named: "palette:Food")?.isPalette == true)
        #expect(both.entry(named: "theme:FOOD")?.isPalette == false)
        #expect(both.entry(named: "theme:Drink") == nil)
    }

    @Test func aNameSpeltWithAPrefixIsFoundAsItIs() {
        let odd = names(themes: ["theme:Bad"], palettes: ["palette:Odd"])
        #expect(odd.entry(named: "theme:Bad")?.theme.name == "theme:Bad")
        #expect(odd.entry(named: "Palette:odd")?.theme.name == "palette:Odd")
    }
}
