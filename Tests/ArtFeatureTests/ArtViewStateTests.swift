import EmojiArt
import Layout
import Testing
@testable import REPL
@testable import ArtFeature

/// The art editor's view part alone: what a fitting viewport fits, zoom and pan, hit-testing,
/// with no document or editor around it.
@Suite struct ArtViewStateTests {
    static let area = CellRect(x: 0, y: 0, width: 80, height: 21)
    static let canvas = Canvas(width: 1024, height: 768)

    /// Emoji at these points and sizes, in drawing order.
    static func emojis(_ specs: [(x: Int, y: Int, size: Int)]) throws -> [EmojiArtModel.Emoji] {
        var document = EmojiArtDocument()
        for spec in specs { try document.addEmoji("🐶", at: (spec.x, spec.y), size: spec.size) }
        return document.emojis
    }

    @Test func fitContentIsThePictureOrTheCanvasGrownToHoldEveryEmoji() throws {
        #expect(ArtViewState.fitContent(canvas: Self.canvas, pictureSize: nil, emojis: []) == (1024, 768))
        #expect(ArtViewState.fitContent(canvas: Self.canvas, pictureSize: nil, emojis: try Self.emojis([(1000, -20, 100)])) == (2100, 768))
        #expect(ArtViewState.fitContent(canvas: Self.canvas, pictureSize: (32, 24), emojis: try Self.emojis([(5000, 0, 40)])) == (32, 24))
        // A picture of no size yet does not fit anything.
        #expect(ArtViewState.fitContent(canvas: Self.canvas, pictureSize: (0, 24), emojis: []) == (1024, 768))
    }

    @Test func theContentIsAskedOnlyWhileTheViewportFits() {
        var view = ArtViewState()
        var asked = 0
        func content() -> ArtViewState.Content { asked += 1; return (1024, 768) }
        #expect(view.transform(in: Self.area, content: content()).zoom == 336.0 / 768.0)
        #expect(asked == 1)
        view.zoom(to: 2, in: nil, content: content())
        #expect(asked == 1 && view.viewport == ArtViewport(zoom: 2))
        _ = view.transform(in: Self.area, content: content())
        #expect(asked == 1)
    }

    @Test func zoomWithoutAnAreaScalesThePanAndZoomToFitForgetsBoth() {
        var view = ArtViewState()
        view.pan(byX: 10, y: -4)
        #expect(view.viewport == ArtViewport(zoom: nil, offset: .init(x: 10, y: -4)) && !view.viewport.isFit)
        view.zoom(to: 2, in: nil, content: (1024, 768))
        #expect(view.viewport == ArtViewport(zoom: 2, offset: .init(x: 10, y: -4)))
        view.zoom(to: 4, in: nil, content: (1024, 768))
        #expect(view.viewport == ArtViewport(zoom: 4, offset: .init(x: 20, y: -8)))
        view.zoomToFit()
        #expect(view.viewport.isFit)
        view.zoom(to: 2, in: nil, content: (1024, 768))
        view.reset()
        #expect(view.viewport == .fit)
    }

    @Test func zoomAroundACellKeepsItsPointAndCellPansFixTheZoomShown() {
        var view = ArtViewState()
        let before = view.transform(in: Self.area, content: (1024, 768))
        let anchor = ArtViewport.Point(x: 10.5 * ArtViewport.cellWidth, y: 5.5 * ArtViewport.cellHeight)   // the cell's centre
        view.zoom(by: 2, aroundCellX: 10, y: 5, in: Self.area, content: (1024, 768))
        let after = view.transform(in: Self.area, content: (1024, 768))
        #expect(after.zoom == before.zoom * 2)
        let fixed = before.documentPoint(at: anchor), moved = after.documentPoint(at: anchor)
        #expect(abs(moved.x - fixed.x) < 1e-9 && abs(moved.y - fixed.y) < 1e-9)

        var fitting = ArtViewState()
        let shown = fitting.transform(in: Self.area, content: (1024, 768)).zoom
        fitting.pan(byColumns: 3, rows: -1, in: Self.area, content: (1024, 768))
        #expect(fitting.viewport.zoom == shown)
        #expect(fitting.transform(in: CellRect(x: 0, y: 0, width: 200, height: 60), content: (1, 1)).zoom == shown)
    }

    @Test func hitTestingFindsTheTopmostEmojiInsideTheArea() throws {
        let view = ArtViewState()
        let emojis = try Self.emojis([(0, 0, 40), (0, 0, 40), (400, 0, 40)])
        let transform = view.transform(in: Self.area, content: (1024, 768))
        let centre = try #require(transform.emojiCell(x: 0, y: 0))
        #expect(view.emoji(atX: centre.x, y: centre.y, in: Self.area, of: emojis, content: (1024, 768)) == emojis[1].id)
        #expect(view.emoji(atX: 0, y: 0, in: Self.area, of: emojis, content: (1024, 768)) == nil)
        #expect(view.emoji(atX: 100, y: 5, in: Self.area, of: emojis, content: (1024, 768)) == nil)   // outside the area
    }
}
