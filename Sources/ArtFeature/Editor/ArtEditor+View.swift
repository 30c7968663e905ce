import EmojiArt
import Layout
import Palettes
import REPL

/// The course's zoom and pan, hit-testing and the palette strip, as the `art zoom`, `art pan`
/// and `art show` commands and the `art edit` screen share them (see ``ArtViewState``). Areas
/// and cells are the frame's, 0-based.
extension ArtEditor {
    /// How the document is shown: the course's `zoomScale` and `panOffset`. `.fit` when a
    /// document is started or opened. Set through the zoom and pan intents.
    public var viewport: ArtViewport { view.viewport }

    /// What zoom to fit shows, in document points, centred on the document's origin: the
    /// background picture at its size in pixels once known (``backgroundPixelSize``), otherwise
    /// the export canvas, grown to hold every emoji's square (see ``fitting``).
    /// - Complexity: O(*n*) in the emoji.
    public var fitContent: (width: Double, height: Double) { fitting.size }

    /// What zoom to fit fits: the background and every emoji, as squares and as the cells they
    /// are drawn in (``ArtFitContent``).
    /// - Complexity: O(*n*) in the emoji.
    var fitting: ArtFitContent {
        ArtViewState.fitContent(canvas: canvas, pictureSize: backgroundPixelSize, emojis: document?.emojis ?? [])
    }

    /// The viewport resolved for `area` (where the canvas is drawn): document points to cells.
    /// - Complexity: O(*n*) when the viewport fits (see ``fitting``), else O(1).
    public func transform(in area: CellRect) -> ArtTransform {
        view.transform(in: area, content: fitting)
    }

    /// The effective zoom in `area`: the viewport's, or the fitting one.
    public func zoom(in area: CellRect) -> Double { transform(in: area).zoom }

    /// The emoji drawn at column `x`, row `y` when the document is drawn in `area`; the topmost
    /// wins. Nil for empty canvas, outside `area`, or without a document.
    /// - Complexity: O(*n*) in the emoji.
    public func emoji(atX x: Int, y: Int, in area: CellRect) -> EmojiArtModel.Emoji.ID? {
        guard let document else { return nil }
        return view.emoji(atX: x, y: y, in: area, of: document.emojis, content: fitting)
    }

    /// The palettes the strip shows (the session's store).
    public var palettes: PaletteStore { strip.palettes }
    /// The index (into ``palettes``) of the palette the strip shows.
    public var stripPalette: Int { strip.paletteIndex }
    /// The palette the strip shows.
    public var shownPalette: Palette { strip.shownPalette }
    /// The index of the first emoji the strip shows.
    public var stripScroll: Int { strip.scroll }

    /// The `art edit` screen laid out for a terminal of `width` × `height` cells.
    /// - Complexity: O(*p*) in the strip's palette, plus O(*width*).
    public func editLayout(width: Int, height: Int) -> ArtEditLayout {
        strip.editLayout(width: width, height: height)
    }

    // MARK: - Intent(s)

    /// Sets the zoom (clamped to ``ArtViewport/zoomRange``), keeping the point at the centre of
    /// `area` where it is (see ``ArtViewState/zoom(to:in:content:)``).
    /// - Complexity: O(*n*) when the viewport was fitting, else O(1).
    public func zoom(to zoom: Double, in area: CellRect? = nil) {
        view.zoom(to: zoom, in: area, content: fitting)
    }

    /// Zooms by `factor` around the cell (`x`, `y`) of `area` (a wheel at the pointer), or around
    /// the area's centre when either is nil.
    /// - Complexity: O(*n*) when the viewport was fitting, else O(1).
    public func zoom(by factor: Double, aroundCellX x: Int?, y: Int?, in area: CellRect) {
        view.zoom(by: factor, aroundCellX: x, y: y, in: area, content: fitting)
    }

    /// The course's `zoomToFit` (a double tap on empty canvas): fit the content, unpanned.
    public func zoomToFit() { view.zoomToFit() }

    /// Pans by `dx`, `dy` screen points (the course's pan gesture).
    public func pan(byX dx: Double, y dy: Double) { view.pan(byX: dx, y: dy) }

    /// Pans by whole cells (a drag on empty canvas moves the document with the pointer).
    /// - Complexity: O(*n*) when the viewport was fitting, else O(1).
    public func pan(byColumns columns: Int, rows: Int, in area: CellRect) {
        view.pan(byColumns: columns, rows: rows, in: area, content: fitting)
    }

    /// Moves one emoji or the selection by a drag of `columns` × `rows` cells in `area`: the
    /// document offset at the zoom shown (the course divides a drag by the zoom).
    /// - Complexity: O(*n*) to find the emoji.
    public func move(_ target: Target, byColumns columns: Int, rows: Int, in area: CellRect) throws(IntentError) {
        try move(target, by: transform(in: area).documentOffset(columns: columns, rows: rows))
    }
}
