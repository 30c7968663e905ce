import LiveScreens

/// A screen read back from a snapshot's lines, cell by cell, as the ``VirtualTerminal`` that
/// took it had it: each row's characters laid out by ``DisplayWidth`` (an emoji or a wide
/// character takes two cells, the second empty), and, for `~ snapshot colors`, each cell's SGR
/// parameters from the style rows and their legend.
struct ScreenCells: Equatable {
    struct Cell: Equatable {
        /// The character drawn from this cell: "" for the second cell of a wide one, " " blank.
        var text: String
        /// Its SGR parameters from a reset ("" for the terminal's own colours).
        var style: String

        static let blank = Cell(text: " ", style: "")
    }

    /// Rows of cells (rows may differ in length: a missing cell is blank).
    private(set) var rows: [[Cell]]

    var height: Int { rows.count }
    var width: Int { rows.map(\.count).max() ?? 0 }

    func cell(x: Int, y: Int) -> Cell {
        guard rows.indices.contains(y), rows[y].indices.contains(x) else { return .blank }
        return rows[y][x]
    }

    /// For the second cell of a wide character, the cell it belongs to (both cells of an emoji
    /// differ when it does); nil for any other cell.
    private func owner(x: Int, y: Int) -> Cell? {
        x > 0 && cell(x: x, y: y).text.isEmpty ? cell(x: x - 1, y: y) : nil
    }

    /// Reads a snapshot's lines: the screen's rows, then (with colours) `styles:`, a row of
    /// style letters per screen row and the legend, `a = 1;31` a line.
    /// - Complexity: O(*n*) in the characters.
    init(snapshot lines: [String]) {
        var text = lines[...]
        var masks: ArraySlice<String> = []
        var legend: [Character: String] = [:]
        if let styles = lines.lastIndex(of: "styles:") {
            text = lines[..<styles]
            var rest = lines[(styles + 1)...]
            while let last = rest.last, let entry = Self.legendEntry(last) {
                legend[entry.letter] = entry.parameters
                rest.removeLast()
            }
            masks = rest
        }
        rows = text.enumerated().map { index, line in
            let mask = masks.indices.contains(masks.startIndex + index) ? Array(masks[masks.startIndex + index]) : []
            return Self.cells(of: line, mask: mask, legend: legend)
        }
    }

    /// `a = 1;38;5;3` as its letter and parameters.
    private static func legendEntry(_ line: String) -> (letter: Character, parameters: String)? {
        let characters = Array(line)
        guard characters.count >= 4, characters[1] == " ", characters[2] == "=", characters[3] == " " else { return nil }
        return (characters[0], String(characters.dropFirst(4)))
    }

    /// A row's cells: a wide character's second cell is "", a character of no width joins the
    /// cell before it.
    private static func cells(of line: String, mask: [Character], legend: [Character: String]) -> [Cell] {
        var cells: [Cell] = []
        func style(_ x: Int) -> String { mask.indices.contains(x) ? legend[mask[x]] ?? "" : "" }
        for character in line {
            let width = DisplayWidth.of(character)
            if width == 0, !cells.isEmpty {
                cells[cells.count - 1].text.append(character)
                continue
            }
            cells.append(Cell(text: String(character), style: style(cells.count)))
            if width == 2 { cells.append(Cell(text: "", style: style(cells.count))) }
        }
        // A row's text ends at its last character; its styles may go on (a coloured blank).
        while cells.count < mask.count { cells.append(Cell(text: " ", style: style(cells.count))) }
        return cells
    }

    /// The cells (column, row) where two screens differ in what they draw (and, with `styles`,
    /// how), over the larger of the two.
    /// - Complexity: O(*w* · *h*).
    static func differences(_ a: ScreenCells, _ b: ScreenCells, styles: Bool = true) -> [(x: Int, y: Int)] {
        func same(_ c: Cell?, _ d: Cell?) -> Bool { styles ? c == d : c?.text == d?.text }
        var cells: [(x: Int, y: Int)] = []
        for y in 0..<max(a.height, b.height) {
            for x in 0..<max(a.rows.indices.contains(y) ? a.rows[y].count : 0, b.rows.indices.contains(y) ? b.rows[y].count : 0)
            where !same(a.cell(x: x, y: y), b.cell(x: x, y: y)) || !same(a.owner(x: x, y: y), b.owner(x: x, y: y)) {
                cells.append((x, y))
            }
        }
        return cells
    }
}
