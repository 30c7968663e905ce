import LiveScreens
import REPL

/// `scores [THEME]`: the best scores, per theme and board size; `memorize scores` from the shell.
struct ScoresCommand: ShellCommand, Equatable {
    static let spec = CommandSpec(
        "scores",
        parameters: [.positional("THEME", \Self.theme, required: false, "only this theme's boards, each with its best \(ScoreBook.keptPerBoard)")],
        summary: "the best scores of each theme and board size, with turns and day",
        details: [
            "Every game won is entered; the best \(ScoreBook.keptPerBoard) of each board are kept (a higher score,",
            "then fewer turns). The interactive REPL keeps them in scores.json.",
        ])

    var theme: ThemeName?

    init() {}

    /// - Complexity: O(*s*) in the scores kept, plus reading their file.
    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let book = try intent { () throws(IntentError) in try context.session.game.scoreBook() }
        let entries = theme.map { wanted in book.scores.filter { $0.theme.lowercased() == wanted.name.lowercased() } } ?? book.bests
        guard !entries.isEmpty else {
            return .with(.message(theme.map { "no scores for '\($0.name.terminalSafe)' yet" } ?? "no scores yet; win a game to have one"))
        }
        return .with(.lines(Self.table(entries, width: context.style.width)))
    }

    /// One line per score: theme, board, score, turns, day; the theme's column cut to fit `width`.
    /// - Complexity: O(*s*) in the entries.
    static func table(_ entries: [ScoreBook.Entry], width: Int) -> [String] {
        let pairs = entries.map { "\($0.pairs) pair\($0.pairs == 1 ? "" : "s")" }, scores = entries.map { "\($0.score) in \($0.turns) turns" }
        let pairsWidth = pairs.map(\.count).max() ?? 0, scoresWidth = scores.map(\.count).max() ?? 0
        let rest = entries.indices.map { pairs[$0].leftPadded(pairsWidth) + "  " + scores[$0].leftPadded(scoresWidth) + "  " + entries[$0].day }
        let room = max(8, min(24, width - (rest.map(\.count).max() ?? 0) - 2))
        let names = entries.map { StatusLine.cut($0.theme.terminalSafe, to: room) }
        let nameWidth = names.map { DisplayWidth.of($0) }.max() ?? 0
        return zip(names, rest).map { name, rest in
            name + String(repeating: " ", count: nameWidth - DisplayWidth.of(name)) + "  " + rest
        }
    }
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
