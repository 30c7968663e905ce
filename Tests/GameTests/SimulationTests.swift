import Testing
@testable import Game
import Randomness

/// Deals pair contents 0..<pairs: every pair distinct, as a real theme deals.
func dealIntegers(_ pairs: Int, _ generator: inout SeededRandom) -> [Int] {
    Array(0..<pairs)
}

/// A shuffled game of `pairs` pairs with integer contents.
func shuffledGame(pairs: Int, seed: UInt64, bonusTimeLimit: Double = 0, clock: ManualClock = ManualClock())
    -> (MemoryGame<Int>, SeededRandom)
{
    var generator = SeededRandom(seed: seed)
    var game = MemoryGame(numberOfPairsOfCards: pairs, bonusTimeLimit: bonusTimeLimit, clock: clock) { $0 }
    game.shuffle(using: &generator)
    return (game, generator)
}

// What the perfect bot guarantees, derived from its strategy: it turns never-seen cards in board
// order, and only ever compares (a) two never-seen cards, or (b) a card with its known partner.
// So no mismatch ever involves a seen card: no penalty, ever. Every turn is a match or a mismatch
// of two fresh cards, and each card is fresh once, so pairs ≤ turns ≤ 2 × pairs.

@Suite("Bot: perfect strategy")
struct PerfectBotTests {
    @Test("Finishes the game with exactly 2 points a pair when there is no bonus",
          arguments: [1, 2, 3, 8, 20, 101])
    func perfectScoreWithoutBonus(pairs: Int) {
        for seed in UInt64(0)..<10 {
            var (game, generator) = shuffledGame(pairs: pairs, seed: seed)
            Bot<Int>(strategy: .perfect).play(&game, using: &generator)
            #expect(game.isOver)
            #expect(game.score == 2 * pairs, "seed \(seed): a perfect bot is never penalised")
            #expect(game.turns >= pairs)
            #expect(game.turns <= 2 * pairs)
            game.checkInvariants()
        }
    }

    @Test("On an unshuffled board it matches every pair at the first try")
    func unshuffledBoardNeedsOneTurnAPair() {
        var game = MemoryGame(numberOfPairsOfCards: 12, bonusTimeLimit: 0, clock: ManualClock()) { $0 }
        var generator = SeededRandom(seed: 0)
        Bot<Int>(strategy: .perfect).play(&game, using: &generator)
        #expect(game.isOver)
        #expect(game.turns == 12)
        #expect(game.score == 24)
    }

    @Test("With bonus time on, the score is at least 2 a pair")
    func bonusOnlyAdds() {
        for seed in UInt64(0)..<10 {
            let clock = ManualClock()
            var (game, generator) = shuffledGame(pairs: 10, seed: seed, bonusTimeLimit: 6, clock: clock)
            Bot<Int>(strategy: .perfect).play(&game, using: &generator, clock: clock, secondsPerChoice: 1)
            #expect(game.isOver)
            #expect(game.score >= 20)
        }
    }

    @Test("A bot that takes no time earns every card's full bonus")
    func instantBotEarnsFullBonus() {
        let clock = ManualClock()
        var (game, generator) = shuffledGame(pairs: 10, seed: 4, bonusTimeLimit: 6, clock: clock)
        Bot<Int>(strategy: .perfect).play(&game, using: &generator, clock: clock, secondsPerChoice: 0)
        #expect(game.isOver)
        #expect(game.score == 10 * (2 + 6 + 6))
        #expect(clock.now == 0)
    }

    @Test("The bot moves the clock by its time per card")
    func botAdvancesClock() {
        let clock = ManualClock()
        var (game, generator) = shuffledGame(pairs: 3, seed: 1, clock: clock)
        Bot<Int>(strategy: .perfect).play(&game, using: &generator, clock: clock, secondsPerChoice: 0.5)
        #expect(game.isOver)
        // Each choose takes 0.5 s; a turn is two chooses, and only real chooses are made.
        #expect(clock.now == Double(game.turns) * 2 * 0.5)
    }

    @Test("A perfect 100,000-pair game completes")
    func hugeGameCompletes() {
        let report = Simulation(games: 1, pairs: 100_000, strategy: .perfect, seed: 1, bonusTimeLimit: 0)
            .run(deal: dealIntegers)
        #expect(report.score.count == 1)
        #expect(report.score.min == 200_000)
        #expect(report.turns.min >= 100_000)
        #expect(report.turns.max <= 200_000)
    }
}

@Suite("Bot: random strategy")
struct RandomBotTests {
    @Test("Finishes small boards (a 2-pair board once looped forever)",
          .timeLimit(.minutes(1)), arguments: [1, 2, 3, 20])
    func randomBotFinishes(pairs: Int) {
        for seed in UInt64(0)..<10 {
            var (game, generator) = shuffledGame(pairs: pairs, seed: seed)
            Bot<Int>(strategy: .random).play(&game, using: &generator)
            #expect(game.isOver, "seed \(seed)")
            #expect(game.turns >= pairs)
            #expect(game.score <= 2 * pairs)
            game.checkInvariants()
        }
    }

    @Test("A one-pair board takes exactly one turn")
    func onePairOneTurn() {
        var (game, generator) = shuffledGame(pairs: 1, seed: 0)
        Bot<Int>(strategy: .random).play(&game, using: &generator)
        #expect(game.turns == 1)
        #expect(game.score == 2)
    }

