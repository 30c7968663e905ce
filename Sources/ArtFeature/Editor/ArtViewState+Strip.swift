import Layout
import Palettes
import LiveScreens
import REPL

/// The palette strip under the canvas: CS193p's palette chooser and `ScrollingEmojisView`. Which
/// palette it shows and how far it is scrolled is view state (saved nowhere); reordering and
/// trashing its emoji edit the palette itself, through the session's ``PaletteStore`` (saved and
/// locked like every palette change).
///
/// Invariant: the settings may point past what the store holds now (a palette deleted, emoji
/// trashed elsewhere); every reader goes through the clamped ``stripPalette`` and ``stripScroll``.
extension ArtViewState {
    /// The index (into ``palettes``) of the palette the strip shows, clamped to the palettes
    /// there are now (one may have been deleted since it was chosen).
    var stripPalette: Int {
        min(max(stripPaletteSetting, 0), palettes.palettes.count - 1)
    }

    /// The palette the strip shows.
    var shownPalette: Palette { palettes.palette(at: stripPalette) }

    /// The index of the first emoji the strip shows, clamped to the palette's emoji.
    var stripScroll: Int {
        min(max(stripScrollSetting, 0), max(shownPalette.emojis.count - 1, 0))
    }

    /// The `art edit` screen laid out for a terminal of `width` × `height` cells, with the strip
    /// showing ``shownPalette`` from ``stripScroll`` on. The name's width is measured as the
    /// screens draw it (``DisplayWidth``).
    /// - Complexity: O(*p*) in the palette's length (counting its emoji), plus the layout's O(*width*).
    func editLayout(width: Int, height: Int) -> ArtEditLayout {
        let palette = shownPalette
        return ArtEditLayout(
            width: width, height: height, emojiCount: palette.emojis.count, scroll: stripScroll,
            nameWidth: DisplayWidth.of(palette.name))
    }

    /// Shows the palette at `index` (wrapping around), from its start.
    mutating func showPalette(_ index: Int) {
        let count = palettes.palettes.count
        stripPaletteSetting = ((index % count) + count) % count
        stripScrollSetting = 0
    }

    /// Scrolls the strip by `count` emoji (negative: back), staying within the palette.
    mutating func scrollStrip(by count: Int) {
        let (sum, overflow) = stripScroll.addingReportingOverflow(count)
        stripScrollSetting = overflow ? (count < 0 ? 0 : Int.max) : sum
        stripScrollSetting = stripScroll
    }

    /// Moves the strip's emoji at palette index `from` so that it is at `to`; saved through the
    /// palette store.
    /// - Complexity: O(*p*) in the palette's length, plus the store's save.
    func moveStripEmoji(from: Int, to: Int) throws(IntentError) {
        do { try palettes.moveEmoji(at: from, to: to, inPaletteAt: stripPalette) } catch { throw IntentError(error.message) }
    }

    /// Removes the strip's emoji at palette index `index` from the palette; saved through the
    /// palette store. Returns the emoji removed.
    /// - Complexity: O(*p*) in the palette's length, plus the store's save.
    mutating func trashStripEmoji(at index: Int) throws(IntentError) -> Character {
        let palette = shownPalette
        let emojis = Array(palette.emojis)
        guard emojis.indices.contains(index) else {
            throw IntentError("no emoji \(index + 1) in '\(palette.name)' (it has \(emojis.count))")
        }
        do { try palettes.removeEmojis(String(emojis[index]), fromPaletteAt: stripPalette) } catch { throw IntentError(error.message) }
        stripScrollSetting = stripScroll
        return emojis[index]
    }
}
