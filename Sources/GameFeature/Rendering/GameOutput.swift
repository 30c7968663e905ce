import Game
import LiveScreens
import Themes
import REPL

/// A game as the board shows it: the cards, the theme's colour, and what the last choice did.
public struct BoardView {
    public let game: MemoryGame<String>
    public let theme: Theme
    public let event: Event?
    /// The players, when there is more than one.
    public var seats: Seats?

    public init(game: MemoryGame<String>, theme: Theme, event: Event?, seats: Seats? = nil) {
        self.game = game
        self.theme = theme
        self.event = event
        self.seats = seats
    }

    public enum Event: Equatable, Sendable, CustomStringConvertible {
        case matched(points: Int)
        case mismatched(penalty: Int)

        /// As the status line says it: `match! +8`, `no match, −2`, `no match`.
        public var description: String {
            switch self {
            case .matched(let points): "match! +\(points)"
            case .mismatched(let penalty): penalty > 0 ? "no match, −\(penalty)" : "no match"
            }
        }
    }
}

/// What the game's commands print.
extension Output.Item {
    /// The board and its status line (`new`, `choose`, `board`, `restart`).
    public static func board(_ board: BoardView) -> Self { .drawn(GameDrawing.board(board)) }
    /// The score and how it was made, and each player's when there are several.
    public static func score(_ breakdown: ScoreBreakdown, seats: Seats? = nil) -> Self { .drawn(GameDrawing.score(breakdown, seats)) }
    /// What a bot did on its turn (`bot turns 3 🐶 and 7 🐱: no match`).
    public static func botMove(_ move: BotMove) -> Self { .drawn(GameDrawing.botMove(move)) }
    /// `state`'s line of JSON.
    public static func state(_ state: StateJSON) -> Self { .drawn(GameDrawing.state(state)) }
    /// Themes and palettes, with where each comes from (`themes`).
    public static func themes(_ names: GameNames) -> Self { .drawn(GameDrawing.themes(names)) }
    public static func simulation(_ report: Simulation.Report, _ simulation: Simulation, theme: String?) -> Self {
        .drawn(GameDrawing.simulation(report, simulation, theme: theme))
    }
}

extension Output.Item {
    /// Whether this is a board (`play` shows the board once, when the player comes back).
    var isBoard: Bool {
        guard case .drawn(let drawing) = self, case .board? = drawing as? GameDrawing else { return false }
        return true
    }
}

enum GameDrawing: Drawable {
    case board(BoardView)
    case score(ScoreBreakdown, Seats?)
    case botMove(BotMove)
    case state(StateJSON)
    case themes(GameNames)
    case simulation(Simulation.Report, Simulation, theme: String?)

    func draw(with renderer: TextRenderer, into reply: inout Reply) {
        switch self {
        case .board(let board): reply.out(renderer.board(board))
        case .score(let breakdown, let seats):
            reply.out(TextFit.wrap("score: \(breakdown.total) (\(StatusLine.scoreBreakdown(breakdown)))", width: renderer.style.width))
            if let seats { reply.out(seats.summary) }
        case .botMove(let move): reply.out(move.description)
        case .state(let state): reply.out(state.line())
        case .themes(let names): reply.out(renderer.themeList(names))
        case .simulation(let report, let simulation, let theme):
            reply.out(TextRenderer.describe(report, simulation, theme: theme).flatMap { TextFit.wrap($0, width: renderer.style.width) })
        }
    }
}

extension TextRenderer {
    func board(_ board: BoardView) -> [String] {
        let game = board.game
        var lines = BoardRenderer(style: style).render(game, color: board.theme.color)
        let status = StatusLine.game(
            theme: board.theme.name.terminalSafe, game: game, event: board.event.map { [$0.description] }, breakdown: false, seats: board.seats)
        lines.append(style.bold(status.fitted(to: style.width)))
        if game.isOver, let seats = board.seats {
            lines.append("🎉 All pairs matched in \(game.turns) turns: \(seats.verdict).")
        } else if game.isOver {
            lines.append("🎉 All pairs matched! Final score \(game.score) in \(game.turns) turns.")
        }
        return lines
    }

    /// Themes then palettes, a line each: name, colour, pairs, where it comes from, a sample
    /// (cut to the terminal's width); then the names that are both, and how to play each. On a
    /// terminal too narrow for the columns, each theme's cells flow onto indented lines.
    func themeList(_ names: GameNames) -> [String] {
        // A theme's colour may be #rrggbb, wider than any name.
        let colorWidth = (ThemeColor.allCases + names.entries.map(\.theme.color)).map(\.rawValue.count).max() ?? 0
        let rows = names.entries.map { entry -> [TextFit.Cell] in
            let theme = entry.theme
            let pairs: String
            switch theme.pairs {
            case .exactly(let n): pairs = Self.pairs(n)
            case .all: pairs = "all \(theme.emojis.count) pairs"
            case .random(let range): pairs = "\(range.lowerBound)–\(range.upperBound) pairs"
            }
            let color = " \(theme.color.rawValue.padding(to: colorWidth)) "
            let sample = String(theme.emojis.prefix(8)).terminalSafe + (theme.emojis.count > 8 ? "…" : "")
            return [
                TextFit.Cell(theme.name.terminalSafe), TextFit.Cell(color, shown: style.onThemeColor(color, theme.color)),
                TextFit.Cell("\(pairs), \(theme.emojis.count) emoji"),
                TextFit.Cell(entry.origin.description.terminalSafe),   // a user theme's path is outside text
                TextFit.Cell(sample),
            ]
        }
        var lines = TextFit.table(rows, width: style.width, tail: .cut(least: 5))
        let clashes = names.clashes
        if !clashes.isEmpty {
            lines += TextFit.wrap("Both a theme and a palette: \(clashes.joined(separator: ", ")).".terminalSafe, width: style.width)
            lines += TextFit.wrap("'new NAME' plays the theme, 'new \(GameNames.palettePrefix)NAME' the palette.", width: style.width)
        }
        return lines
    }

    static func describe(_ report: Simulation.Report, _ simulation: Simulation, theme: String?) -> [String] {
        let games = simulation.games == 1 ? "1 game" : "\(simulation.games) games"
        let header = "\(games) of \(Self.pairs(simulation.pairs))" + (theme.map { " (\($0))" } ?? "")
            + ", strategy \(simulation.strategy), seed \(simulation.seed)"
        let columns = ["mean", "median", "min", "max"]
        let rows = [("score", report.score), ("turns", report.turns)].map { label, s in
            (label, [format(s.mean), format(s.median), String(s.min), String(s.max)])
        }
        let width = 2 + max(columns.map(\.count).max() ?? 0, rows.flatMap(\.1).map(\.count).max() ?? 0)
        return [header, "".padding(to: 6) + columns.map { $0.leftPadding(to: width) }.joined()]
            + rows.map { label, cells in label.padding(to: 6) + cells.map { $0.leftPadding(to: width) }.joined() }
    }

    /// `1 pair`, `2 pairs`.
    static func pairs(_ count: Int) -> String {
        count == 1 ? "1 pair" : "\(count) pairs"
    }

}
