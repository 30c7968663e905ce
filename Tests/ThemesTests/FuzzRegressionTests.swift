import Foundation
import Testing
@testable import Themes

/// Inputs the ThemeJSON fuzz target found, kept so the bugs stay fixed.
@Suite("Theme fuzz regressions")
struct FuzzRegressionTests {
    /// Removing the middle A brought 🇸 next to 🇸, which fused into one grapheme and freed the last
    /// 🇺 to repeat the first: the same emoji on two pairs.
    @Test func regionalIndicatorsNeverFuseIntoARepeat() throws {
        let json = #"{"name":"2","emojis":"🇺A🇸A🇸🇺🐶","pairs":{"min":1,"max":1},"color":"WHITE"}"#
        let theme = try Theme.decode(json: Data(json.utf8))
        #expect(Set(theme.emojis).count == theme.emojis.count)
        // What it writes reads back the same.
        let again = try Theme.decode(json: try JSONEncoder().encode(theme))
        #expect(again.emojis == theme.emojis)
    }
}

@Suite("Theme fuzz regressions after the palette filter")
struct PaletteFilterFuzzRegressionTests {
    /// The filter's findings rode along in ==, so a theme written and read back was "different".
    @Test func roundTripKeepsTheTheme() throws {
        let json = #"{"name":"  Mixed  ","emojis":"a b\u00e9e\u0301🇺🇸🇺🇸","pairs":{"min":1,"max":10000},"color":"WHITE"}"#
        let theme = try Theme.decode(json: Data(json.utf8))
        #expect(!theme.findings.isEmpty)
        #expect(try Theme.decode(json: try JSONEncoder().encode(theme)) == theme)
    }
}
