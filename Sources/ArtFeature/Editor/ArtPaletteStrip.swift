import Layout
import Palettes
import LiveScreens
import REPL

/// The palette strip under the canvas: CS193p's palette chooser and `ScrollingEmojisView`. Which
/// palette it shows and how far it is scrolled is view state (saved nowhere, kept across visits
/// to the screen, reported by `art state`); reordering and trashing its emoji edit the palette
/// itself, through the session's ``PaletteStore`` (saved and locked like every palette change).
/// The screen's side of it (the emoji keys act on, how it is drawn) is ``ScrollingEmojisView``.
///
/// Invariant: the settings may point past what the store holds now (a palette deleted, emoji
/// trashed elsewhere); every reader goes through the clamped ``paletteIndex`` and ``scroll``.
struct ArtPaletteStrip {
    /// The palettes the strip shows (the session's store).
    let palettes: PaletteStore
    /// The palette the strip shows and how far it is scrolled, as set; read through the
    /// clamped ``paletteIndex`` and ``scroll``.
    private(set) var paletteSetting = 0
    private(set) var scrollSetting = 0

    init(palettes: PaletteStore) {
        self.palettes = palettes
    }

    /// The index (into ``palettes``) of the palette the strip shows, clamped to the palettes
    /// there are now (one may have been deleted since it was chosen).
    var paletteIndex: Int {
        min(max(paletteSetting, 0), palettes.palettes.count - 1)
    }

    /// The palette the strip shows.
    var shownPalette: Palette { palettes.palette(at: paletteIndex) }

    /// The index of the first emoji the strip shows, clamped to the palette's emoji.
    var scroll: Int {
        min(max(scrollSetting, 0), max(shownPalette.emojis.count - 1, 0))
    }

    /// The `art edit` screen laid out for a terminal of `width` × `height` cells, with the strip
    /// showing ``shownPalette`` from ``scroll`` on. The name's width is measured as the
    /// screens draw it (``DisplayWidth``).
    /// - Complexity: O(*p*) in the palette's length (counting its emoji), plus the layout's O(*width*).
    func editLayout(width: Int, height: Int) -> ArtEditLayout {
        let palette = shownPalette
        return ArtEditLayout(
            width: width, height: height, emojiCount: palette.emojis.count, scroll: scroll,
            nameWidth: DisplayWidth.of(palette.name))
    }

    // MARK: - Intent(s)

    /// Shows the palette at `index` (wrapping around), from its start.
    mutating func showPalette(_ index: Int) {
        let count = palettes.palettes.count
        paletteSetting = ((index % count) + count) % count
        scrollSetting = 0
    }

    /// The next palette (a click on the name, or Tab); after the last, the first.
    mutating func showNext() { showPalette(paletteIndex + 1) }

    /// The previous palette; before the first, the last.
    mutating func showPrevious() { showPalette(paletteIndex - 1) }

    /// Scrolls the strip by `count` emoji (negative: back), staying within the palette.
    mutating func scroll(by count: Int) {
        let (sum, overflow) = scroll.addingReportingOverflow(count)
        scrollSetting = overflow ? (count < 0 ? 0 : Int.max) : sum
        scrollSetting = scroll
    }

    /// Moves the strip's emoji at palette index `from` so that it is at `to` (the gallery's
    /// reorder by drag); saved through the palette store.
    /// - Complexity: O(*p*) in the palette's length, plus the store's save.
    func moveEmoji(from: Int, to: Int) throws(IntentError) {
        do { try palettes.moveEmoji(at: from, to: to, inPaletteAt: paletteIndex) } catch { throw IntentError(error.message) }
    }

    /// Removes the strip's emoji at palette index `index` from the palette (dropped on the
    /// trash); saved through the palette store. Returns the emoji removed.
    /// - Complexity: O(*p*) in the palette's length, plus the store's save.
    @discardableResult
    mutating func trashEmoji(at index: Int) throws(IntentError) -> Character {
        let palette = shownPalette
        let emojis = Array(palette.emojis)
        guard emojis.indices.contains(index) else {
            throw IntentError("no emoji \(index + 1) in '\(palette.name)' (it has \(emojis.count))")
        }
        do { try palettes.removeEmojis(String(emojis[index]), fromPaletteAt: paletteIndex) } catch { throw IntentError(error.message) }
        scrollSetting = scroll
        return emojis[index]
    }
}
