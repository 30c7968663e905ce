import EmojiArt
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Layout
import LiveScreens
import REPL

/// A cell of the art edit screen, 0-based (a terminal's report is one more each way).
struct CellPoint: Equatable, Hashable, Sendable {
    var x: Int
    var y: Int
}

/// What is being dragged, for the view to show it moving (nothing changes in the document
/// until the button is released: one undoable change per drag).
enum ArtDragPreview: Equatable, Sendable {
    /// Emoji of the document (their ids) shifted by whole cells.
    case emojis(Set<Int>, columns: Int, rows: Int)
    /// An emoji of the strip under the pointer.
    case stripEmoji(String, at: CellPoint)
}

/// Everything the art edit screen shows, gathered from the session: the view's input.
struct ArtEditState {
    var document: EmojiArtDocument
    var transform: ArtTransform
    var layout: ArtEditLayout
    /// The strip's palette: its name and emoji.
    var paletteName: String
    var paletteEmojis: [Character]
    /// The strip emoji keys act on (a palette index), highlighted.
    var stripCurrent: Int?
    /// The keyboard cursor on the canvas; nil hides it.
    var cursor: CellPoint?
    var drag: ArtDragPreview?
    /// The status line's segments.
    var zoom: Double
    var isFit: Bool
    var background: String
    var fileName: String?
    var needsSave: Bool
    var message: String?
    /// A question that replaces the status line, in forms from widest to narrowest.
    var prompt: [String]?
    var color: Bool
    /// Draws the background into the canvas (the image raster), when there is one to draw.
    var drawBackground: ((inout Frame, ArtTransform) -> Void)?
    /// The document's canvas (`--canvas`, 1024×768 by default), centred on its origin: its edge
    /// is drawn where it is in view.
    var canvasSize: Canvas = .standard
    /// What background is on its way (`sky.png`), while it loads: a placeholder shows it.
    var loading: String?
    /// The screen's clock, which turns the placeholder's spinner.
    var time = 0.0
}

extension ArtEditState {
    /// The view's input for a `width` × `height` terminal, from the editor now and what the
    /// screen keeps of its own.
    /// - Complexity: O(*p*) for the strip's palette of *p* emoji.
    init(_ art: ArtEditor, width: Int, height: Int, cursor: CellPoint?, strip: ScrollingEmojisView, drag: ArtDragAndDrop,
         message: String?, question: ArtSaveQuestion?, color: Bool) {
        let layout = art.editLayout(width: width, height: height)
        let transform = art.transform(in: layout.canvas)
        let palette = ScrollingEmojisView.palette(of: art)
        self.init(
            document: art.document ?? EmojiArtDocument(), transform: transform, layout: layout,
            paletteName: palette?.name ?? "no palettes", paletteEmojis: palette.map { Array($0.emojis) } ?? [],
            stripCurrent: palette == nil ? nil : strip.picked, cursor: Self.cursorCell(cursor, in: layout.canvas),
            drag: drag.preview(selection: art.document?.selection),
            zoom: transform.zoom, isFit: art.viewport.zoom == nil, background: ArtView(art).map(TextRenderer.background(of:)) ?? "blank",
            fileName: art.path.map(Self.fileName), needsSave: art.needsSave, message: message, prompt: question?.prompt,
            color: color, drawBackground: art.backgroundPicture.map { picture in Self.drawing(picture, color: color) },
            canvasSize: art.canvas, loading: Self.loadingName(art))
    }

    /// The cursor, or the canvas's centre, kept inside the canvas; nil when there is no canvas.
    static func cursorCell(_ cursor: CellPoint?, in canvas: CellRect) -> CellPoint? {
        guard canvas.width > 0, canvas.height > 0 else { return nil }
        let cell = cursor ?? CellPoint(x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2)
        return CellPoint(x: min(max(cell.x, canvas.x), canvas.x + canvas.width - 1), y: min(max(cell.y, canvas.y), canvas.y + canvas.height - 1))
    }

    /// What background is being loaded, as the placeholder names it: the file's or the URL's
    /// last component; nil when nothing is on its way.
    static func loadingName(_ art: ArtEditor) -> String? {
        if let load = art.pendingLoad {
            guard let url = load.url else { return fileName(load.source) }
            return url.lastPathComponent.isEmpty ? url.host ?? url.absoluteString : url.lastPathComponent
        }
        if case .fetching(let url)? = art.document?.backgroundImageFetchStatus {
            return url.lastPathComponent.isEmpty ? url.host ?? url.absoluteString : url.lastPathComponent
        }
        return art.isDecodingPicture ? "the picture" : nil
    }

    /// Draws `picture` as the course does: centred on the document's origin, one pixel a document
    /// point, through the viewport (the transform's zoom is its scale).
    /// - Complexity: O(*c*) for the canvas's *c* cells (see ``ImageRaster``).
    static func drawing(_ picture: ImageRaster, color: Bool) -> (inout Frame, ArtTransform) -> Void {
        { frame, transform in
            let origin = transform.screenPoint(x: -Double(picture.pixelWidth) / 2, y: -Double(picture.pixelHeight) / 2)
            picture.draw(into: &frame, area: transform.area, origin: (origin.x, origin.y), scale: transform.zoom, colour: color)
        }
    }

    /// A path's last component: the status line names the file, as editors' title bars do.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
