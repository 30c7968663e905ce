import Testing
@testable import Game

@Suite("MemoryGame: a new game")
struct NewGameTests {
    @Test("A new game has two cards per pair, in pair order, each content exactly twice")
    func cardsComeInPairs() {
        let game = makeGame()
        #expect(game.cards.count == 10)
        #expect(game.cards.map(\.content) == ["🐧", "🐧", "👻", "👻", "✏️", "✏️", "🏀", "🏀", "🐼", "🐼"])
        for content in homeworkContents {
            #expect(game.cards(showing: content).count == 2)
        }
    }

    @Test("Card ids are distinct and are 0..<count")
    func idsAreDistinct() {
        let game = makeGame()
        #expect(Set(game.cards.map(\.id)) == Set(0..<10))
    }

    @Test("createCardContent is asked once for each pair index, in order")
    func createCardContentCalledPerPair() {
        var asked: [Int] = []
        _ = MemoryGame(numberOfPairsOfCards: 4, bonusTimeLimit: 0, clock: ManualClock()) { index -> Int in
            asked.append(index)
            return index * 10
        }
        #expect(asked == [0, 1, 2, 3])
    }

    @Test("Every card starts face down, unmatched and unseen; score and turns are 0")
    func everythingStartsClean() {
        let game = makeGame()
        #expect(game.cards.allSatisfy { !$0.isFaceUp && !$0.isMatched && !$0.hasBeenSeen })
        #expect(game.score == 0)
        #expect(game.turns == 0)
        #expect(game.pairsLeft == 5)
        #expect(!game.isOver)
        #expect(game.indexOfTheOneAndOnlyFaceUpCard == nil)
    }

    @Test("A negative number of pairs makes an empty game", arguments: [0, -1, -100])
    func nonPositivePairsMakeEmptyGame(pairs: Int) {
        let game = MemoryGame(numberOfPairsOfCards: pairs, bonusTimeLimit: 0, clock: ManualClock()) { _ in "x" }
        #expect(game.cards.isEmpty)
        #expect(game.pairsLeft == 0)
    }

    @Test("A game with no cards is already over")
    func emptyGameIsOver() {
        let game = makeGame([])
        #expect(game.isOver)
    }

    @Test("The game reports the clock's time")
    func nowComesFromTheClock() {
        let clock = ManualClock(now: 12.5)
        let game = makeGame(clock: clock)
        #expect(game.now == 12.5)
        clock.advance(by: 2)
        #expect(game.now == 14.5)
    }
}

@Suite("MemoryGame: choose")
struct ChooseTests {
    @Test("With no card face up, the chosen card turns face up and no turn is counted")
    func firstCardTurnsFaceUp() {
        var game = makeGame()
        game.choose(at: 3)
        #expect(game.faceUpCardIDs == [3])
        #expect(game.turns == 0)
        #expect(game.score == 0)
        #expect(game.indexOfTheOneAndOnlyFaceUpCard == 3)
    }

    @Test("Choosing the one face-up card again does nothing")
    func choosingFaceUpCardDoesNothing() {
        var game = makeGame()
        game.choose(at: 0)
        let before = Snapshot(game)
        game.choose(at: 0)
        #expect(Snapshot(game) == before)
    }

    @Test("Choosing either card of a face-up mismatch does nothing")
    func choosingFaceUpMismatchDoesNothing() {
        var game = makeGame()
        game.choose(at: 0)  // 🐧
        game.choose(at: 2)  // 👻
        let before = Snapshot(game)
        game.choose(at: 0)
        game.choose(at: 2)
        #expect(Snapshot(game) == before)
    }

    @Test("Choosing a matched card does nothing, even once it has been turned face down")
    func choosingMatchedCardDoesNothing() {
        var game = makeGame()
        game.choose(at: 0)
        game.choose(at: 1)  // 🐧 matched
        game.choose(at: 2)  // matched cards turn face down
        let before = Snapshot(game)
        game.choose(at: 0)
        game.choose(at: 1)
        #expect(Snapshot(game) == before)
        #expect(game.cards[0].isMatched && !game.cards[0].isFaceUp)
    }

