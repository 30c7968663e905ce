import EmojiArt
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
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
    var message: String? { didSet { messages.record(message) } }
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
    /// `{`, `}` or a Ctrl+wheel notch resizes the selection by this factor (or its inverse).
    static let resizeStep = 1.25
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
        var state = state(width: width, height: height)
        state.time = time
        var frame = ArtEditView.frame(state, width: width, height: height)
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
            drawBackground: backgroundPicture.map { picture in Self.drawing(picture, color: color) },
            canvasSize: art.canvas, loading: loadingName)
    }

    /// What background is being loaded, as the placeholder names it: the file's or the URL's
    /// last component; nil when nothing is on its way.
    var loadingName: String? {
        if let load = art.pendingLoad {
            guard let url = load.url else { return Self.fileName(load.source) }
            return url.lastPathComponent.isEmpty ? url.host ?? url.absoluteString : url.lastPathComponent
        }
        if case .fetching(let url)? = art.document?.backgroundImageFetchStatus {
            return url.lastPathComponent.isEmpty ? url.host ?? url.absoluteString : url.lastPathComponent
        }
        return art.isDecodingPicture ? "the picture" : nil
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
            case .notChanged(let source, let reason): message = "background not changed: \(reason) (\(source))"
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
            // Every action says what it did, or nothing: the status line never shows an old word.
            message = nil
            return perform(action, layout: layout)
        case .input(.mouse(let mouse)):
            guard !layout.isTooSmall else { return .stay }
            if mouse.kind != .move { message = nil }
            handle(mouse, layout: layout, at: time)
        case .input(.paste(let text)):
            guard !layout.isTooSmall else { return .stay }
            message = nil
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
            deleteSelection(in: canvas)
        case .grow: resize(by: Self.resizeStep, at: cursorCell(in: canvas), in: canvas)
        case .shrink: resize(by: 1 / Self.resizeStep, at: cursorCell(in: canvas), in: canvas)
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
        case .dropFromStrip, .dragEmoji, .dragCanvas, .wheelZoom, .wheelResize, .wheelStrip, .dragAlongStrip, .paste:
            break   // the mouse's and the paste's: they come as their own events
        }
        return .stay
    }
}
