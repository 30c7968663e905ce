/// `state`: the game as one line of JSON, for scripts and tests.
struct StateCommand: Command, Equatable {
    static let spec = CommandSpec(
        "state", summary: "print the game as one line of JSON",
        details: [
            "Keys: theme, score, isOver, cards (index, id, content, isFaceUp, isMatched,",
            "hasBeenSeen), happiness (0…100) and smiliness (−1…1). For scripts and tests.",
        ])

    init() {}
    init(_ arguments: Arguments) {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        .with(.state(StateJSON(session: context.session)))
    }
}
