import REPL

/// `state`: the game as one line of JSON, for scripts and tests.
struct StateCommand: Command, Equatable {
    static let spec = CommandSpec(
        "state", summary: "print the game as one line of JSON",
        details: [
            "Keys: theme, score, breakdown (matches, bonus, penalties), isOver, cards (index, id,",
            "content, isFaceUp, isMatched, hasBeenSeen, bonusRemaining and bonusTimeLimit in",
            "seconds, frame), face (frame), happiness (0…100) and smiliness (−1…1). A frame",
            "({x, y, width, height}, cells from 1) is where 'play' draws it at the current size",
            "and scroll, null off the screen. A board bigger than the screen (or zoomed) adds",
            "viewport: firstRow, lastRow, rows, above, below, columns, firstCard, lastCard,",
            "card (its size) and zoom, counted from 1 (see 'scroll').",
            "With opponents: players ({name, score}, in turn order) and turn (whose it is).",
            "It shows face-down cards too: a game won after it is not entered in the scores.",
        ])

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        // Every card's content, face down or not: a game whose cards were shown is no score to trust.
        context.session.game.contentsShown()
        return .with(.state(StateJSON(session: context.session, layout: context.playLayout)))
    }
}