    @Test("Is deterministic for a seed")
    func deterministic() {
        func play() -> (Int, Int) {
            var (game, generator) = shuffledGame(pairs: 8, seed: 77)
            Bot<Int>(strategy: .random).play(&game, using: &generator)
            return (game.score, game.turns)
        }
        #expect(play() == play())
    }
}

@Suite("Simulation")
struct SimulationTests {
    @Test("Perfect play with no bonus scores 2 a pair in every game", arguments: [1, 2, 8, 30])
    func perfectSimulation(pairs: Int) {
        let report = Simulation(games: 25, pairs: pairs, strategy: .perfect, seed: 3, bonusTimeLimit: 0)
            .run(deal: dealIntegers)
        #expect(report.score.count == 25)
        #expect(report.score.min == 2 * pairs)
        #expect(report.score.max == 2 * pairs)
        #expect(report.turns.min >= pairs)
        #expect(report.turns.max <= 2 * pairs)
    }

    @Test("Random play finishes for small boards", .timeLimit(.minutes(1)), arguments: [1, 2, 3, 20])
    func randomSimulationFinishes(pairs: Int) {
        let report = Simulation(games: 10, pairs: pairs, strategy: .random, seed: 9, bonusTimeLimit: 0)
            .run(deal: dealIntegers)
        #expect(report.turns.count == 10)
        #expect(report.turns.min >= pairs)
        #expect(report.score.max <= 2 * pairs)
    }

    @Test("Random play takes more turns than perfect play on a big board")
    func randomIsWorseThanPerfect() {
        let perfect = Simulation(games: 10, pairs: 20, strategy: .perfect, seed: 1, bonusTimeLimit: 0)
            .run(deal: dealIntegers)
        let random = Simulation(games: 10, pairs: 20, strategy: .random, seed: 1, bonusTimeLimit: 0)
            .run(deal: dealIntegers)
        #expect(random.turns.mean > perfect.turns.mean)
        #expect(random.score.mean < perfect.score.mean)
    }

    @Test("The same simulation gives the same report", arguments: [Strategy.perfect, .random, .memory(2)])
    func deterministic(strategy: Strategy) {
        let simulation = Simulation(games: 20, pairs: 8, strategy: strategy, seed: 42)
        #expect(simulation.run(deal: dealIntegers) == simulation.run(deal: dealIntegers))
    }

    @Test("Different seeds give different games")
    func seedsMatter() {
        let reports = (UInt64(0)..<5).map {
            Simulation(games: 20, pairs: 8, strategy: .random, seed: $0, bonusTimeLimit: 0).run(deal: dealIntegers)
        }
        #expect(Set(reports.map(\.turns.mean)).count > 1)
    }

    @Test("The deal is asked for the number of pairs, once a game, and its contents are played")
    func dealIsUsed() {
        var asked: [Int] = []
        let report = Simulation(games: 3, pairs: 5, strategy: .perfect, seed: 0, bonusTimeLimit: 0)
            .run { (pairs: Int, _: inout SeededRandom) -> [String] in
                asked.append(pairs)
                return ["a", "b", "c"]  // fewer than asked: the game has as many pairs as contents
            }
        #expect(asked == [5, 5, 5])
        #expect(report.score.min == 6)
        #expect(report.score.max == 6)
    }

    @Test("Zero games give an empty report")
    func zeroGames() {
        let report = Simulation(games: 0, pairs: 8).run(deal: dealIntegers)
        #expect(report.score == Simulation.Summary([]))
        #expect(report.turns.count == 0)
    }
}

@Suite("Simulation.Summary")
struct SummaryTests {
    @Test("An empty sample is all zeros")
    func empty() {
        let summary = Simulation.Summary([])
        #expect(summary.count == 0)
        #expect(summary.mean == 0)
        #expect(summary.median == 0)
        #expect(summary.min == 0)
        #expect(summary.max == 0)
    }

    @Test("One value is its own mean, median, min and max")
    func single() {
        let summary = Simulation.Summary([-4])
        #expect(summary.count == 1)
        #expect(summary.mean == -4)
        #expect(summary.median == -4)
        #expect(summary.min == -4)
        #expect(summary.max == -4)
    }

    @Test("An odd count's median is the middle value, whatever the input order")
    func oddCount() {
        let summary = Simulation.Summary([9, 1, 5, 2, 3])
        #expect(summary.count == 5)
        #expect(summary.mean == 4)
        #expect(summary.median == 3)
        #expect(summary.min == 1)
        #expect(summary.max == 9)
    }

    @Test("An even count's median is the mean of the two middle values")
    func evenCount() {
        let summary = Simulation.Summary([10, 1, 4, 3])
        #expect(summary.count == 4)
        #expect(summary.mean == 4.5)
        #expect(summary.median == 3.5)
        #expect(summary.min == 1)
        #expect(summary.max == 10)
    }

    @Test("Negative values and repeats")
    func negativesAndRepeats() {
        let summary = Simulation.Summary([-3, -3, 2, -1])
        #expect(summary.mean == -1.25)
        #expect(summary.median == -2)
        #expect(summary.min == -3)
        #expect(summary.max == 2)
    }
}
