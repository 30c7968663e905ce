import LiveScreens

/// Text fitted to a terminal's width, in display columns (``DisplayWidth``: an emoji is two):
/// prose wrapped at spaces with a hanging indent, tables whose last column is cut with `…` or
/// wrapped under itself, and, when even the fixed columns do not fit, rows that flow onto indented
/// lines. A word is never split or cut: a run of emoji is broken between two of them, and any
/// other word wider than a whole line (a path, a long shortcode at 40 columns) keeps a line of its
/// own, whole, as ``TextWrap`` keeps it: a file name cut or broken would be no name at all.
///
/// The width is the session's (`--size`, `$COLUMNS`, the terminal, else 80): a pipe gets 80, as a
/// transcript does, so what a script captures is what a transcript shows.
public enum TextFit {
    /// `text` cut to `width` columns at a character boundary, ending in `…` when cut.
    /// - Complexity: O(*n*) in the characters of `text`.
    public static func cut(_ text: String, to width: Int) -> String {
        StatusLine.cut(text, to: max(width, 1))
    }

    /// `text` in lines of at most `width` columns, broken at spaces; lines after the first start
    /// with `indent` spaces (a hanging indent). A word wider than a line is broken between its
    /// characters when it is all emoji (a palette's run), else kept whole on a line of its own.
    /// - Complexity: O(*n*) in the characters of `text`.
    public static func wrap(_ text: String, width: Int, indent: Int = 2) -> [String] {
        guard DisplayWidth.of(text) > width else { return [text] }
        let indent = min(indent, max(width / 2, 0))
        let margin = String(repeating: " ", count: indent)
        // Leading spaces are the first line's own indent (`  keywords: …`), kept.
        let leading = String(text.prefix { $0 == " " })
        var lines: [String] = []
        var line = leading
        var columns = leading.count
        var hasWord = false
        func limit() -> Int { lines.isEmpty ? width : width - indent }
        func flush() {
            lines.append((lines.isEmpty ? "" : margin) + line.trimmingTrailingSpaces())
            line = ""
            columns = 0
            hasWord = false
        }
        for word in text.dropFirst(leading.count).split(separator: " ", omittingEmptySubsequences: false) {
            let wordColumns = DisplayWidth.of(word)
            if hasWord, columns + 1 + wordColumns > limit() { flush() }
            if !hasWord, word.isEmpty { continue }   // no blank at a line's start
            if !hasWord, columns + wordColumns > limit() {
                line = ""   // at most the first line's leading spaces, given up for the word
                columns = 0
                for piece in pieces(of: String(word), width: limit(), rest: width - indent) {
                    line = piece
                    flush()
                }
                continue
            }
            line += (hasWord ? " " : "") + word
            columns += (hasWord ? 1 : 0) + wordColumns
            hasWord = true
        }
        if hasWord || lines.isEmpty { flush() }
        return lines
    }

    /// A word wider than `width`: a run of emoji in lines of `width` (then `rest`) columns, or
    /// anything else whole.
    private static func pieces(of word: String, width: Int, rest: Int) -> [String] {
        guard word.allSatisfy({ DisplayWidth.unicode(of: $0) == 2 }) else { return [word] }
        var pieces: [String] = []
        var piece = ""
        var columns = 0
        for character in word {
            let limit = pieces.isEmpty ? width : rest
            let emojiColumns = DisplayWidth.of(character)   // as this terminal draws it
            if columns + emojiColumns > limit, !piece.isEmpty {
                pieces.append(piece)
                piece = ""
                columns = 0
            }
            piece.append(character)
            columns += emojiColumns
        }
        if !piece.isEmpty { pieces.append(piece) }
        return pieces
    }

    /// How a table's last column fits what is left of the line.
    public enum Tail: Sendable {
        /// Cut with `…` (a sample whose whole is a command away), if at least `least` columns are left.
        case cut(least: Int)
        /// Wrapped at spaces under itself, if at least `least` columns are left.
        case wrap(least: Int)
    }

    /// One row of cells: the plain text of each (what is measured) and how it is shown (with
    /// colour, say), which must take the same columns.
    public struct Cell: Sendable {
        public var text: String
        public var shown: String

        public init(_ text: String, shown: String? = nil) {
            self.text = text
            self.shown = shown ?? text
        }
    }

