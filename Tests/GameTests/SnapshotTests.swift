import Game
import Randomness
import Testing

/// A kept game comes back card for card (#33), and what no game could reach is refused.
@Suite("Snapshots and days")
struct SnapshotTests {
    static func game(seed: UInt64 = 7, clock: ManualClock = ManualClock()) -> MemoryGame<String> {
        let contents = ["🐶", "🐱", "🐭", "🐹"]
        var game = MemoryGame(numberOfPairsOfCards: contents.count, bonusTimeLimit: 6, clock: clock) { contents[$0] }
        var random = SeededRandom(seed: seed)
        game.shuffle(using: &random)
        return game
    }

    @Test("every reachable game restores to the same cards, score, turns and bonus left", arguments: 0..<40)
    func roundTrip(seed: UInt64) throws {
        let clock = ManualClock()
        var game = Self.game(seed: seed, clock: clock)
        var random = SeededRandom(seed: seed &+ 1)
        for _ in 0..<Int(seed % 11) {
            game.choose(at: random.next(below: game.cards.count))
            clock.advance(by: 0.7)
        }
        let other = ManualClock(now: 1000)
        let restored = try MemoryGame(restoring: game.snapshot(), clock: other)
        restored.checkInvariants()
        #expect(restored.snapshot() == game.snapshot())
        #expect(restored.score == game.score && restored.turns == game.turns)
        func faceUp(_ game: MemoryGame<String>) -> Set<Int> { Set([game.faceUpCardIndices.first, game.faceUpCardIndices.second].compactMap { $0 }) }
        #expect(faceUp(restored) == faceUp(game) && restored.indexOfTheOneAndOnlyFaceUpCard == game.indexOfTheOneAndOnlyFaceUpCard)
        // A face-up card's bonus goes on draining from where it was, on the new clock.
        other.advance(by: 1)
        clock.advance(by: 1)
        // (The same seconds, summed in another order: equal to far below what `state` shows.)
        for (kept, original) in zip(restored.cards, game.cards) {
            #expect(abs(kept.bonusTimeRemaining(at: other.now) - original.bonusTimeRemaining(at: clock.now)) < 1e-9)
        }
        // And the game plays on the same.
        var a = game, b = restored
        for index in [0, 1, 2, 3] { a.choose(at: index); b.choose(at: index) }
        #expect(a.score == b.score && a.turns == b.turns)
    }

    @Test("what no game reaches is refused")
    func refusals() {
        let good = Self.game().snapshot()
        func refused(_ change: (inout MemoryGameSnapshot<String>) -> Void) -> Bool {
            var snapshot = good
            change(&snapshot)
            return (try? MemoryGame(restoring: snapshot, clock: ManualClock())) == nil
        }
        #expect(!refused { _ in })
        #expect(refused { $0.cards.removeLast() })
        #expect(refused { $0.cards[0].id = $0.cards[1].id })
        #expect(refused { $0.cards[0].id = 99 })
        #expect(refused { $0.cards[0].content = "🦊" })
        #expect(refused { snapshot in for i in 0..<3 { snapshot.cards[i].isFaceUp = true } })
        #expect(refused { $0.cards[0].isMatched = true })
        #expect(refused { $0.cards[0].faceUpSeconds = .nan })
        #expect(refused { $0.cards[0].faceUpSeconds = -1 })
        #expect(refused { $0.bonusTimeLimit = .infinity })
        #expect(refused { $0.scoreBreakdown = ScoreBreakdown(matches: 2) })
        #expect(refused { $0.scoreBreakdown = ScoreBreakdown(penalties: -1) })
        #expect(refused { $0.turns = -1 })
    }

    @Test("days are read strictly and found from the time exactly")
    func days() {
        #expect(CalendarDay("2026-11-28")?.description == "2026-11-28")
        #expect(CalendarDay("2024-02-29") != nil)
        for bad in ["2026-02-29", "2026-13-01", "2026-00-10", "2026-1-01", "26-11-28", "2026-11-28x", "", "2026/11/28", "0000-01-01", "２０２６-11-28"] {
            #expect(CalendarDay(bad) == nil, "\(bad)")
        }
        #expect(CalendarDay(secondsSince1970: 0).description == "1970-01-01")
        #expect(CalendarDay(secondsSince1970: -1).description == "1969-12-31")
        #expect(CalendarDay(secondsSince1970: 1_795_824_000).description == "2026-11-28")
        #expect(CalendarDay(secondsSince1970: 1_795_824_000 - 1, offset: 3600).description == "2026-11-28")
        #expect(CalendarDay(secondsSince1970: 951_782_400).description == "2000-02-29")
        // A day's seed is its own, and the same everywhere.
        #expect(CalendarDay("2026-11-28")?.seed == CalendarDay("2026-11-28")?.seed)
        #expect(CalendarDay("2026-11-28")?.seed != CalendarDay("2026-11-29")?.seed)
    }
}
