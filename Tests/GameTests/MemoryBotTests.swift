import Testing
@testable import Game
import Randomness

@Suite("BotMemory: the last K cards seen")
struct BotMemoryTests {
    @Test("It forgets the oldest card first, and seeing a card again makes it the newest")
    func oldestForgottenFirst() {
        var memory = BotMemory<Int>(capacity: 2, cardCount: 6)
        memory.see(0, 10)
        memory.see(1, 11)
        memory.see(0, 10)          // 0 is now newer than 1
        memory.see(2, 12)          // 1 is forgotten
        #expect(memory.remembers(0) && memory.remembers(2) && !memory.remembers(1))
        #expect(memory.rememberedCount == 2)
        #expect(memory.unknownCount == 4)
        memory.checkInvariants()
    }

    @Test("Two remembered cards of one content are a pair; forgetting one breaks it")
    func pairs() {
        var memory = BotMemory<Int>(capacity: 2, cardCount: 4)
        memory.see(3, 7)
        memory.see(1, 7)
        #expect(memory.rememberedPair(avoidingFirst: (nil, nil)).map { Set([$0.0, $0.1]) } == [1, 3])
        #expect(memory.rememberedPair(avoidingFirst: (1, nil))?.0 == 3, "the face-up card is not given first")
        #expect(memory.rememberedPartner(of: 1, content: 7) == 3)
        memory.see(0, 5)           // 3 is forgotten
        #expect(memory.rememberedPair(avoidingFirst: (nil, nil)) == nil)
        #expect(memory.rememberedPartner(of: 3, content: 7) == 1, "1 is still remembered")
        memory.checkInvariants()
    }

    @Test("Matched cards leave the memory and the unknown cards")
    func matched() {
        var memory = BotMemory<Int>(capacity: 4, cardCount: 4)
        memory.see(0, 1)
        memory.matched(0)
        memory.matched(2)          // never seen: it was unknown
        #expect(!memory.remembers(0))
        #expect(memory.unknownCount == 2)
        var generator = SeededRandom(seed: 1)
        for _ in 0..<20 {
            let card = memory.randomUnknown(excluding: (nil, nil), using: &generator)
            #expect(card == 1 || card == 3)
        }
        #expect(memory.randomUnknown(excluding: (1, 3), using: &generator) == nil)
        memory.checkInvariants()
    }

    @Test("With no capacity it remembers nothing")
    func zero() {
        var memory = BotMemory<Int>(capacity: 0, cardCount: 4)
        memory.see(0, 1)
        memory.see(1, 1)
        #expect(memory.rememberedCount == 0 && memory.unknownCount == 4)
        #expect(memory.rememberedPair(avoidingFirst: (nil, nil)) == nil)
    }

    @Test("Stays in step through whole games", arguments: [0, 1, 3, 8, 40])
    func invariantsThroughAGame(capacity: Int) {
        for seed in UInt64(0)..<5 {
            var (game, generator) = shuffledGame(pairs: 12, seed: seed)
            var bot = MemoryBot<Int>(memory: capacity, cardCount: game.cards.count)
            var choices = 0
            while let index = bot.nextChoice(in: game, using: &generator) {
                game.choose(at: index)
                #expect(game.cards[index].isFaceUp, "the bot chose a card the game ignored")
                bot.observe(choiceAt: index, in: game)
                bot.memory.checkInvariants()
                choices += 1
                if choices > 10_000 { break }
            }
            #expect(game.isOver)
        }
    }
}

@Suite("Bot: memory strategy")
struct MemoryStrategyTests {
    /// Mean turns over 1,000 games of 8 pairs, with a fixed seed.
    static func meanTurns(_ strategy: Strategy) -> Double {
        Simulation(games: 1_000, pairs: 8, strategy: strategy, seed: 33, bonusTimeLimit: 0).run(deal: dealIntegers).turns.mean
    }

    /// The curve, exactly: mean turns never rise as K grows; from K = 1 they are below the
    /// random bot's, never below the perfect bot's, and they are the perfect bot's once K covers
    /// the board. Two bots that both remember every card differ only in their guesses' draws, so
    /// "equal" allows the noise of 1,000 games (about 0.3% here); neighbouring Ks are compared
    /// exactly (a larger K that covers the board plays the same games).
    @Test("Mean turns fall monotonically with K, from the random bot's to the perfect bot's")
    func monotoneCurve() {
        let ks = [0, 1, 2, 4, 8, 16, 32]
        let cards = 16
        let means = ks.map { Self.meanTurns(.memory($0)) }
        let random = Self.meanTurns(.random), perfect = Self.meanTurns(.perfect)
        let noise = perfect * 0.01
        let curve = "memory \(zip(ks, means).map { "\($0):\($1)" }), random \(random), perfect \(perfect)"
        for (k, pair) in zip(ks.dropFirst(), zip(means, means.dropFirst())) {
            #expect(pair.1 <= pair.0, "memory:\(k) takes more turns than the K before it: \(curve)")
        }
        for (k, mean) in zip(ks, means) {
            if k >= 1 { #expect(mean < random, "memory:\(k) is no better than guessing: \(curve)") }
            #expect(mean >= perfect - noise, "memory:\(k) beats the perfect bot: \(curve)")
            if k >= cards { #expect(abs(mean - perfect) <= noise, "memory:\(k) remembers the whole board but is not perfect: \(curve)") }
        }
        #expect(means[0] > perfect * 2, "K = 0 guesses: \(curve)")
    }

    @Test("K = 0 plays as the random bot does, on average")
    func zeroIsRandom() {
        let memory = Self.meanTurns(.memory(0)), random = Self.meanTurns(.random)
        #expect(abs(memory - random) < random * 0.05, "\(memory) vs \(random)")
    }

    @Test("Never misses a pair it could have seen: with K ≥ cards, no card is mismatched twice with the same card")
    func largeKHasNoPenaltyOverPerfect() {
        let report = Simulation(games: 200, pairs: 10, strategy: .memory(1_000), seed: 5, bonusTimeLimit: 0).run(deal: dealIntegers)
        #expect(report.score.min == 20, "a perfect memory never pays a penalty: \(report.score)")
        #expect(report.turns.max <= 20)
    }

    @Test("Is deterministic for a seed")
    func deterministic() {
        let simulation = Simulation(games: 20, pairs: 8, strategy: .memory(3), seed: 42)
        #expect(simulation.run(deal: dealIntegers) == simulation.run(deal: dealIntegers))
    }

    @Test("Strategies print as they are typed")
    func descriptions() {
        #expect(Strategy.memory(4).description == "memory:4")
        #expect(Strategy.perfect.description == "perfect" && Strategy.random.description == "random")
    }
}
