import Imaging
import EmojiArt
import Layout
import Palettes
import Testing
@testable import REPL
@testable import ArtFeature

/// The art editor's session API: viewport, fit content, gestures, hit-testing, the palette
/// strip and drops, as the `art` commands and the `art edit` screen use them.
@Suite struct ArtEditorViewTests {
    static func editor(palettes: PaletteStore = PaletteStore()) throws -> (ArtEditor, Session) {
        let (interpreter, _) = try makeArtInterpreter()
        let session = interpreter.session
        session.art.new()
        return (session.art, session)
    }

    static let area = CellRect(x: 0, y: 0, width: 80, height: 21)

    @Test func newAndOpenStartAtFit() throws {
        let (art, _) = try Self.editor()
        art.zoom(to: 2)
        #expect(art.viewport.zoom == 2)
        art.new()
        #expect(art.viewport == .fit)
        #expect(art.viewport.isFit)
    }

    @Test func fitContentIsTheCanvasUntilEmojiGoBeyondIt() throws {
        let (art, _) = try Self.editor()
        #expect(art.fitContent == (1024, 768))
        try art.add("🐶", at: (0, 0), size: 40)
        #expect(art.fitContent == (1024, 768))
        try art.add("🐱", at: (1000, -20), size: 100)
        #expect(art.fitContent == (2100, 768))
        try art.add("🐭", at: (0, -600), size: 10)
        #expect(art.fitContent == (2100, 1210))
    }

