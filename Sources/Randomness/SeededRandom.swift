/// The project's own pseudo-random number generator.
///
/// Transcripts must replay identically on every machine and every Swift release, so nothing that a
/// player can see may depend on the standard library's choice of generator or shuffling algorithm.
/// This is xoshiro256** (Blackman & Vigna), seeded through SplitMix64 so that any 64-bit seed,
/// including 0, gives a well-mixed state.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var s0, s1, s2, s3: UInt64

    /// The seed this generator started from.
    public let seed: UInt64

    public init(seed: UInt64) {
        self.seed = seed
        var sm = seed
        func splitMix() -> UInt64 {
            sm &+= 0x9E37_79B9_7F4A_7C15
            var z = sm
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        s0 = splitMix(); s1 = splitMix(); s2 = splitMix(); s3 = splitMix()
    }

    /// - Complexity: O(1)
    public mutating func next() -> UInt64 {
        let result = rotl(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0; s3 ^= s1; s1 ^= s2; s0 ^= s3
        s2 ^= t
        s3 = rotl(s3, 45)
        return result
    }

    /// A uniformly distributed integer in `0..<upperBound`, by Lemire's multiply-and-reject method.
    /// The algorithm is fixed here so results never change with the standard library.
    ///
    /// - Precondition: `upperBound > 0`.
    /// - Complexity: O(1) expected.
    public mutating func next(below upperBound: Int) -> Int {
        precondition(upperBound > 0, "upperBound must be positive")
        return Int(next(below: UInt64(upperBound)))
    }

    private mutating func next(below bound: UInt64) -> UInt64 {
        var product = next().multipliedFullWidth(by: bound)
        if product.low < bound {
            let threshold = (0 &- bound) % bound
            while product.low < threshold {
                product = next().multipliedFullWidth(by: bound)
            }
        }
        return product.high
    }

    /// A uniformly distributed integer in `range`, any range (even `Int.min...Int.max`).
    /// - Complexity: O(1) expected.
    public mutating func next(in range: ClosedRange<Int>) -> Int {
        // The width, computed with wrapping arithmetic so that wide ranges cannot overflow.
        let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound))
        if span == .max { return Int(truncatingIfNeeded: next()) }
        return range.lowerBound &+ Int(truncatingIfNeeded: next(below: span + 1))
    }

    private func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
}

extension MutableCollection where Self: RandomAccessCollection {
    /// Shuffles in place with the Fisher–Yates (Durstenfeld) algorithm and the project's generator.
    ///
    /// Use this, never the standard library's `shuffle(using:)`, whose algorithm may change between
    /// Swift releases and would break recorded transcripts.
    /// - Complexity: O(*n*)
    public mutating func fisherYatesShuffle(using generator: inout SeededRandom) {
        var remaining = count
        var last = index(startIndex, offsetBy: remaining)
        while remaining > 1 {
            formIndex(before: &last)
            let pick = index(startIndex, offsetBy: generator.next(below: remaining))
            swapAt(pick, last)
            remaining -= 1
        }
    }
}

extension Collection {
    /// `k` distinct elements chosen uniformly at random, in random order (a partial Fisher–Yates).
    /// Asking for more than `count` returns every element, shuffled.
    /// - Complexity: O(*n*) to copy, then O(*k*).
    public func randomSample(_ k: Int, using generator: inout SeededRandom) -> [Element] {
        var pool = Array(self)
        let take = Swift.max(0, Swift.min(k, pool.count))
        for i in 0..<take {
            let j = i + generator.next(below: pool.count - i)
            pool.swapAt(i, j)
        }
        return Array(pool.prefix(take))
    }
}
