import EmojiArt
import Layout
import LiveScreens
import REPL

/// The art edit screen's view: state + size → frame. Nothing here changes anything.
enum ArtEditView {
    /// Colours (ANSI 256) used when colour is on.
    static let stripColor = CellColor.indexed(236)
    static let cursorColor = CellColor.indexed(220)
    static let selectedColor = CellColor.indexed(33)

    /// The frame for `state` on a `width` × `height` terminal.
    /// - Complexity: O(*w* · *h* + *n*) for *n* emoji in the document (each placed in O(1)).
    static func frame(_ state: ArtEditState, width: Int, height: Int) -> Frame {
        var frame = Frame(width: width, height: height)
        let layout = state.layout
        if layout.isTooSmall {
            let size = "\(ArtEditLayout.minimumWidth)x\(ArtEditLayout.minimumHeight)"
            // A question asked on the way out is still answered here.
            let asks = state.prompt ?? ["enlarge the terminal to \(size) (q leaves)", "enlarge to \(size) (q leaves)", "enlarge to \(size)"]
            frame.put(StatusLine.cut(asks.first { DisplayWidth.of($0) <= width } ?? size, to: width), x: 0, y: 0)
            return frame
        }
        state.drawBackground?(&frame, state.transform)
        drawCanvasEdge(state, into: &frame)
        drawLoading(state, into: &frame)
        drawEmojis(state, into: &frame)
        drawCursor(state, into: &frame)
        ScrollingEmojisView.draw(state, into: &frame)
        drawDraggedOverStrip(state, into: &frame)
        if case .stripEmoji(let emoji, let at)? = state.drag, let character = emoji.first {
            frame.put(emoji: character, x: at.x, y: at.y, style: CellStyle(reverse: true))
        }
        drawStatus(state, into: &frame)
        let help = ArtEditScreen.keyMap.hintBar(width: layout.width)
        frame.put(help, x: 0, y: layout.helpRow, style: CellStyle(faint: true), limit: layout.width)
        return frame
    }

    // MARK: - The canvas

    /// Every emoji, in document order (the last drawn is on top, as the hit-test has it);
    /// selected ones in reverse video (in colour also on blue).
    private static func drawEmojis(_ state: ArtEditState, into frame: inout Frame) {
        let transform = state.transform
        let canvas = state.layout.canvas
        var moving: Set<Int> = []
        var shift = (columns: 0, rows: 0)
        if case .emojis(let ids, let columns, let rows)? = state.drag {
            moving = ids
            shift = (columns, rows)
        }
        let selected = CellStyle(background: state.color ? selectedColor : nil, reverse: true)
        var lifted: [(Character, CellPoint)] = []
        for emoji in state.document.emojis {
            guard let character = emoji.text.first, var cell = transform.emojiCell(x: emoji.x, y: emoji.y) else { continue }
            if !moving.isEmpty, moving.contains(emoji.id) {
                cell.x += shift.columns
                cell.y += shift.rows
                lifted.append((character, CellPoint(x: cell.x, y: cell.y)))
                continue
            }
            guard cell.x >= canvas.x, cell.x + 1 < canvas.x + canvas.width, cell.y >= canvas.y, cell.y < canvas.y + canvas.height else {
                continue
            }
            // An emoji sits on the picture: it keeps the colour of what it covers.
            let style = state.document.selection.contains(emoji.id) ? selected : CellStyle(background: frame[cell.x, cell.y].style.background)
            frame.put(emoji: character, x: cell.x, y: cell.y, style: style)
        }
        // What is being dragged is drawn over the rest.
        for (character, cell) in lifted where canvas.contains(x: cell.x, y: cell.y) && canvas.contains(x: cell.x + 1, y: cell.y) {
            frame.put(emoji: character, x: cell.x, y: cell.y, style: selected)
        }
    }

