import Capabilities
import LiveScreens
import REPL

/// The play screen's keys and gestures: the one table its update (keys, clicks and the face's
/// gestures alike), its hint bar, `help play` and the README read.
extension PlayScreen {
    /// What a key or a gesture asks of the play screen.
    public enum Action: Hashable, Sendable, CaseIterable {
        case left, right, up, down, first, last
        case choose
        /// A click on a card: the same hit-test as `tap at X,Y`.
        case chooseClicked
        case dragFace, wheelFace, tapFace
        case panFaceUp, panFaceDown, pinchIn, pinchOut
        /// The board that does not fit: a screen up or down, the wheel off the face, the card size.
        case pageUp, pageDown, scrollWheel, zoomIn, zoomOut, zoomWheel
        case newGame, restart, help, leave
    }

    /// Where play's own gesture is made (the face's are ``FaceGestures/Place``).
    public enum Place {
        /// A card, or anywhere off the face: the tap's hit-test decides what is there.
        public static let card = MousePlace("a card")
        /// Anywhere but the face: the wheel there scrolls the board, with Ctrl it zooms.
        public static let board = MousePlace("over the cards")
    }

    private static let move = KeyHint("←↑↓→/hjkl move", rank: 1)
    private static let face = KeyHint("drag/wheel the face", rank: 3)

    /// Every key and gesture of the play screen, in the order help shows them.
    public static let keyMap = KeyMap<Action>("play", ignoresModifiers: true, [
        KeyBinding([.key(.left), .character("h")], .left, hint: move, help: "move the cursor (the heavy border) left"),
        KeyBinding([.key(.right), .character("l")], .right, hint: move, help: "move the cursor right"),
        KeyBinding([.key(.up), .character("k")], .up, hint: move, help: "move the cursor up"),
        KeyBinding([.key(.down), .character("j")], .down, hint: move, help: "move the cursor down"),
        KeyBinding([.key(.home)], .first, help: "move the cursor to the first card (the board scrolls to its top)"),
        KeyBinding([.key(.end)], .last, help: "move the cursor to the last card (the board scrolls to its end)"),
        KeyBinding([.key(.pageUp)], .pageUp, help: "a screen up: the board and the cursor move by the rows the screen shows"),
        KeyBinding([.key(.pageDown)], .pageDown, help: "a screen down"),
        KeyBinding([.mouse(.wheel, Place.board)], .scrollWheel, help: "scrolls a board bigger than the screen a row a notch; the cursor stays in view"),
        KeyBinding([.character("+"), .character("=")], .zoomIn, help: "larger cards: fewer to a row, and the board scrolls when they no longer fit"),
        KeyBinding([.character("-")], .zoomOut, help: "smaller cards, down to one row each"),
        KeyBinding([.mouse(.ctrlWheel, Place.board)], .zoomWheel, help: "larger cards a notch up, smaller down, as + and -"),
        KeyBinding([.key(.space), .key(.enter)], .choose, hint: KeyHint("Space choose", rank: 0), help: "choose the card under the cursor"),
        KeyBinding([.mouse(.click, Place.card)], .chooseClicked, hint: KeyHint("click a card", rank: 2),
                   help: "choose it"),
        KeyBinding([.mouse(.drag, FaceGestures.Place.upOrDown)], .dragFace, hint: face,
                   help: "down makes the face happier, up sadder: a step of happiness (out of 100) a row"),
        KeyBinding([.mouse(.wheel, FaceGestures.Place.over)], .wheelFace, hint: face, help: "makes the face bigger (up) or smaller (down)"),
        KeyBinding([.mouse(.click, FaceGestures.Place.face)], .tapFace, help: "the face says how it feels ('😀 happiness 60')"),
        KeyBinding([.character("[")], .panFaceUp, help: "make the face a step sadder, as a drag up does"),
        KeyBinding([.character("]")], .panFaceDown, help: "make the face a step happier"),
        KeyBinding([.character(">")], .pinchIn, help: "make the face bigger, as the wheel up does"),
        KeyBinding([.character("<")], .pinchOut, help: "make the face smaller"),
        KeyBinding([.character("n"), .character("N")], .newGame, hint: KeyHint("n new", rank: 1), help: "a new game of the same theme and size"),
        KeyBinding([.character("r"), .character("R")], .restart, hint: KeyHint("r restart", rank: 3), help: "start again with the same cards, shuffled"),
        KeyBinding([.character("?")], .help, hint: KeyHint("? help", rank: 0), help: "show this help; any key closes it (Space turns the page)"),
        KeyBinding([.character("q"), .character("Q"), .key(.escape), .key(.control("c"))], .leave, hint: KeyHint("q quit", rank: 0),
                   help: "back to the REPL, with the same game"),
    ], modes: [KeyMode("On the bot's turn (vs=bot:K)", botTurnKeys)])

    /// What a key asks on the bot's turn: its two cards stay up until a key lets it play.
    public enum BotTurnAction: Hashable, Sendable, CaseIterable {
        case botPlays, newGame, restart, help, leave

        /// The same key's action off the bot's turn.
        var action: Action? {
            switch self {
            case .botPlays: nil
            case .newGame: .newGame
            case .restart: .restart
            case .help: .help
            case .leave: .leave
            }
        }
    }

    /// The keys on the bot's turn: those that leave, help or deal again keep their meaning; any
    /// other key (a click too) lets the bot play its turn.
    public static let botTurnKeys = KeyMap<BotTurnAction>("play bot's turn", ignoresModifiers: true, [
        KeyBinding([.anyOtherKey], .botPlays, hint: KeyHint("any key: bot plays", rank: 0, shorter: ["any key: bot"]),
                   help: "the bot plays a turn: the cards face up turn down and its two turn up until the next key (a click does the same)"),
        KeyBinding([.character("n"), .character("N")], .newGame, hint: KeyHint("n new", rank: 1), help: "a new game, as on your turn"),
        KeyBinding([.character("r"), .character("R")], .restart, help: "start again with the same cards, shuffled"),
        KeyBinding([.character("?")], .help, hint: KeyHint("? help", rank: 0), help: "show this help"),
        KeyBinding([.character("q"), .character("Q"), .key(.escape), .key(.control("c"))], .leave, hint: KeyHint("q quit", rank: 0),
                   help: "back to the REPL, with the same game"),
    ])
}
