/// A small terminal emulator of our own, for tests: it keeps a grid of cells and understands
/// the part of xterm's language our screens and boards write (cursor moves, erasing, styles,
/// the screen modes), with a choice of how wide it thinks an emoji written with U+FE0F is. Tests
/// feed it what a screen wrote and ask where things landed, under both policies.
public struct VirtualTerminal: Sendable {
    /// How wide the terminal draws a character that is not an emoji by default but is written
    /// with U+FE0F to ask for emoji presentation (✈️ ☀️ 🕷️ ❄️).
    public enum WidthPolicy: Sendable, CaseIterable {
        /// Two columns, as Unicode intends (kitty, WezTerm, recent iTerm2).
        case variationSelectorWide
        /// One column, the base character's own width (tmux, VTE, xterm, the Linux console).
        case variationSelectorNarrow
    }

    public let width: Int
    public let height: Int
    public let policy: WidthPolicy
    /// Lines it is given are ended by `\n` alone (a terminal in cooked mode adds the `\r`).
    public var newlineReturns = true

    /// Cells row by row: a character, or "" for the second column of a wide one.
    private var cells: [String]
    /// Each cell's SGR parameters from a reset ("" for the terminal's own colours), as drawn.
    private var cellStyles: [String]
    /// The SGR parameters in force for what is drawn next.
    private var currentStyle = ""
    private var savedMain: [String]?
    public private(set) var cursor: (x: Int, y: Int) = (0, 0)
    public private(set) var cursorVisible = true
    public private(set) var alternateScreen = false
    /// Private modes (`CSI ? N h`) that are on: 1000, 1002, 1006 (mouse), 2004 (paste)…
    public private(set) var modes: Set<Int> = []
    /// Every SGR sequence's parameters, in order (tests look at colour and attributes through it).
    public private(set) var styles: [String] = []

    /// A measured terminal's widths (a width profile), over Unicode's and the policy's.
    public let widths: WidthModel?

    public init(width: Int, height: Int, policy: WidthPolicy) {
        self.init(width: width, height: height, policy: policy, widths: nil)
    }

    /// A terminal that draws emoji as `widths` says (a made-up or measured profile), and
    /// everything else at Unicode's widths.
    public init(width: Int, height: Int, widths: WidthModel) {
        self.init(width: width, height: height, policy: .variationSelectorWide, widths: widths)
    }

    private init(width: Int, height: Int, policy: WidthPolicy, widths: WidthModel?) {
        self.width = max(width, 1)
        self.height = max(height, 1)
        self.policy = policy
        self.widths = widths
        cells = Array(repeating: " ", count: self.width * self.height)
        cellStyles = Array(repeating: "", count: self.width * self.height)
    }

    /// How wide this terminal draws `character`: its own, whatever width model the process
    /// measures with.
    public func width(of character: Character) -> Int {
        if let measured = widths?.measured(character) { return measured }
        let scalars = character.unicodeScalars
        if policy == .variationSelectorNarrow, scalars.count == 2, scalars.last == "\u{FE0F}",
           let first = scalars.first, !first.properties.isEmojiPresentation {
            return DisplayWidth.isWide(first.value) ? 2 : 1
        }
        return DisplayWidth.unicode(of: character)
    }

    // MARK: - Reading the screen

    /// The character drawn at column `x`, row `y` (0-based): "" when the cell is the second
    /// column of a wide character.
    public func character(atX x: Int, y: Int) -> String {
        guard x >= 0, x < width, y >= 0, y < height else { return " " }
        return cells[y * width + x]
    }

    /// Row `y` as text, without trailing spaces.
    public func line(_ y: Int) -> String {
        guard y >= 0, y < height else { return "" }
        var text = Substring(cells[(y * width)..<(y * width + width)].joined())
        while text.last == " " { text.removeLast() }
        return String(text)
    }

    /// Every row, without trailing spaces.
    public var lines: [String] { (0..<height).map(line) }

    /// The SGR parameters cell (`x`, `y`) was drawn with, from a reset ("" for the terminal's own
    /// colours and no attributes): `1;38;5;3` is bold in palette colour 3.
    public func style(atX x: Int, y: Int) -> String {
        guard x >= 0, x < width, y >= 0, y < height else { return "" }
        return cellStyles[y * width + x]
    }

