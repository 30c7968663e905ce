import Capabilities
import Face
import Game
import Layout
import Platform
import LiveScreens
import REPL

/// The `play` screen: the game on the whole terminal, played by keys and by mouse.
///
/// Its update turns events into the session's own intents — a click goes through
/// ``Session/tap(atX:y:width:height:)``, the hit-test `tap at X,Y` uses; Space chooses as
/// `choose` does; a drag on the face is `pan`, the wheel over it `pinch`; the page keys, the
/// wheel elsewhere and `+`/`-` scroll and zoom the board through ``Session/scrollBoard(to:)``,
/// which `tap at` and `state` read — and its view is ``PlayView``. What it keeps of its own is
/// only what a screen needs: the keyboard cursor, the last message, the cards in motion, a drag
/// in progress and the face's raster. The face is the face feature's, reached through
/// ``FaceMood``: without one, the panel stays empty.
public struct PlayScreen: Screen {
    let session: Session
    let color: Bool
    /// The card under the keyboard cursor (0-based); the board scrolls to keep it in view.
    var cursor = 0
    var message: String? { didSet { messages.record(message) } }
    /// The last messages in full, for the `?` page.
    private(set) var messages = MessageLog()
    private(set) var motions: [CardMotion] = []
    /// A drag, wheel or click on the face.
    private var faceGestures = FaceGestures()
    /// The face's raster, kept until the face or the panel changes (drawing it is O(*r*²)).
    private var faceCache: (key: FaceKey, lines: [String])?
    /// The `?` page, while it is shown.
    private(set) var help: HelpOverlay?
    /// What the score book said of the game won on this screen, until another is dealt: the
    /// status line keeps it, and the REPL says it when the screen is left.
    private(set) var winNote: WinNote?

    /// Redraws per second while a Pie drains (at least 10, as the issue asks) and during motion.
    static let pieInterval = 0.08
    static let motionInterval = 1.0 / 30

    /// The play screen for `session`'s game, in colour or not.
    public init(session: Session, color: Bool) {
        self.session = session
        self.color = color
    }

    // MARK: - View

    public mutating func frame(width: Int, height: Int, at time: Double) -> Frame {
        let layout = session.playLayout(width: width, height: height)
        var faceLines: [String] = []
        if let rows = layout.faceRows, let faceView = session.faceMood?.faceView {
            let key = FaceKey(rows: rows, smiliness: faceView.smiliness, scale: faceView.scale)
            if let cache = faceCache, cache.key == key {
                faceLines = cache.lines
            } else {
                faceLines = FaceRaster(faceView, rows: rows).lines
                faceCache = (key, faceLines)
            }
        }
        var frame = PlayView.frame(state(faceLines: faceLines), layout: layout, at: time)
        help?.draw(Self.keyMap, into: &frame)
        return frame
    }

    /// The view's input, from the session now.
    func state(faceLines: [String]) -> PlayState {
        let mood = session.faceMood
        let table = session.game.table
        return PlayState(
            game: table?.game, theme: session.game.theme, seats: table.flatMap { $0.hasOpponents ? Seats($0) : nil },
            botsTurn: table?.isBotsTurn == true,
            gameTime: session.clock.now,
            happiness: mood?.current ?? .neutral, moodEmoji: session.moodEmoji, faceLines: faceLines,
            faceColor: color ? mood.map { .indexed(UInt8(Style.ansi256($0.faceView.color))) } : nil,
            cursor: cursor, message: message, motions: motions, color: color, winNote: winNote)
    }

    public func nextChange(after time: Double) -> Double? {
        if motions.contains(where: { $0.progress(at: time) < 1 }) { return time + Self.motionInterval }
        if let game = session.game.model, game.isConsumingBonusTime(at: session.clock.now) { return time + Self.pieInterval }
        return nil
    }

    // MARK: - Update

    public mutating func handle(_ event: ScreenEvent, width: Int, height: Int, at time: Double) -> ScreenAction {
        let layout = session.playLayout(width: width, height: height)
        motions.removeAll { $0.progress(at: time) >= 1 }
        if var page = help {
            if case .input(let input) = event { help = page.handle(input, map: Self.keyMap, width: width, height: height) ? page : nil }
            return .stay
        }
        switch event {
        case .resized:
            faceGestures.cancel()
            followCursor(width: width, height: height)
        case .input(.key(let key)):
            return handle(key, layout: layout, at: time)
        case .input(.mouse(let mouse)):
            handle(mouse, layout: layout, at: time)
        case .input(.paste):
            break
        }
        cursor = min(max(cursor, 0), max(layout.reachableCardCount - 1, 0))
        return .stay
    }

    private mutating func handle(_ key: Key, layout: PlayLayout, at time: Double) -> ScreenAction {
        if session.game.table?.isBotsTurn == true, let turn = Self.botTurnKeys.action(for: key) {
            guard let action = turn.action else {
                botTurn(at: time)
                return .stay
            }
            return perform(action, layout: layout, at: time)
        }
        guard let action = Self.keyMap.action(for: key) else { return .stay }
        return perform(action, layout: layout, at: time)
    }

