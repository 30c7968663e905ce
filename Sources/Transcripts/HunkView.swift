import LiveScreens
import Platform

/// How `--review` shows one hunk: what the file expects beside what the update would write, a
/// row for each pair of lines, or the two one above the other when the terminal is too narrow
/// for both. A screen snapshot is shown as its two screens, row beside row. What was printed is
/// shown, never obeyed (an escape sequence reads as `\u{1B}…`).
enum HunkView {
    /// One row: the expected side, the actual side (nil where a side has no line there), and
    /// whether the row differs.
    struct Row: Equatable {
        var expected: String?
        var actual: String?
        var differs: Bool
    }

    /// The rows of `hunk`: a snapshot's screens row by row; other output aligned by a longest
    /// common subsequence of its lines, so an unchanged line sits beside itself.
    /// - Complexity: O((*e* + *a*) · *D*) in the lines, *D* the lines that differ.
    static func rows(_ hunk: CaseReport.Hunk) -> [Row] {
        if let snapshot = hunk.snapshot {
            return (0..<max(snapshot.expected.count, snapshot.actual.count)).map { index in
                let expected = snapshot.expected.indices.contains(index) ? snapshot.expected[index] : nil
                let actual = snapshot.actual.indices.contains(index) ? snapshot.actual[index] : nil
                return Row(expected: expected, actual: actual, differs: expected != actual)
            }
        }
        let before = hunk.before, after = hunk.after
        let pairs = LineDiff.commonSubsequence(before.count, after.count, maximumDifferences: 1000) { before[$0] == after[$1] }
        var rows: [Row] = []
        var x = 0, y = 0
        func unmatched(upTo endX: Int, _ endY: Int) {
            while x < endX || y < endY {
                rows.append(Row(expected: x < endX ? before[x] : nil, actual: y < endY ? after[y] : nil, differs: true))
                if x < endX { x += 1 }
                if y < endY { y += 1 }
            }
        }
        for pair in pairs {
            unmatched(upTo: pair.x, pair.y)
            rows.append(Row(expected: before[pair.x], actual: after[pair.y], differs: false))
            (x, y) = (pair.x + 1, pair.y + 1)
        }
        unmatched(upTo: before.count, after.count)
        return rows
    }

    /// The hunk as lines for a terminal `width` columns wide: side by side when both sides fit,
    /// else expected above actual. Differing rows are marked `-` and `+` (red and green with
    /// `color`).
    /// - Complexity: O(*n*) in the characters shown, plus ``rows(_:)``.
    static func render(_ hunk: CaseReport.Hunk, width: Int, color: Bool) -> [String] {
        let rows = rows(hunk)
        let labels = hunk.snapshot == nil ? ("expected", "actual") : ("expected screen", "actual screen")
        let left = rows.map { $0.expected.map(\.terminalSafe) }
        let right = rows.map { $0.actual.map(\.terminalSafe) }
        let column = ([labels.0, labels.1] + left.compactMap { $0 } + right.compactMap { $0 }).map(DisplayWidth.of).max() ?? 0
        func marked(_ text: String?, _ mark: String, differs: Bool, code: Int) -> String {
            guard let text else { return "  " }
            let line = (differs ? mark : " ") + " " + text
            return color && differs ? "\u{1B}[\(code)m\(line)\u{1B}[0m" : line
        }
        func padded(_ text: String?) -> String {
            String(repeating: " ", count: max(0, column - DisplayWidth.of(text ?? "")))
        }
        // `- ` + the column, ` │ `, `+ ` + the column.
        if 2 * (column + 2) + 3 <= width {
            var lines = ["  " + labels.0 + padded(labels.0) + " │   " + labels.1]
            for (index, row) in rows.enumerated() {
                lines.append(marked(left[index], "-", differs: row.differs, code: 31) + padded(left[index]) + " │ "
                    + marked(right[index], "+", differs: row.differs, code: 32))
            }
            return lines
        }
        var lines = [labels.0 + ":"]
        for (index, row) in rows.enumerated() where left[index] != nil {
            lines.append(marked(left[index], "-", differs: row.differs, code: 31))
        }
        lines.append(labels.1 + ":")
        for (index, row) in rows.enumerated() where right[index] != nil {
            lines.append(marked(right[index], "+", differs: row.differs, code: 32))
        }
        return lines
    }
}