    @Test("Two cards with the same content match: both face up, matched, +2, one turn")
    func equalContentsMatch() {
        var game = makeGame()
        game.choose(at: 4)
        game.choose(at: 5)
        #expect(game.cards[4].isMatched)
        #expect(game.cards[5].isMatched)
        #expect(game.cards[4].isFaceUp)
        #expect(game.cards[5].isFaceUp)
        #expect(game.score == 2)
        #expect(game.turns == 1)
        #expect(game.pairsLeft == 4)
    }

    @Test("Two cards with different contents stay face up, unmatched, with no penalty when unseen")
    func differentContentsMismatch() {
        var game = makeGame()
        game.choose(at: 0)
        game.choose(at: 9)
        #expect(game.faceUpCardIDs == [0, 9])
        #expect(!game.cards[0].isMatched)
        #expect(!game.cards[9].isMatched)
        #expect(game.score == 0)
        #expect(game.turns == 1)
        #expect(game.indexOfTheOneAndOnlyFaceUpCard == nil)
    }

    @Test("After a mismatch, the next card turns the two face down and is the only one face up")
    func thirdCardAfterMismatch() {
        var game = makeGame()
        game.choose(at: 0)
        game.choose(at: 2)
        game.choose(at: 4)
        #expect(game.faceUpCardIDs == [4])
        #expect(game.turns == 1)
        #expect(game.indexOfTheOneAndOnlyFaceUpCard == 4)
    }

    @Test("After a match, the next card turns the matched pair face down; they stay matched")
    func thirdCardAfterMatch() {
        var game = makeGame()
        game.choose(at: 0)
        game.choose(at: 1)
        game.choose(at: 6)
        #expect(game.faceUpCardIDs == [6])
        #expect(game.cards[0].isMatched)
        #expect(game.cards[1].isMatched)
        #expect(game.score == 2)
    }

    @Test("A card is seen only once it has been face up and turned face down again")
    func hasBeenSeenOnlyAfterTurningDown() {
        var game = makeGame()
        game.choose(at: 0)
        #expect(!game.cards[0].hasBeenSeen, "face up is not yet seen")
        game.choose(at: 2)
        #expect(!game.cards[0].hasBeenSeen)
        #expect(!game.cards[2].hasBeenSeen)
        game.choose(at: 4)
        #expect(game.cards[0].hasBeenSeen)
        #expect(game.cards[2].hasBeenSeen)
        #expect(!game.cards[4].hasBeenSeen)
        #expect(!game.cards[8].hasBeenSeen, "never turned, never seen")
    }

    @Test("A mismatch costs 1 for each card in it that had been seen before")
    func mismatchPenaltyCountsSeenCards() {
        var game = makeGame()
        game.choose(at: 0)  // 🐧a
        game.choose(at: 2)  // 👻a: mismatch, both unseen: 0
        #expect(game.score == 0)
        game.choose(at: 4)  // ✏️a (unseen); 🐧a and 👻a turn face down, now seen
        game.choose(at: 0)  // 🐧a (seen): −1
        #expect(game.score == -1)
        game.choose(at: 2)  // 👻a (seen); ✏️a and 🐧a turn face down
        game.choose(at: 0)  // 🐧a (seen): −2
        #expect(game.score == -3)
        #expect(game.turns == 3)
    }

    @Test("Indices out of range are ignored", arguments: [-1, 10, 11, Int.max, Int.min])
    func outOfRangeIndexIgnored(index: Int) {
        var game = makeGame()
        game.choose(at: 0)
        let before = Snapshot(game)
        game.choose(at: index)
        #expect(Snapshot(game) == before)
    }

    @Test("A card whose id is not of this game is ignored")
    func foreignCardIgnored() throws {
        var game = makeGame(["a", "b"])
        let bigger = makeGame(["a", "b", "c", "d"])
        let stranger = try #require(bigger.cards.last)
        #expect(game.index(of: stranger.id) == nil)
        let before = Snapshot(game)
        game.choose(stranger)
        #expect(Snapshot(game) == before)
    }