    /// Where a gesture was made, for the row's action: the cell as the terminal reports it
    /// (1-based, what `tap at X,Y` takes) and what the face's recognizer made of it.
    struct Pointer {
        let x: Int
        let y: Int
        var face: FaceGestures.Gesture?
        /// The wheel off the face: up (away from the user) or down.
        var wheelUp: Bool?
    }

    /// Carries out a row's action: a key's, or a gesture's at `pointer`.
    mutating func perform(_ action: Action, layout: PlayLayout, at time: Double, pointer: Pointer? = nil) -> ScreenAction {
        let columns = max(layout.columns, 1)
        let session = self.session
        let number = cursor + 1
        // A bot's turn is shown a turn of two cards at a time: a gesture lets it play as any key
        // but these does (keys go through ``botTurnKeys``).
        if session.game.table?.isBotsTurn == true, ![.leave, .help, .newGame, .restart].contains(action) {
            botTurn(at: time)
            return .stay
        }
        switch action {
        case .leave:
            return .leave
        case .help:
            help = HelpOverlay(title: "play", messages: messages.recent)
        case .left: cursor -= 1
        case .right: cursor += 1
        case .up: cursor -= columns
        case .down: cursor += columns
        case .first: cursor = 0
        case .last: cursor = layout.reachableCardCount - 1
        case .choose:
            choose(index: cursor, at: time) { () throws(IntentError) in
                .card(number: number, try session.choose(cardNumber: number))
            }
        case .chooseClicked:
            if let pointer { click(pointer, layout: layout, at: time) }
        case .newGame:
            newGame()
        case .restart:
            motions.removeAll()
            winNote = nil
            perform { () throws(IntentError) in
                try session.restart()
                return "restarted: the same cards, reshuffled"
            }
        case .pinchIn, .pinchOut, .panFaceUp, .panFaceDown, .dragFace, .wheelFace, .tapFace:
            face(action, layout: layout, pointer: pointer)
        case .pageUp, .pageDown, .scrollWheel, .zoomIn, .zoomOut, .zoomWheel:
            scroll(action, layout: layout, pointer: pointer)
            return .stay
        }
        cursor = min(max(cursor, 0), max(layout.reachableCardCount - 1, 0))
        followCursor(width: layout.width, height: layout.height)
        return .stay
    }

    /// A click on a card (or beside one): the same tap `tap at X,Y` makes there.
    private mutating func click(_ pointer: Pointer, layout: PlayLayout, at time: Double) {
        var index: Int?
        if case .card(let card)? = layout.target(atX: pointer.x - 1, y: pointer.y - 1) {
            cursor = card
            index = card
        }
        let session = self.session
        choose(index: index, at: time) { () throws(IntentError) in
            try session.tap(atX: pointer.x, y: pointer.y, width: layout.width, height: layout.height)
        }
    }

    /// The face's rows: keys pan and pinch by a step, gestures by what the pointer did.
    private mutating func face(_ action: Action, layout: PlayLayout, pointer: Pointer?) {
        guard let mood = session.faceMood else { return }   // no face in this session
        switch (action, pointer?.face) {
        case (.pinchIn, _): message = FaceGestures.pinch(by: FaceGestures.pinchPerNotch, mood: mood)
        case (.pinchOut, _): message = FaceGestures.pinch(by: 1 / FaceGestures.pinchPerNotch, mood: mood)
        case (.panFaceUp, _): message = FaceGestures.pan(rows: -1, mood: mood)
        case (.panFaceDown, _): message = FaceGestures.pan(rows: 1, mood: mood)
        case (.dragFace, .drag(let rows, let start)?): message = FaceGestures.pan(rows: rows, mood: mood, from: start)
        case (.wheelFace, .wheel(let up)?): message = FaceGestures.pinch(by: FaceGestures.pinch(up: up), mood: mood)
        case (.tapFace, _):
            guard let pointer,
                  case .face(let happiness)? = try? session.tap(atX: pointer.x, y: pointer.y, width: layout.width, height: layout.height)
            else { return }
            message = TextRenderer.moodLine(happiness, emoji: session.moodEmoji)
        default:
            break
        }
    }

