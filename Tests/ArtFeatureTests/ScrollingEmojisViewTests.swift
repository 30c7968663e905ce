import Layout
import LiveScreens
import Testing
@testable import REPL
@testable import ArtFeature

/// The strip as the screen works it, on the session's own palettes: picking, switching,
/// reordering and trashing, each saying what it did.
@Suite struct ScrollingEmojisViewTests {
    @Test func pickingStaysInThePaletteAndScrollsIntoView() {
        let harness = ArtEditHarness()
        let art = harness.art
        let layout = harness.layout
        var strip = ScrollingEmojisView()
        strip.pick(by: -1, in: art, layout: layout)
        #expect(strip.picked == 0)
        let shown = layout.items.count
        for _ in 0..<shown { strip.pick(by: 1, in: art, layout: art.editLayout(width: 80, height: 24)) }
        #expect(strip.picked == shown)
        #expect(art.stripScroll == 1)
        #expect(strip.pickedEmoji(in: art) == harness.paletteEmojis[shown])
    }

    @Test func switchingPalettesStartsFromTheirFirstEmoji() {
        let harness = ArtEditHarness()
        var strip = ScrollingEmojisView()
        strip.pick(3)
        let said = strip.switchPalette(forward: true, in: harness.art)
        #expect(strip.picked == 0 && harness.art.stripPalette == 1)
        #expect(said == "palette \(harness.art.shownPalette.name)")
        _ = strip.switchPalette(forward: false, in: harness.art)
        #expect(harness.art.stripPalette == 0)
    }

    @Test func reorderingAndTrashingEditThePaletteAndSaySo() {
        let harness = ArtEditHarness()
        let art = harness.art
        let before = harness.paletteEmojis
        var strip = ScrollingEmojisView()
        #expect(strip.move(by: -1, in: art) == nil)   // the first has no place before it
        #expect(strip.move(by: 1, in: art) == "moved \(before[0]) to place 2 of \(art.shownPalette.name)")
        #expect(strip.picked == 1 && harness.paletteEmojis[1] == before[0])
        #expect(strip.trash(in: art) == "removed \(before[0]) from \(art.shownPalette.name)")
        #expect(!harness.paletteEmojis.contains(before[0]))
        #expect(strip.trash(at: 10_000, in: art) == nil)
        strip.pick(10_000)
        strip.clamp(in: art)
        #expect(strip.picked == harness.paletteEmojis.count - 1)
    }

    @Test func aColumnOfTheStripIsAPlaceInThePalette() throws {
        let harness = ArtEditHarness()
        let layout = harness.layout
        let first = try #require(layout.items.first), last = try #require(layout.items.last)
        #expect(ScrollingEmojisView.index(atColumn: first.frame.x, layout: layout, in: harness.art) == first.index)
        #expect(ScrollingEmojisView.index(atColumn: first.frame.x - 1, layout: layout, in: harness.art) == 0)
        #expect(ScrollingEmojisView.index(atColumn: last.frame.x + 1, layout: layout, in: harness.art) == last.index)
        #expect(ScrollingEmojisView.index(atColumn: last.frame.x + 2, layout: layout, in: harness.art) == last.index + 1)
    }
}

/// A gesture's row dispatches the same action as its keys: the same intent, the same words.
@Suite struct ArtEditGestureRowTests {
    @Test("A click on the palette's name is Tab; on ‹ and › it is [ and ]")
    func stripControls() throws {
        var keys = ArtEditHarness(), mouse = ArtEditHarness()
        keys.keys("\t")
        // The press does it and says so; the release, as every release, clears the word.
        mouse.mouse(.press(.left), mouse.layout.paletteName.x, mouse.layout.paletteName.y)
        #expect(mouse.art.stripPalette == keys.art.stripPalette && mouse.message == keys.message && keys.message != nil)

        var pages = ArtEditHarness(), clicks = ArtEditHarness()
        pages.keys("]")
        let on = try #require(clicks.layout.scrollOn)
        clicks.click(on.x, on.y)
        #expect(clicks.art.stripScroll == pages.art.stripScroll && clicks.art.stripScroll > 0)
        let scrolled = pages.art.stripScroll
        pages.keys("[")
        let back = try #require(clicks.layout.scrollBack)
        clicks.click(back.x, back.y)
        #expect(clicks.art.stripScroll == pages.art.stripScroll && clicks.art.stripScroll < scrolled)
    }

    @Test("A double click on empty canvas is f")
    func doubleClickFits() {
        var keys = ArtEditHarness(), mouse = ArtEditHarness()
        keys.keys("++f")
        mouse.keys("++")
        mouse.click(2, 2)
        mouse.click(2, 2)
        #expect(mouse.art.viewport == keys.art.viewport && mouse.art.viewport.zoom == nil)
        #expect(mouse.message == "zoom to fit" && keys.message == mouse.message)
    }

    @Test("A strip emoji dragged onto the trash is x on it")
    func stripOntoTrash() throws {
        var keys = ArtEditHarness(), mouse = ArtEditHarness()
        keys.keys("..x")
        let item = try #require(mouse.stripItem(2))
        mouse.drag(from: (item.cell.x, item.cell.y), to: (mouse.layout.trash.x, mouse.layout.trash.y))
        #expect(mouse.paletteEmojis == keys.paletteEmojis && !keys.paletteEmojis.contains(Character(item.emoji)))
        #expect(mouse.message == keys.message)
    }

    @Test("A canvas emoji dragged onto the trash is d on it")
    func emojiOntoTrash() throws {
        var keys = ArtEditHarness("art new; art add 🐶 at 0,0"), mouse = ArtEditHarness("art new; art add 🐶 at 0,0")
        keys.keys("d")
        let dog = try #require(mouse.cell(of: 1))
        mouse.drag(from: (dog.x, dog.y), to: (mouse.layout.trash.x, mouse.layout.trash.y))
        #expect(mouse.document.emojis.isEmpty && keys.document.emojis.isEmpty)
        #expect(mouse.message == keys.message && mouse.message == "deleted 🐶 — u undoes")
    }
}
