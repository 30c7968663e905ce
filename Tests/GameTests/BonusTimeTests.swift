import Testing
@testable import Game

@Suite("ManualClock")
struct ManualClockTests {
    @Test("Starts where told and moves only when advanced")
    func advances() {
        let clock = ManualClock(now: 3)
        #expect(clock.now == 3)
        clock.advance(by: 1.5)
        #expect(clock.now == 4.5)
    }

    @Test("Negative and non-finite advances are ignored", arguments: [-1.0, 0.0, -.infinity, .infinity, .nan])
    func ignoresBadAdvances(amount: Double) {
        let clock = ManualClock(now: 10)
        clock.advance(by: amount)
        #expect(clock.now == 10)
    }
}

@Suite("MemoryGame: bonus time")
struct BonusTimeTests {
    /// A 6-second-bonus game of 🐧🐧👻👻✏️✏️🏀🏀🐼🐼 (unshuffled) on a manual clock at 0.
    func bonusGame(limit: Double = 6) -> (EmojiGame, ManualClock) {
        let clock = ManualClock()
        return (makeGame(bonusTimeLimit: limit, clock: clock), clock)
    }

    @Test("Every card starts with the full bonus time")
    func fullBonusAtStart() {
        let (game, clock) = bonusGame()
        #expect(game.bonusTimeLimit == 6)
        for card in game.cards {
            #expect(card.bonusTimeLimit == 6)
            #expect(card.faceUpTime(at: clock.now) == 0)
            #expect(card.bonusTimeRemaining(at: clock.now) == 6)
            #expect(card.bonusRemaining(at: clock.now) == 1)
            #expect(!card.isConsumingBonusTime(at: clock.now))
            #expect(!card.hasEarnedBonus)
            #expect(card.bonusPoints == 0)
        }
    }

    @Test("Face-down cards lose no bonus time however long they wait")
    func faceDownCardsKeepTheirTime() {
        let (game, clock) = bonusGame()
        clock.advance(by: 100)
        #expect(game.cards.allSatisfy { $0.bonusTimeRemaining(at: clock.now) == 6 })
    }

    @Test("A card face up for t seconds loses t seconds of bonus time")
    func faceUpCardLosesTime() {
        var (game, clock) = bonusGame()
        game.choose(at: 0)
        clock.advance(by: 2)
        let card = game.cards[0]
        #expect(card.isConsumingBonusTime(at: clock.now))
        #expect(card.faceUpTime(at: clock.now) == 2)
        #expect(card.bonusTimeRemaining(at: clock.now) == 4)
        #expect(card.bonusRemaining(at: clock.now) == 4.0 / 6.0)
    }

    @Test("Bonus time never goes below zero, and a card out of time stops consuming it")
    func bonusTimeFloorsAtZero() {
        var (game, clock) = bonusGame()
        game.choose(at: 0)
        clock.advance(by: 10)
        let card = game.cards[0]
        #expect(card.faceUpTime(at: clock.now) == 10)
        #expect(card.bonusTimeRemaining(at: clock.now) == 0)
        #expect(card.bonusRemaining(at: clock.now) == 0)
        #expect(!card.isConsumingBonusTime(at: clock.now))
    }

    @Test("Turning a card face down stops its clock; time adds up over face-up periods")
    func faceUpTimeAccumulates() {
        var (game, clock) = bonusGame()
        game.choose(at: 0)          // 🐧a up at 0
        clock.advance(by: 1)
        game.choose(at: 2)          // 👻a up at 1: mismatch, both stay up
        clock.advance(by: 1)
        game.choose(at: 4)          // at 2: 🐧a (2 s) and 👻a (1 s) go down
        clock.advance(by: 50)
        #expect(game.cards[0].faceUpTime(at: clock.now) == 2)
        #expect(game.cards[2].faceUpTime(at: clock.now) == 1)
        #expect(!game.cards[0].isConsumingBonusTime(at: clock.now))

        game.choose(at: 0)          // 🐧a up again at 52
        clock.advance(by: 1.5)
        #expect(game.cards[0].faceUpTime(at: clock.now) == 3.5)
        #expect(game.cards[0].bonusTimeRemaining(at: clock.now) == 2.5)
    }