    /// The screen's styles in a compact notation: a row of letters per row of the screen, one per
    /// cell (both cells of a wide character), `.` for the terminal's own style and trailing ones
    /// left out, and a legend giving each letter's SGR parameters, lettered in the order they
    /// first appear (reading order), so the same screen always reads the same.
    /// - Complexity: O(*w* · *h*).
    public var styleMask: (rows: [String], legend: [(letter: Character, parameters: String)]) {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        var legend: [(letter: Character, parameters: String)] = []
        var letterOf: [String: Character] = [:]
        var rows: [String] = []
        for y in 0..<height {
            var row = ""
            for x in 0..<width {
                let style = cellStyles[y * width + x]
                guard !style.isEmpty else { row.append("."); continue }
                if let letter = letterOf[style] {
                    row.append(letter)
                } else {
                    // Past 62 styles the rest share `*`: a screen that busy is not read letter by letter.
                    let letter = legend.count < letters.count ? letters[legend.count] : "*"
                    if letter == "*" {
                        if !legend.contains(where: { $0.letter == "*" }) { legend.append(("*", "(any other)")) }
                    } else {
                        legend.append((letter, style))
                    }
                    letterOf[style] = letter
                    row.append(letter)
                }
            }
            while row.last == "." { row.removeLast() }
            rows.append(row)
        }
        return (rows, legend)
    }

    /// The column where `text` first starts on row `y`, counting cells (a wide character counts
    /// two); nil when it is not there.
    public func column(of text: String, inRow y: Int) -> Int? {
        guard y >= 0, y < height, let first = text.first.map(String.init) else { return nil }
        for x in 0..<width where cells[y * width + x] == first {
            var matched = true
            var column = x
            for character in text.dropFirst() {
                column += 1
                while column < width, cells[y * width + column].isEmpty { column += 1 }
                if column >= width || cells[y * width + column] != String(character) {
                    matched = false
                    break
                }
            }
            if matched { return x }
        }
        return nil
    }

    // MARK: - Feeding it

    /// Interprets what a program wrote.
    /// - Complexity: O(*n*) in the text.
    public mutating func feed(_ text: String) {
        var characters = text[...]
        while let character = characters.first {
            characters = characters.dropFirst()
            switch character {
            case "\u{1B}":
                characters = escape(characters)
            case "\r":
                cursor.x = 0
            case "\n", "\r\n":
                if newlineReturns || character == "\r\n" { cursor.x = 0 }
                lineFeed()
            case "\u{8}":
                cursor.x = max(cursor.x - 1, 0)
            default:
                draw(character)
            }
        }
    }

    private mutating func draw(_ character: Character) {
        let columns = width(of: character)
        guard columns > 0 else { return }
        if cursor.x + columns > width {
            cursor.x = 0
            lineFeed()
        }
        put(String(character), x: cursor.x, y: cursor.y, style: currentStyle)
        for column in (cursor.x + 1)..<min(cursor.x + columns, width) { put("", x: column, y: cursor.y, style: currentStyle) }
        cursor.x = min(cursor.x + columns, width)   // at the edge: the next character wraps
    }

    /// Sets a cell as a terminal does: a wide character that loses one of its cells loses all.
    private mutating func put(_ text: String, x: Int, y: Int, style: String = "") {
        let index = y * width + x
        let row = y * width
        if !text.isEmpty {
            if cells[index].isEmpty {
                var head = index - 1
                while head >= row, cells[head].isEmpty { cells[head] = " "; head -= 1 }
                if head >= row { cells[head] = " " }
            }
            var next = index + 1
            while next < row + width, cells[next].isEmpty { cells[next] = " "; next += 1 }
        }
        cells[index] = text
        cellStyles[index] = style
    }

    private mutating func lineFeed() {
        if cursor.y + 1 < height {
            cursor.y += 1
        } else {
            cells.removeFirst(width)
            cells += Array(repeating: " ", count: width)
            cellStyles.removeFirst(width)
            cellStyles += Array(repeating: "", count: width)
        }
    }

