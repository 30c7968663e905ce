import EmojiArt
import Layout
import LiveScreens
import REPL

/// A cell of the art edit screen, 0-based (a terminal's report is one more each way).
struct CellPoint: Equatable, Hashable, Sendable {
    var x: Int
    var y: Int
}

/// What is being dragged, for the view to show it moving (nothing changes in the document
/// until the button is released: one undoable change per drag).
enum ArtDragPreview: Equatable, Sendable {
    /// Emoji of the document (their ids) shifted by whole cells.
    case emojis(Set<Int>, columns: Int, rows: Int)
    /// An emoji of the strip under the pointer.
    case stripEmoji(String, at: CellPoint)
}

/// Everything the art edit screen shows, gathered from the session: the view's input.
struct ArtEditState {
    var document: EmojiArtDocument
    var transform: ArtTransform
    var layout: ArtEditLayout
    /// The strip's palette: its name and emoji.
    var paletteName: String
    var paletteEmojis: [Character]
    /// The strip emoji keys act on (a palette index), highlighted.
    var stripCurrent: Int?
    /// The keyboard cursor on the canvas; nil hides it.
    var cursor: CellPoint?
    var drag: ArtDragPreview?
    /// The status line's segments.
    var zoom: Double
    var isFit: Bool
    var background: String
    var fileName: String?
    var needsSave: Bool
    var message: String?
    /// A question that replaces the status line, in forms from widest to narrowest.
    var prompt: [String]?
    var color: Bool
    /// Draws the background into the canvas (the image raster), when there is one to draw.
    var drawBackground: ((inout Frame, ArtTransform) -> Void)?
}

/// The art edit screen's view: state + size → frame. Nothing here changes anything.
enum ArtEditView {
    /// Colours (ANSI 256) used when colour is on.
    static let stripColor = CellColor.indexed(236)
    static let cursorColor = CellColor.indexed(220)
    static let selectedColor = CellColor.indexed(33)

    static let trash: Character = "🗑️"

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
        drawEmojis(state, into: &frame)
        drawCursor(state, into: &frame)
        drawStrip(state, into: &frame)
        if case .stripEmoji(let emoji, let at)? = state.drag, let character = emoji.first {
            frame.put(character, width: 2, x: at.x, y: at.y, style: CellStyle(reverse: true))
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
            frame.put(character, width: 2, x: cell.x, y: cell.y, style: style)
        }
        // What is being dragged is drawn over the rest.
        for (character, cell) in lifted where canvas.contains(x: cell.x, y: cell.y) && canvas.contains(x: cell.x + 1, y: cell.y) {
            frame.put(character, width: 2, x: cell.x, y: cell.y, style: selected)
        }
    }

    /// The keyboard cursor: a `+` on a cell without an emoji (over the background's colour); on
    /// an emoji, `▸` and `◂` either side of it where no other emoji is.
    private static func drawCursor(_ state: ArtEditState, into frame: inout Frame) {
        guard let cursor = state.cursor, state.layout.canvas.contains(x: cursor.x, y: cursor.y) else { return }
        var style = CellStyle(foreground: state.color ? cursorColor : nil, bold: true)
        func isEmoji(_ x: Int) -> Bool { frame[x, cursor.y].isWide || frame[x, cursor.y].isContinuation }
        func mark(_ character: Character, at x: Int) {
            style.background = frame[x, cursor.y].style.background
            frame.put(character, width: 1, x: x, y: cursor.y, style: style)
        }
        guard isEmoji(cursor.x) else {
            mark("+", at: cursor.x)
            return
        }
        // The emoji's first column: the cursor's cell or the one before it.
        let start = frame[cursor.x, cursor.y].isContinuation ? cursor.x - 1 : cursor.x
        let canvas = state.layout.canvas
        if canvas.contains(x: start - 1, y: cursor.y), !isEmoji(start - 1) { mark("▸", at: start - 1) }
        if canvas.contains(x: start + 2, y: cursor.y), !isEmoji(start + 2) { mark("◂", at: start + 2) }
    }

    // MARK: - The strip

    /// The palette's name and `▸`, `‹`, the emoji, `›` and the trash.
    private static func drawStrip(_ state: ArtEditState, into frame: inout Frame) {
        let layout = state.layout
        let row = layout.paletteName.y
        let bar = CellStyle(background: state.color ? stripColor : nil)
        frame.fill(x: 0, y: row, width: layout.width, height: 1, style: bar)
        let nameRoom = layout.paletteName.width - 3
        let name = StatusLine.cut(state.paletteName.terminalSafe, to: nameRoom)
        var nameStyle = bar
        nameStyle.bold = true
        nameStyle.reverse = true
        let used = frame.put(" " + name + " ", x: layout.paletteName.x, y: row, style: nameStyle, limit: nameRoom + 2)
        frame.put("▸", width: 1, x: layout.paletteName.x + used, y: row, style: nameStyle)
        if let back = layout.scrollBack { frame.put("‹", width: 1, x: back.x, y: row, style: bar) }
        if let on = layout.scrollOn { frame.put("›", width: 1, x: on.x, y: row, style: bar) }
        for item in layout.items where state.paletteEmojis.indices.contains(item.index) {
            var style = bar
            if item.index == state.stripCurrent { style.reverse = true }
            frame.put(state.paletteEmojis[item.index], width: 2, x: item.frame.x, y: row, style: style)
        }
        frame.put(trash, width: 2, x: layout.trash.x, y: row, style: bar)
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
            // Cut rather than dropped at 40 columns: messages say what matters first ('?' has them whole).
            line.add([message, StatusLine.cut(message, to: 30), StatusLine.cut(message, to: 20)], priority: 1)
        }
        let percent = Int((state.zoom * 100).rounded())
        line.add(state.isFit ? ["zoom \(percent)% (fit)", "\(percent)%"] : ["zoom \(percent)%", "\(percent)%"], priority: 2)
        let count = state.document.selection.count
        line.add(["\(count) selected of \(state.document.emojis.count)", "\(count) selected", "\(count) sel"], priority: 2)
        line.add(["background: \(state.background)".terminalSafe, StatusLine.cut("bg: \(state.background)".terminalSafe, to: 24)], priority: 3)
        return line
    }
}
