import EmojiArt
import Layout
import LiveScreens
import REPL

/// Draws an EmojiArt document on a character grid through an ``ArtTransform``: the course's zoom
/// and pan, as the `art edit` screen draws its canvas. Each emoji is two columns wide, starting in
/// the cell ``ArtTransform/emojiCell(x:y:)`` gives; later emoji cover earlier ones, as they do on
/// the course's canvas. Sizes are not shown: a cell is the smallest thing a terminal can draw.
///
/// `art show` frames the grid and draws it with the document's viewport; a `.txt` export draws
/// one character for every 8 × 16 points (a terminal cell's shape) over the canvas and every
/// emoji, so that nothing is left out, and lists the emoji another one covers.
struct ArtText {
    /// Document points to the grid's cells; its area starts at column 0, row 0.
    let transform: ArtTransform
    /// The export canvas, outlined when the grid shows more than it.
    let canvas: Canvas
    /// Whether to outline the export canvas inside the grid (when the grid is larger than it).
    var outlinesCanvas = false

    var columns: Int { transform.area.width }
    var rows: Int { transform.area.height }

    /// The rows of the grid inside `art show`'s frame on a terminal `height` rows tall, so that
    /// the frame (its two edges), the `statusRows` after it and the prompt after those fit: the
    /// top edge stays on the screen. One row at least, however small the terminal.
    /// - Complexity: O(1)
    static func showRows(height: Int, statusRows: Int) -> Int {
        max(1, height - 2 - statusRows - 1)
    }

    /// The grid `art show` draws inside its frame on a terminal of `width` × `height` with its
    /// two status lines unwrapped, through `editor`'s viewport (what the `art edit` screen's
    /// canvas shows, in an area the frame's inside).
    /// - Complexity: O(*n*) in the emoji when the viewport fits (see ``ArtEditor/fitContent``).
    static func showing(_ editor: ArtEditor, width: Int, height: Int) -> ArtText {
        let area = CellRect(x: 0, y: 0, width: max(2, width - 2), height: showRows(height: height, statusRows: 2))
        return ArtText(transform: editor.transform(in: area), canvas: editor.canvas)
    }

    /// The largest grid a file gets; content larger than this at one character per 8 × 16 points
    /// is zoomed out to fit it.
    static let fileLimit = (columns: 1024, rows: 512)

    /// A grid for a file: one character for every 8 × 16 points (zoom 1), over the canvas and
    /// every emoji (centred on the canvas's centre, as the document's coordinates are), zoomed out
    /// only when that would be larger than ``fileLimit``.
    /// - Complexity: O(*n*) in the emoji.
    static func file(_ canvas: Canvas, model: EmojiArtModel) -> ArtText {
        // Half-extents in points: the canvas's and the emoji centres' (`core`), and with each
        // emoji's own cells around its centre at zoom 1 (two columns: 8 points either side; a row).
        var core = (width: Double(canvas.width) / 2, height: Double(canvas.height) / 2)
        var half = core
        for emoji in model.emojis {
            core.width = max(core.width, Double(emoji.x).magnitude)
            core.height = max(core.height, Double(emoji.y).magnitude)
            half.width = max(half.width, Double(emoji.x).magnitude + ArtViewport.cellWidth)
            half.height = max(half.height, Double(emoji.y).magnitude + ArtViewport.cellHeight / 2)
        }
        let wanted = (columns: (2 * half.width / ArtViewport.cellWidth).rounded(.up), rows: (2 * half.height / ArtViewport.cellHeight).rounded(.up))
        let fits = wanted.columns <= Double(fileLimit.columns) && wanted.rows <= Double(fileLimit.rows)
        let columns = fits ? max(2, Int(wanted.columns)) : fileLimit.columns
        let rows = fits ? max(1, Int(wanted.rows)) : fileLimit.rows
        let area = CellRect(x: 0, y: 0, width: columns, height: rows)
        // Zoomed out, the centres fit a cell inside the edges, so every emoji's cells are on the grid.
        let zoom = fits ? 1 : ArtViewport.fittingZoom(
            width: 2 * core.width, height: 2 * core.height, in: CellRect(x: 0, y: 0, width: columns - 4, height: rows - 2))
        let outlines = Double(canvas.width) < 2 * half.width || Double(canvas.height) < 2 * half.height
        return ArtText(transform: ArtTransform(area: area, zoom: zoom, offset: .zero), canvas: canvas, outlinesCanvas: outlines)
    }

    /// What a render drew.
    struct Picture {
        /// The framed grid's lines.
        var lines: [String]
        /// Emoji not drawn because they are outside the grid.
        var outside: [EmojiArtModel.Emoji]
        var outOfView: Int { outside.count }
        /// Emoji drawn over by a later one, each with the one on top.
        var covered: [(emoji: EmojiArtModel.Emoji, by: EmojiArtModel.Emoji)]
    }

