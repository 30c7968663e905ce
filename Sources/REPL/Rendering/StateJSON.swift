#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Game

/// The `state` command's one line of JSON: the contract scripts and outside tests rely on.
///
///     {"cards":[{"content":"🐶","hasBeenSeen":false,"id":3,"index":1,"isFaceUp":false,"isMatched":false}],
///      "happiness":50,"isOver":false,"score":0,"smiliness":0,"theme":"Animals"}
///
/// Keys are sorted so the line is the same on every run. Before the first game, `theme` is null
/// and `cards` empty.
public struct StateJSON: Encodable {
    struct Card: Encodable {
        let index: Int
        let id: Int
        let content: String
        let isFaceUp: Bool
        let isMatched: Bool
        let hasBeenSeen: Bool
    }

    let theme: String?
    let score: Int
    let isOver: Bool
    let cards: [Card]
    let happiness: Int
    let smiliness: Double

    private enum CodingKeys: String, CodingKey {
        case theme, score, isOver, cards, happiness, smiliness
    }

    init(session: Session) {
        let game = session.game.model
        theme = session.game.theme?.name
        score = game?.score ?? 0
        isOver = game?.isOver ?? false
        cards = (game?.cards ?? []).enumerated().map { offset, card in
            Card(index: offset + 1, id: card.id, content: card.content, isFaceUp: card.isFaceUp,
                 isMatched: card.isMatched, hasBeenSeen: card.hasBeenSeen)
        }
        happiness = session.mood.current.value
        smiliness = session.mood.current.smiliness
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(theme, forKey: .theme)   // null, not absent, before the first game
        try container.encode(score, forKey: .score)
        try container.encode(isOver, forKey: .isOver)
        try container.encode(cards, forKey: .cards)
        try container.encode(happiness, forKey: .happiness)
        try container.encode(smiliness, forKey: .smiliness)
    }

    /// One line of JSON.
    func line() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and booleans cannot fail.
        guard let data = try? encoder.encode(self) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}
