import Game
import Platform

/// The players of a game with opponents, as the status line, `score` and the end of a game say
/// them: `you 6 · bot 4`, `your turn`, `bot wins, 14 to 8`.
public struct Seats: Equatable, Sendable {
    public let players: [Table<String>.Player]
    /// The seat whose turn it is.
    public let turn: Int
    public let isOver: Bool

    init(_ table: Table<String>) {
        players = table.players
        turn = table.turn
        isOver = table.game.isOver
    }

    /// `you 6 · bot 4 · your turn`, or who won once the game is over.
    var summary: String { "\(scores) · \(isOver ? verdict : whoseTurn)" }

    /// `you 6 · bot 4`.
    var scores: String {
        players.map { "\($0.name.terminalSafe) \($0.score)" }.joined(separator: " · ")
    }

    /// `6–4`: the scores alone, for a narrow line.
    var shortScores: String {
        players.map { String($0.score) }.joined(separator: "–")
    }

    /// `your turn`, `bot's turn`, `P2's turn`.
    var whoseTurn: String {
        let name = players[turn].name
        return name == "you" ? "your turn" : "\(name.terminalSafe)'s turn"
    }

    /// Who won, said when every pair is matched: `you win, 14 to 8`, `P2 wins with 14`,
    /// `a tie at 10`, `P1 and P3 tie at 10`.
    var verdict: String {
        let best = players.map(\.score).max() ?? 0
        let leaders = players.filter { $0.score == best }
        let names = leaders.map(\.name.terminalSafe)
        if leaders.count == players.count { return "a tie at \(best)" }
        if leaders.count > 1 { return "\(names.dropLast().joined(separator: ", ")) and \(names.last ?? "") tie at \(best)" }
        let verb = names[0] == "you" ? "win" : "wins"
        if players.count == 2 {
            let other = players.map(\.score).min() ?? 0
            return "\(names[0]) \(verb), \(best) to \(other)"
        }
        return "\(names[0]) \(verb) with \(best)"
    }
}