    @Test func fitContentIsTheBackgroundImageOnceItsSizeIsKnownAndEveryEmoji() throws {
        let (art, _) = try Self.editor()
        try art.add("🐶", at: (100, 0), size: 40)
        // (merge of art-model and art-image: the size is the decoded picture's now)
        let image: DecodedImage? = DecodedImage(width: 640, height: 480, rgba: [UInt8](repeating: 255, count: 640 * 480 * 4))
        art.loader.picture.raster = ImageRaster(try #require(image))
        #expect(art.fitContent == (640, 480))
        // An emoji far outside the picture is fitted too: none is left out of view.
        try art.add("🐱", at: (5000, -300), size: 40)
        #expect(art.fitContent == (10040, 640))
        let transform = art.transform(in: Self.area)
        for emoji in art.document?.emojis ?? [] {
            #expect(transform.emojiCell(x: emoji.x, y: emoji.y).map(transform.isVisible) == true)
        }
        // A new document forgets the old image's size.
        art.new()
        #expect(art.backgroundPixelSize == nil)
        try art.add("🐶", at: (5000, 0), size: 40)
        #expect(art.fitContent.width == 10040)
    }

    @Test func transformFitsTheContentToTheArea() throws {
        let (art, _) = try Self.editor()
        let transform = art.transform(in: Self.area)
        // 80 × 8 = 640 points for 1024, 21 × 16 = 336 for 768: the smaller ratio, less a cell
        // each side for the blank canvas's edge: (21 − 2) × 16 = 304.
        #expect(transform.zoom == 304.0 / 768.0)
        #expect(transform.offset == .zero)
    }

    @Test func zoomToKeepsTheCentreAndLeavesFit() throws {
        let (art, _) = try Self.editor()
        art.pan(byX: 16, y: 32)
        #expect(!art.viewport.isFit)
        let before = art.transform(in: Self.area)
        let centre = before.documentPoint(at: before.centre)
        art.zoom(to: 3, in: Self.area)
        let after = art.transform(in: Self.area)
        #expect(after.zoom == 3)
        let still = after.documentPoint(at: after.centre)
        #expect(abs(still.x - centre.x) < 1e-9 && abs(still.y - centre.y) < 1e-9)
        // Without an area, an explicit zoom scales the pan the same way.
        art.zoom(to: 6)
        #expect(art.viewport.zoom == 6)
        #expect(abs(art.viewport.offset.x - after.offset.x * 2) < 1e-9)
        art.zoom(to: 1e9)
        #expect(art.viewport.zoom == ArtViewport.zoomRange.upperBound)
        art.zoomToFit()
        #expect(art.viewport == .fit)
    }

    @Test func zoomByAroundACellKeepsThatCellsPoint() throws {
        let (art, _) = try Self.editor()
        let before = art.transform(in: Self.area)
        let anchor = ArtViewport.Point(x: 10.5 * 8, y: 3.5 * 16)
        let fixed = before.documentPoint(at: anchor)
        art.zoom(by: 2, aroundCellX: 10, y: 3, in: Self.area)
        let after = art.transform(in: Self.area)
        #expect(after.zoom == before.zoom * 2)
        let moved = after.documentPoint(at: anchor)
        #expect(abs(moved.x - fixed.x) < 1e-9 && abs(moved.y - fixed.y) < 1e-9)
        art.zoom(by: 0.5, aroundCellX: nil, y: nil, in: Self.area)
        #expect(art.transform(in: Self.area).zoom == before.zoom)
    }

    @Test func panByCellsFixesTheZoomShown() throws {
        let (art, _) = try Self.editor()
        let zoom = art.transform(in: Self.area).zoom
        art.pan(byColumns: 2, rows: -1, in: Self.area)
        #expect(art.viewport.zoom == zoom)
        #expect(art.viewport.offset == ArtViewport.Point(x: 16, y: -16))
        art.pan(byX: 4, y: 4)
        #expect(art.viewport.offset == ArtViewport.Point(x: 20, y: -12))
    }

    @Test func hitTestFindsTheTopmostEmojiOnEitherOfItsCells() throws {
        let (art, _) = try Self.editor()
        art.zoom(to: 1, in: Self.area)
        let dog = try art.add("🐶", at: (0, 0), size: 40)
        let transform = art.transform(in: Self.area)
        let cell = try #require(transform.emojiCell(x: 0, y: 0))
        #expect(art.emoji(atX: cell.x, y: cell.y, in: Self.area) == dog.id)
        #expect(art.emoji(atX: cell.x + 1, y: cell.y, in: Self.area) == dog.id)
        #expect(art.emoji(atX: cell.x + 2, y: cell.y, in: Self.area) == nil)
        #expect(art.emoji(atX: cell.x, y: cell.y + 1, in: Self.area) == nil)
        let cat = try art.add("🐱", at: (0, 0), size: 40)
        #expect(art.emoji(atX: cell.x, y: cell.y, in: Self.area) == cat.id)
        #expect(art.emoji(atX: -1, y: 0, in: Self.area) == nil)
    }

    @Test func moveByCellsDividesTheDragByTheZoom() throws {
        let (art, _) = try Self.editor()
        let dog = try art.add("🐶", at: (0, 0), size: 40)
        art.zoom(to: 2, in: Self.area)
        try art.move(.emoji(dog.id), byColumns: 3, rows: 1, in: Self.area)
        let moved = try #require(art.document?.emojis.first)
        #expect((moved.x, moved.y) == (12, 8))
        #expect(art.needsSave)
    }

    // MARK: - Emoji only

    @Test func addTakesOneEmojiNormalised() throws {
        let (art, _) = try Self.editor()
        let smile = try art.add("☺", at: (0, 0), size: 40)
        #expect(smile.text == "☺️")
        #expect(throws: IntentError("'a' is not an emoji")) { try art.add("a", at: (0, 0), size: 40) }
        #expect(throws: IntentError("'🐶🏻' is not an emoji: not a recommended sequence (it draws as several glyphs)")) {
            try art.add("🐶🏻", at: (0, 0), size: 40)
        }
        #expect(throws: IntentError("'🏻' is not an emoji: a component alone (it only modifies another emoji)")) {
            try art.add("🏻", at: (0, 0), size: 40)
        }
        #expect(throws: IntentError("'🐶🐱' is 2 emoji; add takes one ('art drop' takes several)")) {
            try art.add("🐶🐱", at: (0, 0), size: 40)
        }
        #expect(art.document?.emojis.count == 1)
    }

    @Test func emojiPiecesKeepRepeatsAndGroupPlainText() {
        let (emojis, skipped) = ArtDropText.emojiPieces(of: "🐶 hello🐶☺ 🏻 x")
        #expect(emojis == ["🐶", "🐶", "☺️"])
        #expect(skipped.map(\.text) == ["hello", "🏻", "x"])
    }

    // MARK: - Drops

    @Test func dropAddsEachEmojiAtTheCellSizedByTheZoom() throws {
        let (art, _) = try Self.editor()
        art.zoom(to: 2, in: CellRect(x: 0, y: 0, width: 80, height: 21))
        let layout = art.editLayout(width: 80, height: 24)
        let outcome = try art.drop("🐶 dog ☺", atX: 11, y: 5, width: 80, height: 24)
        guard case .emoji(let added, let skipped) = outcome else { Issue.record("\(outcome)"); return }
        #expect(added.map(\.text) == ["🐶", "☺️"])
        #expect(added.map(\.size) == [20, 20])
        #expect(skipped == [ArtEditor.SkippedPiece(text: "dog", reason: "not an emoji")])
        // Drawn where it was dropped: starting in that cell.
        let transform = art.transform(in: layout.canvas)
        let cell = try #require(transform.emojiCell(x: added[0].x, y: added[0].y))
        #expect(cell == (10, 4))
        #expect(added[1].x == added[0].x + 20)
        #expect(art.emoji(atX: 10, y: 4, in: layout.canvas) == added[0].id)
    }

    @Test func dropWithoutAPointGoesToTheCentre() throws {
        let (art, _) = try Self.editor()
        guard case .emoji(let added, _) = try art.drop("🐶", atX: nil, y: nil, width: 80, height: 24) else {
            Issue.record("no emoji"); return
        }
        #expect((added[0].x, added[0].y) == (0, 0))
    }

    @Test func dropOutsideTheCanvasDropsNothing() throws {
        let (art, _) = try Self.editor()
        let layout = art.editLayout(width: 80, height: 24)
        let outcome = try art.drop("🐶", atX: layout.trash.x + 1, y: layout.trash.y + 1, width: 80, height: 24)
        #expect(outcome == .outsideCanvas(.trash))
        #expect(try art.drop("🐶", atX: 1, y: 24, width: 80, height: 24) == .outsideCanvas(nil))
        #expect(art.document?.emojis.isEmpty == true)
    }

    @Test func dropOfNoEmojiIsAnErrorAndOfAURLSetsTheBackground() throws {
        let (art, _) = try Self.editor()
        #expect(throws: IntentError("nothing dropped: no emoji, URL or file in it: 'hello' (not an emoji)")) {
            try art.drop("hello", atX: nil, y: nil, width: 80, height: 24)
        }
        #expect(throws: (any Error).self) { try art.drop("🐶", atX: nil, y: nil, width: 10, height: 4) }
        let url = "file:///nonexistent-memorize-test/cat.png"   // no network in tests
        guard case .background(.fetching(let fetching)) = try art.drop(url, atX: nil, y: nil, width: 80, height: 24) else {
            Issue.record("no background"); return
        }
        #expect(fetching.absoluteString == url)
    }

    @Test func backgroundSourceTellsPathsFromText() {
        let none: (String) -> Bool = { _ in false }
        #expect(ArtDropText.backgroundSource("https://a.example/x.png", exists: none) == "https://a.example/x.png")
        #expect(ArtDropText.backgroundSource("pics/my\\ cat.png", exists: none) == "pics/my cat.png")
        #expect(ArtDropText.backgroundSource("cat.JPG", exists: none) == "cat.JPG")
        #expect(ArtDropText.backgroundSource("photo", exists: { $0 == "photo" }) == "photo")
        #expect(ArtDropText.backgroundSource("hello", exists: none) == nil)
        #expect(ArtDropText.backgroundSource("mailto:x@y", exists: none) == nil)
        #expect(ArtDropText.unquoted("'a b.png'") == "a b.png")
    }

    // MARK: - The strip

    @Test func stripPagesThroughPalettesAndScrolls() throws {
        let (art, session) = try Self.editor()
        let count = session.palettes.palettes.count
        #expect(art.stripPalette == 0)
        art.strip.showPrevious()
        #expect(art.stripPalette == count - 1)
        art.strip.showNext()
        art.strip.showNext()
        #expect(art.stripPalette == 1)
        art.strip.scroll(by: 3)
        #expect(art.stripScroll == 3)
        art.strip.scroll(by: Int.max)
        #expect(art.stripScroll == art.shownPalette.emojis.count - 1)
        art.strip.scroll(by: Int.min)
        #expect(art.stripScroll == 0)
        art.strip.scroll(by: 2)
        art.strip.showNext()
        #expect(art.stripScroll == 0)
        let layout = art.editLayout(width: 80, height: 24)
        #expect(layout.items.first?.index == 0)
        #expect(layout.canvas == CellRect(x: 0, y: 0, width: 80, height: 21))
    }

    @Test func stripReorderAndTrashEditThePalette() throws {
        let (art, session) = try Self.editor()
        let before = Array(art.shownPalette.emojis)
        try art.strip.moveEmoji(from: 0, to: 2)
        #expect(Array(art.shownPalette.emojis) == [before[1], before[2], before[0]] + before[3...])
        try art.strip.moveEmoji(from: 2, to: 100)
        #expect(Array(art.shownPalette.emojis).last == before[0])
        let trashed = try art.strip.trashEmoji(at: 0)
        #expect(trashed == before[1])
        #expect(!session.palettes.palettes[0].emojis.contains(before[1]))
        #expect(throws: IntentError.self) { try art.strip.trashEmoji(at: 10_000) }
        #expect(throws: IntentError.self) { try art.strip.moveEmoji(from: -1, to: 0) }
    }

    @Test func paletteStoreMoveEmojiClampsAndChecks() throws {
        let store = PaletteStore(palettes: [Palette(name: "a", emojis: "🐶🐱🐭", id: 1)])
        try store.moveEmoji(at: 2, to: 0, inPaletteAt: 0)
        #expect(store.palettes[0].emojis == "🐭🐶🐱")
        try store.moveEmoji(at: 0, to: -5, inPaletteAt: 0)
        #expect(store.palettes[0].emojis == "🐭🐶🐱")
        #expect(throws: PaletteStore.Failure.self) { try store.moveEmoji(at: 3, to: 0, inPaletteAt: 0) }
        #expect(throws: PaletteStore.Failure.self) { try store.moveEmoji(at: 0, to: 0, inPaletteAt: 1) }
    }
}
