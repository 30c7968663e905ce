import Capabilities
import EmojiArt
import Game
import Layout
import Themes
import REPL

/// A game board as an EmojiArt document: the cards laid out by the grid fitting the terminal
/// board uses (CS193p's `widthThatFits`) on a canvas, each card an emoji at its cell's centre.
/// Face-up cards show their content, face-down cards the theme colour's square emoji, and matched
/// cards are left out, as they leave a gap on the board. The board is the game's, reached through
/// ``BoardSource`` (the art never imports the game).
enum BoardExport {
    /// An emoji's size against its cell: the course's card font scale.
    static let fontScale = 0.7

    /// The columns `cardCount` cards are laid out in on `canvas` (the course's `widthThatFits`).
    /// - Complexity: O(*c*) for the grid fitting.
    static func columns(cardCount: Int, canvas: Canvas) -> Int {
        BoardLayout(
            itemCount: cardCount, in: Size(width: Double(canvas.width), height: Double(canvas.height)),
            itemAspectRatio: BoardLayout.cardAspectRatio).columnCount
    }

    /// A canvas of the terminal board's shape (a cell is 8 × 16 points, as the exports draw it),
    /// on which the export lays the cards out in the columns the terminal shows; nil when that
    /// would be outside ``Canvas/range``. `rowsBelowBoard` are the terminal's rows that are not
    /// the board's (``BoardSource/rowsBelowBoard``).
    static func canvas(matchingTerminalWidth width: Int, height: Int, rowsBelowBoard: Int) -> Canvas? {
        let canvas = Canvas(width: width * 8, height: max(height - rowsBelowBoard, 1) * 16)
        return Canvas.range.contains(canvas.width) && Canvas.range.contains(canvas.height) ? canvas : nil
    }

    /// - Complexity: O(*n*) for *n* cards (plus O(*c*) for the grid fitting).
    static func document(of cards: [MemoryGame<String>.Card], color: ThemeColor, canvas: Canvas) -> EmojiArtModel {
        let layout = BoardLayout(
            itemCount: cards.count,
            in: Size(width: Double(canvas.width), height: Double(canvas.height)),
            itemAspectRatio: BoardLayout.cardAspectRatio)
        let size = max(1, Int((min(layout.itemWidth, layout.itemHeight) * fontScale).rounded()))
        var model = EmojiArtModel()
        model.emojis.reserveCapacity(cards.count)
        let square = String(color.squareEmoji)
        for (index, card) in cards.enumerated() where !card.isMatched {
            let center = layout.center(of: index)
            let x = Int(center.x.rounded(.down)) - canvas.width / 2
            let y = Int(center.y.rounded(.down)) - canvas.height / 2
            model.addEmoji(card.isFaceUp ? card.content : square, at: (x: x, y: y), size: size)
        }
        return model
    }
}
