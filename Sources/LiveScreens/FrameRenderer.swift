/// Draws frames on a terminal by difference: the bytes that turn the last frame drawn into the
/// new one, and nothing for a frame that did not change.
///
/// Every cell lands where the frame put it, whatever the terminal thinks a character's width is:
/// a run of changed cells starts with an explicit cursor move, and after a character whose width
/// terminals disagree about (an emoji, anything but plain narrow scripts, box drawing and
/// braille) the cursor is taken to be unknown, so the next cell is positioned again. A wide
/// character first erases its cells (ECH), so a terminal that draws it narrower than the frame
/// says leaves a blank, not a stale character, in the rest.
public struct FrameRenderer: Sendable {
    /// The frame the terminal shows, as far as this renderer knows; nil before the first draw or
    /// after ``invalidate()``.
    private var shown: Frame?
    /// Where the terminal's cursor is, when known.
    private var cursor: (x: Int, y: Int)?
    /// The style the terminal is drawing with, when known.
    private var pen: CellStyle?

    public init() {}

    /// Forgets what the terminal shows (after a resize, or when something else drew on it): the
    /// next frame is drawn whole.
    public mutating func invalidate() {
        shown = nil
        cursor = nil
        pen = nil
    }

    /// The bytes that bring the terminal from the last frame to `frame` (empty when they are
    /// the same).
    /// - Complexity: O(*w* · *h*) to compare, plus O(*c*) output for *c* changed cells.
    public mutating func render(_ frame: Frame) -> String {
        var out = ""
        let before: Frame
        if let shown, shown.width == frame.width, shown.height == frame.height {
            guard shown != frame else { return "" }
            before = shown
        } else {
            // A fresh screen: clear it, then draw only what is not blank.
            out += TerminalControl.resetStyle + TerminalControl.clearScreen
            pen = .plain
            cursor = nil
            before = Frame(width: frame.width, height: frame.height)
        }
        for y in 0..<frame.height {
            var x = 0
            while x < frame.width {
                let cell = frame[x, y]
                let old = before[x, y]
                // A continuation is drawn with its wide character; a wide character whose other
                // cells changed (it broke a neighbour) is drawn again.
                if cell.isContinuation || (cell == old && !(cell.isWide && (1..<cell.span).contains { frame[x + $0, y] != before[x + $0, y] })) {
                    x += 1
                    continue
                }
                draw(cell, x: x, y: y, width: frame.width, into: &out)
                x += cell.span
            }
        }
        shown = frame
        return out
    }

    private mutating func draw(_ cell: Cell, x: Int, y: Int, width: Int, into out: inout String) {
        if let cursor, cursor == (x, y) {} else {
            out += TerminalControl.moveTo(x: x, y: y)
        }
        if pen != cell.style {
            out += TerminalControl.sgr(cell.style)
            pen = cell.style
        }
        if cell.isWide {
            out += cell.span == 2 ? TerminalControl.eraseTwo : TerminalControl.csi + String(cell.span) + "X"
            out += cell.text
            cursor = nil   // one column or two: the terminal decides, so position the next cell
        } else {
            out += cell.text
            let narrow = cell.text.unicodeScalars.allSatisfy(DisplayWidth.isSurelyNarrow)
            cursor = narrow && x + 1 < width ? (x + 1, y) : nil
        }
    }
}

/// The escape sequences screens use (xterm's, which tmux, VTE, kitty, iTerm2 and the Linux
/// console understand), written once.
public enum TerminalControl {
    static let csi = "\u{1B}["

    /// Alternate screen, cursor hidden, mouse reporting (clicks, drags: 1000 and 1002, in SGR
    /// form: 1006) and bracketed paste on.
    public static let enterScreen = csi + "?1049h" + csi + "?25l" + csi + "?1000h" + csi + "?1002h" + csi + "?1006h" + csi + "?2004h"
    /// Everything ``enterScreen`` turned on, off again, in reverse: the main screen comes back
    /// with the cursor shown.
    public static let leaveScreen = csi + "?2004l" + csi + "?1006l" + csi + "?1002l" + csi + "?1000l" + csi + "0m" + csi + "?25h" + csi + "?1049l"

    static let resetStyle = csi + "0m"
    static let clearScreen = csi + "2J"
    /// ECH 2: blank two cells at the cursor without moving it.
    static let eraseTwo = csi + "2X"

    /// CUP to column `x`, row `y` (0-based; the sequence counts from 1).
    static func moveTo(x: Int, y: Int) -> String {
        csi + String(y + 1) + ";" + String(x + 1) + "H"
    }

    /// CHA to column `x` (0-based) on the current line.
    public static func column(_ x: Int) -> String {
        csi + String(x + 1) + "G"
    }

    /// SGR for a style, from a reset.
    public static func sgr(_ style: CellStyle) -> String {
        var codes = "0"
        if style.bold { codes += ";1" }
        if style.faint { codes += ";2" }
        if style.reverse { codes += ";7" }
        if let foreground = style.foreground { codes += ";38;" + parameters(foreground) }
        if let background = style.background { codes += ";48;" + parameters(background) }
        return csi + codes + "m"
    }

    /// A colour's SGR parameters after 38 or 48: `5;n` or `2;r;g;b`.
    private static func parameters(_ color: CellColor) -> String {
        switch color {
        case .indexed(let index): "5;" + String(index)
        case .rgb(let red, let green, let blue): "2;" + String(red) + ";" + String(green) + ";" + String(blue)
        }
    }
}
