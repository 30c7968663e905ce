import Layout
import Testing
@testable import ArtFeature

/// The canvas's intents as the screen asks them, with the words they come back with.
@Suite struct ArtCanvasEditingTests {
    static func editing(_ harness: ArtEditHarness) -> ArtCanvasEditing {
        ArtCanvasEditing(art: harness.art, layout: harness.layout)
    }

    @Test func aTapTogglesAnEmojiAndOnEmptyCanvasDeselectsAll() throws {
        let harness = ArtEditHarness("art new; art add 🐶 at 0,0")
        let editing = Self.editing(harness)
        let dog = try #require(harness.cell(of: 1))
        #expect(editing.toggleSelection(at: dog) == "selected 🐶")
        #expect(editing.toggleSelection(at: CellPoint(x: 0, y: 0)) == "deselected all")
        #expect(editing.toggleSelection(at: CellPoint(x: 0, y: 0)) == nil)   // nothing to say
        #expect(editing.toggleSelection(at: dog) == "selected 🐶")
        #expect(editing.toggleSelection(at: dog) == "deselected 🐶")
    }

    @Test func keysActOnTheSelectionOrElseWhatIsUnderTheCursor() throws {
        let harness = ArtEditHarness("art new; art add 🐶 at 0,0; art add 🐱 at 300,0")
        let editing = Self.editing(harness)
        let dog = try #require(harness.cell(of: 1))
        #expect(editing.target(at: dog) == .emoji(1))
        #expect(editing.target(at: CellPoint(x: 0, y: 0)) == nil)
        #expect(editing.deleteSelection(at: CellPoint(x: 0, y: 0)) == "nothing selected to delete (Space or a click selects)")
        #expect(editing.resize(by: 2, at: nil) == "nothing to resize: select an emoji (Space or a click) first")
        #expect(editing.resize(by: 1.25, at: dog) == "resized 🐶 to size 50")
        try harness.art.select([2])
        #expect(editing.target(at: dog) == .selection)
        #expect(editing.deleteSelection(at: dog) == "deleted 🐱 — u undoes")
        #expect(editing.undo()?.hasPrefix("undid") == true)
        #expect(harness.document.emojis.map(\.text) == ["🐶", "🐱"])
    }

    @Test func manyEmojiAreCountedNotListed() throws {
        let harness = ArtEditHarness("art new")
        for x in 0..<6 { try harness.art.add("🐶", at: (x * 50, 0), size: 40) }
        let editing = Self.editing(harness)
        try harness.art.select(Array(1...6))
        #expect(editing.describe(.selection) == "6 emoji")
        #expect(editing.describe(.emoji(1)) == "🐶")
    }

    @Test func aDropSaysWhatWasSkippedFirst() {
        let harness = ArtEditHarness("art new")
        let said = Self.editing(harness).drop("a🐶", at: CellPoint(x: 11, y: 4))
        #expect(said == "skipped 'a' (not an emoji); dropped 🐶 at 12,5")
    }
}
