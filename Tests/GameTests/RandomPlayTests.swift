import Testing
@testable import Game
import Randomness

/// A deliberately naive, O(n)-per-tap model of the CS193p rules (no bonus), written from the
/// specification only, to compare the real game against, tap by tap.
struct ReferenceGame {
    let contents: [Int]
    var faceUp: [Bool]
    var matched: [Bool]
    var seen: [Bool]
    var score = 0
    var turns = 0

    init(contents: [Int]) {
        self.contents = contents
        faceUp = Array(repeating: false, count: contents.count)
        matched = faceUp
        seen = faceUp
    }

    mutating func choose(at index: Int) {
        guard contents.indices.contains(index), !faceUp[index], !matched[index] else { return }
        let up = contents.indices.filter { faceUp[$0] }
        if up.count == 1 {
            let other = up[0]
            turns += 1
            faceUp[index] = true
            if contents[index] == contents[other] {
                matched[index] = true
                matched[other] = true
                score += 2
            } else {
                if seen[index] { score -= 1 }
                if seen[other] { score -= 1 }
            }
        } else {
            for i in up {
                faceUp[i] = false
                seen[i] = true
            }
            faceUp[index] = true
        }
    }
}

@Suite("MemoryGame: random play")
struct RandomPlayTests {
    @Test("Random taps keep the invariants and agree with a naive model of the rules", arguments: [1, 2, 3, 8, 20])
    func randomPlayMatchesReference(pairs: Int) {
        for seed in UInt64(0)..<5 {
            var generator = SeededRandom(seed: seed &* 1_000 &+ UInt64(pairs))
            var game = MemoryGame(numberOfPairsOfCards: pairs, bonusTimeLimit: 0, clock: ManualClock()) { $0 }
            game.shuffle(using: &generator)
            var model = ReferenceGame(contents: game.cards.map(\.content))

            for step in 0..<3_000 {
                // Now and then an index off the board, which both must ignore.
                let index = generator.next(in: -1...game.cards.count)
                game.choose(at: index)
                model.choose(at: index)

                if step % 25 == 0 { game.checkInvariants() }
                #expect(game.cards.map(\.isFaceUp) == model.faceUp, "seed \(seed) step \(step)")
                #expect(game.cards.map(\.isMatched) == model.matched, "seed \(seed) step \(step)")
                #expect(game.cards.map(\.hasBeenSeen) == model.seen, "seed \(seed) step \(step)")
                #expect(game.score == model.score, "seed \(seed) step \(step)")
                #expect(game.turns == model.turns, "seed \(seed) step \(step)")
                #expect(game.isOver == model.matched.allSatisfy { $0 })
                #expect(game.pairsLeft * 2 == model.matched.filter { !$0 }.count)
                if game.isOver { break }
            }
            game.checkInvariants()
        }
    }

    @Test("Random play on a large board keeps the invariants")
    func randomPlayLargeBoard() {
        var generator = SeededRandom(seed: 2026)
        var game = MemoryGame(numberOfPairsOfCards: 200, bonusTimeLimit: 6, clock: ManualClock()) { $0 }
        game.shuffle(using: &generator)
        for step in 1...20_000 {
            game.choose(at: generator.next(below: game.cards.count))
            if step % 500 == 0 {
                game.checkInvariants()
                #expect(game.cards.filter(\.isFaceUp).count <= 2)
                #expect(game.cards.filter(\.isMatched).count.isMultiple(of: 2))
            }
        }
        game.checkInvariants()
    }

    @Test("Random play always ends on a small board")
    func randomPlayEnds() {
        for seed in UInt64(0)..<20 {
            var generator = SeededRandom(seed: seed)
            var game = MemoryGame(numberOfPairsOfCards: 4, bonusTimeLimit: 0, clock: ManualClock()) { $0 }
            game.shuffle(using: &generator)
            var steps = 0
            while !game.isOver, steps < 100_000 {
                game.choose(at: generator.next(below: game.cards.count))
                steps += 1
            }
            #expect(game.isOver, "seed \(seed)")
            #expect(game.turns >= 4)
            #expect(game.cards.allSatisfy { $0.isMatched })
            game.checkInvariants()
        }
    }

    @Test("Matched cards always come in pairs of equal content")
    func matchedCardsPairUp() {
        var generator = SeededRandom(seed: 77)
        var game = MemoryGame(numberOfPairsOfCards: 12, bonusTimeLimit: 0, clock: ManualClock()) { $0 }
        game.shuffle(using: &generator)
        for _ in 0..<2_000 {
            game.choose(at: generator.next(below: game.cards.count))
            let matched = game.cards.filter(\.isMatched).map(\.content)
            #expect(Dictionary(grouping: matched, by: { $0 }).values.allSatisfy { $0.count == 2 })
        }
    }
}
