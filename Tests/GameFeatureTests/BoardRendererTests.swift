import Game
import Testing
import Themes
@testable import REPL
@testable import GameFeature

@Suite("Board rendering")
struct BoardRendererTests {
    func game(pairs: Int) -> MemoryGame<String> {
        let emoji = ["🐶", "🐱", "🐭", "🐹", "🐰", "🦊", "🐻", "🐼", "🐨", "🐯", "🦁", "🐮"]
        return MemoryGame(numberOfPairsOfCards: pairs, bonusTimeLimit: 0, clock: ManualClock()) { emoji[$0 % emoji.count] }
    }

    @Test func sixteenCardsOnAnEightyByTwentyFourTerminalMakeTwoRowsOfEight() {
        let renderer = BoardRenderer(style: Style(width: 80, height: 24))
        #expect(renderer.layout(cardCount: 16).columns == 8)
        let lines = renderer.render(game(pairs: 8), color: .orange)
        #expect(lines.count == 6)
        #expect(lines[1].contains("│  1 │") && lines[4].contains("│ 16 │"))
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
    }

    @Test func narrowTerminalsGetFewerColumns() {
        let narrow = BoardRenderer(style: Style(width: 20, height: 24))
        #expect(narrow.layout(cardCount: 16).columns == 2)
    }

    @Test func faceUpShowsEmojiMatchedLeavesAGap() {
        var g = game(pairs: 2)   // unshuffled: 🐶 🐶 🐱 🐱
        g.choose(at: 0)
        g.choose(at: 1)          // match, still face up
        g.choose(at: 2)          // matched pair turns face down: a gap
        let lines = BoardRenderer(style: Style()).render(g, color: .red)
        #expect(!lines[1].contains("🐶"))
        #expect(lines[1].contains("│ 🐱 │"))
        #expect(lines[1].contains("│  4 │"))
    }

    @Test func colourOnlyWhenAsked() {
        let plain = BoardRenderer(style: Style(color: false)).render(game(pairs: 2), color: .blue)
        #expect(!plain.joined().contains("\u{1B}"))
        let colored = BoardRenderer(style: Style(color: true)).render(game(pairs: 2), color: .blue)
        #expect(colored.joined().contains("\u{1B}[48;5;27;"))
    }
}
