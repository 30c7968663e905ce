import LiveScreens
import REPL

/// The art edit screen's keys and gestures: the one table its update (keys, the gestures
/// ``ArtDragAndDrop`` recognises and pastes alike), its hint bar, `help art edit`, its `?` page
/// and the README read. The save question's keys are its own maps (``ArtSaveQuestion``), listed
/// here as modes.
extension ArtEditScreen {
    /// What a key or a gesture asks of the art editor.
    public enum Action: Hashable, Sendable, CaseIterable {
        case cursorLeft, cursorRight, cursorUp, cursorDown
        case pickPrevious, pickNext
        case add, toggleSelection
        case moveLeft, moveRight, moveUp, moveDown
        case zoomIn, zoomOut, fit
        case panLeft, panRight, panUp, panDown
        case nextPalette, previousPalette, scrollBack, scrollOn
        case reorderBack, reorderOn, trash
        case removeSelection, grow, shrink, undo, redo, save
        // The mouse's own: ``ArtDragAndDrop`` recognises them and says where they were made.
        case dropFromStrip, dragEmoji, dragCanvas, wheelZoom, wheelResize, wheelStrip, dragAlongStrip
        case paste
        case help, leave
    }

    /// Where the editor's gestures are made, as its table names them and ``ArtDragAndDrop``
    /// reports them.
    enum Place {
        static let paletteName = MousePlace("the palette's name")
        static let scrollBack = MousePlace("‹ on the strip")
        static let scrollOn = MousePlace("› on the strip")
        static let stripToTrash = MousePlace("a strip emoji onto 🗑️")
        static let emojiToTrash = MousePlace("an emoji or the selection onto 🗑️")
        static let stripToCanvas = MousePlace("an emoji from the strip onto the canvas")
        static let emojiOrCanvas = MousePlace("an emoji or empty canvas")
        static let emptyCanvas = MousePlace("empty canvas")
        static let emoji = MousePlace("an emoji")
        static let overCanvas = MousePlace("over the canvas")
        static let overStrip = MousePlace("over the strip")
        static let alongStrip = MousePlace("a strip emoji along the strip")
    }

    private static let cursor = KeyHint("hjkl cursor", rank: 2)
    private static let pick = KeyHint(",. pick", rank: 3)
    private static let move = KeyHint("HJKL move", rank: 3)
    private static let zoom = KeyHint("+- zoom", rank: 2)
    private static let pan = KeyHint("WASD pan", rank: 3)
    private static let reorder = KeyHint("<> reorder", rank: 4)
    private static let drag = KeyHint("drag move/pan", rank: 5)
    private static let resize = KeyHint("{} size", rank: 4)

