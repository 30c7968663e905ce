import Testing
@testable import Game
import Randomness

@Suite("MemoryGame: shuffle and restart")
struct ShuffleAndRestartTests {
    /// Ten cards whose ids are 0...9 and whose contents are the pair index.
    func tenCards(bonusTimeLimit: Double = 0, clock: ManualClock = ManualClock()) -> MemoryGame<Int> {
        MemoryGame(numberOfPairsOfCards: 5, bonusTimeLimit: bonusTimeLimit, clock: clock) { $0 }
    }

    func shuffledIDs(seed: UInt64) -> [Int] {
        var game = tenCards()
        var generator = SeededRandom(seed: seed)
        game.shuffle(using: &generator)
        return game.cards.map(\.id)
    }

    @Test("The same seed always gives the same order", arguments: [0, 1, 42, UInt64.max])
    func sameSeedSameOrder(seed: UInt64) {
        #expect(shuffledIDs(seed: seed) == shuffledIDs(seed: seed))
    }

    /// Computed independently of the implementation, from the published algorithms: SplitMix64
    /// seeding, xoshiro256**, Lemire's bounded integers and Durstenfeld's Fisher–Yates (swap
    /// a random index of the first `remaining` with the last). A change of any of them breaks
    /// every recorded transcript, so it must be deliberate.
    @Test("Seeds 42 and 2024 give pinned orders")
    func pinnedOrders() {
        #expect(shuffledIDs(seed: 42) == [9, 1, 4, 2, 8, 7, 6, 5, 3, 0])
        #expect(shuffledIDs(seed: 2024) == [2, 3, 8, 5, 6, 4, 1, 9, 7, 0])
    }

    @Test("Different seeds give different orders")
    func differentSeedsDiffer() {
        let orders = Set((0..<20).map { shuffledIDs(seed: UInt64($0)) })
        #expect(orders.count > 15)
    }

    @Test("Shuffling keeps the same cards: ids and contents are only moved")
    func shuffleKeepsCards() {
        var game = tenCards()
        let before = game.cards
        var generator = SeededRandom(seed: 7)
        game.shuffle(using: &generator)
        #expect(game.cards.map(\.id).sorted() == Array(0..<10))
        for card in game.cards {
            #expect(before.first { $0.id == card.id } == card)
        }
        game.checkInvariants()
    }

    @Test("After shuffling, index(of:) still finds every card")
    func indexOfAfterShuffle() {
        var game = tenCards()
        var generator = SeededRandom(seed: 99)
        game.shuffle(using: &generator)
        for id in 0..<10 {
            let index = game.index(of: id)
            #expect(index.map { game.cards[$0].id } == id)
        }
    }

    @Test("After shuffling, choose(_ card:) chooses that card, found by id")
    func chooseByCardAfterShuffle() throws {
        var game = tenCards()
        var generator = SeededRandom(seed: 3)
        game.shuffle(using: &generator)
        let pair = game.cards.filter { $0.content == 2 }
        try #require(pair.count == 2)
        game.choose(pair[0])
        #expect(game.card(id: pair[0].id)?.isFaceUp == true)
        #expect(game.faceUpCardIDs == [pair[0].id])
        game.choose(pair[1])
        #expect(game.card(id: pair[0].id)?.isMatched == true)
        #expect(game.card(id: pair[1].id)?.isMatched == true)
        #expect(game.score == 2)
    }

    @Test("A card value taken before a shuffle still chooses the same card after it")
    func staleCardValueStillFoundById() throws {
        var game = tenCards()
        let card = game.cards[0]  // id 0, content 0
        var generator = SeededRandom(seed: 5)
        game.shuffle(using: &generator)
        try #require(game.cards[0].id != 0, "seed should move card 0")
        game.choose(card)
        #expect(game.card(id: 0)?.isFaceUp == true)
        #expect(game.faceUpCardIDs == [0])
    }

    @Test("Shuffling in the middle of a game keeps the game's state and its invariants")
    func shuffleMidGame() {
        var game = tenCards()
        game.choose(at: 0)
        game.choose(at: 1)
        game.choose(at: 2)
        var generator = SeededRandom(seed: 11)
        game.shuffle(using: &generator)
        game.checkInvariants()
        #expect(game.card(id: 0)?.isMatched == true)
        #expect(game.card(id: 2)?.isFaceUp == true)
        #expect(game.indexOfTheOneAndOnlyFaceUpCard.map { game.cards[$0].id } == 2)
        #expect(game.score == 2)
    }

    @Test("restart resets everything: faces, matches, seen, bonus time, score, turns")
    func restartResetsEverything() {
        let clock = ManualClock()
        var game = tenCards(bonusTimeLimit: 6, clock: clock)
        game.choose(at: 0)
        clock.advance(by: 2)
        game.choose(at: 1)          // match with bonus
        game.choose(at: 2)
        clock.advance(by: 3)
        game.choose(at: 4)          // mismatch
        game.choose(at: 6)          // 2 and 4 seen
        clock.advance(by: 1)
        #expect(game.score != 0)
        #expect(game.turns == 2)

        var generator = SeededRandom(seed: 1)
        game.restart(using: &generator)
        game.checkInvariants()
        #expect(game.score == 0)
        #expect(game.turns == 0)
        #expect(!game.isOver)
        #expect(game.pairsLeft == 5)
        #expect(game.indexOfTheOneAndOnlyFaceUpCard == nil)
        for card in game.cards {
            #expect(!card.isFaceUp)
            #expect(!card.isMatched)
            #expect(!card.hasBeenSeen)
            #expect(card.faceUpTime(at: clock.now) == 0)
            #expect(card.bonusTimeRemaining(at: clock.now) == 6)
            #expect(!card.hasEarnedBonus)
        }
        #expect(game.cards.map(\.id).sorted() == Array(0..<10))
        #expect(game.cards.map(\.content).sorted() == [0, 0, 1, 1, 2, 2, 3, 3, 4, 4])
    }

    @Test("restart reshuffles deterministically with the generator")
    func restartShuffles() {
        var a = tenCards(), b = tenCards()
        var ga = SeededRandom(seed: 42), gb = SeededRandom(seed: 42)
        a.choose(at: 0); a.choose(at: 1)
        a.restart(using: &ga)
        b.restart(using: &gb)
        #expect(a.cards.map(\.id) == b.cards.map(\.id))
        #expect(a.cards.map(\.id) == [9, 1, 4, 2, 8, 7, 6, 5, 3, 0])
    }

    @Test("A restarted game plays like a new one")
    func restartedGamePlays() throws {
        var game = tenCards()
        for index in 0..<10 { game.choose(at: index) }
        #expect(game.isOver)
        var generator = SeededRandom(seed: 8)
        game.restart(using: &generator)
        #expect(!game.isOver)
        for content in 0..<5 {
            for card in game.cards where card.content == content { game.choose(card) }
        }
        #expect(game.isOver)
        #expect(game.score == 10)
        #expect(game.turns == 5)
    }
}
