import Game
import Layout
import Themes
import LiveScreens
import REPL

/// Draws one card of the play screen into a frame: CS193p's `Cardify` in cells. A face-down
/// card is its number on the theme's colour, a face-up one its emoji with the Pie behind it,
/// a matched one dotted; a card turning over shrinks to its edge and grows back showing its
/// other side, and a matched pair fades before it goes.
struct CardDrawing {
    /// What the card shows.
    enum Look: Equatable {
        case faceDown(number: Int)
        /// `pie` is the fraction of bonus time left (0: no Pie).
        case faceUp(content: String, isMatched: Bool, pie: Double)
        case gone
    }

    let look: Look
    /// Under the keyboard cursor: a heavy border.
    var isCursor = false
    /// 1 is the full width; less while turning over.
    var widthScale = 1.0
    /// Fading out: 0 is solid, from 0.5 only the outline is left.
    var fade = 0.0
    /// Colours: the theme's (background, foreground), nil without colour.
    let colors: (background: CellColor, foreground: CellColor)?

    /// The box's characters: rounded, dotted (matched) and heavy (the cursor).
    struct Edges {
        let horizontal: Character, vertical: Character
        let topLeft: Character, topRight: Character, bottomLeft: Character, bottomRight: Character

        static let rounded = Edges(horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯")
        static let dotted = Edges(horizontal: "┈", vertical: "┊", topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯")
        static let heavy = Edges(horizontal: "━", vertical: "┃", topLeft: "┏", topRight: "┓", bottomLeft: "┗", bottomRight: "┛")
    }

    /// Draws the card in `rect`, shaped as `shape`.
    /// - Complexity: O(*w* · *h*) of the card.
    func draw(in rect: CellRect, shape: PlayLayout.CardShape, into frame: inout Frame) {
        switch shape {
        case .boxed: drawBoxed(in: rect, into: &frame)
        case .compact: drawCompact(in: rect, into: &frame)
        }
    }

    private var edgeStyle: CellStyle {
        var style = CellStyle(foreground: colors?.background, bold: isCursor)
        style.faint = fade > 0
        return style
    }

    private func drawBoxed(in full: CellRect, into frame: inout Frame) {
        if look == .gone {
            // A gone card shows only where the cursor is.
            if isCursor { box(full, edges: .dotted, style: CellStyle(faint: true), into: &frame) }
            return
        }
        let width = max(1, Int((Double(full.width) * min(max(widthScale, 0), 1)).rounded()))
        let rect = CellRect(x: full.x + (full.width - width) / 2, y: full.y, width: width, height: full.height)
        if width < 2 {
            // Edge-on: a line.
            for y in rect.y..<(rect.y + rect.height) { frame.put("│", width: 1, x: rect.x, y: y, style: edgeStyle) }
            return
        }
        var edges = Edges.rounded
        if case .faceUp(_, true, _) = look { edges = .dotted }
        if isCursor { edges = .heavy }
        box(rect, edges: edges, style: edgeStyle, into: &frame)
        guard fade < 0.5 else { return }   // fading: the outline alone, then nothing
        let inner = CellRect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2)
        let middle = rect.y + rect.height / 2
        switch look {
        case .faceDown(let number):
            if let colors {
                frame.fill(x: inner.x, y: inner.y, width: inner.width, height: inner.height, style: CellStyle(background: colors.background))
            }
            let digits = String(number)
            guard digits.count <= inner.width else { return }
            let style = CellStyle(foreground: colors?.foreground, background: colors?.background, bold: true, faint: fade > 0)
            frame.put(digits, x: inner.x + (inner.width - digits.count + 1) / 2, y: middle, style: style)
        case .faceUp(let content, _, let pie):
            guard inner.width >= 2 else { return }
            if pie > 0, widthScale >= 1 {
                let pieStyle = CellStyle(foreground: colors?.background, faint: fade > 0)
                if inner.height >= 3, inner.width >= 4 {
                    // The course's Pie behind the emoji: a disc filling the card.
                    for (row, cells) in Pie.disc(fraction: pie, width: inner.width, height: inner.height).enumerated() {
                        for (column, glyph) in cells.enumerated() {
                            if let glyph { frame.put(glyph, width: 1, x: inner.x + column, y: inner.y + row, style: pieStyle) }
                        }
                    }
                } else {
                    // No room for a disc: a gauge along the bottom edge.
                    for (column, glyph) in Pie.gauge(fraction: pie, cells: inner.width).enumerated() {
                        if let glyph { frame.put(glyph, width: 1, x: inner.x + column, y: rect.y + rect.height - 1, style: pieStyle) }
                    }
                }
            }
            // Centred by how wide this terminal draws it (the width model), so both edges stay put.
            if let character = content.first, let shown = DisplayWidth.fitted(character, in: inner.width) {
                frame.put(shown.emoji, width: shown.columns, x: inner.x + (inner.width - shown.columns) / 2, y: middle, style: CellStyle(faint: fade > 0))
            }
        case .gone:
            break
        }
    }

    /// One row: the number on the theme's colour, or the emoji and a one-cell Pie.
    private func drawCompact(in rect: CellRect, into frame: inout Frame) {
        guard widthScale >= 0.5, fade < 0.5 else { return }
        switch look {
        case .faceDown(let number):
            let digits = String(number)
            var style = CellStyle(foreground: colors?.foreground, background: colors?.background, bold: isCursor, reverse: isCursor)
            style.faint = fade > 0
            frame.fill(x: rect.x, y: rect.y, width: rect.width, height: 1, style: style)
            frame.put(digits, x: rect.x + max(rect.width - digits.count, 0), y: rect.y, style: style)
        case .faceUp(let content, let isMatched, let pie):
            let style = CellStyle(faint: isMatched || fade > 0, reverse: isCursor)
            frame.fill(x: rect.x, y: rect.y, width: rect.width, height: 1, style: style)
            if let character = content.first { frame.put(emoji: character, x: rect.x, y: rect.y, style: style) }
            if rect.width >= 3, let glyph = Pie.level(fraction: pie) {
                frame.put(glyph, width: 1, x: rect.x + 2, y: rect.y, style: CellStyle(foreground: colors?.background, reverse: isCursor))
            }
        case .gone:
            if isCursor { frame.put("·", x: rect.x, y: rect.y, style: CellStyle(faint: true)) }
        }
    }

    private func box(_ rect: CellRect, edges: Edges, style: CellStyle, into frame: inout Frame) {
        let right = rect.x + rect.width - 1, bottom = rect.y + rect.height - 1
        for x in (rect.x + 1)..<max(right, rect.x + 1) {
            frame.put(edges.horizontal, width: 1, x: x, y: rect.y, style: style)
            frame.put(edges.horizontal, width: 1, x: x, y: bottom, style: style)
        }
        for y in (rect.y + 1)..<max(bottom, rect.y + 1) {
            frame.put(edges.vertical, width: 1, x: rect.x, y: y, style: style)
            frame.put(edges.vertical, width: 1, x: right, y: y, style: style)
        }
        frame.put(edges.topLeft, width: 1, x: rect.x, y: rect.y, style: style)
        frame.put(edges.topRight, width: 1, x: right, y: rect.y, style: style)
        frame.put(edges.bottomLeft, width: 1, x: rect.x, y: bottom, style: style)
        frame.put(edges.bottomRight, width: 1, x: right, y: bottom, style: style)
    }
}
