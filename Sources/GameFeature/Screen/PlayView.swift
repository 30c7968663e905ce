// cos and atan2 from the C library: Foundation would bring ICU's 34 MB data into the binary.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Face
import Game
import Layout
import Platform
import Themes
import LiveScreens
import REPL

/// A card in motion on the play screen (CS193p's `Cardify` flip, and the matched cards' fade).
/// Motion is the screen's own: the game has already changed; the screen shows the change
/// happen over a few frames. Batch runs and transcripts never see it.
struct CardMotion: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        /// Turning over; `toFaceUp` is the side it ends on.
        case flip(toFaceUp: Bool)
        /// A matched card going away.
        case fade
    }

    static let flipDuration = 0.24
    static let fadeDuration = 0.4

    let index: Int
    let kind: Kind
    /// When it began, on the screen's clock.
    let start: Double

    var duration: Double { kind == .fade ? Self.fadeDuration : Self.flipDuration }

    /// 0…1 through the motion at `time`; 1 once it is over.
    func progress(at time: Double) -> Double {
        min(max((time - start) / duration, 0), 1)
    }
}

/// Everything the play screen shows, gathered from the session: the view's input.
struct PlayState {
    var game: MemoryGame<String>?
    var theme: Theme?
    /// The players, when the game has opponents.
    var seats: Seats? = nil
    /// The bot's turn: the hint bar is its keys' (``PlayScreen/botTurnKeys``).
    var botsTurn = false
    /// The game's clock now: how much bonus the Pies show.
    var gameTime: Double
    var happiness: Happiness
    var moodEmoji: String
    /// The face's braille raster for the panel (``PlayLayout/faceRows`` rows), when there is one.
    var faceLines: [String]
    var faceColor: CellColor?
    var cursor: Int
    /// What just happened, for the status line.
    var message: String?
    var motions: [CardMotion]
    var color: Bool
    /// The score book's word on the game won on the screen.
    var winNote: WinNote? = nil
}

/// The play screen's view: state + size + time → frame. Nothing here changes anything.
enum PlayView {
    /// The frame for `state` laid out by `layout` (the session's, at its scroll) at `time` (the
    /// screen's clock).
    /// - Complexity: O(*w* · *h*) for the frame, plus O(1) per card on the screen outside motion.
    static func frame(_ state: PlayState, layout: PlayLayout, at time: Double) -> Frame {
        var frame = Frame(width: layout.width, height: layout.height)
        if layout.isTooSmall {
            frame.put(StatusLine.enlarge(toWidth: PlayLayout.minimumWidth, height: PlayLayout.minimumHeight, fitting: layout.width), x: 0, y: 0)
            return frame
        }
        drawStatus(state, layout: layout, into: &frame)
        drawKeyHelp(layout: layout, hints: state.botsTurn ? PlayScreen.botTurnKeys.hintBar(width:) : PlayScreen.keyMap.hintBar(width:), into: &frame)
        drawFace(state, layout: layout, into: &frame)
        guard let game = state.game else { return frame }
        let colors = state.color ? state.theme.map { theme in
            let (background, foreground) = Style.ansi(theme.color)
            return (CellColor.indexed(UInt8(background)), CellColor.indexed(UInt8(foreground)))
        } : nil
        for index in layout.visibleCards {
            guard let rect = layout.frame(ofCard: index) else { continue }
            card(index, of: game, state: state, colors: colors, at: time).draw(in: rect, shape: layout.cardShape, into: &frame)
        }
        return frame
    }

