/// A longest common subsequence of two sequences, by Myers' O((*N* + *M*) · *D*) difference
/// algorithm in linear space ("An O(ND) Difference Algorithm and Its Variations", 1986, §4b):
/// find the middle snake of an optimal edit path, then solve the two halves on either side.
///
/// The sequences are given by their lengths and a predicate saying whether element `x` of the
/// first corresponds to element `y` of the second. Any predicate will do, not only an
/// equivalence: taking a match where one is possible never shortens the longest common
/// subsequence (an exchange argument that needs nothing of the relation), which is all the
/// greedy "follow the snake" step relies on.
enum LineDiff {
    /// The pairs `(x, y)` of a longest common subsequence, in increasing order of both, when the
    /// two sequences differ in at most about `maximumDifferences` elements. Past that bound the
    /// part of the problem left unsolved contributes no pairs (its common prefix and suffix
    /// still do): the caller shows it as a block replaced whole, and the cost stays bounded.
    /// - Complexity: O((*N* + *M*) · *D*) calls of `corresponds` and O(*N* + *M*) memory, where
    ///   *D* = min(the number of differences, `maximumDifferences`).
    static func commonSubsequence(
        _ n: Int, _ m: Int, maximumDifferences: Int, corresponds: (Int, Int) -> Bool
    ) -> [(x: Int, y: Int)] {
        withoutActuallyEscaping(corresponds) { corresponds in
            var solver = Solver(corresponds: corresponds, halfLimit: max(1, (maximumDifferences + 1) / 2))
            solver.solve(x: 0, n: n, y: 0, m: m)
            return solver.pairs
        }
    }

    private struct Solver {
        let corresponds: (Int, Int) -> Bool
        /// The most edits each of the forward and backward searches may take.
        let halfLimit: Int
        var pairs: [(x: Int, y: Int)] = []
        /// Furthest-reaching x on each diagonal, forward and backward, offset by `halfLimit + 1`.
        var forward: [Int] = []
        var backward: [Int] = []

        init(corresponds: @escaping (Int, Int) -> Bool, halfLimit: Int) {
            self.corresponds = corresponds
            self.halfLimit = halfLimit
        }

        /// Solves `first[x0 ..< x0 + n]` against `second[y0 ..< y0 + m]`, appending its pairs.
        mutating func solve(x x0: Int, n: Int, y y0: Int, m: Int) {
            var x0 = x0, y0 = y0, n = n, m = m
            while n > 0, m > 0, corresponds(x0, y0) {
                pairs.append((x0, y0))
                (x0, y0, n, m) = (x0 + 1, y0 + 1, n - 1, m - 1)
            }
            var suffix = 0
            while suffix < n, suffix < m, corresponds(x0 + n - 1 - suffix, y0 + m - 1 - suffix) { suffix += 1 }
            n -= suffix
            m -= suffix
            if n > 0, m > 0, let snake = middleSnake(x: x0, n: n, y: y0, m: m) {
                solve(x: x0, n: snake.x, y: y0, m: snake.y)
                for step in 0..<(snake.u - snake.x) { pairs.append((x0 + snake.x + step, y0 + snake.y + step)) }
                solve(x: x0 + snake.u, n: n - snake.u, y: y0 + snake.v, m: m - snake.v)
            }
            for step in 0..<suffix { pairs.append((x0 + n + step, y0 + m + step)) }
        }

        /// The middle snake of an optimal path through the edit graph of the sub-problem, in its
        /// own coordinates: the diagonal run from (x, y) to (u, v); nil past the bound.
        mutating func middleSnake(x x0: Int, n: Int, y y0: Int, m: Int) -> (x: Int, y: Int, u: Int, v: Int)? {
            let delta = n - m
            let odd = delta & 1 != 0
            let limit = min((n + m + 1) / 2, halfLimit)
            // Diagonals run from -(limit + 1) to limit + 1; `delta - k` for a checked k stays inside.
            let offset = limit + 1 + abs(delta)
            let size = 2 * offset + 1
            if forward.count < size {
                forward = [Int](repeating: 0, count: size)
                backward = [Int](repeating: 0, count: size)
            }
            forward[offset + 1] = 0
            backward[offset + 1] = 0
            for d in 0...limit {
                for k in stride(from: -d, through: d, by: 2) {
                    var x = k == -d || (k != d && forward[offset + k - 1] < forward[offset + k + 1])
                        ? forward[offset + k + 1] : forward[offset + k - 1] + 1
                    var y = x - k
                    let start = (x, y)
                    while x < n, y < m, corresponds(x0 + x, y0 + y) { (x, y) = (x + 1, y + 1) }
                    forward[offset + k] = x
                    let opposite = delta - k
                    if odd, opposite >= -(d - 1), opposite <= d - 1, x + backward[offset + opposite] >= n {
                        return (start.0, start.1, x, y)
                    }
                }
                for k in stride(from: -d, through: d, by: 2) {
                    // In the reversed problem: x counts from the end of the first sequence.
                    var x = k == -d || (k != d && backward[offset + k - 1] < backward[offset + k + 1])
                        ? backward[offset + k + 1] : backward[offset + k - 1] + 1
                    var y = x - k
                    let start = (x, y)
                    while x < n, y < m, corresponds(x0 + n - 1 - x, y0 + m - 1 - y) { (x, y) = (x + 1, y + 1) }
                    backward[offset + k] = x
                    let opposite = delta - k
                    if !odd, opposite >= -d, opposite <= d, x + forward[offset + opposite] >= n {
                        return (n - x, m - y, n - start.0, m - start.1)
                    }
                }
            }
            return nil
        }
    }
}
