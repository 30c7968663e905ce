import EmojiArt
import Layout

/// The course's zoom and pan, and the gestures that go through them: what the `art zoom`,
/// `art pan` and `art show` commands and the `art edit` screen share. Areas and cells are the
/// frame's, 0-based (a terminal's 1-based click is one more); pans are screen points (a cell is
/// ``ArtViewport/cellWidth`` × ``ArtViewport/cellHeight``). See ``ArtViewport``.
extension ArtEditor {
    /// What zoom to fit fits, in document points, centred on the document's origin: the
    /// background image at its size in pixels once known (``backgroundPixelSize``), otherwise
    /// the smallest rectangle centred on the origin that holds the export canvas and every emoji
    /// (each as a square of its size around its centre).
    /// - Complexity: O(*n*) in the emoji (O(1) with a background image of known size).
    public var fitContent: (width: Double, height: Double) {
        if let size = backgroundPixelSize, size.width > 0, size.height > 0 {
            return (Double(size.width), Double(size.height))
        }
        var halfWidth = Double(canvas.width) / 2
        var halfHeight = Double(canvas.height) / 2
        for emoji in document?.emojis ?? [] {
            let half = Double(emoji.size) / 2
            halfWidth = max(halfWidth, Double(emoji.x).magnitude + half)
            halfHeight = max(halfHeight, Double(emoji.y).magnitude + half)
        }
        return (halfWidth * 2, halfHeight * 2)
    }

    /// The viewport resolved for `area` (where the canvas is drawn): document points to cells.
    /// - Complexity: O(*n*) when the viewport fits (see ``fitContent``), else O(1).
    public func transform(in area: CellRect) -> ArtTransform {
        viewport.transform(in: area, fitting: viewport.zoom == nil ? fitContent : (1, 1))
    }

    /// The effective zoom in `area`: the viewport's, or the fitting one.
    public func zoom(in area: CellRect) -> Double { transform(in: area).zoom }

    // MARK: - Intent(s)

    /// Sets the zoom to `zoom` (clamped to ``ArtViewport/zoomRange``), keeping the document point
    /// at the centre of the canvas where it is. Without `area`, when the viewport is fitting (its
    /// zoom depends on the area) the pan is kept as it is.
    /// - Complexity: O(*n*) when the viewport was fitting, else O(1).
    public func zoom(to zoom: Double, in area: CellRect? = nil) {
        if let area {
            viewport = transform(in: area).zoomed(to: zoom)
        } else if let old = viewport.zoom {
            let new = ArtViewport(zoom: zoom).zoom ?? old
            viewport = ArtViewport(zoom: new, offset: .init(x: viewport.offset.x * new / old, y: viewport.offset.y * new / old))
        } else {
            viewport = ArtViewport(zoom: zoom, offset: viewport.offset)
        }
    }

    /// Zooms by `factor` around the cell (`x`, `y`) of `area` (a wheel at the pointer), or around
    /// the area's centre when either is nil: the document point there stays put.
    /// - Complexity: O(*n*) when the viewport was fitting, else O(1).
    public func zoom(by factor: Double, aroundCellX x: Int?, y: Int?, in area: CellRect) {
        let transform = transform(in: area)
        if let x, let y {
            viewport = transform.zoomed(by: factor, aroundCellX: x, y: y)
        } else {
            viewport = transform.zoomed(by: factor)
        }
    }

    /// The course's `zoomToFit` (a double tap on empty canvas): fit the content, unpanned.
    public func zoomToFit() {
        viewport = .fit
    }

    /// Pans by `dx`, `dy` screen points (the course's pan gesture). A fitting viewport keeps
    /// fitting its zoom to the area, now panned (``ArtViewport/isFit`` is then false).
    public func pan(byX dx: Double, y dy: Double) {
        viewport = ArtViewport(zoom: viewport.zoom, offset: .init(x: viewport.offset.x + dx, y: viewport.offset.y + dy))
    }

    /// Pans by whole cells (a drag on empty canvas moves the document with the pointer). The
    /// zoom is fixed at what `area` shows now, so what was dragged stays where it was put when
    /// the terminal is resized.
    /// - Complexity: O(*n*) when the viewport was fitting, else O(1).
    public func pan(byColumns columns: Int, rows: Int, in area: CellRect) {
        viewport = transform(in: area).panned(byColumns: columns, rows: rows)
    }

    /// Moves one emoji or the selection by a drag of `columns` × `rows` cells in `area`: the
    /// document offset at the zoom shown (the course divides a drag by the zoom).
    /// - Complexity: O(*n*) to find the emoji.
    public func move(_ target: Target, byColumns columns: Int, rows: Int, in area: CellRect) throws(IntentError) {
        try move(target, by: transform(in: area).documentOffset(columns: columns, rows: rows))
    }

    // MARK: - Hit-testing

    /// The emoji drawn at column `x`, row `y` (frame cells, 0-based) when the document is drawn in
    /// `area`; the topmost (the last drawn) wins, as on the course's canvas. Nil for empty canvas,
    /// outside `area`, or without a document.
    /// - Complexity: O(*n*) in the emoji.
    public func emoji(atX x: Int, y: Int, in area: CellRect) -> EmojiArtModel.Emoji.ID? {
        guard let document, area.contains(x: x, y: y) else { return nil }
        let transform = transform(in: area)
        for emoji in document.emojis.reversed() {
            guard let cell = transform.emojiCell(x: emoji.x, y: emoji.y) else { continue }
            if transform.emojiCell(cell, covers: x, row: y) { return emoji.id }
        }
        return nil
    }
}
