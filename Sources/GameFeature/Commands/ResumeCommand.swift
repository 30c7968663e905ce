import REPL

/// `resume`: the game an interactive session kept, back as it was.
struct ResumeCommand: Command, Equatable {
    static let spec = CommandSpec(
        "resume", summary: "bring back the game you left, as it was",
        details: [
            "The REPL and 'memorize play' keep the game in progress after every line and when",
            "they end, however they end; 'resume' deals it back card for card, with its score,",
            "turns and bonus time. A won game is not kept.",
        ])

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let session = context.session
        try intent { () throws(IntentError) in try session.resumeGame() }
        var output = Output()
        if let board = session.game.boardView() {
            let daily = session.game.daily.map { " · daily game for \($0)" } ?? ""
            output.message("Resumed: \(board.theme.name), \(TextRenderer.pairs(board.game.cards.count / 2)) (seed \(session.game.seed))\(daily)")
            output.append(.board(board))
        }
        return output
    }
}
