import Capabilities
import REPL

/// `choose N…`: turn cards face up, as a tap does in the course.
struct ChooseCommand: Command, Equatable {
    static let spec = CommandSpec(
        "choose", aliases: ["c"],
        parameters: [.positional("N", \Self.cards, required: true, repeating: true, "card numbers, 1 to the number of cards, in board order")],
        summary: "turn card N face up (several numbers choose in turn)",
        details: [
            "With one card face up, a second is compared: equal cards match (+2, plus bonus);",
            "a mismatch costs 1 for each card that had been seen before.",
            "Cards are numbered in board order, left to right, top to bottom, for the whole game.",
            "Several numbers show the board after each turn, before the next turn hides it.",
        ])

    var cards: [CardNumber] = []

    init() {}
    init(cards: [Int]) { self.cards = cards.map { CardNumber($0) } }

    /// - Complexity: O(1) per card chosen, plus drawing the board once per turn shown.
    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let session = context.session
        var output = Output()
        var event: BoardView.Event?
        for (position, number) in cards.enumerated() {
            // A bot's turn left pending (the play screen was left on it) is played first.
            if session.game.table?.isBotsTurn == true { session.playBotTurns().forEach { output.append(.botMove($0)) } }
            let outcome = try intent { () throws(IntentError) in try session.choose(cardNumber: number.number) }
            Self.record(outcome, event: &event, into: &output)
            if try Self.botsPlay(after: event, session: session, into: &output) {
                event = nil
            } else if event != nil, position < cards.count - 1 {
                // A turn ended and another choice follows, which will turn these cards down: show
                // the reveal first, as the course's board would have for a moment.
                output.append(.board(try session.game.requireBoardView(event: event)))
                event = nil
            }
        }
        output.append(.board(try session.game.requireBoardView(event: event)))
        output.appendWin(of: session.game)
        context.faceAfterMove(into: &output)
        return output
    }

    /// When a person's mismatch passed the turn to a bot: the board as the mismatch left it,
    /// then each of the bots' turns, played at once. Returns whether bots played.
    static func botsPlay(after event: BoardView.Event?, session: Session, into output: inout Output) throws(CommandError) -> Bool {
        guard session.game.table?.isBotsTurn == true else { return false }
        output.append(.board(try session.game.requireBoardView(event: event)))
        session.playBotTurns().forEach { output.append(.botMove($0)) }
        return true
    }

    /// What a choice did, as the board's event and notes.
    static func record(_ outcome: EmojiMemoryGame.ChoiceOutcome, event: inout BoardView.Event?, into output: inout Output) {
        switch outcome {
        case .turned: break
        case .matched(let points, _): event = .matched(points: points)
        case .mismatched(let penalty): event = .mismatched(penalty: penalty)
        case .ignored(let reason): output.note(reason)
        }
    }
}
