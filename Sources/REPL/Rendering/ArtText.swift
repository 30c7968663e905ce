import EmojiArt

/// Draws an EmojiArt document on a character grid: the canvas scaled to `columns` × `rows`
/// inside a frame, each emoji (two columns wide) in the cell its centre falls in. Later emoji
/// cover earlier ones, as they do on the course's canvas; emoji off the canvas are counted,
/// not drawn. Sizes are not shown: a cell is the smallest thing a terminal can draw.
struct ArtText {
    let canvas: Canvas
    /// The grid inside the frame.
    let columns: Int
    let rows: Int

    /// A grid the size of a terminal of `width` × `height`, keeping rows for the lines around it.
    static func fitting(_ canvas: Canvas, width: Int, height: Int, reservedRows: Int) -> ArtText {
        ArtText(canvas: canvas, columns: max(2, width - 2), rows: max(1, height - 2 - reservedRows))
    }

    /// A grid for a file: one character for every 8 × 16 points of canvas (a terminal cell's shape).
    static func file(_ canvas: Canvas) -> ArtText {
        ArtText(canvas: canvas, columns: max(2, canvas.width / 8), rows: max(1, canvas.height / 16))
    }

    /// The framed grid's lines (no trailing spaces), and how many emoji fell off the canvas.
    /// - Complexity: O(*n* + *columns* · *rows*)
    func render(_ model: EmojiArtModel) -> (lines: [String], offCanvas: Int) {
        // Each cell holds what is drawn there: a character, an emoji, or "" for the right half of one.
        var grid = Array(repeating: Array(repeating: " ", count: columns), count: rows)
        var offCanvas = 0
        for emoji in model.emojis {
            let (x, y) = canvas.point(emoji)
            guard x >= 0, x < canvas.width, y >= 0, y < canvas.height else {
                offCanvas += 1
                continue
            }
            let row = min(rows - 1, y * rows / canvas.height)
            let column = min(columns - 2, x * columns / canvas.width)
            // Clear any wide emoji this one half-covers.
            if grid[row][column] == "", column > 0 { grid[row][column - 1] = " " }
            if column + 2 < columns, grid[row][column + 2] == "" { grid[row][column + 2] = " " }
            grid[row][column] = Self.cell(emoji.text)
            grid[row][column + 1] = ""
        }
        let edge = String(repeating: "─", count: columns)
        var lines = ["┌\(edge)┐"]
        lines += grid.map { "│" + $0.joined() + "│" }
        lines.append("└\(edge)┘")
        return (lines, offCanvas)
    }

    /// What a cell shows for `text`: the first character, padded to two columns when it is
    /// one of the narrow ones (text an emoji document may hold, though the REPL adds only emoji).
    private static func cell(_ text: String) -> String {
        guard let first = text.first else { return "  " }
        let isWide = first.unicodeScalars.contains { $0.properties.isEmojiPresentation }
            || first.unicodeScalars.contains { $0 == "\u{FE0F}" }
        return isWide ? String(first) : String(first) + " "
    }
}
