import Testing
@testable import Game

/// The CS193p homework deck, in pair order: 🐧🐧👻👻✏️✏️🏀🏀🐼🐼.
let homeworkContents = ["🐧", "👻", "✏️", "🏀", "🐼"]

typealias EmojiGame = MemoryGame<String>

/// A game of `contents.count` pairs, NOT shuffled, so card `2k` and `2k + 1` hold `contents[k]`.
func makeGame(
    _ contents: [String] = homeworkContents,
    bonusTimeLimit: Double = 0,
    clock: ManualClock = ManualClock()
) -> EmojiGame {
    MemoryGame(numberOfPairsOfCards: contents.count, bonusTimeLimit: bonusTimeLimit, clock: clock) {
        contents[$0]
    }
}

extension MemoryGame {
    /// The card with this id, wherever it is on the board.
    func card(id: Int) -> Card? {
        cards.first { $0.id == id }
    }

    /// The ids of the face-up cards, sorted.
    var faceUpCardIDs: [Int] {
        cards.filter(\.isFaceUp).map(\.id).sorted()
    }
}

extension MemoryGame where CardContent == String {
    /// The two cards holding `content`, in id order.
    func cards(showing content: String) -> [Card] {
        cards.filter { $0.content == content }.sorted { $0.id < $1.id }
    }
}

/// Everything a player could observe of a game, for "nothing changed" checks.
struct Snapshot<Content: Equatable>: Equatable {
    let cards: [MemoryGame<Content>.Card]
    let score: Int
    let turns: Int
    let isOver: Bool
    let pairsLeft: Int

    init(_ game: MemoryGame<Content>) {
        cards = game.cards
        score = game.score
        turns = game.turns
        isOver = game.isOver
        pairsLeft = game.pairsLeft
    }
}
