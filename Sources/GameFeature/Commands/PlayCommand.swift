import REPL

/// `play [THEME] [pairs=N] [seed=SEED] [bonus=S]`: the game on the whole terminal.
struct PlayCommand: ShellCommand, Equatable {
    static let spec = CommandSpec(
        "play",
        parameters: NewCommand.spec.parameters.map { $0.through(\Self.deal) },
        summary: "play on the whole terminal, by keys and mouse; q leaves",
        details: [
            "With a theme or options it deals a new game first (as 'new'); without a game, a",
            "random one. q or Esc comes back here with the same game. Needs a terminal: batch",
            "runs and transcripts use 'tap at X,Y', which hit-tests the same screen.",
        ] + PlayScreen.keyMap.helpSection(),
        keys: PlayScreen.keyMap.coverageNames)

    /// `new`'s parameters, as typed.
    var deal = NewCommand()

    init() {}
    init(newGame: NewCommand? = nil) { deal = newGame ?? NewCommand() }

    func validate() throws(CommandError) { try deal.validate() }

    /// The game to deal first, when one was asked for.
    var newGame: NewCommand? { deal == NewCommand() ? nil : deal }

    /// - Complexity: as long as the player plays; each redraw is O(*w* · *h*) for the terminal.
    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        guard let terminal = context.terminal else {
            throw CommandError("play needs a terminal (standard input and output); in scripts use 'tap at X,Y' (a transcript drives the screen with '~' steps)")
        }
        var output = Output()
        if let newGame {
            output = try newGame.run(&context)
        } else if context.session.game.model == nil {
            output = try NewCommand().run(&context)
        }
        // The board is shown once, as it stands when the player comes back.
        output.items.removeAll(where: \.isBoard)
        var screen = PlayScreen(session: context.session, color: context.style.color)
        let game = context.session.game
        // Before anything else on the way out (a SIGTERM or SIGHUP ends the process right after): the game is kept.
        let exit = terminal.present(&screen) { _ in _ = game.writePending() }
        switch exit {
        case .terminalGone:
            output.quit = true   // nothing to show it on, nothing more to read
            return output
        case .left, .signal:
            break
        }
        // Back on the line: where the game stands, and what the score book said of a game won there.
        if let board = context.session.game.boardView() { output.append(.board(board)) }
        if context.session.game.model?.isOver == true { output.append(screen.winNote) }
        return output
    }
}

extension PlayCommand {
    /// `memorize play [THEME] [pairs=N] …`: deals as `new` does and opens the play screen.
    static let usesTheTerminal = true
    /// A game deals from the themes and palettes, shuffles by the seed, times by the clock and
    /// lays the board out for the size and colour the shell asks for.
    static let sessionSettings: [SessionSetting] = [.seed, .clock, .size, .color, .themes, .palettes]
}
