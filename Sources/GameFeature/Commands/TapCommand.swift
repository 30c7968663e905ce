import Capabilities
import REPL

/// `tap N…` or `tap at X,Y`: the course's tap. On a card number it is `choose`; at a cell it taps
/// what the `play` screen draws there, for a terminal of the current size — the same hit-test
/// a mouse click goes through, so transcripts test what the mouse does.
struct TapCommand: Command, Equatable {
    static let spec = CommandSpec(
        "tap",
        parameters: [
            .positional("N", \Self.cards, required: false, repeating: true, "card numbers: the same as 'choose N…'"),
            .keyword("at", \Self.cell, .point, required: false, "a cell of the play screen: column, row, from 1 (as a terminal reports a click)"),
        ],
        summary: "tap card N, or whatever the play screen draws at a cell",
        details: [
            "'tap at X,Y' lays the play screen out for the current size (see 'resize') and",
            "scroll (see 'scroll') and taps there: a card is chosen, the face says how it",
            "feels, anywhere else nothing happens.",
            "'state' gives each card's frame in the same cells.",
        ],
        needs: "card numbers or a cell ('tap 3', 'tap at 10,5')")

    enum Target: Equatable {
        case cards([Int])
        case cell(x: Int, y: Int)
    }

    /// The card numbers, as typed.
    var cards: [CardNumber] = []
    /// The cell after `at`, as typed.
    var cell: Point?
    /// What to tap: one of the two.
    private(set) var target = Target.cards([])

    init() {}

    init(_ target: Target) {
        switch target {
        case .cards(let numbers): cards = numbers.map { CardNumber($0) }
        case .cell(let x, let y): cell = Point(x: x, y: y)
        }
        self.target = target
    }

    mutating func validate() throws(CommandError) {
        switch (cards.isEmpty, cell) {
        case (false, nil): target = .cards(cards.map(\.number))
        case (true, let point?): target = .cell(x: point.x, y: point.y)
        case (false, _?): throw CommandError("tap takes card numbers or 'at X,Y', not both (usage: \(Self.spec.usage))")
        case (true, nil): throw CommandError("tap needs card numbers or a cell ('tap 3', 'tap at 10,5') (usage: \(Self.spec.usage))")
        }
    }

    /// - Complexity: O(1), plus drawing the board when a card was chosen.
    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        switch target {
        case .cards(let cards):
            return try ChooseCommand(cards: cards).run(&context)
        case .cell(let x, let y):
            let session = context.session
            let style = context.style
            let outcome = try intent { () throws(IntentError) in try session.tap(atX: x, y: y, width: style.width, height: style.height) }
            var output = Output()
            switch outcome {
            case .card(let number, let choice):
                output.message("tapped card \(number)")
                var event: BoardView.Event?
                ChooseCommand.record(choice, event: &event, into: &output)
                if try ChooseCommand.botsPlay(after: event, session: session, into: &output) { event = nil }
                output.append(.board(try session.game.requireBoardView(event: event)))
                output.appendWin(of: session.game)
                context.faceAfterMove(into: &output)
            case .face(let happiness):
                output.append(.mood(happiness, emoji: session.moodEmoji))
            case .nothing:
                output.note("nothing at \(x),\(y) on the \(style.width)x\(style.height) play screen; 'state' gives each card's frame")
            }
            return output
        }
    }
}