    /// The canvas's edge, faint, on the cells just outside it: a box where it is all in view, a
    /// side or a corner where only that is, nothing where the canvas fills the view that way.
    /// Emoji past the edge are drawn over it.
    /// - Complexity: O(*w* + *h*) for the area's size.
    private static func drawCanvasEdge(_ state: ArtEditState, into frame: inout Frame) {
        let area = state.layout.canvas
        let transform = state.transform
        let halfWidth = Double(state.canvasSize.width) / 2, halfHeight = Double(state.canvasSize.height) / 2
        let topLeft = transform.screenPoint(x: -halfWidth, y: -halfHeight)
        let bottomRight = transform.screenPoint(x: halfWidth, y: halfHeight)
        // The edge's cells, relative to the area, kept just beyond it so a far one stays a small Int.
        // An edge within a millionth of a cell of a boundary is on it: zoom to fit puts the edges
        // on boundaries a cell inside the area, and a rounding error must not push one out.
        func cell(_ points: Double, _ size: Double, _ cells: Int, roundedUp: Bool) -> Int {
            let value = points / size
            let tolerance = 1e-6
            let rounded = roundedUp ? (value - tolerance).rounded(.up) : (value + tolerance).rounded(.down)
            return Int(max(-2, min(Double(cells + 1), rounded)))
        }
        let left = area.x + cell(topLeft.x, ArtViewport.cellWidth, area.width, roundedUp: false) - 1
        let right = area.x + cell(bottomRight.x, ArtViewport.cellWidth, area.width, roundedUp: true)
        let top = area.y + cell(topLeft.y, ArtViewport.cellHeight, area.height, roundedUp: false) - 1
        let bottom = area.y + cell(bottomRight.y, ArtViewport.cellHeight, area.height, roundedUp: true)
        func mark(_ character: Character, _ x: Int, _ y: Int) {
            guard area.contains(x: x, y: y) else { return }
            frame.put(character, width: 1, x: x, y: y, style: CellStyle(background: frame[x, y].style.background, faint: true))
        }
        for x in max(left + 1, area.x)..<max(min(right, area.x + area.width), max(left + 1, area.x)) {
            mark("─", x, top)
            mark("─", x, bottom)
        }
        for y in max(top + 1, area.y)..<max(min(bottom, area.y + area.height), max(top + 1, area.y)) {
            mark("│", left, y)
            mark("│", right, y)
        }
        mark("┌", left, top)
        mark("┐", right, top)
        mark("└", left, bottom)
        mark("┘", right, bottom)
    }

