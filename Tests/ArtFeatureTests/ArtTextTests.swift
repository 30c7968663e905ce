import EmojiArt
import Layout
import LiveScreens
import Testing
@testable import REPL
@testable import ArtFeature
import Features

/// The document on a character grid: `art show` through the viewport, and `.txt` files that
/// show every emoji.
@Suite struct ArtTextTests {
    static let animals: [String] = ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊", "🐻", "🐼", "🐨", "🐯"]

    /// Every emoji of `model` in a `.txt` file: drawn on the grid, or listed as covered.
    static func accountsForEveryEmoji(_ model: EmojiArtModel, canvas: Canvas = .standard) -> (drawn: Int, covered: Int, text: String) {
        let text = ArtText.fileText(of: model, canvas: canvas)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let gridEnd = lines.firstIndex { $0.hasPrefix("└") } ?? lines.count
        let drawn = lines[..<gridEnd].reduce(0) { count, line in count + line.filter { animals.contains(String($0)) }.count }
        let covered = lines[gridEnd...].filter { $0.hasPrefix("  ") }.count   // covered, or too far out
        return (drawn, covered, text)
    }

    @Test func aTextFileShowsEveryEmojiOfABusyDocument() {
        var model = EmojiArtModel()
        for i in 0..<2_000 {
            // A spiral reaching well outside the 1024x768 canvas, with many emoji sharing cells.
            let x = (i * 37) % 2_400 - 1_200
            let y = (i * 53) % 1_600 - 800
            model.addEmoji(Self.animals[i % Self.animals.count], at: (x, y), size: 40)
        }
        let (drawn, covered, text) = Self.accountsForEveryEmoji(model)
        #expect(drawn + covered == 2_000)
        #expect(covered > 0)
        #expect(text.contains("The dots outline the 1024x768 canvas"))
    }

    @Test func aDocumentOnTheCanvasKeepsTheCanvasGrid() throws {
        var model = EmojiArtModel()
        model.addEmoji("🐶", at: (0, 0), size: 40)
        model.addEmoji("🐱", at: (0, 0), size: 40)
        model.addEmoji("🐭", at: (-500, -370), size: 40)
        let (drawn, covered, text) = Self.accountsForEveryEmoji(model)
        #expect((drawn, covered) == (2, 1))
        let lines = text.split(separator: "\n")
        #expect(lines.first?.count == 130)   // 128 columns, one per 8 points, and the frame
        #expect(lines.filter { $0.hasPrefix("│") }.count == 48)
        #expect(text.contains("  1 🐶 at 0,0 size 40 → 2 🐱"))
        #expect(!text.contains("dots"))
    }

    @Test func aHugeDocumentIsZoomedOutToTheFileLimit() {
        var model = EmojiArtModel()
        model.addEmoji("🐶", at: (-40_000, 0), size: 40)
        model.addEmoji("🐱", at: (40_000, 20_000), size: 40)
        let text = ArtText.file(.standard, model: model)
        #expect(text.columns <= ArtText.fileLimit.columns && text.rows <= ArtText.fileLimit.rows)
        #expect(text.render(model).outOfView == 0)
        // Beyond what even the smallest zoom puts on the largest grid: listed, not lost.
        model.addEmoji("🐭", at: (-1_000_000, -1_000_000), size: 40)
        model.addEmoji("🐹", at: (1_000_000, 1_000_000), size: 40)
        let (drawn, listed, _) = Self.accountsForEveryEmoji(model)
        #expect(drawn + listed == 4)
    }

    @Test func theBackgroundSeamIsDrawnUnderTheEmoji() {
        var model = EmojiArtModel()
        model.addEmoji("🐶", at: (0, 0), size: 40)
        let text = ArtText(transform: ArtTransform(area: CellRect(x: 0, y: 0, width: 10, height: 3), zoom: 1, offset: .zero), canvas: .standard)
        var background = Frame(width: 10, height: 3)
        background.fill(x: 0, y: 0, width: 10, height: 3, with: "░")
        let picture = text.render(model, background: background)
        #expect(picture.lines[2] == "│░░░░🐶░░░░│")
        #expect(picture.lines[1] == "│░░░░░░░░░░│")
    }
}
