import EmojiArt
import Layout
import Palettes
import LiveScreens
import REPL

/// The `art edit` screen: the EmojiArt document on the whole terminal, edited by mouse and keys.
///
/// Its update turns events into the art editor's own intents — a drop from the strip or a paste
/// is ``ArtEditor/drop(_:atX:y:width:height:)``, the intent `art drop TEXT at X,Y` calls; a drag
/// is `move`, the wheel `zoom`, a drag on the canvas `pan` — through the one layout
/// (``ArtEditLayout``) and transform (``ArtTransform``) `art state` reports. Its view is
/// ``ArtEditView``. What it keeps of its own is what a screen needs: the keyboard cursor, the
/// strip emoji keys act on, the last message, a drag in progress, and when it last saved.
public struct ArtEditScreen: Screen {
    let session: Session
    let color: Bool
    /// The keyboard cursor (and the pointer's last canvas cell): where keys add and pastes drop.
    /// nil until set: the canvas's centre.
    var cursor: CellPoint?
    /// The strip emoji keys act on, as a palette index.
    var stripCurrent = 0
    private(set) var message: String? { didSet { messages.record(message) } }
    /// The last messages in full, for the `?` page.
    private(set) var messages = MessageLog()
    /// A press of the mouse and where it has gone since (see `ArtEditScreen+Mouse.swift`).
    var gesture: ArtGesture?
    /// The last click on empty canvas: a second one soon after, near it, zooms to fit.
    var lastEmptyClick: (cell: CellPoint, time: Double)?
    /// When the document was last written: autosaves are at most one a second.
    private var lastSave = -Double.infinity
    /// A question on the status row (leave unsaved? save as?): keys answer it while it is open.
    var question: ArtQuestion?
    /// The `?` page, while it is shown.
    private(set) var help: HelpOverlay?
    /// Whether leaving threw the untitled document's changes away (`d` at the question).
    var discarded = false

    /// How soon a second click makes a double click (seconds), and how far apart (cells) it may be.
    static let doubleClickInterval = 0.4
    static let doubleClickDistance = 1
    /// The least time between two autosaves.
    static let autosaveInterval = 1.0
    /// How often the screen looks for a finished background load while one runs.
    static let fetchPollInterval = 0.1
    /// A wheel notch or `+`/`-` zooms by this factor (or its inverse).
    static let zoomStep = 1.25
    /// Cells a pan key moves the view.
    static let panColumns = 4
    static let panRows = 2

    /// The editor for `session`'s document (a new untitled one if there is none), in colour or not.
    public init(session: Session, color: Bool) {
        self.session = session
        self.color = color
        if session.art.document == nil { session.art.new() }
    }

    var art: ArtEditor { session.art }

    // MARK: - View

    public mutating func frame(width: Int, height: Int, at time: Double) -> Frame {
        var frame = ArtEditView.frame(state(width: width, height: height), width: width, height: height)
        help?.draw(Self.keyMap, into: &frame)
        return frame
    }

    /// The view's input, from the session now.
    /// - Complexity: O(*p*) for the strip's palette of *p* emoji.
    func state(width: Int, height: Int) -> ArtEditState {
        let layout = art.editLayout(width: width, height: height)
        let transform = art.transform(in: layout.canvas)
        let palette = currentPalette
        return ArtEditState(
            document: art.document ?? EmojiArtDocument(), transform: transform, layout: layout,
            paletteName: palette?.name ?? "no palettes", paletteEmojis: palette.map { Array($0.emojis) } ?? [],
            stripCurrent: palette == nil ? nil : stripCurrent, cursor: cursorCell(in: layout.canvas), drag: dragPreview(layout: layout),
            zoom: transform.zoom, isFit: art.viewport.zoom == nil, background: backgroundDescription, fileName: art.path.map(Self.fileName),
            needsSave: art.needsSave, message: message, prompt: question.map(Self.prompt(for:)), color: color,
            drawBackground: backgroundPicture.map { picture in Self.drawing(picture, color: color) })
    }

    /// The background's picture, decoded, when there is one to draw.
    var backgroundPicture: ImageRaster? { art.backgroundPicture }