    /// The braille spinner a load shows, a frame each tenth of a second on the screen's clock.
    static let spinner: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]

    /// While a background loads: `⠹ loading sky.png…` at the canvas's centre, cut to fit.
    /// - Complexity: O(*w*) for the area's width.
    private static func drawLoading(_ state: ArtEditState, into frame: inout Frame) {
        guard let name = state.loading else { return }
        let area = state.layout.canvas
        let turn = state.time.isFinite ? Int((state.time * 10).rounded(.down).magnitude.truncatingRemainder(dividingBy: Double(spinner.count))) : 0
        let text = StatusLine.cut("\(spinner[turn]) loading \(name.terminalSafe)…", to: max(area.width - 2, 1))
        let width = DisplayWidth.of(text)
        let x = area.x + max((area.width - width) / 2, 0)
        // A row above the centre: the cursor starts at the centre.
        frame.put(text, x: x, y: area.y + max(area.height / 2 - 1, 0), style: CellStyle(bold: true), limit: area.width)
    }

    /// Canvas emoji dragged down onto the strip (on their way to the trash) stay in sight there.
    /// - Complexity: O(*n*) for *n* emoji in the document.
    private static func drawDraggedOverStrip(_ state: ArtEditState, into frame: inout Frame) {
        guard case .emojis(let ids, let columns, let rows)? = state.drag else { return }
        let row = state.layout.paletteName.y
        let style = CellStyle(background: state.color ? selectedColor : nil, reverse: true)
        for emoji in state.document.emojis where ids.contains(emoji.id) {
            guard let character = emoji.text.first, let cell = state.transform.emojiCell(x: emoji.x, y: emoji.y),
                  cell.y + rows == row, cell.x + columns >= 0, cell.x + columns + 1 < state.layout.width else { continue }
            frame.put(emoji: character, x: cell.x + columns, y: row, style: style)
        }
    }

    /// The keyboard cursor: a `+` on a cell without an emoji (over the background's colour); on
    /// an emoji, `▸` and `◂` either side of it where no other emoji is.
    private static func drawCursor(_ state: ArtEditState, into frame: inout Frame) {
        guard let cursor = state.cursor, state.layout.canvas.contains(x: cursor.x, y: cursor.y) else { return }
        var style = CellStyle(foreground: state.color ? cursorColor : nil, bold: true)
        // A cell of an emoji: wide, or narrow where the terminal's width profile draws it in one column.
        func isEmoji(_ x: Int) -> Bool {
            let cell = frame[x, cursor.y]
            return cell.isWide || cell.isContinuation || cell.text.unicodeScalars.first.map { !$0.isASCII && $0.properties.isEmoji } == true
        }
        func mark(_ character: Character, at x: Int) {
            style.background = frame[x, cursor.y].style.background
            frame.put(character, width: 1, x: x, y: cursor.y, style: style)
        }
        // The emoji's first column: the cursor's cell or one before it (the second cell of its
        // slot, a blank where the terminal draws it in one column).
        var start = cursor.x
        if !isEmoji(start), isEmoji(start - 1), !frame[start - 1, cursor.y].isWide, !frame[start - 1, cursor.y].isContinuation { start -= 1 }
        guard isEmoji(start) else {
            mark("+", at: cursor.x)
            return
        }
        while start > 0, frame[start, cursor.y].isContinuation { start -= 1 }
        let end = start + max(frame[start, cursor.y].span, 2)
        let canvas = state.layout.canvas
        if canvas.contains(x: start - 1, y: cursor.y), !isEmoji(start - 1) { mark("▸", at: start - 1) }
        if canvas.contains(x: end, y: cursor.y), !isEmoji(end) { mark("◂", at: end) }
    }

    // MARK: - The status line

    /// `pic.emojiart (unsaved) · zoom 150% · 2 selected · background: blank · dropped 🐶 at 12,5`,
    /// shortened to fit.
    private static func drawStatus(_ state: ArtEditState, into frame: inout Frame) {
        if let forms = state.prompt, let last = forms.last {
            let width = state.layout.width
            // The end of a long name matters most: it is what is being typed.
            let text = forms.first { DisplayWidth.of($0) <= width } ?? String(last.suffix(max(width, 1)))
            frame.put(text, x: 0, y: state.layout.statusRow, style: CellStyle(bold: true, reverse: true), limit: width)
            return
        }
        frame.put(statusLine(state).fitted(to: state.layout.width), x: 0, y: state.layout.statusRow, style: CellStyle(bold: true),
                  limit: state.layout.width)
    }

    static func statusLine(_ state: ArtEditState) -> StatusLine {
        var line = StatusLine()
        let name = (state.fileName ?? "untitled").terminalSafe
        line.add(state.needsSave ? ["\(name) (unsaved)", "\(name)*"] : [name], priority: 0)
        if let message = state.message?.terminalSafe, !message.isEmpty {
            // Narrower forms keep what was just done in view on a 40-column terminal too; wider, they
            // would be taken before the zoom or the background's words are dropped.
            let narrow = state.layout.width < 50 ? [StatusLine.cut(message, to: 20), StatusLine.cut(message, to: 12)] : []
            line.add([message, StatusLine.cut(message, to: 30)] + narrow, priority: 1)
        }
        let percent = Int((state.zoom * 100).rounded())
        line.add(state.isFit ? ["zoom \(percent)% (fit)", "\(percent)%"] : ["zoom \(percent)%", "\(percent)%"], priority: 2)
        let count = state.document.selection.count
        line.add(["\(count) selected of \(state.document.emojis.count)", "\(count) selected", "\(count) sel"], priority: 2)
        line.add(["background: \(state.background)".terminalSafe, StatusLine.cut("bg: \(state.background)".terminalSafe, to: 24)], priority: 3)
        return line
    }
}
