/// A cell's colour: one of the terminal's 256 (what themes and faces use) or a 24-bit one (what
/// a picture's half-blocks need; xterm, VTE, kitty, iTerm2 and tmux draw it as given).
public enum CellColor: Hashable, Sendable {
    /// An ANSI 256-colour index (SGR 38;5 / 48;5).
    case indexed(UInt8)
    /// Red, green, blue (SGR 38;2 / 48;2).
    case rgb(UInt8, UInt8, UInt8)
}

/// How a cell is drawn: colours (nil is the terminal's own) and attributes.
public struct CellStyle: Hashable, Sendable {
    public var foreground: CellColor?
    public var background: CellColor?
    public var bold = false
    /// Dim (SGR 2): how a matched card fades.
    public var faint = false
    public var reverse = false

    public init(foreground: CellColor? = nil, background: CellColor? = nil, bold: Bool = false, faint: Bool = false, reverse: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.faint = faint
        self.reverse = reverse
    }

    public static let plain = CellStyle()
}

/// One cell of a ``Frame``: a character and its style. A character two columns wide (or more,
/// as a terminal draws a ZWJ sequence it does not join as its parts) is held by its first cell;
/// the others are continuations (``isContinuation``), drawn by the first.
public struct Cell: Equatable, Sendable {
    /// One character (a grapheme cluster), or "" for the second half of a wide one.
    public var text: String
    public var style: CellStyle
    /// The columns the character takes: 1, or 2 and more for a wide one.
    public var span: Int

    public init(_ text: String, style: CellStyle = .plain, isWide: Bool = false) {
        self.init(text, style: style, span: isWide ? 2 : 1)
    }

    public init(_ text: String, style: CellStyle = .plain, span: Int) {
        self.text = text
        self.style = style
        self.span = max(span, 1)
    }

    /// The character takes this cell and the next (or more).
    public var isWide: Bool { span > 1 }

    public var isContinuation: Bool { text.isEmpty }

    public static let blank = Cell(" ")
}

/// What a screen shows: a grid of cells, `width` × `height`, built fresh for each state (the
/// view is a function of the state) and drawn by a ``FrameRenderer``, which writes only what
/// changed since the last frame.
public struct Frame: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Row by row.
    public private(set) var cells: [Cell]

    /// A blank frame.
    /// - Complexity: O(*w* · *h*)
    public init(width: Int, height: Int) {
        self.width = max(width, 0)
        self.height = max(height, 0)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at column `x`, row `y` (0-based); a blank one outside the frame.
    /// - Complexity: O(1)
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, x < width, y >= 0, y < height else { return .blank }
        return cells[y * width + x]
    }

    // MARK: - Drawing

    /// Puts one character at `x`, `y`: as many cells as it is wide (a wide character that would
    /// cross the right edge becomes a space). A character partly covered by this one is blanked,
    /// as a terminal does. Outside the frame nothing happens.
    /// - Returns: the columns it took (0 outside the frame).
    /// - Complexity: O(*s*) in the character's scalars, to measure it.
    @discardableResult
    public mutating func put(_ character: Character, x: Int, y: Int, style: CellStyle = .plain) -> Int {
        put(character, width: DisplayWidth.of(character), x: x, y: y, style: style)
    }

    /// As ``put(_:x:y:style:)``, with the width known (``DisplayWidth/ofEmoji(_:)`` for an emoji
    /// in a slot).
    /// - Complexity: O(*w*) in its width.
    @discardableResult
    public mutating func put(_ character: Character, width: Int, x: Int, y: Int, style: CellStyle = .plain) -> Int {
        guard y >= 0, y < height, x >= 0, x < self.width, width > 0 else { return 0 }
        if width >= 2 && x + width <= self.width {
            set(Cell(String(character), style: style, span: width), x: x, y: y)
            for column in (x + 1)..<(x + width) { set(Cell("", style: style), x: column, y: y) }
            return width
        }
        set(Cell(width >= 2 ? " " : String(character), style: style), x: x, y: y)
        return 1
    }

    /// Puts an emoji in a slot of `slot` columns at `x`, `y` (a card's middle, a canvas cell, a
    /// palette strip's item), as wide as the width model says this terminal draws it. One the
    /// terminal draws wider than the slot (a ZWJ sequence drawn as its parts) is drawn as its first
    /// part when that fits, else left out: spilling over would cover what is beside it.
    /// - Returns: the columns it took.
    /// - Complexity: O(*s*) in the emoji's scalars.
    @discardableResult
    public mutating func put(emoji: Character, slot: Int = 2, x: Int, y: Int, style: CellStyle = .plain) -> Int {
        guard let shown = DisplayWidth.fitted(emoji, in: slot) else { return 0 }
        return put(shown.emoji, width: shown.columns, x: x, y: y, style: style)
    }

    /// Puts `text` from `x` along row `y`, clipped at `x + limit` columns (and the frame's edge).
    /// - Returns: the columns it took.
    /// - Complexity: O(*n*) in the text.
    @discardableResult
    public mutating func put(_ text: some StringProtocol, x: Int, y: Int, style: CellStyle = .plain, limit: Int = .max) -> Int {
        var column = x
        let end = x.addingReportingOverflow(limit).overflow ? Int.max : x + limit
        for character in text {
            let width = DisplayWidth.of(character)
            guard width > 0 else { continue }
            guard column + width <= min(end, self.width) else { break }
            column += put(character, width: width, x: column, y: y, style: style)
        }
        return column - x
    }

    /// Fills a rectangle with `character` (one column wide) in `style`.
    /// - Complexity: O(*w* · *h*) of the rectangle.
    public mutating func fill(x: Int, y: Int, width: Int, height: Int, with character: Character = " ", style: CellStyle = .plain) {
        for row in max(y, 0)..<max(min(y + height, self.height), max(y, 0)) {
            for column in max(x, 0)..<max(min(x + width, self.width), max(x, 0)) {
                set(Cell(String(character), style: style), x: column, y: row)
            }
        }
    }

    /// Sets a cell, blanking the rest of a wide character it breaks.
    /// - Complexity: O(*w*) in the broken character's width.
    private mutating func set(_ cell: Cell, x: Int, y: Int) {
        let index = y * width + x
        let row = y * width
        let old = cells[index]
        if old.isWide {
            var next = index + 1
            while next < row + width, cells[next].isContinuation {
                cells[next] = Cell(" ", style: cells[next].style)
                next += 1
            }
        }
        if old.isContinuation, !cell.isContinuation {
            var head = index - 1
            while head >= row, cells[head].isContinuation { head -= 1 }
            let end = head >= row ? head + cells[head].span : 0
            if head >= row, cells[head].isWide, end > index {
                for column in head..<index { cells[column] = Cell(" ", style: cells[column].style) }
                var next = index + 1
                while next < row + width, next < end, cells[next].isContinuation {
                    cells[next] = Cell(" ", style: cells[next].style)
                    next += 1
                }
            }
        }
        cells[index] = cell
    }

    // MARK: - Reading

    /// Row `y` as text: each character once, continuations left out, trailing spaces kept.
    /// - Complexity: O(*w*)
    public func text(ofRow y: Int) -> String {
        guard y >= 0, y < height else { return "" }
        var line = ""
        for x in 0..<width {
            line += cells[y * width + x].text
        }
        return line
    }

    /// Every row as text, without trailing spaces: what a snapshot test compares.
    public var lines: [String] {
        (0..<height).map { y in
            var line = Substring(text(ofRow: y))
            while line.last == " " { line.removeLast() }
            return String(line)
        }
    }
}
