import Game
import LiveScreens

/// A status line that never wraps: segments joined by " · ", each with shorter forms, fitted to a
/// width by shortening, then dropping, the least important segments first.
///
/// `Animals · score 12 (matches 4 + bonus 10 − penalties 2) · 1 of 2 pairs left · match! +12`
/// becomes `Animals · score 12 (4 + 10 − 2) · 1/2 left · match! +12` on a narrower terminal, and
/// `Animals · 12 · 1/2` on a very narrow one.
struct StatusLine {
    struct Segment {
        /// The forms, longest first.
        var forms: [String]
        /// Lower is more important: dropped last. The first segment is never dropped, only cut.
        var priority: Int
    }

    var segments: [Segment] = []
    static let separator = " · "

    mutating func add(_ forms: [String], priority: Int) {
        guard !forms.isEmpty else { return }
        segments.append(Segment(forms: forms, priority: priority))
    }

    /// The line, at most `width` columns.
    /// - Complexity: O(*s*² · *f*) for *s* segments of *f* forms (a handful of each).
    func fitted(to width: Int) -> String {
        var chosen = segments.map { _ in 0 }   // the form used, per segment
        var kept = segments.map { _ in true }
        func line() -> String {
            segments.indices.filter { kept[$0] }.map { segments[$0].forms[chosen[$0]] }.joined(separator: Self.separator)
        }
        while DisplayWidth.of(line()) > width {
            // Shorten the least important segment that can be shortened …
            let shortenable = segments.indices.filter { kept[$0] && chosen[$0] + 1 < segments[$0].forms.count }
            if let index = shortenable.max(by: { segments[$0].priority < segments[$1].priority }) {
                chosen[index] += 1
                continue
            }
            // … then drop the least important one left (never the first).
            let droppable = segments.indices.dropFirst().filter { kept[$0] }
            guard let index = droppable.max(by: { segments[$0].priority < segments[$1].priority }) else { break }
            kept[index] = false
        }
        // What was shortened before a drop made room may fit long again: most important first.
        for index in segments.indices.sorted(by: { segments[$0].priority < segments[$1].priority }) where kept[index] {
            while chosen[index] > 0 {
                chosen[index] -= 1
                if DisplayWidth.of(line()) > width {
                    chosen[index] += 1
                    break
                }
            }
        }
        return Self.cut(line(), to: width)
    }

    /// `text` cut to `width` columns, with an ellipsis when something was cut.
    static func cut(_ text: String, to width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        guard width > 0 else { return "" }
        var result = ""
        var used = 0
        for character in text {
            let columns = DisplayWidth.of(character)
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        return result + "…"
    }

    // MARK: - The game's status

    /// The game's status: theme, score (with how it was made when `breakdown`), what just
    /// happened (its forms, longest first), and pairs left. When the game is over, what happened
    /// (it was won) is kept longer than the score's breakdown.
    static func game(
        theme: String, game: MemoryGame<String>, event: [String]?, breakdown: Bool
    ) -> StatusLine {
        let (scorePriority, eventPriority) = game.isOver ? (2, 1) : (1, 2)
        var status = StatusLine()
        status.add([theme], priority: 0)
        let score = game.score
        if breakdown {
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
