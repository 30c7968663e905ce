import EmojiArt
import Layout
import Palettes
import LiveScreens
import REPL

/// The `art edit` screen: the EmojiArt document on the whole terminal, edited by mouse and keys.
///
/// Its update looks every input up in one table (``keyMap``, in `ArtEditScreen+Keys.swift`): a
/// key, a gesture ``ArtDragAndDrop`` recognised, a paste. A row's action calls the art editor's
/// own intents — a drop from the strip or a paste is ``ArtEditor/drop(_:atX:y:width:height:)``,
/// the intent `art drop TEXT at X,Y` calls; a drag is `move`, the wheel `zoom`, a drag on the
/// canvas `pan` — through the one layout (``ArtEditLayout``) and transform (``ArtTransform``)
/// `art state` reports. While ``ArtSaveQuestion`` asks, its own maps answer instead. Its view is
/// ``ArtEditView``. What it keeps of its own is what a screen needs: the keyboard cursor, the
/// strip's picked emoji (``ScrollingEmojisView``), the last message, the mouse's press, the
/// question, and when it last saved (``ArtScreenClock``).
public struct ArtEditScreen: Screen {
    let session: Session
    let color: Bool
    /// The keyboard cursor (and the pointer's last canvas cell): where keys add and pastes drop.
    /// nil until set: the canvas's centre. Set by the actions in `ArtEditScreen+Editing.swift`,
    /// as ``message`` is; everything else only this file sets.
    var cursor: CellPoint?
    /// The strip's picked emoji and its intents.
    private(set) var strip = ScrollingEmojisView()
    var message: String? { didSet { messages.record(message) } }
    /// The last messages in full, for the `?` page.
    private(set) var messages = MessageLog()
    /// The mouse: a press and where it has gone since, the last click.
    private var pointer = ArtDragAndDrop()
    /// Loads that finish and autosaves, at most one a second.
    private var clock = ArtScreenClock()
    /// A question on the status row (leave unsaved? save as?): its keys answer it while it is open.
    private(set) var question: ArtSaveQuestion?
    /// The `?` page, while it is shown.
    private(set) var help: HelpOverlay?
    /// Whether leaving threw the untitled document's changes away (`d` at the question).
    private(set) var discarded = false
    /// Leaving ends the session (`memorize art edit` run alone): an untitled document's changes
    /// would be lost, so `q` asks first. Inside a session that goes on (the REPL, a script, a
    /// transcript) the screen is a view of the session's document: `q` goes back with it as it
    /// is, and the session's own end asks (or says) what is unsaved.
    let asksBeforeLeaving: Bool

    /// A wheel notch or `+`/`-` zooms by this factor (or its inverse).
    static let zoomStep = 1.25
    /// `{`, `}` or a Ctrl+wheel notch resizes the selection by this factor (or its inverse).
    static let resizeStep = 1.25
    /// Cells a pan key moves the view.
    static let panColumns = 4
    static let panRows = 2

    /// The editor for `session`'s document (a new untitled one if there is none), in colour or
    /// not; `asksBeforeLeaving` when the session ends with the screen (see ``asksBeforeLeaving``).
    public init(session: Session, color: Bool, asksBeforeLeaving: Bool = false) {
        self.session = session
        self.color = color
        self.asksBeforeLeaving = asksBeforeLeaving
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
        ArtEditState(art, width: width, height: height, cursor: cursor, strip: strip, drag: pointer,
                     message: message, question: question, color: color)
    }

    /// The cursor, or the canvas's centre, kept inside the canvas.
    func cursorCell(in canvas: CellRect) -> CellPoint? {
        ArtEditState.cursorCell(cursor, in: canvas)
    }

    /// The background as `art show` words it.
    var backgroundDescription: String {
        ArtView(art).map(TextRenderer.background(of:)) ?? "blank"
    }

    public func nextChange(after time: Double) -> Double? {
        clock.nextChange(of: art, after: time)
    }

