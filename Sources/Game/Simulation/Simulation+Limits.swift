extension Simulation {
    /// Bounds on a simulation's work, so that no request runs for more than a few seconds: a
    /// perfect game costs about as much as its pairs, a random one as its pairs squared (its
    /// turns). Measured in a release build: a million perfect pairs take about 3.5 s; one random
    /// game of 2,000 pairs about 2 s.
    public enum Limits {
        /// games × pairs, for the perfect bot.
        public static let perfectWork = 1_000_000
        /// pairs of one game, for the random bot.
        public static let randomPairs = 2_000
        /// games × pairs², for the random bot.
        public static let randomWork = 4_000_000
    }

    /// Why this simulation would take too long, or nil when it is within ``Limits``.
    /// - Complexity: O(1).
    public var workLimitExceeded: String? {
        let (games, pairs) = (self.games, self.pairs)
        let (perfectWork, perfectOverflow) = games.multipliedReportingOverflow(by: pairs)
        switch strategy {
        case .perfect where perfectOverflow || perfectWork > Limits.perfectWork:
            return "games × pairs must be at most \(Limits.perfectWork) for strategy=perfect, not \(perfectOverflow ? "more than \(Int.max)" : String(perfectWork))"
        case .random where pairs > Limits.randomPairs, .memory where pairs > Limits.randomPairs:
            return "strategy=\(strategy) plays at most \(Limits.randomPairs) pairs (its turns grow as pairs²); use fewer pairs or strategy=perfect"
        case .random, .memory:
            let (work, overflow) = perfectWork.multipliedReportingOverflow(by: pairs)
            if perfectOverflow || overflow || work > Limits.randomWork {
                return "games × pairs² must be at most \(Limits.randomWork) for strategy=\(strategy), not \(overflow || perfectOverflow ? "more than \(Int.max)" : String(work))"
            }
            return nil
        default:
            return nil
        }
    }
}
