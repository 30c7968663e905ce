@testable import GameFeature
import Testing

/// The score book keeps the best few of each board, best first (#33).
@Suite("Score book")
struct ScoreBookTests {
    static func entry(_ score: Int, turns: Int = 5, theme: String = "Animals", pairs: Int = 4, day: String = "2026-11-28") -> ScoreBook.Entry {
        ScoreBook.Entry(theme: theme, pairs: pairs, score: score, turns: turns, day: day)
    }

    @Test func ranksAndKeeps() {
        var book = ScoreBook()
        #expect(book.enter(Self.entry(10)).rank == 1)
        let better = book.enter(Self.entry(12))
        #expect(better.rank == 1 && better.previousBest == Self.entry(10))
        #expect(book.enter(Self.entry(12, turns: 4)).rank == 1)   // the same score in fewer turns is better
        #expect(book.enter(Self.entry(11)).rank == 3)
        #expect(book.enter(Self.entry(30, pairs: 8)).rank == 1)   // another board
        #expect(book.enter(Self.entry(1, theme: "Faces")).rank == 1)
        for score in 0..<4 { _ = book.enter(Self.entry(score)) }
        let animals4 = book.scores.filter { $0.theme == "Animals" && $0.pairs == 4 }
        #expect(animals4.map(\.score) == [12, 12, 11, 10, 3])
        #expect(book.enter(Self.entry(2)).rank == 6)
        #expect(book.bests.map(\.score) == [12, 30, 1])
    }
}
