import Randomness
import Testing
@testable import Game

@Suite("Score breakdown")
struct ScoreBreakdownTests {
    @Test("A match is 2 plus each card's bonus; a mismatch of seen cards costs 1 each; the score is the sum")
    func partsAddUp() {
        let clock = ManualClock()
        var game = makeGame(bonusTimeLimit: 6, clock: clock)
        game.choose(at: 0)
        clock.advance(by: 2.5)
        game.choose(at: 1)   // 🐧 🐧: 2 + ⌈3.5⌉ + 6
        #expect(game.scoreBreakdown == ScoreBreakdown(matches: 2, bonus: 10, penalties: 0))
        game.choose(at: 2)   // 👻
        game.choose(at: 4)   // ✏️: no match, neither seen before
        #expect(game.scoreBreakdown.penalties == 0)
        game.choose(at: 6)   // 🏀: 👻 and ✏️ turn down, seen now
        game.choose(at: 2)   // 👻 again: no match, −1 for it
        game.choose(at: 8)   // 🐼
        game.choose(at: 4)   // ✏️ again: no match, −1 for it
        #expect(game.scoreBreakdown.penalties == 2)
        #expect(game.score == game.scoreBreakdown.total)
        #expect(game.score == 2 + 10 - 2)
        game.checkInvariants()
    }

    @Test("Random play keeps the breakdown in step with the score and the matches", arguments: [1, 7, 42])
    func randomPlay(seed: UInt64) {
        var generator = SeededRandom(seed: seed)
        let clock = ManualClock()
        var game = makeGame(bonusTimeLimit: 3, clock: clock)
        game.shuffle(using: &generator)
        for _ in 0..<200 where !game.isOver {
            game.choose(at: generator.next(below: game.cards.count))
            clock.advance(by: Double(generator.next(below: 3)))
            #expect(game.score == game.scoreBreakdown.matches + game.scoreBreakdown.bonus - game.scoreBreakdown.penalties)
        }
        game.checkInvariants()
    }

    @Test("restart clears the breakdown")
    func restart() {
        var game = makeGame()
        game.choose(at: 0)
        game.choose(at: 1)
        var generator = SeededRandom(seed: 3)
        game.restart(using: &generator)
        #expect(game.scoreBreakdown == ScoreBreakdown())
    }

    @Test("The face-up cards are known without a scan, and so is whether a Pie drains")
    func faceUpCards() {
        let clock = ManualClock()
        var game = makeGame(bonusTimeLimit: 2, clock: clock)
        #expect(game.faceUpCardIndices.first == nil && game.faceUpCardIndices.second == nil)
        #expect(!game.isConsumingBonusTime(at: clock.now))
        game.choose(at: 3)
        #expect(game.faceUpCardIndices.first == 3 && game.faceUpCardIndices.second == nil)
        #expect(game.isConsumingBonusTime(at: clock.now))
        clock.advance(by: 2)
        #expect(!game.isConsumingBonusTime(at: clock.now))
    }
}
