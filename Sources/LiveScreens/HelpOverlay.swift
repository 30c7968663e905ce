/// A screen's `?` page: every row of its ``KeyMap`` and of its questions' maps (the table its
/// hint bar, `help CMD` and the README read), boxed over the screen a page at a time. Any key closes it; Space, PageDown and
/// ↓ turn the page while there is more, PageUp and ↑ go back. A click or a paste closes it too.
/// The page ends with the screen's last messages in full, since its status line may have had to
/// cut them.
public struct HelpOverlay: Equatable, Sendable {
    /// The screen's name, in the box's top border: `play`, `art edit`.
    public let title: String
    /// The screen's last messages, oldest first (see ``MessageLog``).
    public let messages: [String]
    public private(set) var page = 0

    public init(title: String, messages: [String] = []) {
        self.title = title
        self.messages = messages
    }

    /// The columns of text inside the box on a terminal `width` wide (a border and a space each side).
    static func textWidth(_ width: Int) -> Int { max(width - 4, 1) }
    /// The rows of text a page holds on a terminal `height` high (two borders and the footer).
    static func pageRows(_ height: Int) -> Int { max(height - 3, 1) }

    /// The page's lines: the map's help rows without their heading (the border says it), then
    /// the last messages, each wrapped with a hanging indent.
    /// - Complexity: O(*n*) in the characters of the map's rows and the messages.
    func lines<Action>(_ map: KeyMap<Action>, width: Int) -> [String] {
        var lines = Array(map.helpSection(width: Self.textWidth(width)).dropFirst())
        guard !messages.isEmpty else { return lines }
        lines += ["", "Last messages:"]
        for message in messages {
            lines += TextWrap.hanging(message, after: "  ", indent: 4, width: Self.textWidth(width))
        }
        return lines
    }

    /// How many pages the page takes on a `width` × `height` terminal.
    public func pageCount<Action>(_ map: KeyMap<Action>, width: Int, height: Int) -> Int {
        let count = lines(map, width: width).count
        return max((count + Self.pageRows(height) - 1) / Self.pageRows(height), 1)
    }

    /// Handles what came while the page is shown; false when it closes.
    /// - Complexity: O(*n*) in the characters of the map's rows (to count the pages).
    public mutating func handle<Action>(_ input: InputEvent, map: KeyMap<Action>, width: Int, height: Int) -> Bool {
        let pages = pageCount(map, width: width, height: height)
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
        let lines = self.lines(map, width: width)
        let rows = Self.pageRows(height)
        let pages = max((lines.count + rows - 1) / rows, 1)
        let shown = min(page, pages - 1)
        let box = CellStyle(bold: true)
        frame.fill(x: 0, y: 0, width: width, height: height)
        let heading = StatusLine.cut("─ Keys and mouse: \(title) ", to: width - 2)
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

/// A screen's last few messages, kept whole for its `?` page: a status line shows one message at
/// a time, cut to the terminal's width.
public struct MessageLog: Equatable, Sendable {
    /// How many are kept.
    public static let capacity = 5
    /// Oldest first.
    public private(set) var recent: [String] = []

    public init() {}

    /// Keeps `message` (nil, empty and a repeat of the last are not kept again).
    /// - Complexity: O(1) (at most ``capacity`` kept).
    public mutating func record(_ message: String?) {
        guard let message, !message.isEmpty, recent.last != message else { return }
        recent.append(message)
        if recent.count > Self.capacity { recent.removeFirst() }
    }
}
