import REPL

/// A card's number, as a player types it (`choose 3`): 1…count in board order. Any whole number
/// reads; whether it is a card of this game is the game's to say (``EmojiMemoryGame``), since the
/// count depends on the game. Tab offers the cards that can be chosen.
public struct CardNumber: CommandArgument, Hashable, ExpressibleByIntegerLiteral {
    public var number: Int

    public init(_ number: Int) { self.number = number }
    public init(integerLiteral number: Int) { self.init(number) }

    public static let placeholder = "N"

    public static func parse(_ word: ArgumentWord, in context: ArgumentContext) throws(ArgumentError) -> CardNumber {
        guard let n = Int(word.text) else { throw ArgumentError("\(word.parameter) must be a card number, not '\(word.shown)'") }
        return CardNumber(n)
    }

    public static func completions(in context: ArgumentContext) -> [String] { context.names(.choosableCards) }
}

extension NameList {
    /// The numbers of the cards that can be chosen (face down, unmatched), in numeric order;
    /// none before the first game (reading them never deals one).
    /// - Complexity: O(*n*) for *n* cards.
    public static let choosableCards = NameList("choosable cards") { session in
        guard let model = session.existingOwner(EmojiMemoryGame.self)?.model else { return [] }
        return model.cards.indices.filter { !model.cards[$0].isFaceUp && !model.cards[$0].isMatched }.map { String($0 + 1) }
    }
}
