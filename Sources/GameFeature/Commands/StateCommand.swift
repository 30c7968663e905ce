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
        ])

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        .with(.state(StateJSON(session: context.session, layout: context.playLayout)))
    }
}