    /// `rows` as a table of `width` columns: every cell but the last padded to its column's
    /// widest, two spaces apart, the last cell fitted by `tail`. A row too wide for that (a long
    /// path among short names) is left out of the columns and flows instead: its cells, two spaces
    /// apart, on lines indented by `indent`, a cell that does not fit on a line starting the next.
    /// - Complexity: O(*n*) in the characters of the table when it fits; O(*r*² · *c*) more for
    ///   *r* rows of *c* cells when rows have to flow.
    public static func table(_ rows: [[Cell]], width: Int, tail: Tail, indent: Int = 4) -> [String] {
        let least: Int
        switch tail {
        case .cut(let n), .wrap(let n): least = n
        }
        let measured = rows.map { row in row.dropLast().map { DisplayWidth.of($0.text) } }
        var flows = [Bool](repeating: false, count: rows.count)
        var columnWidths: [Int] = []
        while true {
            columnWidths = []
            for (index, widths) in measured.enumerated() where !flows[index] {
                for (column, cell) in widths.enumerated() {
                    if column < columnWidths.count { columnWidths[column] = max(columnWidths[column], cell) } else { columnWidths.append(cell) }
                }
            }
            guard width - columnWidths.reduce(0, { $0 + $1 + 2 }) < least else { break }
            // The row whose fixed cells are widest leaves the columns, and the rest are measured again.
            let widest = measured.indices.filter { !flows[$0] }.max { measured[$0].reduce(0, +) < measured[$1].reduce(0, +) }
            guard let widest else { break }
            flows[widest] = true
        }
        let lead = columnWidths.reduce(0) { $0 + $1 + 2 }
        let room = width - lead
        return rows.indices.flatMap { index -> [String] in
            let row = rows[index]
            if flows[index] { return flow(row, width: width, indent: indent, tail: tail) }
            var line = ""
            for (column, cell) in row.dropLast().enumerated() {
                line += cell.shown + String(repeating: " ", count: columnWidths[column] - measured[index][column]) + "  "
            }
            guard let last = row.last, row.count > 1 else { return [(row.first?.shown ?? "").trimmingTrailingSpaces()] }
            switch tail {
            case .cut:
                let text = DisplayWidth.of(last.text) <= room ? last.shown : cut(last.text, to: room)
                return [(line + text).trimmingTrailingSpaces()]
            case .wrap:
                // A word of the tail (a long shortcode) wider than its column: this row flows.
                if last.text.split(separator: " ").contains(where: { DisplayWidth.of($0) > room }) {
                    return flow(row, width: width, indent: indent, tail: tail)
                }
                let wrapped = wrap(last.text, width: room, indent: 0)
                let margin = String(repeating: " ", count: lead)
                let first = wrapped.count == 1 && DisplayWidth.of(last.text) <= room ? last.shown : wrapped[0]
                return [(line + first).trimmingTrailingSpaces()] + wrapped.dropFirst().map { margin + $0 }
            }
        }
    }

    /// One row's cells, unpadded, two spaces apart, in lines of `width` columns.
    private static func flow(_ row: [Cell], width: Int, indent: Int, tail: Tail) -> [String] {
        let margin = String(repeating: " ", count: min(indent, width / 2))
        var lines: [String] = []
        var line = ""
        var columns = 0
        func limit() -> Int { lines.isEmpty ? width : width - margin.count }
        func flush() {
            lines.append((lines.isEmpty ? "" : margin) + line)
            line = ""
            columns = 0
        }
        for (index, cell) in row.enumerated() {
            let cellColumns = DisplayWidth.of(cell.text)
            if !line.isEmpty, columns + 2 + cellColumns > limit() { flush() }
            if cellColumns <= limit() - columns {
                line += (line.isEmpty ? "" : "  ") + cell.shown
                columns += (columns == 0 ? 0 : 2) + cellColumns
                continue
            }
            // Wider than a whole line: the last cell as its tail says, any other wrapped at spaces.
            let room = width - margin.count
            let parts: [String]
            if index == row.count - 1, case .cut = tail {
                parts = [cut(cell.text, to: room)]
            } else {
                parts = wrap(cell.text, width: room, indent: 0)
            }
            for part in parts.dropLast() {
                line = part
                flush()
            }
            line = parts.last ?? ""
            columns = DisplayWidth.of(line)
        }
        if !line.isEmpty || lines.isEmpty { flush() }
        return lines.map { $0.trimmingTrailingSpaces() }
    }
}

extension String {
    /// The string padded with spaces to `width` display columns (``DisplayWidth``; never cut).
    public func padding(toColumns width: Int) -> String {
        let columns = DisplayWidth.of(self)
        return columns >= width ? self : self + String(repeating: " ", count: width - columns)
    }
}
