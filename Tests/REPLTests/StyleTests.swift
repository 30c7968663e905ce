import Testing
import Themes
@testable import REPL

@Suite("Theme colours on the terminal")
struct StyleTests {
    static let sunset = ThemeColor(ThemeColor.RGB(0xFF, 0x5E, 0x3A))

    @Test func anExactColourIsDrawnIn24BitWhereTheTerminalTakesIt() {
        let style = Style(color: true, trueColor: true)
        #expect(style.onThemeColor("x", Self.sunset) == "\u{1B}[48;2;255;94;58;38;5;231mx\u{1B}[0m")
        #expect(style.onThemeForeground("x", Self.sunset) == "\u{1B}[38;2;255;94;58mx\u{1B}[0m")
        // A named colour stays in the 256-colour palette.
        #expect(style.onThemeColor("x", .orange) == "\u{1B}[48;5;208;38;5;16mx\u{1B}[0m")
    }

    @Test func elseAsItsNearestNamedColour() {
        let style = Style(color: true, trueColor: false)
        #expect(Self.sunset.name == .orange)
        #expect(style.onThemeColor("x", Self.sunset) == style.onThemeColor("x", .orange))
        #expect(Style(color: false, trueColor: true).onThemeColor("x", Self.sunset) == "x")
    }

    @Test func colortermSaysWhetherTheTerminalTakes24Bit() {
        #expect(Style.takesTrueColor(["COLORTERM": "truecolor"]))
        #expect(Style.takesTrueColor(["COLORTERM": "24bit"]))
        #expect(!Style.takesTrueColor(["COLORTERM": "yes"]))
        #expect(!Style.takesTrueColor([:]))
    }

    @Test func darkTextOnLightColoursAndLightOnDark() {
        #expect(ThemeColor.RGB(0xFF, 0xFF, 0xCC).isLight)
        #expect(!ThemeColor.RGB(0x00, 0x22, 0x66).isLight)
    }
}
