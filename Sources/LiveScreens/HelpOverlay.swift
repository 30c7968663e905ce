/// A screen's `?` page: every row of its ``KeyMap`` (the table its hint bar, `help CMD` and the
/// README read), boxed over the screen a page at a time. Any key closes it; Space, PageDown and
/// ↓ turn the page while there is more, PageUp and ↑ go back. A click or a paste closes it too.
public struct HelpOverlay: Equatable, Sendable {
    /// The screen's name, in the box's top border: `play`, `art edit`.
    public let title: String
    public private(set) var page = 0

    public init(title: String) {
        self.title = title
    }

    /// The columns of text inside the box on a terminal `width` wide (a border and a space each side).
    static func textWidth(_ width: Int) -> Int { max(width - 4, 1) }
    /// The rows of text a page holds on a terminal `height` high (two borders and the footer).
    static func pageRows(_ height: Int) -> Int { max(height - 3, 1) }

    /// The page's lines: the map's help rows without their heading (the border says it).
    /// - Complexity: O(*n*) in the characters of the map's rows.
    static func lines<Action>(_ map: KeyMap<Action>, width: Int) -> [String] {
        Array(map.helpSection(width: textWidth(width)).dropFirst())
    }

    /// How many pages the map takes on a `width` × `height` terminal.
    public static func pageCount<Action>(_ map: KeyMap<Action>, width: Int, height: Int) -> Int {
        let count = lines(map, width: width).count
        return max((count + pageRows(height) - 1) / pageRows(height), 1)
    }

    /// Handles what came while the page is shown; false when it closes.
    /// - Complexity: O(*n*) in the characters of the map's rows (to count the pages).
    public mutating func handle<Action>(_ input: InputEvent, map: KeyMap<Action>, width: Int, height: Int) -> Bool {
        let pages = Self.pageCount(map, width: width, height: height)
        page = min(page, pages - 1)
        switch input {
        case .key(.space), .key(.pageDown), .key(.down):
            guard page + 1 < pages else { return false }
            page += 1
            return true
        case .key(.pageUp), .key(.up):
            guard page > 0 else { return false }
            page -= 1
            return true
        case .key:
            return false
        case .mouse(let mouse):
            // Only a press closes it: the pointer's moves and releases are not answers.
            if case .press = mouse.kind { return false }
            return true
        case .paste:
            return false
        }
    }

    /// Draws the page over `frame`.
    /// - Complexity: O(*w* · *h*) for the box, plus the map's rows.
    public func draw<Action>(_ map: KeyMap<Action>, into frame: inout Frame) {
        let (width, height) = (frame.width, frame.height)
        guard width >= 8, height >= 4 else { return }
        let lines = Self.lines(map, width: width)
        let rows = Self.pageRows(height)
        let pages = max((lines.count + rows - 1) / rows, 1)
        let shown = min(page, pages - 1)
        let box = CellStyle(bold: true)
        frame.fill(x: 0, y: 0, width: width, height: height)
        let heading = "─ Keys and mouse: \(title) "
        frame.put("╭" + heading + String(repeating: "─", count: max(width - 2 - DisplayWidth.of(heading), 0)) + "╮",
                  x: 0, y: 0, style: box, limit: width)
        for row in 1..<(height - 1) {
            frame.put("│", width: 1, x: 0, y: row, style: box)
            frame.put("│", width: 1, x: width - 1, y: row, style: box)
        }
        frame.put("╰" + String(repeating: "─", count: width - 2) + "╯", x: 0, y: height - 1, style: box, limit: width)
        for (index, line) in lines.dropFirst(shown * rows).prefix(rows).enumerated() {
            frame.put(line, x: 2, y: 1 + index, limit: Self.textWidth(width))
        }
        let footer = shown + 1 < pages
            ? ["Space: more (\(shown + 1) of \(pages)) · any other key closes", "Space more · key closes", "Space more"]
            : ["any key closes this page", "any key closes"]
        let fitting = footer.first { DisplayWidth.of($0) <= Self.textWidth(width) } ?? ""
        frame.put(fitting, x: 2, y: height - 2, style: CellStyle(faint: true), limit: Self.textWidth(width))
    }
}