    /// How card `index` is drawn now: its state, or a motion's step.
    static func card(
        _ index: Int, of game: MemoryGame<String>, state: PlayState, colors: (background: CellColor, foreground: CellColor)?, at time: Double
    ) -> CardDrawing {
        let card = game.cards[index]
        let isCursor = index == state.cursor
        let faceUp = CardDrawing.Look.faceUp(
            content: card.content, isMatched: card.isMatched, pie: card.isFaceUp ? card.bonusRemaining(at: state.gameTime) : 0)
        var look: CardDrawing.Look = card.isMatched && !card.isFaceUp ? .gone : card.isFaceUp ? faceUp : .faceDown(number: index + 1)
        // Motions are few (the cards of the last choice): a scan of them is O(1).
        guard let motion = state.motions.last(where: { $0.index == index && $0.progress(at: time) < 1 }) else {
            return CardDrawing(look: look, isCursor: isCursor, colors: colors)
        }
        let progress = motion.progress(at: time)
        switch motion.kind {
        case .flip(let toFaceUp):
            // The first half shows the side it leaves, narrowing to its edge; the second the side it ends on.
            let showsEnd = progress >= 0.5
            let faceUpNow = showsEnd == toFaceUp
            look = faceUpNow ? .faceUp(content: card.content, isMatched: card.isMatched, pie: 0) : .faceDown(number: index + 1)
            let scale = abs(cos(progress * Double.pi))
            return CardDrawing(look: look, isCursor: isCursor, widthScale: scale, colors: colors)
        case .fade:
            look = .faceUp(content: card.content, isMatched: true, pie: 0)
            return CardDrawing(look: look, isCursor: isCursor, fade: max(progress, 0.01), colors: colors)
        }
    }

    private static func drawStatus(_ state: PlayState, layout: PlayLayout, into frame: inout Frame) {
        let faceInStatus = layout.faceRows == nil
        let room = layout.width - (faceInStatus ? 3 : 0)
        let text: String
        if let game = state.game, let theme = state.theme {
            // Shortened from its end before it is dropped: a tap on the face at 40 columns said nothing.
            var event = state.message.map(StatusLine.forms(of:))
            if game.isOver, event == nil || state.message?.hasPrefix("🎉") == true {
                if let verdict = state.seats?.verdict {
                    event = ["🎉 \(verdict) · n deals again", "🎉 \(verdict)", "🎉"]
                } else {
                    event = won(in: game.turns, state.winNote)
                }
            }
            text = StatusLine.game(theme: theme.name.terminalSafe, game: game, event: event, breakdown: true, seats: state.seats)
                .fitted(to: room)
        } else {
            text = StatusLine.fitting(StatusLine.forms(of: state.message ?? "no game yet: press n to deal one"), to: room)
        }
        frame.put(text, x: 0, y: layout.statusRow, style: CellStyle(bold: true), limit: room)
        if faceInStatus, let mood = state.moodEmoji.first {
            frame.put(emoji: mood, x: layout.face.x, y: layout.face.y)
        }
    }

    /// A game won alone, longest first: what the score book said is kept longer than the
    /// turns and the key that deals again, and fits 40 columns (`🎉 🏆 new best (was 20)`).
    static func won(in turns: Int, _ note: WinNote?) -> [String] {
        guard let note else {
            return ["🎉 all pairs matched in \(turns) turns · n deals again", "🎉 all matched in \(turns) turns", "🎉"]
        }
        return [
            "🎉 all pairs matched in \(turns) turns · \(note.line) · n deals again",
            "🎉 all pairs matched in \(turns) turns · \(note.line)",
            "🎉 \(turns) turns · \(note.line)",
            "🎉 \(turns) turns · \(note.brief)",
            "🎉 \(note.brief)", "🎉",
        ]
    }

    /// The hint bar, and on a board that scrolls, how many rows are above and below at its right
    /// end: the widest wording of that which leaves the hint bar some room.
    private static func drawKeyHelp(layout: PlayLayout, hints: (Int) -> String, into frame: inout Frame) {
        var room = layout.width
        let forms = layout.scrollPosition
        if let position = forms.first(where: { !hints(layout.width - DisplayWidth.of($0) - 1).isEmpty }) ?? forms.last {
            let width = DisplayWidth.of(position)
            room = max(layout.width - width - 1, 0)
            frame.put(position, x: max(layout.width - width, 0), y: layout.helpRow, style: CellStyle(bold: true), limit: layout.width)
        }
        let help = hints(room)
        frame.put(help, x: 0, y: layout.helpRow, style: CellStyle(faint: true), limit: room)
    }

    private static func drawFace(_ state: PlayState, layout: PlayLayout, into frame: inout Frame) {
        guard layout.faceRows != nil else { return }
        let style = CellStyle(foreground: state.faceColor)
        for (row, line) in state.faceLines.prefix(layout.face.height).enumerated() {
            var x = layout.face.x
            for character in line.prefix(layout.face.width) {
                frame.put(character, width: 1, x: x, y: layout.face.y + row, style: style)
                x += 1
            }
        }
    }
}
