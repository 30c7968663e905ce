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

    /// Content of the canvas's size with no edge drawn outside it: the plain ratio fits it.
    static let content = ArtFitContent(width: 1024, height: 768)

    @Test func fitContentIsThePictureOrTheCanvasGrownToHoldEveryEmoji() throws {
        let blank = ArtViewState.fitContent(canvas: Self.canvas, pictureSize: nil, emojis: [])
        #expect(blank.size == (1024, 768) && blank.edgeOutside)
        #expect(ArtViewState.fitContent(canvas: Self.canvas, pictureSize: nil, emojis: try Self.emojis([(1000, -20, 100)])).size == (2100, 768))
        // A picture is fitted without the canvas's edge, and with every emoji, however far.
        let picture = ArtViewState.fitContent(canvas: Self.canvas, pictureSize: (32, 24), emojis: try Self.emojis([(5000, 0, 40)]))
        #expect(picture.size == (10040, 40) && !picture.edgeOutside)
        // A picture of no size yet does not fit anything.
        #expect(ArtViewState.fitContent(canvas: Self.canvas, pictureSize: (0, 24), emojis: []).size == (1024, 768))
    }

    @Test func theBlankCanvasFitsWithACellForItsEdgeOnEverySide() {
        let blank = ArtViewState.fitContent(canvas: Self.canvas, pictureSize: nil, emojis: [])
        // 80x21 cells: (21 − 2) rows of 16 points for 768, the tighter way.
        #expect(blank.zoom(in: Self.area) == 304.0 / 768.0)
        #expect(Self.content.zoom(in: Self.area) == 336.0 / 768.0)
    }

    @Test func fitKeepsEveryEmojisCellsInsideTheArea() throws {
        // Tiny emoji at the corners of a far-flung square: their squares fit at any zoom, but
        // the two cells each is drawn in need a cell of room at the sides, half a row at the top.
        let emojis = try Self.emojis([(-300, -200, 1), (300, 200, 1), (300, -200, 1), (-300, 200, 1)])
        for (width, height) in [(80, 21), (40, 9), (7, 3), (200, 60)] {
            let area = CellRect(x: 1, y: 1, width: width, height: height)
            for picture: (width: Int, height: Int)? in [nil, (32, 24)] {
                let content = ArtViewState.fitContent(canvas: Self.canvas, pictureSize: picture, emojis: emojis)
                let transform = ArtTransform(area: area, zoom: content.zoom(in: area), offset: .zero)
                for emoji in emojis {
                    let cell = try #require(transform.emojiCell(x: emoji.x, y: emoji.y))
                    #expect(transform.isVisible(cell), "\(width)x\(height): \(emoji.x),\(emoji.y) at \(cell)")
                }
            }
        }
    }

    @Test func theContentIsAskedOnlyWhileTheViewportFits() {
        var view = ArtViewState()
        var asked = 0
        func content() -> ArtViewState.Content { asked += 1; return Self.content }
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
        view.zoom(to: 2, in: nil, content: Self.content)
        #expect(view.viewport == ArtViewport(zoom: 2, offset: .init(x: 10, y: -4)))
        view.zoom(to: 4, in: nil, content: Self.content)
        #expect(view.viewport == ArtViewport(zoom: 4, offset: .init(x: 20, y: -8)))
        view.zoomToFit()
        #expect(view.viewport.isFit)
        view.zoom(to: 2, in: nil, content: Self.content)
        view.reset()
        #expect(view.viewport == .fit)
    }

    @Test func zoomAroundACellKeepsItsPointAndCellPansFixTheZoomShown() {
        var view = ArtViewState()
        let before = view.transform(in: Self.area, content: Self.content)
        let anchor = ArtViewport.Point(x: 10.5 * ArtViewport.cellWidth, y: 5.5 * ArtViewport.cellHeight)   // the cell's centre
        view.zoom(by: 2, aroundCellX: 10, y: 5, in: Self.area, content: Self.content)
        let after = view.transform(in: Self.area, content: Self.content)
        #expect(after.zoom == before.zoom * 2)
        let fixed = before.documentPoint(at: anchor), moved = after.documentPoint(at: anchor)
        #expect(abs(moved.x - fixed.x) < 1e-9 && abs(moved.y - fixed.y) < 1e-9)

        var fitting = ArtViewState()
        let shown = fitting.transform(in: Self.area, content: Self.content).zoom
        fitting.pan(byColumns: 3, rows: -1, in: Self.area, content: Self.content)
        #expect(fitting.viewport.zoom == shown)
        #expect(fitting.transform(in: CellRect(x: 0, y: 0, width: 200, height: 60), content: ArtFitContent(width: 1, height: 1)).zoom == shown)
    }

    @Test func hitTestingFindsTheTopmostEmojiInsideTheArea() throws {
        let view = ArtViewState()
        let emojis = try Self.emojis([(0, 0, 40), (0, 0, 40), (400, 0, 40)])
        let transform = view.transform(in: Self.area, content: Self.content)
        let centre = try #require(transform.emojiCell(x: 0, y: 0))
        #expect(view.emoji(atX: centre.x, y: centre.y, in: Self.area, of: emojis, content: Self.content) == emojis[1].id)
        #expect(view.emoji(atX: 0, y: 0, in: Self.area, of: emojis, content: Self.content) == nil)
        #expect(view.emoji(atX: 100, y: 5, in: Self.area, of: emojis, content: Self.content) == nil)   // outside the area
    }
}
