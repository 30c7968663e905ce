import Randomness

/// How a simulated player chooses cards.
public enum Strategy: Hashable, Sendable, CustomStringConvertible {
    /// Remembers every card it has seen and never misses a known pair.
    case perfect
    /// Turns two random unmatched cards each turn and remembers nothing.
    case random
    /// Remembers the last K cards it saw (``MemoryBot``): 0 guesses, the card count never forgets.
    case memory(Int)

    /// The K that `memory:K` takes.
    public static let memoryRange = 0...1_000_000

    /// As typed: `perfect`, `random`, `memory:4`.
    public var description: String {
        switch self {
        case .perfect: "perfect"
        case .random: "random"
        case .memory(let k): "memory:\(k)"
        }
    }
}

/// A simulated player. It sees only what a player would: the content of a card once it is face up.
struct Bot<CardContent: Hashable> {
    let strategy: Strategy

    /// Plays `game` to the end.
    ///
    /// - Parameters:
    ///   - clock: when given, moves `secondsPerChoice` after each choice, so bonus time runs out
    ///     as it would for a player who takes that long per card.
    /// - Complexity: perfect: O(*n*) for *n* cards (each card is turned at most twice by choice,
    ///   and each choice is O(1)). random: O(*n*) per game plus O(1) per turn; the expected number
    ///   of turns grows as *n*². memory: O(*n*) per game plus O(1) expected per choice; its turns
    ///   lie between the two.
    func play(
        _ game: inout MemoryGame<CardContent>,
        using generator: inout SeededRandom,
        clock: ManualClock? = nil,
        secondsPerChoice: Double = 1
    ) {
        let hand = Hand(clock: clock, secondsPerChoice: secondsPerChoice)
        switch strategy {
        case .perfect: playPerfectly(&game, hand: hand)
        case .random: playRandomly(&game, using: &generator, hand: hand)
        case .memory(let k): playWithMemory(k, &game, using: &generator, hand: hand)
        }
    }

    /// Turns cards, taking the bot's time per card on the clock.
    private struct Hand {
        let clock: ManualClock?
        let secondsPerChoice: Double

        func choose(_ index: Int, in game: inout MemoryGame<CardContent>) {
            game.choose(at: index)
            clock?.advance(by: secondsPerChoice)
        }
    }

    private func playPerfectly(_ game: inout MemoryGame<CardContent>, hand: Hand) {
        var nextUnknown = 0                       // cards are turned in board order
        var known: [CardContent: Int] = [:]       // content -> index of a seen, unmatched card
        var knownPairs: [(Int, Int)] = []         // both cards seen, not yet matched
        known.reserveCapacity(game.cards.count / 2)

        /// Turns the next never-seen card and returns its index and content.
        func turnUnknown(_ game: inout MemoryGame<CardContent>) -> (Int, CardContent) {
            let index = nextUnknown
            nextUnknown += 1
            hand.choose(index, in: &game)
            return (index, game.cards[index].content)
        }

        while !game.isOver {
            if let (a, b) = knownPairs.popLast() {
                hand.choose(a, in: &game)
                hand.choose(b, in: &game)
                continue
            }
            let (first, firstContent) = turnUnknown(&game)
            if let partner = known.removeValue(forKey: firstContent) {
                hand.choose(partner, in: &game)
                continue
            }
            let (second, secondContent) = turnUnknown(&game)
            if secondContent == firstContent { continue }
            known[firstContent] = first
            if let partner = known.removeValue(forKey: secondContent) {
                knownPairs.append((partner, second))
            } else {
                known[secondContent] = second
            }
        }
    }

    private func playRandomly(
        _ game: inout MemoryGame<CardContent>,
        using generator: inout SeededRandom,
        hand: Hand
    ) {
        // Each turn turns two face-down cards, so every turn starts with none or two face up.
        var unmatched = Array(game.cards.indices)
        while !game.isOver, unmatched.count >= 2 {
            // The last mismatch is still face up (a tap on it would be ignored), so the first
            // card is a face-down one; choosing it turns the others down, and the second card is
            // any other. Rejection sampling: at most two of the unmatched cards are face up.
            var i = generator.next(below: unmatched.count)
            while game.cards[unmatched[i]].isFaceUp { i = generator.next(below: unmatched.count) }
            let a = unmatched[i]
            hand.choose(a, in: &game)
            var j = generator.next(below: unmatched.count - 1)
            if j >= i { j += 1 }
            let b = unmatched[j]
            hand.choose(b, in: &game)
            if game.cards[a].isMatched {
                // Swap-remove both, larger position first so the smaller stays valid.
                for k in [max(i, j), min(i, j)] {
                    unmatched.swapAt(k, unmatched.count - 1)
                    unmatched.removeLast()
                }
            }
        }
    }

    private func playWithMemory(
        _ capacity: Int,
        _ game: inout MemoryGame<CardContent>,
        using generator: inout SeededRandom,
        hand: Hand
    ) {
        var bot = MemoryBot<CardContent>(memory: capacity, cardCount: game.cards.count)
        while let index = bot.nextChoice(in: game, using: &generator) {
            hand.choose(index, in: &game)
            // A choice the game ignored would be asked for again: stop rather than spin.
            guard game.cards[index].isFaceUp else { return }
            bot.observe(choiceAt: index, in: game)
        }
    }
}
