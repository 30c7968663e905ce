import REPL

/// `board`: draw the board.
struct BoardCommand: Command, Equatable {
    static let spec = CommandSpec("board", aliases: ["b", "show"], summary: "draw the board")

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        .with(.board(try context.session.game.requireBoardView()))
    }
}