    @Test("choose(_ card:) chooses the card with that id")
    func chooseByCard() {
        var game = makeGame()
        let ghost = game.cards(showing: "👻")
        game.choose(ghost[0])
        game.choose(ghost[1])
        #expect(game.cards(showing: "👻").allSatisfy { $0.isMatched })
        #expect(game.score == 2)
    }

    @Test("index(of:) finds every card by id; unknown ids give nil")
    func indexOfId() {
        let game = makeGame()
        for (index, card) in game.cards.enumerated() {
            #expect(game.index(of: card.id) == index)
        }
        #expect(game.index(of: -1) == nil)
        #expect(game.index(of: 10) == nil)
    }
}

@Suite("MemoryGame: the CS193p homework scoring sequence")
struct HomeworkSequenceTests {
    @Test("🐧👻, ✏️🏀, 👻👻 → 2; 🐧🐼, 🏀🐧 → −1; 🐧🐧 → 1")
    func homeworkSequence() {
        var game = makeGame(bonusTimeLimit: 0)
        let penguin = game.cards(showing: "🐧")  // penguin[0] is the one seen first
        let ghost = game.cards(showing: "👻")
        let pencil = game.cards(showing: "✏️")
        let ball = game.cards(showing: "🏀")
        let panda = game.cards(showing: "🐼")

        game.choose(penguin[0]); game.choose(ghost[0])
        #expect(game.score == 0)
        game.choose(pencil[0]); game.choose(ball[0])
        #expect(game.score == 0)
        game.choose(ghost[0]); game.choose(ghost[1])
        #expect(game.score == 2)

        game.choose(penguin[0]); game.choose(panda[0])  // seen penguin: −1
        #expect(game.score == 1)
        game.choose(ball[0]); game.choose(penguin[0])  // seen ball and seen penguin: −2
        #expect(game.score == -1)

        // 🐧a is still face up from the mismatch (a tap on it would be ignored), so the
        // other penguin is turned first, and then the seen one.
        game.choose(penguin[1]); game.choose(penguin[0])
        #expect(game.score == 1)
        #expect(game.turns == 6)
    }

    @Test("Choosing the unseen penguin instead does not cost a point")
    func unseenPenguinIsNotPenalised() {
        var game = makeGame(bonusTimeLimit: 0)
        let penguin = game.cards(showing: "🐧")
        let ghost = game.cards(showing: "👻")
        let panda = game.cards(showing: "🐼")
        game.choose(penguin[0]); game.choose(ghost[0])
        game.choose(penguin[1]); game.choose(panda[0])  // both unseen
        #expect(game.score == 0)
    }
}

@Suite("MemoryGame: turns and the end of a game")
struct EndOfGameTests {
    @Test("turns counts comparisons, not taps")
    func turnsCountComparisons() {
        var game = makeGame()
        game.choose(at: 0)
        #expect(game.turns == 0)
        game.choose(at: 0)  // ignored
        #expect(game.turns == 0)
        game.choose(at: 2)
        #expect(game.turns == 1)
        game.choose(at: 4)
        #expect(game.turns == 1)
        game.choose(at: 5)
        #expect(game.turns == 2)
    }

    @Test("The game is over exactly when every card is matched", arguments: [1, 2, 5])
    func overWhenAllMatched(pairs: Int) {
        var game = makeGame(Array(homeworkContents.prefix(pairs)))
        for pair in 0..<pairs {
            #expect(!game.isOver)
            #expect(game.pairsLeft == pairs - pair)
            game.choose(at: 2 * pair)
            game.choose(at: 2 * pair + 1)
        }
        #expect(game.isOver)
        #expect(game.pairsLeft == 0)
        #expect(game.score == 2 * pairs)
        #expect(game.turns == pairs)
        #expect(game.cards.allSatisfy { $0.isMatched })
    }

    @Test("Choosing anything after the game is over changes nothing")
    func nothingHappensAfterTheEnd() {
        var game = makeGame(["a", "b"])
        for index in 0..<4 { game.choose(at: index) }
        #expect(game.isOver)
        let before = Snapshot(game)
        for index in 0..<4 { game.choose(at: index) }
        #expect(Snapshot(game) == before)
    }
}