    /// Every key and gesture of the art editor, in the order help shows them.
    public static let keyMap = KeyMap<Action>("art edit", [
        KeyBinding([.key(.left), .character("h")], .cursorLeft, hint: cursor, help: "moves the cursor ('+') left: where keys add and pastes drop"),
        KeyBinding([.key(.right), .character("l")], .cursorRight, hint: cursor, help: "moves the cursor right"),
        KeyBinding([.key(.up), .character("k")], .cursorUp, hint: cursor, help: "moves the cursor up"),
        KeyBinding([.key(.down), .character("j")], .cursorDown, hint: cursor, help: "moves the cursor down"),
        KeyBinding([.character(",")], .pickPrevious, hint: pick, help: "highlights the previous emoji on the strip: the one a and Enter add"),
        KeyBinding([.character(".")], .pickNext, hint: pick, help: "highlights the next emoji on the strip"),
        KeyBinding([.key(.enter), .character("a")], .add, hint: KeyHint("a add", rank: 1), help: "adds the highlighted strip emoji at the cursor"),
        KeyBinding([.key(.space)], .toggleSelection, hint: KeyHint("Space select", rank: 2),
                   help: "selects or deselects the emoji under the cursor; on an empty spot, deselects all"),
        KeyBinding([.key(.modified(.left, .shift)), .character("H")], .moveLeft, hint: move,
                   help: "moves the selected emoji (or the one under the cursor) a step left"),
        KeyBinding([.key(.modified(.right, .shift)), .character("L")], .moveRight, hint: move, help: "moves the selected emoji a step right"),
        KeyBinding([.key(.modified(.up, .shift)), .character("K")], .moveUp, hint: move, help: "moves the selected emoji a step up"),
        KeyBinding([.key(.modified(.down, .shift)), .character("J")], .moveDown, hint: move, help: "moves the selected emoji a step down"),
        KeyBinding([.character("+"), .character("=")], .zoomIn, hint: zoom, help: "zooms in around the cursor"),
        KeyBinding([.character("-"), .character("_")], .zoomOut, hint: zoom, help: "zooms out around the cursor"),
        KeyBinding([.character("0"), .character("f"), .character("F"), .mouse(.doubleClick, Place.emptyCanvas)], .fit,
                   hint: KeyHint("f fit", rank: 3), help: "shows the whole picture: the background and every emoji"),
        KeyBinding([.key(.modified(.left, .control)), .character("A")], .panLeft, hint: pan, help: "scrolls the view left"),
        KeyBinding([.key(.modified(.right, .control)), .character("D")], .panRight, hint: pan, help: "scrolls the view right"),
        KeyBinding([.key(.modified(.up, .control)), .character("W")], .panUp, hint: pan, help: "scrolls the view up"),
        KeyBinding([.key(.modified(.down, .control)), .character("S")], .panDown, hint: pan, help: "scrolls the view down"),
        KeyBinding([.key(.tab), .mouse(.click, Place.paletteName)], .nextPalette, hint: KeyHint("Tab palette", rank: 3), help: "shows the next palette on the strip"),
        KeyBinding([.key(.modified(.tab, .shift))], .previousPalette, help: "shows the previous palette"),
        KeyBinding([.character("["), .key(.pageUp), .mouse(.click, Place.scrollBack)], .scrollBack, help: "scrolls the strip back a page"),
        KeyBinding([.character("]"), .key(.pageDown), .mouse(.click, Place.scrollOn)], .scrollOn, help: "scrolls the strip on a page"),
        KeyBinding([.character("<")], .reorderBack, hint: reorder, help: "moves the highlighted emoji a place left in its palette (kept for next time)"),
        KeyBinding([.character(">")], .reorderOn, hint: reorder, help: "moves the highlighted emoji a place right in its palette"),
        KeyBinding([.character("x"), .character("X"), .mouse(.drag, Place.stripToTrash)], .trash, hint: KeyHint("x trash", rank: 4),
                   help: "takes the highlighted (or dragged) emoji out of its palette (kept for next time)"),
        KeyBinding([.character("d"), .key(.delete), .key(.backspace), .mouse(.drag, Place.emojiToTrash)], .removeSelection,
                   hint: KeyHint("d delete", rank: 3), help: "deletes the selected emoji (or the one under the cursor, or the one dragged); u brings them back"),
        KeyBinding([.character("}")], .grow, hint: resize, help: "makes the selected emoji (or the one under the cursor) bigger"),
        KeyBinding([.character("{")], .shrink, hint: resize, help: "makes the selected emoji (or the one under the cursor) smaller"),
        KeyBinding([.character("u")], .undo, hint: KeyHint("u undo", rank: 1), help: "undoes the last change"),
        KeyBinding([.character("U"), .key(.control("r"))], .redo, hint: KeyHint("U redo", rank: 4), help: "does again what u undid"),
        KeyBinding([.character("s"), .key(.control("s"))], .save, hint: KeyHint("s save", rank: 1),
                   help: "saves the picture to its file; the first time, asks for a file name at the bottom"),
        KeyBinding([.mouse(.drag, Place.stripToCanvas)], .dropFromStrip, hint: KeyHint("drag 🐶 from the strip", rank: 5),
                   help: "adds it where you let go"),
        KeyBinding([.mouse(.click, Place.emojiOrCanvas)], .toggleSelection, hint: KeyHint("click select", rank: 5),
                   help: "selects or deselects the emoji clicked; a click on an empty spot deselects all"),
        KeyBinding([.mouse(.drag, Place.emoji)], .dragEmoji, hint: drag,
                   help: "moves it, and the other selected emoji with it if it is selected; u undoes the move"),
        KeyBinding([.mouse(.drag, Place.emptyCanvas)], .dragCanvas, hint: drag, help: "moves the whole view with the pointer"),
        KeyBinding([.mouse(.wheel, Place.overCanvas)], .wheelZoom, hint: KeyHint("wheel zoom", rank: 5), help: "zooms in or out around the pointer"),
        KeyBinding([.mouse(.ctrlWheel, Place.overCanvas)], .wheelResize,
                   help: "makes the selected emoji (or the one under the pointer) bigger (up) or smaller (down)"),
        KeyBinding([.mouse(.wheel, Place.overStrip)], .wheelStrip, help: "scrolls the strip"),
        KeyBinding([.mouse(.drag, Place.alongStrip)], .dragAlongStrip, help: "moves it to another place in its palette (kept for next time)"),
        KeyBinding([.paste], .paste,
                   help: "a picture's file or web address becomes the background, shown whole; text adds its emoji at the cursor and says what it skipped"),
        KeyBinding([.character("?")], .help, hint: KeyHint("? help", rank: 0), help: "shows this help; any key closes it (Space turns the page)"),
        KeyBinding([.character("q"), .character("Q"), .key(.escape), .key(.control("c"))], .leave, hint: KeyHint("q quit", rank: 0),
                   help: "back to the REPL with the picture as it is (saved first if it has a file); run alone as 'memorize art edit', it asks before unsaved changes are lost"),
    ], modes: [
        KeyMode("While it asks before leaving unsaved changes", ArtSaveQuestion.leavingKeys),
        KeyMode("While it asks for a file name", ArtSaveQuestion.namingKeys),
    ])
}
