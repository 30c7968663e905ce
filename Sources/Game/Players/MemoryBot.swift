import Randomness

/// A player that remembers the last K cards it saw (``BotMemory``) and plays by them: a
/// remembered pair is chosen at once; otherwise it turns a random card it does not remember,
/// then that card's partner if it remembers it, else another random card it does not remember.
/// With K = 0 it guesses as the random bot does; with K at least the number of cards it never
/// forgets, as the perfect bot.
///
/// It sees every card turned face up, its own and its opponents': whoever chooses a card calls
/// ``observe(choiceAt:in:)`` after `game.choose(at:)`, so the same bot plays a simulation alone
/// or takes turns in a real game (``Table``).
public struct MemoryBot<Content: Hashable> {
    public private(set) var memory: BotMemory<Content>
    /// The remembered partner of the card just turned first in a turn, looked up before that card
    /// is memorised: seeing it may push the partner out of a small memory, but the bot has
    /// recognised it by then (with K = 1 it still finds the pair of the card it last saw).
    private var partnerOfFirst: Int?

    /// A bot that remembers `memory` cards of a board of `cardCount`.
    /// - Complexity: O(*n*) for *n* cards.
    public init(memory capacity: Int, cardCount: Int) {
        memory = BotMemory(capacity: capacity, cardCount: cardCount)
    }

    /// The card the bot turns next in `game`: its first of a turn when none or two cards are face
    /// up, its second when one is. Nil only when the game is over.
    /// - Complexity: O(1) expected.
    public mutating func nextChoice(in game: MemoryGame<Content>, using generator: inout SeededRandom) -> Int? {
        guard !game.isOver else { return nil }
        if let first = game.indexOfTheOneAndOnlyFaceUpCard {
            if let partner = partnerOfFirst, partner != first, game.cards.indices.contains(partner),
               !game.cards[partner].isMatched, game.cards[partner].content == game.cards[first].content {
                return partner
            }
            return memory.randomUnknown(excluding: (first, nil), using: &generator)
                ?? anyOther(than: (first, nil), in: game)
        }
        let faceUp = game.faceUpCardIndices
        if let (a, _) = memory.rememberedPair(avoidingFirst: (faceUp.first, faceUp.second)) { return a }
        return memory.randomUnknown(excluding: (faceUp.first, faceUp.second), using: &generator)
            ?? anyOther(than: (faceUp.first, faceUp.second), in: game)
    }

    /// What the choice of card `index` showed, just after `game.choose(at: index)`: its content,
    /// or a match that takes both cards off the board.
    /// - Complexity: O(1)
    public mutating func observe(choiceAt index: Int, in game: MemoryGame<Content>) {
        guard game.cards.indices.contains(index) else { return }
        let card = game.cards[index]
        guard card.isFaceUp else { return }   // the choice was ignored
        partnerOfFirst = nil
        if card.isMatched {
            let (first, second) = game.faceUpCardIndices
            if let first { memory.matched(first) }
            if let second { memory.matched(second) }
        } else {
            if game.indexOfTheOneAndOnlyFaceUpCard == index {
                partnerOfFirst = memory.rememberedPartner(of: index, content: card.content)
            }
            memory.see(index, card.content)
        }
    }

    /// A card that can be chosen when every unmatched card is remembered or excluded and no pair
    /// is known: cannot happen while the memory is in step with the game, but a bot is never the
    /// reason a game stops. O(*n*), and never reached in the tests' games.
    private func anyOther(than excluded: (Int?, Int?), in game: MemoryGame<Content>) -> Int? {
        game.cards.indices.first { !game.cards[$0].isMatched && !game.cards[$0].isFaceUp && $0 != excluded.0 && $0 != excluded.1 }
    }
}

extension MemoryBot: Sendable where Content: Sendable {}