    /// The mouse, through the table: a press off the face is a click on a card; on the face,
    /// what ``FaceGestures`` recognises.
    private mutating func handle(_ mouse: MouseEvent, layout: PlayLayout, at time: Double) {
        let target = layout.target(atX: mouse.x - 1, y: mouse.y - 1)
        var pointer = Pointer(x: mouse.x, y: mouse.y)
        let trigger: KeyTrigger
        if case .press(.left) = mouse.kind, target != .face {
            trigger = .mouse(.click, Self.Place.card)
        } else if case .wheel(let up) = mouse.kind, target != .face {
            pointer.wheelUp = up
            trigger = .mouse(mouse.control ? .ctrlWheel : .wheel, Self.Place.board)
        } else if let gesture = faceGestures.recognize(mouse, onFace: target == .face, happiness: session.faceMood?.current ?? .neutral) {
            pointer.face = gesture
            trigger = gesture.trigger
        } else {
            return
        }
        if let action = Self.keyMap.action(matching: trigger) { _ = perform(action, layout: layout, at: time, pointer: pointer) }
    }

    // MARK: - Intents, and the motion they cause

    /// The bot plays one turn: the cards face up turn down and its two turn up, and stay up
    /// until the next key.
    private mutating func botTurn(at time: Double) {
        guard let before = session.game.model else { return }
        let (first, second) = before.faceUpCardIndices
        guard let move = session.playBotTurn(), let after = session.game.table else { return }
        for index in [first, second].compactMap({ $0 }) where !after.game.cards[index].isFaceUp {
            motions.append(CardMotion(index: index, kind: after.game.cards[index].isMatched ? .fade : .flip(toFaceUp: false), start: time))
        }
        for number in move.numbers {
            motions.append(CardMotion(index: number - 1, kind: .flip(toFaceUp: true), start: time))
        }
        message = move.brief + (after.isBotsTurn ? " · any key: again" : "")
        if after.game.isOver { message = "🎉 \(Seats(after).verdict) · n deals again" }
    }

    /// Runs a choice (`tap`) and starts the motion it caused: cards turning over, a matched
    /// pair going. Only the cards face up before and the one chosen can have changed: O(1).
    private mutating func choose(index: Int?, at time: Double, _ tap: () throws(IntentError) -> Session.TapOutcome) {
        guard let before = session.game.model else {
            message = "no game yet: press n to deal one"
            return
        }
        var involved: [(index: Int, wasFaceUp: Bool, wasMatched: Bool)] = []
        let (first, second) = before.faceUpCardIndices
        for faceUp in [first, second].compactMap({ $0 }) {
            involved.append((faceUp, true, before.cards[faceUp].isMatched))
        }
        if let index, before.cards.indices.contains(index), !before.cards[index].isFaceUp {
            involved.append((index, false, before.cards[index].isMatched))
        }
        let outcome: Session.TapOutcome
        do { outcome = try tap() } catch {
            message = error.message
            return
        }
        switch outcome {
        case .card(_, let choice):
            message = Self.describe(choice)
        case .face(let happiness):
            message = TextRenderer.moodLine(happiness, emoji: session.moodEmoji)
        case .nothing:
            message = nil
        }
        guard let after = session.game.model else { return }
        for card in involved {
            let now = after.cards[card.index]
            if !card.wasFaceUp, now.isFaceUp {
                motions.append(CardMotion(index: card.index, kind: .flip(toFaceUp: true), start: time))
            } else if card.wasFaceUp, !now.isFaceUp {
                motions.append(CardMotion(index: card.index, kind: now.isMatched ? .fade : .flip(toFaceUp: false), start: time))
            }
        }
        if session.game.table?.isBotsTurn == true { message = (message ?? "") + " · any key: bot plays" }
        // In full for the '?' page's last messages; the status line says as many words as fit.
        if after.isOver, let table = session.game.table, table.hasOpponents {
            message = "🎉 \(Seats(table).verdict) · n deals again"
        } else if after.isOver {
            winNote = session.game.takeWinNote()
            message = (["🎉 all pairs matched in \(after.turns) turns"] + [winNote?.line].compactMap { $0 } + ["n deals again"])
                .joined(separator: " · ")
        }
    }

    static func describe(_ choice: EmojiMemoryGame.ChoiceOutcome) -> String? {
        switch choice {
        case .turned: nil
        case .matched(let points, _): BoardView.Event.matched(points: points).description
        case .mismatched(let penalty): BoardView.Event.mismatched(penalty: penalty).description
        case .ignored(let reason): reason
        }
    }

    /// `n`: the same theme and size again, newly shuffled (a random theme before the first game).
    private mutating func newGame() {
        motions.removeAll()
        winNote = nil
        let session = self.session
        let model = session.game.model
        let theme = session.game.theme?.name
        perform { () throws(IntentError) in
            try session.newGame(theme: theme, pairs: model.map { $0.cards.count / 2 }, bonus: model?.bonusTimeLimit, seating: session.game.seating)
            let name = session.game.theme?.name.terminalSafe ?? ""
            return "new game: \(name), \(TextRenderer.pairs((session.game.model?.cards.count ?? 0) / 2))"
        }
        cursor = 0
    }

    /// Runs an intent; what it says (or its error) becomes the message.
    private mutating func perform(_ intent: () throws(IntentError) -> String) {
        do { message = try intent() } catch { message = error.message }
    }
}
