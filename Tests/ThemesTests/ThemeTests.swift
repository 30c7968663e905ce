import Randomness
import Testing
@testable import Themes

@Suite("Theme")
struct ThemeTests {
    func theme(_ emojis: String = "🍏🍎🍐🍊🍋🍌🍉🍇🍓🫐", pairs: Theme.PairCount = .exactly(4)) -> Theme {
        Theme(name: "Fruit", emojis: emojis, pairs: pairs, color: .green)
    }

    @Test("init drops repeated emoji and whitespace, keeping first occurrences in order")
    func initCleansEmoji() {
        let fruit = theme("🍏 🍎\n🍏🍐\t🍎")
        #expect(fruit.emojis == ["🍏", "🍎", "🍐"])
    }

    @Test("numberOfPairs gives the theme's exact count, with no notice, when there are enough emoji")
    func exactCount() {
        var generator = SeededRandom(seed: 0)
        let result = theme(pairs: .exactly(4)).numberOfPairs(using: &generator)
        #expect(result.pairs == 4)
        #expect(result.notice == nil)
    }

    @Test("numberOfPairs can use every emoji")
    func exactlyAllEmoji() {
        var generator = SeededRandom(seed: 0)
        let result = theme(pairs: .exactly(10)).numberOfPairs(using: &generator)
        #expect(result.pairs == 10)
        #expect(result.notice == nil)
    }

    @Test("Asking for more pairs than emoji gives as many as there are, with a notice")
    func tooManyPairsReduced() throws {
        var generator = SeededRandom(seed: 0)
        let result = theme(pairs: .exactly(25)).numberOfPairs(using: &generator)
        #expect(result.pairs == 10)
        let notice = try #require(result.notice)
        #expect(notice.contains("Fruit"))
        #expect(notice.contains("10"))
        #expect(notice.contains("25"))
        #expect(!notice.contains("\n"))
    }

    @Test("A requested count overrides the theme's own")
    func requestedOverrides() {
        var generator = SeededRandom(seed: 0)
        let result = theme(pairs: .exactly(4)).numberOfPairs(requested: 7, using: &generator)
        #expect(result.pairs == 7)
        #expect(result.notice == nil)
    }

    @Test("A requested count above the emoji available is reduced, with a notice")
    func requestedTooMany() {
        var generator = SeededRandom(seed: 0)
        let result = theme(pairs: .exactly(4)).numberOfPairs(requested: 11, using: &generator)
        #expect(result.pairs == 10)
        #expect(result.notice != nil)
    }

    @Test(".all deals one pair per emoji")
    func allPairs() {
        var generator = SeededRandom(seed: 0)
        let result = theme("🎃👻🦇", pairs: .all).numberOfPairs(using: &generator)
        #expect(result.pairs == 3)
        #expect(result.notice == nil)
    }

    @Test(".random draws from its range, reaching every value, deterministically per seed")
    func randomRange() {
        let fruit = theme(pairs: .random(4...6))
        var generator = SeededRandom(seed: 1)
        var seen = Set<Int>()
        for _ in 0..<200 {
            let result = fruit.numberOfPairs(using: &generator)
            #expect((4...6).contains(result.pairs))
            #expect(result.notice == nil)
            seen.insert(result.pairs)
        }
        #expect(seen == [4, 5, 6])

        var a = SeededRandom(seed: 9), b = SeededRandom(seed: 9)
        #expect(fruit.numberOfPairs(using: &a).pairs == fruit.numberOfPairs(using: &b).pairs)
    }

    @Test(".random beyond the emoji available is capped, with a notice")
    func randomRangeCapped() {
        var generator = SeededRandom(seed: 1)
        let result = theme(pairs: .random(12...15)).numberOfPairs(using: &generator)
        #expect(result.pairs == 10)
        #expect(result.notice != nil)
    }

    @Test("deal gives that many distinct emoji, all from the theme", arguments: [0, 1, 4, 10])
    func dealDistinct(pairs: Int) {
        let fruit = theme()
        var generator = SeededRandom(seed: UInt64(pairs))
        let dealt = fruit.deal(pairs: pairs, using: &generator)
        #expect(dealt.count == pairs)
        #expect(Set(dealt).count == pairs)
        #expect(dealt.allSatisfy { $0.count == 1 && fruit.emojis.contains(Character($0)) })
    }

    @Test("deal picks a random subset: different seeds give different emoji")
    func dealIsARandomSubset() {
        let fruit = theme()
        let subsets = Set((UInt64(0)..<20).map { seed -> Set<String> in
            var generator = SeededRandom(seed: seed)
            return Set(fruit.deal(pairs: 3, using: &generator))
        })
        #expect(subsets.count > 5)
        // Over many deals, every emoji gets dealt sometimes, not just the first few.
        #expect(subsets.reduce(into: Set<String>()) { $0.formUnion($1) }.count == 10)
    }

    @Test("deal is deterministic for a seed")
    func dealDeterministic() {
        var a = SeededRandom(seed: 5), b = SeededRandom(seed: 5)
        #expect(theme().deal(pairs: 4, using: &a) == theme().deal(pairs: 4, using: &b))
    }

    @Test("Dealing more than the theme has gives every emoji once")
    func dealTooMany() {
        var generator = SeededRandom(seed: 2)
        let dealt = theme("🎃👻🦇").deal(pairs: 10, using: &generator)
        #expect(Set(dealt) == ["🎃", "👻", "🦇"])
        #expect(dealt.count == 3)
    }
}
