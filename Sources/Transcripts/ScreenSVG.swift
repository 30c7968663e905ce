import Escaping

/// Draws a screen (``ScreenCells``) as SVG, as a terminal with a dark theme and xterm's colours
/// draws it: a cell is 10 × 20 units, every character is placed at its own cell (an emoji
/// across its two), and its SGR parameters give its colours, bold, faint, italic, underline and
/// reverse video. Optionally it marks cells with a red outline (the cells where two screens
/// differ), each a `<rect class="differs">` carrying its column and row.
///
/// Well-formed XML whatever the screen holds: text and attributes are escaped, and characters
/// XML 1.0 cannot hold are dropped.
struct ScreenSVG {
    static let cellWidth = 10
    static let cellHeight = 20
    static let background = "#1d1f21"
    static let foreground = "#c5c8c6"

    var title: String
    var screen: ScreenCells
    /// Cells outlined in red, (column, row) from 0.
    var marked: [(x: Int, y: Int)] = []

    /// - Complexity: O(*w* · *h*) in the screen's cells.
    func render() -> String {
        let columns = max(screen.width, 1), rows = max(screen.height, 1)
        let width = columns * Self.cellWidth, height = rows * Self.cellHeight
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">
            <title>\(escape(title))</title>
            <rect width="\(width)" height="\(height)" fill="\(Self.background)"/>
            <g font-family="DejaVu Sans Mono, Menlo, Consolas, Noto Color Emoji, Apple Color Emoji, Segoe UI Emoji, monospace" font-size="16" xml:space="preserve">

            """
        for y in 0..<screen.height {
            for x in 0..<screen.width {
                svg += cell(x: x, y: y)
            }
        }
        svg += "</g>\n"
        for (x, y) in marked {
            svg += "<rect class=\"differs\" data-column=\"\(x + 1)\" data-row=\"\(y + 1)\" x=\"\(x * Self.cellWidth + 1)\" y=\"\(y * Self.cellHeight + 1)\" "
                + "width=\"\(Self.cellWidth - 2)\" height=\"\(Self.cellHeight - 2)\" fill=\"none\" stroke=\"#ff3b30\" stroke-width=\"2\"/>\n"
        }
        svg += "</svg>\n"
        return svg
    }

    /// A cell's background (when not the terminal's) and its character (when not blank).
    private func cell(x: Int, y: Int) -> String {
        let cell = screen.cell(x: x, y: y)
        let look = SGRLook(cell.style)
        var svg = ""
        let (left, top) = (x * Self.cellWidth, y * Self.cellHeight)
        let wide = screen.cell(x: x + 1, y: y).text.isEmpty && !cell.text.isEmpty
        if let fill = look.backgroundColor {
            svg += "<rect x=\"\(left)\" y=\"\(top)\" width=\"\(Self.cellWidth * (wide ? 2 : 1))\" height=\"\(Self.cellHeight)\" fill=\"\(fill)\"/>"
        }
        let text = escape(cell.text)
        if !text.isEmpty, cell.text != " " {
            var attributes = "x=\"\(left)\" y=\"\(top + 15)\" fill=\"\(look.foregroundColor)\""
            if wide { attributes += " textLength=\"\(2 * Self.cellWidth)\" lengthAdjust=\"spacingAndGlyphs\"" }
            if look.bold { attributes += " font-weight=\"bold\"" }
            if look.italic { attributes += " font-style=\"italic\"" }
            if look.faint { attributes += " fill-opacity=\"0.6\"" }
            if look.underline { attributes += " text-decoration=\"underline\"" }
            svg += "<text \(attributes)>\(text)</text>"
        }
        return svg.isEmpty ? "" : svg + "\n"
    }

    private func escape(_ text: String) -> String {
        XMLEscaping.escaped(text, for: .anywhere, forbidden: .dropped)
    }
}

/// What a cell's SGR parameters (from a reset) ask for.
struct SGRLook: Equatable {
    var foreground: String?
    var background: String?
    var bold = false
    var faint = false
    var italic = false
    var underline = false
    var reverse = false

    /// - Complexity: O(*n*) in the parameters.
    init(_ parameters: String) {
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }
        var index = 0
        while index < numbers.count {
            let code = numbers[index]
            index += 1
            switch code {
            case 0: (foreground, background, bold, faint, italic, underline, reverse) = (nil, nil, false, false, false, false, false)
            case 1: bold = true
            case 2: faint = true
            case 3: italic = true
            case 4: underline = true
            case 7: reverse = true
            case 22: (bold, faint) = (false, false)
            case 23: italic = false
            case 24: underline = false
            case 27: reverse = false
            case 30...37: foreground = Self.palette(code - 30)
            case 90...97: foreground = Self.palette(code - 90 + 8)
            case 39: foreground = nil
            case 40...47: background = Self.palette(code - 40)
            case 100...107: background = Self.palette(code - 100 + 8)
            case 49: background = nil
            case 38, 48:
                let color = Self.extended(numbers, at: &index)
                if code == 38 { foreground = color } else { background = color }
            default: break
            }
        }
    }

    var foregroundColor: String { reverse ? background ?? ScreenSVG.background : foreground ?? ScreenSVG.foreground }
    var backgroundColor: String? { reverse ? foreground ?? ScreenSVG.foreground : background }

    /// `5;N` (the 256-colour palette) or `2;R;G;B` after a 38 or 48.
    private static func extended(_ numbers: [Int], at index: inout Int) -> String? {
        guard index < numbers.count else { return nil }
        if numbers[index] == 5, index + 1 < numbers.count {
            defer { index += 2 }
            return palette(numbers[index + 1])
        }
        if numbers[index] == 2, index + 3 < numbers.count {
            defer { index += 4 }
            return hex(numbers[index + 1], numbers[index + 2], numbers[index + 3])
        }
        index = numbers.count
        return nil
    }

    /// xterm's 16 colours.
    private static let basic = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    /// Colour `n` of xterm's 256: the 16, a 6 × 6 × 6 cube, then 24 greys.
    static func palette(_ n: Int) -> String {
        switch n {
        case 0..<16: return hex(basic[n].0, basic[n].1, basic[n].2)
        case 16..<232:
            let levels = [0, 95, 135, 175, 215, 255]
            let i = n - 16
            return hex(levels[i / 36], levels[i / 6 % 6], levels[i % 6])
        case 232..<256:
            let grey = 8 + 10 * (n - 232)
            return hex(grey, grey, grey)
        default: return ScreenSVG.foreground
        }
    }

    private static func hex(_ r: Int, _ g: Int, _ b: Int) -> String {
        "#" + [r, g, b].map { component in
            let value = min(max(component, 0), 255)
            let digits = String(value, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
