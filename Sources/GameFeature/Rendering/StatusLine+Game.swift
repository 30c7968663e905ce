import Game
import LiveScreens
import REPL

extension StatusLine {
    // MARK: - The game's status

    /// The game's status: theme, score (with how it was made when `breakdown`), what just
    /// happened (its forms, longest first), and pairs left. When the game is over, what happened
    /// (it was won) is kept longer than the score's breakdown. With opponents (`seats`), each
    /// player's score and whose turn it is take the score's place:
    /// `Animals · you 6 · bot 4 · your turn · 3 of 8 pairs left`.
    static func game(
        theme: String, game: MemoryGame<String>, event: [String]?, breakdown: Bool, seats: Seats? = nil
    ) -> StatusLine {
        let (scorePriority, eventPriority) = game.isOver ? (2, 1) : (1, 2)
        var status = StatusLine()
        status.add([theme], priority: 0)
        let score = game.score
        if let seats {
            status.add([seats.scores, seats.shortScores], priority: scorePriority)
            if !game.isOver { status.add([seats.whoseTurn], priority: 2) }
        } else if breakdown {
            status.add([
                "score \(score) (\(scoreBreakdown(game.scoreBreakdown)))",
                "score \(score) (\(game.scoreBreakdown.matches) + \(game.scoreBreakdown.bonus) − \(game.scoreBreakdown.penalties))",
                "score \(score)", "\(score)",
            ], priority: scorePriority)
        } else {
            status.add(["score \(score)", "\(score)"], priority: scorePriority)
        }
        let pairs = game.cards.count / 2
        status.add(["\(game.pairsLeft) of \(TextRenderer.pairs(pairs)) left", "\(game.pairsLeft)/\(pairs) left", "\(game.pairsLeft)/\(pairs)"], priority: 3)
        if let event { status.add(event, priority: eventPriority) }
        return status
    }

    /// `matches 4 + bonus 10 − penalties 2`.
    static func scoreBreakdown(_ breakdown: ScoreBreakdown) -> String {
        "matches \(breakdown.matches) + bonus \(breakdown.bonus) − penalties \(breakdown.penalties)"
    }
}
