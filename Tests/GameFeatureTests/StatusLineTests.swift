import Game
import Testing
import LiveScreens
@testable import REPL
@testable import GameFeature

@Suite("StatusLine")
struct StatusLineTests {
    func game(over: Bool) -> MemoryGame<String> {
        var game = MemoryGame(numberOfPairsOfCards: 2, bonusTimeLimit: 6, clock: ManualClock()) { ["🐶", "🐱"][$0] }
        game.choose(at: 0)
        game.choose(at: 1)
        if over {
            game.choose(at: 2)
            game.choose(at: 3)
        }
        return game
    }

    @Test("Wide enough, every segment in full")
    func full() {
        let line = StatusLine.game(theme: "Animals", game: game(over: false), event: ["match! +14"], breakdown: true).fitted(to: 120)
        #expect(line == "Animals · score 14 (matches 2 + bonus 12 − penalties 0) · 1 of 2 pairs left · match! +14")
    }

    @Test("Narrower: shortened, then dropped, never wider than the terminal", arguments: [80, 60, 40, 30, 20, 12, 5])
    func narrow(width: Int) {
        let line = StatusLine.game(theme: "Animals", game: game(over: false), event: ["match! +14"], breakdown: true).fitted(to: width)
        #expect(DisplayWidth.of(line) <= width)
        #expect(line.hasPrefix(width >= 7 ? "Animals" : "Anim"))
    }

    @Test("A won game keeps its news over the score's breakdown")
    func won() {
        let event = ["🎉 all pairs matched in 2 turns · n deals again", "🎉 all matched in 2 turns", "🎉"]
        let line = StatusLine.game(theme: "Animals", game: game(over: true), event: event, breakdown: true).fitted(to: 80)
        #expect(line.contains("🎉 all pairs matched in 2 turns"))
        #expect(DisplayWidth.of(line) <= 80)
    }

    @Test("The line REPL's status is unchanged where it fits")
    func lineStatus() {
        let line = StatusLine.game(theme: "Animals", game: game(over: false), event: ["match! +14"], breakdown: false).fitted(to: 80)
        #expect(line == "Animals · score 14 · 1 of 2 pairs left · match! +14")
    }
}