    /// The framed grid's lines, and what could not be seen.
    ///
    /// `background` is what lies under the emoji (the background picture, drawn by
    /// ``ImageRaster``): a frame of `columns` × `rows` cells, whose styles become SGR escapes in
    /// the lines (each run of one style opened once, and reset before the frame's right edge).
    /// Nil, or a frame of another size, draws a blank background. An emoji keeps the colour of
    /// the cell it covers, as the `art edit` screen draws it.
    /// - Complexity: O(*n* + *columns* · *rows*)
    func render(_ model: EmojiArtModel, background: Frame? = nil) -> Picture {
        // Each cell holds what is drawn there: a character, an emoji, or "" for the right half of one.
        var grid: [[Cell]]
        if let background, background.width == columns, background.height == rows {
            grid = (0..<rows).map { y in (0..<columns).map { x in background[x, y] } }
        } else {
            grid = Array(repeating: Array(repeating: Cell.blank, count: columns), count: rows)
        }
        if outlinesCanvas { outlineCanvas(in: &grid) }
        var owner = [Int: Int]()   // cell index → index in model.emojis of the emoji drawn there
        var outside: [EmojiArtModel.Emoji] = []
        var covered: [(EmojiArtModel.Emoji, EmojiArtModel.Emoji)] = []
        var coveredIDs = Set<EmojiArtModel.Emoji.ID>()
        for (index, emoji) in model.emojis.enumerated() {
            guard let cell = transform.emojiCell(x: emoji.x, y: emoji.y), transform.isVisible(cell) else {
                outside.append(emoji)
                continue
            }
            let (column, row) = (cell.x - transform.area.x, cell.y - transform.area.y)
            // Clear any wide emoji this one half-covers.
            if grid[row][column].isContinuation, column > 0 { grid[row][column - 1] = Cell(" ", style: grid[row][column - 1].style) }
            if column + 2 < columns, grid[row][column + 2].isContinuation { grid[row][column + 2] = Cell(" ", style: grid[row][column + 2].style) }
            let style = CellStyle(background: grid[row][column].style.background)
            grid[row][column] = Cell(Self.cell(emoji.text), style: style, isWide: true)
            grid[row][column + 1] = Cell("", style: style)
            for key in [row * columns + column, row * columns + column + 1] {
                if let under = owner.updateValue(index, forKey: key), under != index, coveredIDs.insert(model.emojis[under].id).inserted {
                    covered.append((model.emojis[under], emoji))
                }
            }
        }
        let edge = String(repeating: "─", count: columns)
        var lines = ["┌\(edge)┐"]
        lines += grid.map { "│" + Self.styled($0) + "│" }
        lines.append("└\(edge)┘")
        return Picture(lines: lines, outside: outside, covered: covered.map { (emoji: $0.0, by: $0.1) })
    }

    /// A row's text with an SGR escape where the style changes, reset at its end; plain cells
    /// alone give plain text.
    /// - Complexity: O(*columns*)
    static func styled(_ row: [Cell]) -> String {
        var line = "", pen = CellStyle.plain
        for cell in row {
            if cell.style != pen {
                line += TerminalControl.sgr(cell.style)
                pen = cell.style
            }
            line += cell.text
        }
        if pen != .plain { line += TerminalControl.sgr(.plain) }
        return line
    }

    /// Dots along the export canvas's edges (the cells just outside it), where they fall on the grid.
    private func outlineCanvas(in grid: inout [[Cell]]) {
        let topLeft = transform.screenPoint(x: -Double(canvas.width) / 2, y: -Double(canvas.height) / 2)
        let bottomRight = transform.screenPoint(x: Double(canvas.width) / 2, y: Double(canvas.height) / 2)
        func index(_ value: Double, _ size: Double) -> Int {
            let cell = (value / size).rounded()
            return cell.isFinite ? Int(max(min(cell, 1e9), -1e9)) : 0
        }
        let left = index(topLeft.x, ArtViewport.cellWidth) - 1, right = index(bottomRight.x, ArtViewport.cellWidth)
        let top = index(topLeft.y, ArtViewport.cellHeight) - 1, bottom = index(bottomRight.y, ArtViewport.cellHeight)
        func put(_ column: Int, _ row: Int, _ mark: String) {
            guard row >= 0, row < rows, column >= 0, column < columns else { return }
            grid[row][column] = Cell(mark)
        }
        for column in max(left, 0)...max(min(right, columns - 1), 0) where column >= left && column <= right {
            put(column, top, "·")
            put(column, bottom, "·")
        }
        for row in max(top, 0)...max(min(bottom, rows - 1), 0) where row >= top && row <= bottom {
            put(left, row, "·")
            put(right, row, "·")
        }
    }

    /// What a cell shows for `text`: the first character, padded to two columns when it is
    /// one of the narrow ones (text an emoji document may hold, though the REPL adds only emoji).
    private static func cell(_ text: String) -> String {
        guard let first = text.first else { return "  " }
        let isWide = first.unicodeScalars.contains { $0.properties.isEmojiPresentation }
            || first.unicodeScalars.contains { $0 == "\u{FE0F}" }
        return isWide ? String(first) : String(first) + " "
    }

    /// A `.txt` file: the framed grid, then each emoji another one covers and each too far out
    /// for the grid (so that every emoji is in the file).
    /// - Complexity: O(*n* + *columns* · *rows*)
    static func fileText(of model: EmojiArtModel, canvas: Canvas) -> String {
        let text = file(canvas, model: model)
        let picture = text.render(model)
        var lines = picture.lines
        if text.outlinesCanvas {
            lines.append("The dots outline the \(canvas.width)x\(canvas.height) canvas; some emoji are outside it.")
        }
        if !picture.covered.isEmpty {
            lines.append("Covered by a later emoji (id, emoji, x, y, size → the one on top):")
            for (emoji, top) in picture.covered {
                lines.append("  \(emoji.id) \(emoji.text) at \(emoji.x),\(emoji.y) size \(emoji.size) → \(top.id) \(top.text)")
            }
        }
        if !picture.outside.isEmpty {
            // Only beyond what the file's largest grid holds at the smallest zoom.
            lines.append("Too far out to draw (id, emoji, x, y, size):")
            for emoji in picture.outside { lines.append("  \(emoji.id) \(emoji.text) at \(emoji.x),\(emoji.y) size \(emoji.size)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