    @Test("Matching stops the clock and both cards earn their remaining bonus")
    func matchStopsTime() {
        var (game, clock) = bonusGame()
        game.choose(at: 0)
        clock.advance(by: 1.5)
        game.choose(at: 1)          // 🐧a 1.5 s face up, 🐧b 0 s
        clock.advance(by: 100)
        let a = game.cards[0], b = game.cards[1]
        #expect(a.faceUpTime(at: clock.now) == 1.5)
        #expect(b.faceUpTime(at: clock.now) == 0)
        #expect(a.bonusTimeRemaining(at: clock.now) == 4.5)
        #expect(!a.isConsumingBonusTime(at: clock.now))
        #expect(a.hasEarnedBonus)
        #expect(b.hasEarnedBonus)
    }

    @Test("bonusPoints is the whole seconds left, rounded up")
    func bonusPointsRoundUp() {
        var (game, clock) = bonusGame()
        game.choose(at: 0)
        clock.advance(by: 1.5)
        game.choose(at: 1)
        #expect(game.cards[0].bonusPoints == 5)  // 4.5 s left
        #expect(game.cards[1].bonusPoints == 6)  // 6 s left
    }

    @Test("An earned bonus is added to the +2 for the match")
    func bonusAddsToScore() {
        var (game, clock) = bonusGame()
        game.choose(at: 0)
        clock.advance(by: 1.5)
        game.choose(at: 1)
        #expect(game.score == 2 + 5 + 6)
    }

    @Test("Whole seconds left are not rounded further")
    func wholeSecondsLeft() {
        var (game, clock) = bonusGame()
        game.choose(at: 2)
        clock.advance(by: 2)
        game.choose(at: 3)          // 👻a: 4 s left, 👻b: 6 s left
        #expect(game.cards[2].bonusPoints == 4)
        #expect(game.score == 2 + 4 + 6)
    }

    @Test("A card that used up its bonus time earns nothing")
    func noBonusWhenTimeIsUp() {
        var (game, clock) = bonusGame()
        game.choose(at: 0)
        clock.advance(by: 6)
        game.choose(at: 1)          // 🐧a exactly out of time; 🐧b instantly matched
        #expect(!game.cards[0].hasEarnedBonus)
        #expect(game.cards[0].bonusPoints == 0)
        #expect(game.cards[1].bonusPoints == 6)
        #expect(game.score == 2 + 0 + 6)
    }

    @Test("Both cards out of time: the match is worth 2")
    func plainMatchWhenBothOutOfTime() {
        var (game, clock) = bonusGame()
        game.choose(at: 0)
        game.choose(at: 2)          // mismatch, both up
        clock.advance(by: 7)
        game.choose(at: 1)          // turns 🐧a and 👻a down, 🐧b up
        clock.advance(by: 7)
        game.choose(at: 0)          // 🐧b (7 s) + 🐧a (7 s): no bonus
        #expect(game.cards[0].isMatched)
        #expect(game.score == 2)
    }

    @Test("A mismatch earns no bonus", arguments: [0.0, 6.0])
    func mismatchEarnsNoBonus(limit: Double) {
        var (game, _) = bonusGame(limit: limit)
        game.choose(at: 0)
        game.choose(at: 2)
        #expect(game.score == 0)
        #expect(!game.cards[0].hasEarnedBonus)
        #expect(game.cards[0].bonusPoints == 0)
    }

    @Test("A bonus limit of 0 means no bonus ever")
    func zeroLimitMeansNoBonus() {
        var (game, clock) = bonusGame(limit: 0)
        game.choose(at: 0)
        #expect(!game.cards[0].isConsumingBonusTime(at: clock.now))
        #expect(game.cards[0].bonusRemaining(at: clock.now) == 0)
        game.choose(at: 1)          // instant match
        #expect(game.cards[0].isMatched)
        #expect(!game.cards[0].hasEarnedBonus)
        #expect(game.cards[0].bonusPoints == 0)
        #expect(game.score == 2)
    }

    @Test("Negative or non-finite limits count as 0", arguments: [-5.0, -.infinity, .infinity, .nan])
    func badLimitsCountAsZero(limit: Double) {
        var (game, _) = bonusGame(limit: limit)
        #expect(game.bonusTimeLimit == 0)
        game.choose(at: 0)
        game.choose(at: 1)
        #expect(game.score == 2)
    }

    @Test("A fractional limit rounds bonus points up")
    func fractionalLimit() {
        var (game, _) = bonusGame(limit: 0.25)
        game.choose(at: 0)
        game.choose(at: 1)
        #expect(game.cards[0].bonusPoints == 1)
        #expect(game.score == 2 + 1 + 1)
    }
}
