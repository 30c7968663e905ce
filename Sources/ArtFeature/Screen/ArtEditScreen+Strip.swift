import Layout
import Palettes
import REPL

/// The palette strip's intents from keys and the mouse: switching palettes, picking, scrolling,
/// reordering and trashing (the last two saved in the palettes file).
extension ArtEditScreen {
    mutating func switchPalette(forward: Bool) {
        if forward { art.nextPalette() } else { art.previousPalette() }
        stripCurrent = 0
        message = currentPalette.map { "palette \($0.name)" }
    }

    /// `,` and `.`: the strip emoji keys act on, scrolled into view.
    mutating func pickStrip(by step: Int, layout: ArtEditLayout) {
        stripCurrent += step
        clampStripCurrent()
        scrollIntoView(stripCurrent, layout: layout)
    }

    /// Scrolls the strip so that palette index `index` is shown.
    mutating func scrollIntoView(_ index: Int, layout: ArtEditLayout) {
        if index < art.stripScroll {
            art.scrollStrip(by: index - art.stripScroll)
        } else if let last = layout.items.last?.index, index > last {
            art.scrollStrip(by: index - last)
        }
    }

    /// `<` and `>`: the current strip emoji one place along its palette (saved).
    mutating func moveStripEmoji(by step: Int) {
        let count = currentPalette.map { Array($0.emojis).count } ?? 0
        let destination = stripCurrent + step
        guard count > 1, destination >= 0, destination < count else { return }
        reorderStrip(from: stripCurrent, to: destination)
    }

    mutating func reorderStrip(from source: Int, to destination: Int) {
        let emoji = currentPalette.flatMap { Array($0.emojis).dropFirst(source).first }.map(String.init) ?? ""
        say(Self.outcome { () throws(IntentError) in
            try art.moveStripEmoji(from: source, to: destination)
            return "moved \(emoji) to place \(destination + 1) of \(currentPalette?.name ?? "the palette")"
        })
        stripCurrent = destination
    }

    /// `x`: the current strip emoji out of its palette (saved).
    mutating func trashCurrent() {
        trashStrip(at: stripCurrent)
    }

    mutating func trashStrip(at index: Int) {
        guard let palette = currentPalette, let emoji = Array(palette.emojis).dropFirst(index).first else { return }
        say(Self.outcome { () throws(IntentError) in
            try art.trashStripEmoji(at: index)
            return "removed \(emoji) from \(palette.name)"
        })
        clampStripCurrent()
    }

    /// Keeps the current strip emoji inside its palette (which a trash or a switch may shorten).
    mutating func clampStripCurrent() {
        let count = currentPalette.map { $0.emojis.count } ?? 0
        stripCurrent = min(max(stripCurrent, 0), max(count - 1, 0))
    }
}
