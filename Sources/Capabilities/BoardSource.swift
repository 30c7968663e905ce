import Game
import REPL
import Themes

/// A game's board as another feature draws it elsewhere (`export board` draws it as an EmojiArt
/// document): the game provides it (its `EmojiMemoryGame`), the art consumes it through
/// ``Session/boardSource``, without importing the game.
public protocol BoardSource: AnyObject {
    /// The board now, or the error that says there is no game.
    /// - Complexity: O(*n*) for *n* cards.
    func boardSnapshot() throws(IntentError) -> BoardSnapshot
    /// The columns the terminal board lays `cardCount` cards out in on a terminal of `style`'s size.
    func terminalColumns(cardCount: Int, style: Style) -> Int
    /// Rows the terminal keeps free below the board (the status line and the prompt).
    var rowsBelowBoard: Int { get }
}

/// What a board is made of, for drawing it elsewhere: its cards in board order and its theme.
public struct BoardSnapshot {
    public let cards: [MemoryGame<String>.Card]
    /// The theme's colour: what a face-down card shows.
    public let color: ThemeColor
    public let themeName: String
    public let score: Int

    public init(cards: [MemoryGame<String>.Card], color: ThemeColor, themeName: String, score: Int) {
        self.cards = cards
        self.color = color
        self.themeName = themeName
        self.score = score
    }
}

extension Session {
    /// The game's board, when a feature provides one.
    /// - Complexity: O(1)
    public var boardSource: (any BoardSource)? { provider((any BoardSource).self) }
}