    /// An escape sequence (after ESC); returns what follows it.
    private mutating func escape(_ rest: Substring) -> Substring {
        guard rest.first == "[" else { return rest.dropFirst() }
        var body = rest.dropFirst()
        var parameters = ""
        while let character = body.first, let ascii = character.asciiValue, (0x20...0x3F).contains(ascii) {
            parameters.append(character)
            body = body.dropFirst()
        }
        guard let final = body.first else { return body }
        control(final, parameters)
        return body.dropFirst()
    }

    private mutating func control(_ final: Character, _ parameters: String) {
        let isPrivate = parameters.hasPrefix("?")
        let numbers = parameters.drop { $0 == "?" }.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func number(_ index: Int, default value: Int) -> Int {
            index < numbers.count ? (numbers[index] ?? value) : value
        }
        switch final {
        case "H", "f":
            cursor = (min(max(number(1, default: 1) - 1, 0), width - 1), min(max(number(0, default: 1) - 1, 0), height - 1))
        case "G":
            cursor.x = min(max(number(0, default: 1) - 1, 0), width - 1)
        case "A": cursor.y = max(cursor.y - number(0, default: 1), 0)
        case "B": cursor.y = min(cursor.y + number(0, default: 1), height - 1)
        case "C": cursor.x = min(cursor.x + number(0, default: 1), width - 1)
        case "D": cursor.x = max(cursor.x - number(0, default: 1), 0)
        case "X":
            for x in cursor.x..<min(cursor.x + max(number(0, default: 1), 1), width) { put(" ", x: x, y: cursor.y) }
        case "K":
            let range: Range<Int>
            switch number(0, default: 0) {
            case 1: range = 0..<min(cursor.x + 1, width)
            case 2: range = 0..<width
            default: range = min(cursor.x, width)..<width
            }
            for x in range { put(" ", x: x, y: cursor.y) }
        case "J":
            if number(0, default: 0) == 2 || number(0, default: 0) == 3 {
                cells = Array(repeating: " ", count: width * height)
                cellStyles = Array(repeating: "", count: width * height)
            } else {
                for index in (cursor.y * width + cursor.x)..<cells.count {
                    cells[index] = " "
                    cellStyles[index] = ""
                }
            }
        case "m":
            styles.append(parameters)
            currentStyle = Self.style(currentStyle, after: parameters)
        case "h" where isPrivate, "l" where isPrivate:
            for mode in numbers.compactMap({ $0 }) { setMode(mode, on: final == "h") }
        default:
            break
        }
    }

    /// The style after SGR `parameters`: what follows a reset (`0`, or nothing) replaces it, and
    /// anything else is added to it (screens always write their styles from a reset).
    static func style(_ current: String, after parameters: String) -> String {
        let codes = parameters.split(separator: ";", omittingEmptySubsequences: false)
        var kept = current.isEmpty ? [] : current.split(separator: ";").map(String.init)
        var index = 0
        while index < codes.count {
            // A colour's own numbers (38;5;N, 48;2;R;G;B) are not resets, whatever they are.
            var length = 1
            if codes[index] == "38" || codes[index] == "48" {
                length = index + 1 < codes.count && codes[index + 1] == "2" ? 5 : 3
            }
            let end = min(index + length, codes.count)
            if length == 1 && (codes[index].isEmpty || codes[index] == "0") {
                kept = []
            } else {
                kept += codes[index..<end].map(String.init)
            }
            index = end
        }
        return kept.joined(separator: ";")
    }

    private mutating func setMode(_ mode: Int, on: Bool) {
        if on { modes.insert(mode) } else { modes.remove(mode) }
        switch mode {
        case 25:
            cursorVisible = on
        case 1049 where on && !alternateScreen:
            savedMain = cells
            cells = Array(repeating: " ", count: width * height)
            cellStyles = Array(repeating: "", count: width * height)
            alternateScreen = true
        case 1049 where !on && alternateScreen:
            cells = savedMain ?? Array(repeating: " ", count: width * height)
            cellStyles = Array(repeating: "", count: width * height)
            savedMain = nil
            alternateScreen = false
        default:
            break
        }
    }
}
