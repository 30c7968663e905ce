import Layout
import LiveScreens
import Palettes
import REPL

/// The palette strip as the art edit screen shows and works it: CS193p's `ScrollingEmojisView`.
/// It keeps the one thing the screen adds to the editor's strip (``ArtPaletteStrip``: which
/// palette, how far scrolled): the emoji that keys act on, picked with `,` `.` or a click. Its
/// intents (switching palettes, picking, reordering, trashing) change the editor's strip and say
/// what they did, for the status line; it draws the strip's row.
struct ScrollingEmojisView: Equatable, Sendable {
    /// The strip emoji keys act on, as a palette index, highlighted.
    private(set) var picked = 0

    /// The palette the strip shows; nil when there are no palettes.
    static func palette(of art: ArtEditor) -> Palette? {
        let palettes = art.palettes.palettes
        guard !palettes.isEmpty else { return nil }
        return palettes[min(max(art.stripPalette, 0), palettes.count - 1)]
    }

    /// The picked emoji, if its palette has one there.
    func pickedEmoji(in art: ArtEditor) -> Character? {
        Self.palette(of: art).flatMap { Array($0.emojis).dropFirst(picked).first }
    }

    // MARK: - Intent(s)

    /// A press on a strip emoji picks it.
    mutating func pick(_ index: Int) { picked = index }

    /// Tab, Shift+Tab or a click on the name: the next or previous palette, from its start.
    mutating func switchPalette(forward: Bool, in art: ArtEditor) -> String? {
        if forward { art.strip.showNext() } else { art.strip.showPrevious() }
        picked = 0
        return Self.palette(of: art).map { "palette \($0.name)" }
    }

    /// `,` and `.`: the emoji keys act on, scrolled into view.
    mutating func pick(by step: Int, in art: ArtEditor, layout: ArtEditLayout) {
        picked += step
        clamp(in: art)
        if picked < art.stripScroll {
            art.strip.scroll(by: picked - art.stripScroll)
        } else if let last = layout.items.last?.index, picked > last {
            art.strip.scroll(by: picked - last)
        }
    }

    /// `<` and `>`: the picked emoji one place along its palette (saved).
    mutating func move(by step: Int, in art: ArtEditor) -> String? {
        let count = Self.palette(of: art).map { Array($0.emojis).count } ?? 0
        let destination = picked + step
        guard count > 1, destination >= 0, destination < count else { return nil }
        return reorder(from: picked, to: destination, in: art)
    }

    /// A strip emoji takes another place in its palette (saved); it stays picked.
    mutating func reorder(from source: Int, to destination: Int, in art: ArtEditor) -> String? {
        let palette = Self.palette(of: art)
        let emoji = palette.flatMap { Array($0.emojis).dropFirst(source).first }.map(String.init) ?? ""
        let said = ArtCanvasEditing.outcome { () throws(IntentError) in
            try art.strip.moveEmoji(from: source, to: destination)
            return "moved \(emoji) to place \(destination + 1) of \(Self.palette(of: art)?.name ?? "the palette")"
        }
        picked = destination
        return said
    }

    /// `x` (the picked emoji) or a strip emoji dragged onto the trash (`index`): out of its
    /// palette (saved).
    mutating func trash(at index: Int? = nil, in art: ArtEditor) -> String? {
        let index = index ?? picked
        guard let palette = Self.palette(of: art), let emoji = Array(palette.emojis).dropFirst(index).first else { return nil }
        let said = ArtCanvasEditing.outcome { () throws(IntentError) in
            try art.strip.trashEmoji(at: index)
            return "removed \(emoji) from \(palette.name)"
        }
        clamp(in: art)
        return said
    }

    /// Keeps the picked emoji inside its palette (which a trash or a switch may shorten).
    mutating func clamp(in art: ArtEditor) {
        let count = Self.palette(of: art).map { $0.emojis.count } ?? 0
        picked = min(max(picked, 0), max(count - 1, 0))
    }

    /// The palette place a strip emoji dropped at `column` (between items, or past the last shown)
    /// takes.
    static func index(atColumn column: Int, layout: ArtEditLayout, in art: ArtEditor) -> Int? {
        guard let first = layout.items.first, let last = layout.items.last else { return nil }
        if column < first.frame.x { return max(first.index - 1, 0) }
        if column > last.frame.x + 1 {
            let count = palette(of: art).map { $0.emojis.count } ?? 0
            return layout.scrollOn == nil ? max(count - 1, 0) : min(last.index + 1, max(count - 1, 0))
        }
        return min(first.index + (column - first.frame.x) / ArtEditLayout.itemStride, last.index)
    }

    // MARK: - Drawing

    static let trash: Character = "🗑️"

    /// The strip's row: the palette's name and `▸`, `‹`, the emoji (the picked one in reverse
    /// video), `›` and the trash.
    /// - Complexity: O(*w*) for the row's width.
    static func draw(_ state: ArtEditState, into frame: inout Frame) {
        let layout = state.layout
        let row = layout.paletteName.y
        let bar = CellStyle(background: state.color ? ArtEditView.stripColor : nil)
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
            frame.put(emoji: state.paletteEmojis[item.index], x: item.frame.x, y: row, style: style)
        }
        frame.put(emoji: trash, x: layout.trash.x, y: row, style: bar)
    }
}
