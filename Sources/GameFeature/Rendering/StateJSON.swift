import Capabilities
import Face
import Game
import Layout
import LiveScreens
import REPL

/// The `state` command's one line of JSON: the contract scripts and outside tests rely on.
///
///     {"breakdown":{"bonus":0,"matches":0,"penalties":0},
///      "cards":[{"bonusRemaining":6,"bonusTimeLimit":6,"content":"🐶","frame":{"height":5,"width":7,"x":2,"y":3},
///                "hasBeenSeen":false,"id":3,"index":1,"isFaceUp":false,"isMatched":false}],
///      "face":{"frame":{"height":2,"width":1,"x":79,"y":1}},
///      "happiness":50,"isOver":false,"score":0,"smiliness":0,"theme":"Animals"}
///
/// A game with opponents (`new … vs=bot:K` or `players=N`) adds `players` (each `{name, score}`,
/// in the order turns pass) and `turn` (the name of the player whose turn it is); a game alone
/// has neither, so its line is the course's.
///
/// Keys are sorted so the line is the same on every run. Before the first game, `theme` is null
/// and `cards` empty. A `frame` is where the `play` screen draws the card (or the face) on a
/// terminal of the session's size, in cells counted from 1 as a terminal reports a click (what
/// `tap at X,Y` takes), at the board's current scroll; null for a card that is not on the
/// screen. `bonusRemaining` is in seconds, to the millisecond.
///
/// On a board that scrolls (too many cards for the screen, or zoomed), `viewport` says which part
/// is on the screen, counted from 1 like card numbers:
///
///     "viewport":{"above":10,"below":30,"card":{"height":1,"width":4},"columns":8,"firstCard":81,
///                 "firstRow":11,"lastCard":160,"lastRow":20,"rows":50,"zoom":0}
///
/// `above` and `below` are rows of cards off the screen; `zoom` is card sizes from the largest
/// that fit (see ``BoardScroll``). A board that fits has no `viewport`, so its line is as it was.
public struct StateJSON: Encodable {
    struct Card: Encodable {
        let index: Int
        let id: Int
        let content: String
        let isFaceUp: Bool
        let isMatched: Bool
        let hasBeenSeen: Bool
        let bonusRemaining: Double
        let bonusTimeLimit: Double
        let frame: Frame?

        private enum CodingKeys: String, CodingKey {
            case index, id, content, isFaceUp, isMatched, hasBeenSeen, bonusRemaining, bonusTimeLimit, frame
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(index, forKey: .index)
            try container.encode(id, forKey: .id)
            try container.encode(content, forKey: .content)
            try container.encode(isFaceUp, forKey: .isFaceUp)
            try container.encode(isMatched, forKey: .isMatched)
            try container.encode(hasBeenSeen, forKey: .hasBeenSeen)
            try container.encode(bonusRemaining, forKey: .bonusRemaining)
            try container.encode(bonusTimeLimit, forKey: .bonusTimeLimit)
            try container.encode(frame, forKey: .frame)   // null, not absent, off the screen
        }
    }

    /// Cells, 1-based, as every screen's state writes them.
    public typealias Frame = StateFrame

    struct Face: Encodable {
        let frame: Frame?
    }

    struct Player: Encodable {
        let name: String
        let score: Int
    }

    struct Viewport: Encodable {
        struct CardSize: Encodable {
            let width: Int
            let height: Int
        }

        let firstRow: Int
        let lastRow: Int
        let rows: Int
        let above: Int
        let below: Int
        let columns: Int
        let firstCard: Int
        let lastCard: Int
        let card: CardSize
        let zoom: Int

        /// What is on the screen of `layout`; nil when the board fits as it always did.
        init?(_ layout: PlayLayout) {
            guard !layout.isTooSmall, layout.scrolls || layout.scroll.zoom != 0 else { return nil }
            firstRow = layout.firstRow + 1
            lastRow = layout.firstRow + layout.visibleRows
            rows = layout.rowCount
            above = layout.rowsAbove
            below = layout.rowsBelow
            columns = layout.columns
            firstCard = layout.visibleCards.lowerBound + 1
            lastCard = layout.visibleCards.upperBound
            card = CardSize(width: layout.cardShape.width, height: layout.cardShape.height)
            zoom = layout.scroll.zoom
        }
    }

    struct Breakdown: Encodable {
        let matches: Int
        let bonus: Int
        let penalties: Int
    }

    let theme: String?
    let score: Int
    let breakdown: Breakdown
    let isOver: Bool
    let cards: [Card]
    let face: Face
    let happiness: Int
    let smiliness: Double
    let players: [Player]?
    let turn: String?
    let viewport: Viewport?

    private enum CodingKeys: String, CodingKey {
        case theme, score, breakdown, isOver, cards, face, happiness, smiliness, players, turn, viewport
    }

    /// The session's state, with frames on the play screen as `layout` places it.
    /// - Complexity: O(*n*) for *n* cards.
    init(session: Session, layout: PlayLayout) {
        let game = session.game.model
        let now = session.clock.now
        theme = session.game.theme?.name
        score = game?.score ?? 0
        let parts = game?.scoreBreakdown ?? ScoreBreakdown()
        breakdown = Breakdown(matches: parts.matches, bonus: parts.bonus, penalties: parts.penalties)
        isOver = game?.isOver ?? false
        cards = (game?.cards ?? []).enumerated().map { offset, card in
            Card(index: offset + 1, id: card.id, content: card.content, isFaceUp: card.isFaceUp,
                 isMatched: card.isMatched, hasBeenSeen: card.hasBeenSeen,
                 bonusRemaining: (card.bonusTimeRemaining(at: now) * 1000).rounded() / 1000,
                 bonusTimeLimit: card.bonusTimeLimit,
                 frame: layout.frame(ofCard: offset).map(Frame.init))
        }
        face = Face(frame: layout.isTooSmall ? nil : Frame(layout.face))
        let mood = session.faceMood?.current ?? .neutral
        happiness = mood.value
        smiliness = mood.smiliness
        let table = session.game.table.flatMap { $0.hasOpponents ? $0 : nil }
        players = table?.players.map { Player(name: $0.name, score: $0.score) }
        turn = table?.currentPlayer.name
        viewport = Viewport(layout)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(theme, forKey: .theme)   // null, not absent, before the first game
        try container.encode(score, forKey: .score)
        try container.encode(breakdown, forKey: .breakdown)
        try container.encode(isOver, forKey: .isOver)
        try container.encode(cards, forKey: .cards)
        try container.encode(face, forKey: .face)
        try container.encode(happiness, forKey: .happiness)
        try container.encode(smiliness, forKey: .smiliness)
        try container.encodeIfPresent(players, forKey: .players)
        try container.encodeIfPresent(turn, forKey: .turn)
        try container.encodeIfPresent(viewport, forKey: .viewport)   // absent on a board that fits
    }

    /// One line of JSON.
    func line() -> String { Self.line(of: self) }

    /// `value` as one line of JSON, keys sorted so the line is the same on every run.
    public static func line(of value: some Encodable) -> String { StateLine.json(of: value) }
}
