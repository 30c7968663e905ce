import EmojiArt
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Layout
import Testing
@testable import ArtFeature

/// An SVG export crops nothing: its view box is the canvas grown to every emoji's box (1.25 em
/// square, which holds the glyph), and what is drawn keeps the canvas's coordinates (the
/// background where the editor puts it).
@Suite struct ArtSVGViewBoxTests {
    static func box(_ emojis: [(x: Int, y: Int, size: Int)], canvas: Canvas = .standard) -> ArtSVG.ViewBox {
        var model = EmojiArtModel()
        for emoji in emojis { model.addEmoji("🐶", at: (emoji.x, emoji.y), size: emoji.size) }
        return ArtSVG.ViewBox(canvas: canvas, model: model)
    }

    @Test func aDocumentOnTheCanvasIsTheCanvas() {
        // Touching the edges from inside: the corners' emoji boxes (25 points either way of a
        // 40-point emoji's centre) end exactly on them.
        let box = Self.box([(0, 0, 40), (-487, -359, 40), (487, 359, 40)])
        #expect(box == ArtSVG.ViewBox(x: 0, y: 0, width: 1024, height: 768, emojiOutside: 0))
        #expect(!box.grew(past: .standard))
    }

    @Test func theBoxIsTheUnionOfTheCanvasAndEveryEmojisBox() {
        // Right of the canvas (centre at 1912), and above and left of it (centre at -88,-66).
        let box = Self.box([(1400, 100, 40), (-600, -450, 40), (0, 0, 40)])
        #expect(box == ArtSVG.ViewBox(x: -113, y: -91, width: 1912 + 25 + 113, height: 768 + 91, emojiOutside: 2))
        #expect(box.grew(past: .standard))
    }

    @Test func theBoxIsRoundedOutward() {
        let box = Self.box([(600, 400, 41)])   // centre 1112,784: 25.625 points either way, 26 in whole points
        #expect(box == ArtSVG.ViewBox(x: 0, y: 0, width: 1112 + 26, height: 784 + 26, emojiOutside: 1))
        let dot = Self.box([(-512, 0, 1)])   // centre 0: its glyph reaches a fraction of a point left of the canvas
        #expect(dot == ArtSVG.ViewBox(x: -1, y: 0, width: 1025, height: 768, emojiOutside: 1))
    }

    @Test func theSVGShowsTheBoxAndKeepsEverythingWhereItWas() throws {
        var model = EmojiArtModel()
        model.background = .imageData(pngBytes)
        model.addEmoji("🐶", at: (1400, 100), size: 40)
        model.addEmoji("🐱", at: (-600, -450), size: 40)
        let svg = ArtSVG(canvas: .standard, pictureSize: (32, 24)).render(model)
        #expect(svg.contains("width=\"2050\" height=\"859\" viewBox=\"-113 -91 2050 859\""))
        #expect(svg.contains("<rect x=\"-113\" y=\"-91\" width=\"2050\" height=\"859\" fill=\"white\"/>"))
        #expect(svg.contains("<text x=\"1912\" y=\"484\" font-size=\"40\" id=\"emoji-1\">🐶</text>"))
        #expect(svg.contains("<text x=\"-88\" y=\"-66\" font-size=\"40\" id=\"emoji-2\">🐱</text>"))
        // The picture at its pixel size centred on the document's origin, as before it grew.
        #expect(svg.contains("x=\"496\" y=\"372\" width=\"32\" height=\"24\"/>"))
        #expect(XMLParser(data: Data(svg.utf8)).parse())
    }
}