    /// Draws `picture` as the course does: centred on the document's origin, one pixel a document
    /// point, through the viewport (the transform's zoom is its scale).
    /// - Complexity: O(*c*) for the canvas's *c* cells (see ``ImageRaster``).
    static func drawing(_ picture: ImageRaster, color: Bool) -> (inout Frame, ArtTransform) -> Void {
        { frame, transform in
            let origin = transform.screenPoint(x: -Double(picture.pixelWidth) / 2, y: -Double(picture.pixelHeight) / 2)
            picture.draw(into: &frame, area: transform.area, origin: (origin.x, origin.y), scale: transform.zoom, colour: color)
        }
    }

    /// A path's last component: the status line names the file, as editors' title bars do.
    static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }

    var currentPalette: Palette? {
        let palettes = session.palettes.palettes
        guard !palettes.isEmpty else { return nil }
        return palettes[min(max(art.stripPalette, 0), palettes.count - 1)]
    }

    /// The background as `art show` words it.
    var backgroundDescription: String {
        ArtView(art).map(TextRenderer.background(of:)) ?? "blank"
    }

    /// The cursor, or the canvas's centre, kept inside the canvas.
    func cursorCell(in canvas: CellRect) -> CellPoint? {
        guard canvas.width > 0, canvas.height > 0 else { return nil }
        let cell = cursor ?? CellPoint(x: canvas.x + canvas.width / 2, y: canvas.y + canvas.height / 2)
        return CellPoint(x: min(max(cell.x, canvas.x), canvas.x + canvas.width - 1), y: min(max(cell.y, canvas.y), canvas.y + canvas.height - 1))
    }

    public func nextChange(after time: Double) -> Double? {
        var next: Double?
        if art.isFetching || art.isDecodingPicture { next = time + Self.fetchPollInterval }
        if art.needsSave, art.path != nil {
            let due = max(lastSave + Self.autosaveInterval, time)
            next = min(next ?? due, due)
        }
        return next
    }

    // MARK: - Time

    /// Collects background loads that finished (they show at once, without a key) and autosaves
    /// a changed document with a file, at most once a second.
    public mutating func tick(at time: Double) {
        for outcome in art.applyFinishedFetches() {
            switch outcome {
            case .ready(let source): message = "background ready: \(source)"
            case .failed(let source, let reason): message = "background not loaded: \(reason) (\(source))"
            }
        }
        if art.needsSave, art.path != nil, time >= lastSave + Self.autosaveInterval {
            saveNow(at: time)
        }
    }

    /// Writes the document now if it changed (leaving the screen does too).
    mutating func saveNow(at time: Double) {
        lastSave = time
        if let error = art.autosave() { message = error.message }
        if let note = art.takeNotes().last { message = note }
    }

    // MARK: - Update

    public mutating func handle(_ event: ScreenEvent, width: Int, height: Int, at time: Double) -> ScreenAction {
        let layout = art.editLayout(width: width, height: height)
        if var page = help {
            if case .input(let input) = event { help = page.handle(input, map: Self.keyMap, width: width, height: height) ? page : nil }
            return .stay
        }
        switch event {
        case .resized:
            gesture = nil
        case .input(.key(let key)) where question != nil:
            return answer(key)
        case .input(.paste(let text)) where question != nil:
            answer(pasted: text)
        case .input where question != nil:
            break   // the mouse waits for the answer
        case .input(.key(let key)):
            guard let action = Self.keyMap.action(for: key) else { return .stay }
            if layout.isTooSmall, action != .leave { return .stay }
            return perform(action, layout: layout)
        case .input(.mouse(let mouse)):
            guard !layout.isTooSmall else { return .stay }
            handle(mouse, layout: layout, at: time)
        case .input(.paste(let text)):
            guard !layout.isTooSmall else { return .stay }
            drop(text, at: cursor, layout: layout)
        }
        clampStripCurrent()
        return .stay
    }

    /// Carries out a key's action (the mouse's are carried out where the pointer is known: see
    /// `ArtEditScreen+Mouse.swift`).
    mutating func perform(_ action: Action, layout: ArtEditLayout) -> ScreenAction {
        let canvas = layout.canvas
        switch action {
        case .leave:
            return requestLeave()
        case .save: saveKey()
        case .help: help = HelpOverlay(title: "art edit", messages: messages.recent)
        // The cursor
        case .cursorLeft: moveCursor(columns: -1, rows: 0, in: canvas)
        case .cursorRight: moveCursor(columns: 1, rows: 0, in: canvas)
        case .cursorUp: moveCursor(columns: 0, rows: -1, in: canvas)
        case .cursorDown: moveCursor(columns: 0, rows: 1, in: canvas)
        // The selection, moved
        case .moveLeft: moveSelection(columns: -1, rows: 0, in: canvas)
        case .moveRight: moveSelection(columns: 1, rows: 0, in: canvas)
        case .moveUp: moveSelection(columns: 0, rows: -1, in: canvas)
        case .moveDown: moveSelection(columns: 0, rows: 1, in: canvas)
        // The view
        case .panLeft: pan(columns: Self.panColumns, rows: 0, in: canvas)
        case .panRight: pan(columns: -Self.panColumns, rows: 0, in: canvas)
        case .panUp: pan(columns: 0, rows: Self.panRows, in: canvas)
        case .panDown: pan(columns: 0, rows: -Self.panRows, in: canvas)
        case .zoomIn: zoom(by: Self.zoomStep, in: canvas)
        case .zoomOut: zoom(by: 1 / Self.zoomStep, in: canvas)
        case .fit:
            art.zoomToFit()
            message = "zoom to fit"
        // The document
        case .add: addCurrent(layout: layout)
        case .toggleSelection: toggleSelectionAtCursor(in: canvas)
        case .removeSelection:
            holdView(in: canvas)
            removeSelection()
        case .undo:
            holdView(in: canvas)
            undo()
        case .redo:
            holdView(in: canvas)
            redo()
        // The strip
        case .nextPalette: switchPalette(forward: true)
        case .previousPalette: switchPalette(forward: false)
        case .pickPrevious: pickStrip(by: -1, layout: layout)
        case .pickNext: pickStrip(by: 1, layout: layout)
        case .scrollBack: art.scrollStrip(by: -layout.pageSize)
        case .scrollOn: art.scrollStrip(by: layout.pageSize)
        case .reorderBack: moveStripEmoji(by: -1)
        case .reorderOn: moveStripEmoji(by: 1)
        case .trash: trashCurrent()
        case .dropFromStrip, .dragEmoji, .dragCanvas, .wheelZoom, .wheelStrip, .dragAlongStrip, .paste:
            break   // the mouse's and the paste's: they come as their own events
        }
        return .stay
    }

    // MARK: - Key intents

    /// Before an edit from the screen: a fitting view keeps the zoom and place it shows now, so
    /// what is dropped or moved stays where the pointer put it (fitting would rescale the whole
    /// picture when an emoji goes past its edge). `f`, `0` or a double click fits again.
    mutating func holdView(in canvas: CellRect) {
        guard art.viewport.zoom == nil else { return }
        art.zoom(by: 1, aroundCellX: nil, y: nil, in: canvas)
    }

    private mutating func moveCursor(columns: Int, rows: Int, in canvas: CellRect) {
        guard let cell = cursorCell(in: canvas) else { return }
        cursor = CellPoint(x: cell.x + columns, y: cell.y + rows)
        cursor = cursorCell(in: canvas)
    }

    /// Shift+arrows: the selection, or the emoji under the cursor when nothing is selected.
    private mutating func moveSelection(columns: Int, rows: Int, in canvas: CellRect) {
        guard let cell = cursorCell(in: canvas) else { return }
        let target: ArtEditor.Target
        if art.document?.selection.isEmpty == false {
            target = .selection
        } else if let id = art.emoji(atX: cell.x, y: cell.y, in: canvas) {
            target = .emoji(id)
        } else {
            message = "nothing selected: Space selects the emoji under the cursor"
            return
        }
        holdView(in: canvas)
        say(Self.outcome { () throws(IntentError) in
            try art.move(target, byColumns: columns, rows: rows, in: canvas)
            return nil
        })
        cursor = CellPoint(x: cell.x + columns, y: cell.y + rows)
        cursor = cursorCell(in: canvas)
    }

    private mutating func pan(columns: Int, rows: Int, in canvas: CellRect) {
        art.pan(byColumns: columns, rows: rows, in: canvas)
    }

    private mutating func zoom(by factor: Double, in canvas: CellRect) {
        let cell = cursorCell(in: canvas)
        art.zoom(by: factor, aroundCellX: cell?.x, y: cell?.y, in: canvas)
    }

    private mutating func toggleSelectionAtCursor(in canvas: CellRect) {
        guard let cell = cursorCell(in: canvas) else { return }
        toggleSelection(at: cell, in: canvas)
    }

    /// The course's tap: on an emoji toggles it, on empty canvas deselects all.
    mutating func toggleSelection(at cell: CellPoint, in canvas: CellRect) {
        if let id = art.emoji(atX: cell.x, y: cell.y, in: canvas) {
            say(Self.outcome { () throws(IntentError) in
                try art.select([id])
                return nil
            })
        } else if art.document?.selection.isEmpty == false {
            say(Self.outcome { () throws(IntentError) in
                try art.deselectAll()
                return "deselected all"
            })
        }
    }

    private mutating func removeSelection() {
        guard art.document?.selection.isEmpty == false else {
            message = "nothing selected to delete (Space or a click selects)"
            return
        }
        say(Self.outcome { () throws(IntentError) in
            "removed \(CommandContext.emojiCount(try art.remove(.selection)))"
        })
    }

    private mutating func undo() {
        say(Self.outcome { () throws(IntentError) in
            try art.undo().map { "undid \($0)" } ?? "nothing to undo"
        })
    }

    private mutating func redo() {
        say(Self.outcome { () throws(IntentError) in
            try art.redo().map { "redid \($0)" } ?? "nothing to redo"
        })
    }

    /// Enter or `a`: the strip's current emoji, dropped at the cursor.
    private mutating func addCurrent(layout: ArtEditLayout) {
        guard let palette = currentPalette, let emoji = Array(palette.emojis).dropFirst(stripCurrent).first else {
            message = "the palette is empty: Tab picks another"
            return
        }
        drop(String(emoji), at: cursorCell(in: layout.canvas), layout: layout)
    }

    // MARK: - Strip intents

    private mutating func switchPalette(forward: Bool) {
        if forward { art.nextPalette() } else { art.previousPalette() }
        stripCurrent = 0
        message = currentPalette.map { "palette \($0.name)" }
    }

    /// `,` and `.`: the strip emoji keys act on, scrolled into view.
    private mutating func pickStrip(by step: Int, layout: ArtEditLayout) {
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
    private mutating func moveStripEmoji(by step: Int) {
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
    private mutating func trashCurrent() {
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

    // MARK: - Drops

    /// Drops `text` at `cell` (nil: the canvas's centre): a URL or a path sets the background,
    /// emoji are added, the rest is reported and skipped — `art drop`'s intent.
    mutating func drop(_ text: String, at cell: CellPoint?, layout: ArtEditLayout) {
        if !layout.isTooSmall { holdView(in: layout.canvas) }
        say(Self.outcome { () throws(IntentError) in
            let outcome = try art.drop(text, atX: cell.map { $0.x + 1 }, y: cell.map { $0.y + 1 }, width: layout.width, height: layout.height)
            // A new background is shown whole once it arrives, as the course zooms to fit a dropped image.
            if case .background = outcome { art.zoomToFit() }
            return Self.describe(outcome, at: cell)
        })
    }

    /// A drop, in a few words, what was skipped first (a long paste's emoji would push it off the
    /// status line): `skipped 'a' (not an emoji); dropped 🐶 ☺️ at 12,5`.
    static func describe(_ outcome: ArtEditor.DropOutcome, at cell: CellPoint?) -> String {
        switch outcome {
        case .background(.fetching(let url)):
            return "background: fetching \(url.absoluteString)"
        case .background(.loading(let path)):
            return "background: loading \(path)"
        case .emoji(let added, let skipped):
            let place = cell.map { "at \($0.x + 1),\($0.y + 1)" } ?? "at the centre"
            let dropped = added.isEmpty ? "dropped nothing" : "dropped \(added.map(\.text).joined(separator: " ")) \(place)"
            guard !skipped.isEmpty else { return dropped }
            return "skipped " + skipped.map { "'\($0.text)' (\($0.reason))" }.joined(separator: ", ") + "; " + dropped
        case .outsideCanvas:
            return "drop on the canvas"
        }
    }

    /// What an intent says, or its error's message; nil when it has nothing to say.
    static func outcome(_ intent: () throws(IntentError) -> String?) -> String? {
        do { return try intent() } catch { return error.message }
    }

    /// Shows `text` on the status line (nil keeps what is there).
    mutating func say(_ text: String?) {
        if let text { message = text }
    }
}
