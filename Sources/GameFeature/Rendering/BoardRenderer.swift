import Game
import Layout
import Themes
import LiveScreens
import REPL

/// Draws a game as text: a grid of card boxes whose column count is CS193p's `widthThatFits`
/// applied to the terminal. Face-down cards show their number on the theme colour, face-up cards
/// their emoji, and matched cards leave a gap.
public struct BoardRenderer {
    let style: Style

    public init(style: Style) { self.style = style }

    /// Each card is a box `boxWidth` columns wide and three rows high.
    static let boxWidth = 6
    /// Rows kept free below the board for the status line and the prompt.
    public static let reservedRows = 2

    /// The grid for `cardCount` cards in this style's terminal. A terminal cell is about twice as
    /// tall as it is wide, so heights are counted in half-cells to keep the course's proportions.
    public func layout(cardCount: Int) -> (columns: Int, cellWidth: Int) {
        let width = max(style.width, Self.boxWidth + 1)
        let height = max(style.height - Self.reservedRows, 1)
        let fit = BoardLayout(
            itemCount: cardCount,
            in: Size(width: Double(width), height: Double(height * 2)),
            itemAspectRatio: BoardLayout.cardAspectRatio)
        let columns = max(1, min(fit.columnCount, width / (Self.boxWidth + 1)))
        return (columns, max(Self.boxWidth + 1, width / columns))
    }

    /// The board's lines, without trailing spaces. On a terminal (``Style/positionsCells``) the
    /// column after each emoji is set explicitly, so a terminal that draws an emoji written with
    /// U+FE0F one column wide still puts the card's right edge where the others are.
    /// - Complexity: O(*n*) for *n* cards.
    func render(_ game: MemoryGame<String>, color themeColor: ThemeColor) -> [String] {
        let (columns, cellWidth) = layout(cardCount: game.cards.count)
        let leftPad = (cellWidth - Self.boxWidth) / 2
        let rightPad = String(repeating: " ", count: cellWidth - Self.boxWidth - leftPad)
        let now = game.now
        var lines: [String] = []
        for rowStart in stride(from: 0, to: game.cards.count, by: columns) {
            var top = "", middle = "", bottom = ""
            for index in rowStart..<min(rowStart + columns, game.cards.count) {
                let left = (index - rowStart) * cellWidth + leftPad
                let box = self.box(for: game.cards[index], number: index + 1, color: themeColor, now: now, column: left)
                let pad = String(repeating: " ", count: leftPad)
                top += pad + box.top + rightPad
                middle += pad + box.middle + rightPad
                bottom += pad + box.bottom + rightPad
            }
            lines += [top, middle, bottom].map(Self.trimmingTrailingSpaces)
        }
        return lines
    }

    /// A card's three lines; `column` is where its box starts on the terminal (0-based).
    private func box(
        for card: MemoryGame<String>.Card, number: Int, color: ThemeColor, now: Double, column: Int
    ) -> (top: String, middle: String, bottom: String) {
        let blank = String(repeating: " ", count: Self.boxWidth)
        if card.isMatched && !card.isFaceUp { return (blank, blank, blank) }
        let inner: String
        if card.isFaceUp {
            // An emoji is two columns wide; on a terminal the column after it is set, not trusted.
            let after = style.positionsCells ? TerminalControl.column(column + 4) : ""
            inner = " \(card.content)\(after) "
        } else {
            let digits = String(number)
            inner = style.onThemeColor(String(repeating: " ", count: max(0, 3 - digits.count)) + digits + " ", color)
        }
        let edge = card.isMatched ? "┈" : "─"
        let top = "╭" + String(repeating: edge, count: Self.boxWidth - 2) + "╮"
        // The Pie, as it stands: a gauge along the bottom edge of a face-up card with bonus left.
        let fraction = card.isFaceUp ? card.bonusRemaining(at: now) : 0
        let gauge = Pie.gauge(fraction: fraction, cells: Self.boxWidth - 2)
        let pie = String(gauge.compactMap { $0 })
        let rest = String(repeating: edge, count: gauge.count - pie.count)
        let bottom = "╰" + (pie.isEmpty ? "" : style.onThemeForeground(pie, color)) + rest + "╯"
        return (top, "│\(inner)│", bottom)
    }

    static func trimmingTrailingSpaces(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " { line.removeLast() }
        return String(line)
    }
}