    /// Collects background loads that finished and autosaves (see ``ArtScreenClock``).
    public mutating func tick(at time: Double) {
        for said in clock.tick(art, at: time) { message = said }
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
            pointer.cancel()
        case .input(let input) where question != nil:
            return answer(input)
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
            guard !layout.isTooSmall, let action = Self.keyMap.action(matching: .paste) else { return .stay }
            message = nil
            return perform(action, layout: layout, on: .paste(text))
        }
        strip.clamp(in: art)
        return .stay
    }

    /// What an action acts on: a key's acts at the cursor and on the strip's picked emoji; a
    /// gesture's where the pointer made it (``ArtGestureEvent``); a paste's on its text.
    enum Operand: Equatable {
        case keys
        case gesture(ArtGestureEvent)
        case paste(String)
    }

    /// Carries out a row's action, from a key, a gesture or a paste: the same action whichever
    /// of its triggers came.
    mutating func perform(_ action: Action, layout: ArtEditLayout, on operand: Operand = .keys) -> ScreenAction {
        switch action {
        case .leave:
            return requestLeave()
        case .save: saveKey()
        case .help: help = HelpOverlay(title: "art edit", messages: messages.recent)
        case .paste:
            if case .paste(let text) = operand { say(ArtCanvasEditing(art: art, layout: layout).drop(text, at: cursor)) }
        case .cursorLeft, .cursorRight, .cursorUp, .cursorDown, .panLeft, .panRight, .panUp, .panDown,
             .zoomIn, .zoomOut, .fit, .dragCanvas, .wheelZoom:
            performOnView(action, layout: layout, on: operand)
        case .add, .toggleSelection, .removeSelection, .grow, .shrink, .undo, .redo,
             .moveLeft, .moveRight, .moveUp, .moveDown, .dropFromStrip, .dragEmoji, .wheelResize:
            performOnDocument(action, layout: layout, on: operand)
        case .nextPalette, .previousPalette, .pickPrevious, .pickNext, .scrollBack, .scrollOn,
             .reorderBack, .reorderOn, .trash, .wheelStrip, .dragAlongStrip:
            performOnStrip(action, layout: layout, on: operand)
        }
        strip.clamp(in: art)
        return .stay
    }

    // MARK: - The mouse

    /// The mouse, through the table: ``ArtDragAndDrop`` says which gesture it made and where,
    /// the table which action that is. A press that only starts a gesture moves the cursor or
    /// picks a strip emoji.
    private mutating func handle(_ mouse: MouseEvent, layout: ArtEditLayout, at time: Double) {
        let art = self.art
        let scene = ArtDragAndDrop.Scene(
            target: { layout.target(atX: $0.x, y: $0.y) },
            emoji: { cell in
                art.emoji(atX: cell.x, y: cell.y, in: layout.canvas).map { ($0, art.document?.selection.contains($0) ?? false) }
            },
            stripEmoji: { index in ScrollingEmojisView.palette(of: art).flatMap { Array($0.emojis).dropFirst(index).first }.map(String.init) },
            stripIndex: { ScrollingEmojisView.index(atColumn: $0, layout: layout, in: art) })
        guard let event = pointer.handle(mouse, at: time, in: scene) else { return }
        switch event {
        case .pressedCanvas(let cell): cursor = cell
        case .pickedStripEmoji(let index): strip.pick(index)
        case .pressedTrash: say("drag a strip emoji here to take it out of the palette (x), or a canvas emoji to delete it (d)")
        default:
            if let trigger = event.trigger, let action = Self.keyMap.action(matching: trigger) {
                _ = perform(action, layout: layout, on: .gesture(event))
            }
        }
    }

    // MARK: - The strip

    /// The strip's actions: palettes, picking, scrolling, reordering, trashing.
    private mutating func performOnStrip(_ action: Action, layout: ArtEditLayout, on operand: Operand) {
        let art = self.art
        switch (action, operand) {
        case (.nextPalette, _): say(strip.switchPalette(forward: true, in: art))
        case (.previousPalette, _): say(strip.switchPalette(forward: false, in: art))
        case (.pickPrevious, _): strip.pick(by: -1, in: art, layout: layout)
        case (.pickNext, _): strip.pick(by: 1, in: art, layout: layout)
        case (.scrollBack, _): art.strip.scroll(by: -layout.pageSize)
        case (.scrollOn, _): art.strip.scroll(by: layout.pageSize)
        case (.wheelStrip, .gesture(.wheelStrip(let up))): art.strip.scroll(by: up ? -1 : 1)
        case (.reorderBack, _): say(strip.move(by: -1, in: art))
        case (.reorderOn, _): say(strip.move(by: 1, in: art))
        case (.dragAlongStrip, .gesture(.reordered(let source, let destination))):
            say(strip.reorder(from: source, to: destination, in: art))
        case (.trash, .gesture(.trashedStripEmoji(let index))): say(strip.trash(at: index, in: art))
        case (.trash, _): say(strip.trash(in: art))
        default:
            break
        }
    }

    // MARK: - Nothing made by hand is lost

    /// `q`, Esc or Ctrl-C: leaves at once, with the document as it is, unless leaving ends the
    /// session (``asksBeforeLeaving``) and an untitled document has changes: that asks.
    private mutating func requestLeave() -> ScreenAction {
        guard asksBeforeLeaving, art.unsavedWork != nil else { return .leave }
        question = ArtSaveQuestion(.leaving)
        return .stay
    }

    /// `s` or Ctrl-S: writes the document to its file, or asks for a name when it has none.
    private mutating func saveKey() {
        guard art.path != nil else {
            question = ArtSaveQuestion(.naming("", thenLeave: false))
            return
        }
        save(to: nil)
    }

    /// Input while the question is open: it answers the question (through the question's own
    /// maps), never the editor.
    private mutating func answer(_ input: InputEvent) -> ScreenAction {
        guard var asked = question else { return .stay }
        let answer = asked.answer(input)
        question = asked
        switch answer {
        case .asking(let said):
            say(said)
        case .closed(let said):
            question = nil
            say(said)
        case .discard:
            question = nil
            art.new()
            discarded = true
            return .leave
        case .save(let name, let thenLeave):
            guard save(to: name) else { return .stay }
            question = nil
            if thenLeave { return .leave }
        }
        return .stay
    }

    /// Writes the document (to `name`, or its own file) and says where; false when it failed
    /// (the message says why).
    @discardableResult
    private mutating func save(to name: String?) -> Bool {
        let count = art.document?.emojis.count ?? 0
        do {
            let file = try art.save(to: name)
            say("saved \(CommandContext.emojiCount(count)) to \(file)")
            return true
        } catch {
            say("not saved: \(error.message)")
            return false
        }
    }
}
