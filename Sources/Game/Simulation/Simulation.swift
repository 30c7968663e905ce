import Randomness

/// Plays many games with a bot and summarises how they went, so that a theme author can see how
/// hard a board is.
public struct Simulation: Sendable {
    public var games: Int
    public var pairs: Int
    public var strategy: Strategy
    public var seed: UInt64
    /// Seconds of bonus time per card; the bot takes `secondsPerChoice` per card it turns.
    public var bonusTimeLimit: Double
    public var secondsPerChoice: Double

    public init(
        games: Int = 1, pairs: Int = 8, strategy: Strategy = .perfect, seed: UInt64 = 0,
        bonusTimeLimit: Double = 6, secondsPerChoice: Double = 1
    ) {
        self.games = games
        self.pairs = pairs
        self.strategy = strategy
        self.seed = seed
        self.bonusTimeLimit = bonusTimeLimit
        self.secondsPerChoice = secondsPerChoice
    }

    /// Runs the games. Each game is dealt by `deal` (the contents of its pairs, from the generator)
    /// and shuffled with the project's Fisher–Yates, exactly as a real game is.
    ///
    /// - Complexity: the sum of the games' costs; see ``Bot``.
    public func run<Content: Hashable>(
        deal: (_ pairs: Int, _ generator: inout SeededRandom) -> [Content]
    ) -> Report {
        var generator = SeededRandom(seed: seed)
        var scores: [Int] = []
        var turns: [Int] = []
        scores.reserveCapacity(games)
        turns.reserveCapacity(games)
        let bot = Bot<Content>(strategy: strategy)
        for _ in 0..<max(0, games) {
            let contents = deal(pairs, &generator)
            let clock = ManualClock()
            var game = MemoryGame(
                numberOfPairsOfCards: contents.count, bonusTimeLimit: bonusTimeLimit, clock: clock
            ) { contents[$0] }
            game.shuffle(using: &generator)
            bot.play(&game, using: &generator, clock: clock, secondsPerChoice: secondsPerChoice)
            scores.append(game.score)
            turns.append(game.turns)
        }
        return Report(score: Summary(scores), turns: Summary(turns))
    }

    /// The outcome of a simulation.
    public struct Report: Sendable, Equatable {
        public let score: Summary
        public let turns: Summary
    }

    /// Mean, median, minimum and maximum of a sample.
    public struct Summary: Sendable, Equatable {
        public let count: Int
        public let mean: Double
        public let median: Double
        public let min: Int
        public let max: Int

        /// - Complexity: O(*n* log *n*)
        public init(_ values: [Int]) {
            count = values.count
            guard !values.isEmpty else {
                mean = 0; median = 0; min = 0; max = 0
                return
            }
            let sorted = values.sorted()
            mean = Double(values.reduce(0, +)) / Double(values.count)
            let mid = sorted.count / 2
            median = sorted.count.isMultiple(of: 2)
                ? Double(sorted[mid - 1] + sorted[mid]) / 2
                : Double(sorted[mid])
            min = sorted[0]
            max = sorted[sorted.count - 1]
        }
    }
}
