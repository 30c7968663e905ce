import Capabilities
import REPL

/// The game offers its board to other features (`export board`) through ``BoardSource``.
extension EmojiMemoryGame: BoardSource {
    public func boardSnapshot() throws(IntentError) -> BoardSnapshot {
        let model = try requireModel()
        guard let theme else { throw Self.noGame }
        return BoardSnapshot(cards: model.cards, color: theme.color, themeName: theme.name, score: model.score)
    }

    public func terminalColumns(cardCount: Int, style: Style) -> Int {
        BoardRenderer(style: style).layout(cardCount: cardCount).columns
    }

    public var rowsBelowBoard: Int { BoardRenderer.reservedRows }
}
