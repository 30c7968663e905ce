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
        /// games × (pairs² / (K + 1) + pairs), for the memory bot: about its turns, which fall
        /// from the random bot's (K = 0) to the perfect bot's as K grows (measured: 2,000 pairs
        /// take 4.2 million turns at K = 0, 590,000 at K = 4, 32,000 at K = 64). A turn costs it
        /// about three times the random bot's (a memory to keep), so its budget is half as many.
        public static let memoryWork = 2_000_000
    }

    /// Why this simulation would take too long, or nil when it is within ``Limits``.
    /// - Complexity: O(1).
    public var workLimitExceeded: String? {
        let (games, pairs) = (self.games, self.pairs)
        let (perfectWork, perfectOverflow) = games.multipliedReportingOverflow(by: pairs)
        switch strategy {
        case .perfect where perfectOverflow || perfectWork > Limits.perfectWork:
            return "games × pairs must be at most \(Limits.perfectWork) for strategy=perfect, not \(perfectOverflow ? "more than \(Int.max)" : String(perfectWork))"
        case .memory(let k):
            return memoryWorkExceeded(memory: k)
        case .random where pairs > Limits.randomPairs:
            return "strategy=\(strategy) plays at most \(Limits.randomPairs) pairs (its turns grow as pairs²); use fewer pairs or strategy=perfect"
        case .random:
            let (work, overflow) = perfectWork.multipliedReportingOverflow(by: pairs)
            if perfectOverflow || overflow || work > Limits.randomWork {
                return "games × pairs² must be at most \(Limits.randomWork) for strategy=\(strategy), not \(overflow || perfectOverflow ? "more than \(Int.max)" : String(work))"
            }
            return nil
        default:
            return nil
        }
    }

    /// Why a memory bot's simulation would take too long (see ``Limits/memoryWork``).
    private func memoryWorkExceeded(memory k: Int) -> String? {
        let pairs = max(self.pairs, 0), games = max(self.games, 0)
        // Each step saturates: an overflow is simply too much.
        let (squared, o1) = pairs.multipliedReportingOverflow(by: pairs)
        let perGame = o1 ? Int.max : squared / (max(k, 0) + 1) + pairs
        let (work, o2) = games.multipliedReportingOverflow(by: perGame)
        guard o2 || work > Limits.memoryWork else { return nil }
        return "games × (pairs² ÷ (K+1) + pairs) must be at most \(Limits.memoryWork) for strategy=memory:K, not \(o2 ? "more than \(Int.max)" : String(work)); use fewer games or pairs, or a larger K"
    }
}
