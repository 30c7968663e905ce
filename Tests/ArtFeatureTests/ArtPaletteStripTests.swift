import Layout
import Palettes
import Testing
@testable import REPL
@testable import ArtFeature

/// The editor's palette strip alone: clamping and wrapping, and its edits of the palettes.
@Suite struct ArtPaletteStripTests {
    static let area = CellRect(x: 0, y: 0, width: 80, height: 21)

    @Test func theStripWrapsThroughPalettesAndClampsItsScroll() throws {
        let store = PaletteStore(palettes: [
            Palette(name: "a", emojis: "🐶🐱🐭🐹", id: 1), Palette(name: "b", emojis: "🍏🍎", id: 2),
        ])
        var strip = ArtPaletteStrip(palettes: store)
        #expect(strip.paletteIndex == 0 && strip.shownPalette.name == "a")
        strip.showPalette(-1)
        #expect(strip.paletteIndex == 1)
        strip.showPalette(4)
        #expect(strip.paletteIndex == 0)
        strip.scroll(by: 2)
        #expect(strip.scroll == 2)
        strip.scroll(by: Int.max)
        #expect(strip.scroll == 3)
        strip.scroll(by: Int.min)
        #expect(strip.scroll == 0)
        strip.scroll(by: 3)
        strip.showPalette(1)
        #expect(strip.scroll == 0)   // another palette starts from its start

        // The store changes under the strip: its settings are read clamped.
        strip.showPalette(1)
        strip.scroll(by: 1)
        _ = try store.removePalette(at: 1)
        #expect(strip.paletteIndex == 0 && strip.scroll == 1)
    }

    @Test func trashingFromTheStripEditsThePaletteAndKeepsTheScrollInside() throws {
        let store = PaletteStore(palettes: [Palette(name: "a", emojis: "🐶🐱🐭", id: 1)])
        var strip = ArtPaletteStrip(palettes: store)
        strip.scroll(by: 2)
        #expect(try strip.trashEmoji(at: 2) == "🐭")
        #expect(store.palettes[0].emojis == "🐶🐱" && strip.scrollSetting == 1)
        #expect(throws: IntentError("no emoji 5 in 'a' (it has 2)")) { try strip.trashEmoji(at: 4) }
        try strip.moveEmoji(from: 1, to: 0)
        #expect(store.palettes[0].emojis == "🐱🐶")
        #expect(strip.editLayout(width: 80, height: 24).canvas == Self.area)
    }

    @Test func nextAndPreviousWrapAround() {
        let store = PaletteStore(palettes: [Palette(name: "a", emojis: "🐶", id: 1), Palette(name: "b", emojis: "🍏", id: 2)])
        var strip = ArtPaletteStrip(palettes: store)
        strip.showPrevious()
        #expect(strip.paletteIndex == 1)
        strip.showNext()
        #expect(strip.paletteIndex == 0)
    }
}
