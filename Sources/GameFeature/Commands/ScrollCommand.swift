import Layout
import REPL

/// `scroll WHERE [N]`: the play screen's page keys, wheel and zoom for scripts and transcripts,
/// which have no screen. It moves the same scroll the screen moves (``Session/scrollBoard(to:)``),
/// so `tap at X,Y` and `state` afterwards see the board as the screen would show it.
struct ScrollCommand: Command, Equatable {
    static let options = ["up", "down", "top", "bottom", "to", "+", "-", "fit"]

    static let spec = CommandSpec(
        "scroll",
        parameters: [
            .positional("WHERE", \Self.direction, .choice(options), required: true,
                        "up or down (N rows, a screen without N), top, bottom, to (card N into view), + or - (N card sizes larger or smaller), fit",
                        missing: "up, down, top, bottom, to N, + or -"),
            .positional("N", \Self.amount, .integer(1...1_000_000), required: false, "rows, a card number or card sizes"),
        ],
        summary: "scroll or zoom the play screen's board, as its keys do",
        details: [
            "A board bigger than the screen scrolls: 'play' follows the cursor, PageUp/PageDown",
            "move a screen, the wheel a row, + and - change the card size. Without a screen,",
            "this moves the same view for the current size (see 'resize'); 'tap at X,Y' then",
            "taps what is on screen and 'state' gives the viewport. A board that fits and is",
            "not zoomed does not scroll.",
        ])

    var direction = "up"
    var amount: Int?

    init() {}
    init(_ direction: String, _ amount: Int? = nil) {
        self.direction = direction
        self.amount = amount
    }

    mutating func validate() throws(CommandError) {
        if direction == "to", amount == nil { throw CommandError("scroll to needs a card number ('scroll to 400')") }
        if ["top", "bottom", "fit"].contains(direction), let amount {
            throw CommandError("scroll \(direction) takes no number, not \(amount)")
        }
    }

    /// - Complexity: O(1)
    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let session = context.session
        let (width, height) = (context.style.width, context.style.height)
        let layout = context.playLayout
        guard session.game.model != nil else { throw CommandError(EmojiMemoryGame.noGame.message) }
        switch direction {
        case "up", "down":
            let rows = amount ?? max(layout.visibleRows, 1)
            session.scrollBoard(to: layout.scroll(byRows: direction == "up" ? -rows : rows))
        case "top": session.scrollBoard(to: layout.scroll(byRows: Int.min))
        case "bottom": session.scrollBoard(to: layout.scroll(byRows: Int.max))
        case "to":
            let number = amount ?? 1
            guard number <= layout.cardCount else { throw CommandError("no card \(number): this game has cards 1…\(layout.cardCount)") }
            session.scrollBoard(to: layout.scroll(showing: number - 1))
        case "fit":
            session.scrollBoard(to: BoardScroll())
        default:
            var zoomed = layout.scroll
            let steps = amount ?? 1
            zoomed.zoom += direction == "+" ? steps : -steps
            session.scrollBoard(to: zoomed)
            session.scrollBoard(to: session.playLayout(width: width, height: height).scroll)
        }
        return .with(.message(Self.describe(session.playLayout(width: width, height: height))))
    }

    /// The view in words: `rows 11–20 of 50 · cards 81–160 · ↑ 10 rows · ↓ 30 rows`.
    static func describe(_ layout: PlayLayout) -> String {
        guard !layout.isTooSmall else { return "the \(layout.width)x\(layout.height) play screen is too small for cards" }
        let size = "cards \(layout.cardShape.width)x\(layout.cardShape.height), \(layout.columns) to a row"
        guard layout.scrolls else { return "the whole board fits: \(size)" }
        let first = layout.visibleCards.lowerBound + 1, last = layout.visibleCards.upperBound
        return "rows \(layout.firstRow + 1)–\(layout.firstRow + layout.visibleRows) of \(layout.rowCount) · cards \(first)–\(last) · "
            + "\(layout.scrollPosition.first ?? "") · \(size)"
    }
}
