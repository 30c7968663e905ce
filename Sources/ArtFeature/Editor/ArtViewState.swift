import EmojiArt
import Layout
import REPL

/// How the art editor shows its document, saved nowhere: the course's zoom and pan
/// (``ArtViewport``: `zoomScale` and `panOffset`) and hit-testing through them (the palette
/// strip is ``ArtPaletteStrip``). Areas and cells are the frame's, 0-based (a
/// terminal's 1-based click is one more); pans are screen points (a cell is
/// ``ArtViewport/cellWidth`` × ``ArtViewport/cellHeight``).
///
/// What a fitting viewport fits (``fitContent(canvas:pictureSize:emojis:)``) depends on the
/// document and its picture, which this type does not hold: every operation that may need it
/// takes it as `content`, evaluated only when the viewport is fitting.
struct ArtViewState {
    typealias Content = ArtFitContent

    /// `.fit` when a document is started or opened; set through the zoom and pan operations.
    private(set) var viewport = ArtViewport.fit
    /// The view each recent background was last shown in, newest last (at most
    /// ``shownViewLimit``): a pasted picture zooms to fit it, so undoing the paste brings back
    /// the view the old background had, and redoing it the picture's.
    private var shownViews: [(background: EmojiArtModel.Background, viewport: ArtViewport)] = []
    static let shownViewLimit = 8

    /// What zoom to fit fits: the background (the picture at its size in pixels once known, else
    /// the export canvas, whose edge is drawn just outside it) and every emoji, each as a square
    /// of its size around its centre and as the two cells it is drawn in; all centred on the
    /// document's origin.
    /// - Complexity: O(*n*) in the emoji.
    static func fitContent(canvas: Canvas, pictureSize: (width: Int, height: Int)?, emojis: [EmojiArtModel.Emoji]) -> Content {
        var content = Content(width: Double(canvas.width), height: Double(canvas.height), edgeOutside: true)
        if let size = pictureSize, size.width > 0, size.height > 0 {
            content = Content(width: Double(size.width), height: Double(size.height))
        }
        for emoji in emojis { content.hold(emoji) }
        return content
    }

    /// The viewport resolved for `area` (where the canvas is drawn): document points to cells.
    /// - Complexity: O(1) plus `content`'s, which is asked only when the viewport fits.
    func transform(in area: CellRect, content: @autoclosure () -> Content) -> ArtTransform {
        guard viewport.zoom == nil else { return viewport.transform(in: area, fitting: (1, 1)) }
        return ArtTransform(area: area, zoom: content().zoom(in: area), offset: viewport.offset)
    }

    /// A new document is shown: fit it.
    mutating func reset() {
        viewport = .fit
        shownViews.removeAll()
    }

    // MARK: - Views that go with backgrounds

    /// `background` was shown in `viewport`: undo or redo bringing it back brings that view back.
    /// - Complexity: O(``shownViewLimit``) background comparisons.
    mutating func remember(_ viewport: ArtViewport, shownWith background: EmojiArtModel.Background) {
        shownViews.removeAll { $0.background == background }
        shownViews.append((background, viewport))
        if shownViews.count > Self.shownViewLimit { shownViews.removeFirst(shownViews.count - Self.shownViewLimit) }
    }

    /// Undo or redo replaced background `old`, shown in `viewport`, with `new`: `old`'s view is
    /// remembered, and `new` is shown as it was last shown, if it was (else the view stays).
    /// - Complexity: O(``shownViewLimit``) background comparisons.
    mutating func background(_ new: EmojiArtModel.Background, replaced old: EmojiArtModel.Background, shownIn viewport: ArtViewport) {
        let shown = shownViews.last { $0.background == new }?.viewport
        remember(viewport, shownWith: old)
        if let shown { self.viewport = shown }
    }

    // MARK: - Zoom and pan

    /// Sets the zoom to `zoom` (clamped to ``ArtViewport/zoomRange``), keeping the document point
    /// at the centre of `area` where it is. Without `area`, when the viewport is fitting (its
    /// zoom depends on the area) the pan is kept as it is; otherwise the pan scales with the zoom.
    mutating func zoom(to zoom: Double, in area: CellRect?, content: @autoclosure () -> Content) {
        if let area {
            viewport = transform(in: area, content: content()).zoomed(to: zoom)
        } else if let old = viewport.zoom {
            let new = ArtViewport(zoom: zoom).zoom ?? old
            viewport = ArtViewport(zoom: new, offset: .init(x: viewport.offset.x * new / old, y: viewport.offset.y * new / old))
        } else {
            viewport = ArtViewport(zoom: zoom, offset: viewport.offset)
        }
    }

    /// Zooms by `factor` around the cell (`x`, `y`) of `area`, or around the area's centre when
    /// either is nil: the document point there stays put.
    mutating func zoom(by factor: Double, aroundCellX x: Int?, y: Int?, in area: CellRect, content: @autoclosure () -> Content) {
        let transform = transform(in: area, content: content())
        if let x, let y {
            viewport = transform.zoomed(by: factor, aroundCellX: x, y: y)
        } else {
            viewport = transform.zoomed(by: factor)
        }
    }

    /// The course's `zoomToFit`: fit the content, unpanned.
    mutating func zoomToFit() { viewport = .fit }

    /// Pans by `dx`, `dy` screen points. A fitting viewport keeps fitting its zoom to the area,
    /// now panned (``ArtViewport/isFit`` is then false).
    mutating func pan(byX dx: Double, y dy: Double) {
        viewport = ArtViewport(zoom: viewport.zoom, offset: .init(x: viewport.offset.x + dx, y: viewport.offset.y + dy))
    }

    /// Pans by whole cells. The zoom is fixed at what `area` shows now, so what was dragged stays
    /// where it was put when the terminal is resized.
    mutating func pan(byColumns columns: Int, rows: Int, in area: CellRect, content: @autoclosure () -> Content) {
        viewport = transform(in: area, content: content()).panned(byColumns: columns, rows: rows)
    }

    // MARK: - Hit-testing

    /// The emoji drawn at column `x`, row `y` when `emojis` are drawn in `area`; the topmost
    /// (the last drawn) wins, as on the course's canvas. Nil for empty canvas or outside `area`.
    /// - Complexity: O(*n*) in the emoji.
    func emoji(atX x: Int, y: Int, in area: CellRect, of emojis: [EmojiArtModel.Emoji], content: @autoclosure () -> Content) -> EmojiArtModel.Emoji.ID? {
        guard area.contains(x: x, y: y) else { return nil }
        let transform = transform(in: area, content: content())
        for emoji in emojis.reversed() {
            guard let cell = transform.emojiCell(x: emoji.x, y: emoji.y) else { continue }
            if transform.emojiCell(cell, covers: x, row: y) { return emoji.id }
        }
        return nil
    }
}
