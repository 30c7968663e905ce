import Foundation
import Game
import Layout
import Testing
import LiveScreens
@testable import REPL
@testable import GameFeature
@testable import FaceFeature
import Features
import TestSupport


/// Runs the play screen on a scripted terminal with a clock that moves 10 ms per look.
@discardableResult
func play(_ interpreter: Interpreter, on terminal: ScriptedTerminal) -> ScreenExit {
    var screen = PlayScreen(session: interpreter.session, color: false)
    var device = terminal
    var time = 0.0
    return ScreenLoop.run(&screen, on: &device) {
        time += 0.01
        return time
    }
}

@Suite("Play screen")
struct PlayScreenTests {
    @Test("A click on a card chooses it, through the same hit-test as 'tap at'")
    func click() throws {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals pairs=6 seed=2")
        let layout = interpreter.session.playLayout(width: 80, height: 24)
        let card3 = try #require(layout.frame(ofCard: 2))
        let click = MouseEvent(.press(.left), x: card3.x + 2, y: card3.y + 2)
        let terminal = ScriptedTerminal(width: 80, height: 24, [.input(click.sgrReport), .input(MouseEvent(.release(.left), x: click.x, y: click.y).sgrReport)])
        #expect(play(interpreter, on: terminal) == .left)
        let game = try #require(interpreter.session.game.model)
        #expect(game.cards[2].isFaceUp)
        #expect(game.cards.filter(\.isFaceUp).count == 1)
    }

    @Test("Keys move the cursor and choose; n deals again; q leaves")
    func keys() throws {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals pairs=6 seed=2")
        let terminal = ScriptedTerminal(width: 80, height: 24, [.input("l "), .input("\u{1B}[C\r")])
        play(interpreter, on: terminal)
        let game = try #require(interpreter.session.game.model)
        #expect(game.cards[1].isFaceUp && game.cards[2].isFaceUp)
        #expect(game.turns == 1)
        let before = interpreter.session.game.seed
        play(interpreter, on: ScriptedTerminal(width: 80, height: 24, [.input("n")]))
        #expect(interpreter.session.game.seed != before)
        #expect(interpreter.session.game.model?.cards.count == 12)
        #expect(interpreter.session.game.theme?.name == "Animals")
    }

    @Test("Esc, Ctrl-C and SIGINT leave the screen; a lone ESC waits for the rest of a sequence first")
    func leaving() {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals pairs=2 seed=2")
        #expect(play(interpreter, on: ScriptedTerminal(width: 40, height: 12, [.input("\u{1B}"), .tick])) == .left)
        #expect(play(interpreter, on: ScriptedTerminal(width: 40, height: 12, [.input("\u{3}")])) == .left)
        #expect(play(interpreter, on: ScriptedTerminal(width: 40, height: 12, [.signal(2)])) == .signal(2))
        // ESC followed at once by the rest of an arrow is the arrow, not Esc.
        #expect(play(interpreter, on: ScriptedTerminal(width: 40, height: 12, [.input("\u{1B}"), .input("[C "), .input("q")])) == .left)
        #expect(interpreter.session.game.model?.cards[1].isFaceUp == true)
    }

    @Test("A resize redraws at once for the new size", arguments: VirtualTerminal.WidthPolicy.allCases)
    func resize(policy: VirtualTerminal.WidthPolicy) {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new weather pairs=6 seed=2; choose 1 2")
        var seen: [String] = []
        let terminal = ScriptedTerminal(width: 80, height: 24, policy: policy, [
            .check { seen.append($0.screen.line(0)) },
            .resize(width: 40, height: 12),
            .check { terminal in
                seen.append(terminal.screen.line(0))
                checkBorders(interpreter, on: terminal)
            },
        ])
        play(interpreter, on: terminal)
        #expect(seen.count == 2)
        #expect(seen.first?.hasPrefix("Weather · score 0 (matches 0 + bonus 0 − penalties 0)") == true)
        // On 40 columns the status is shortened, never wrapped, and the mood emoji ends the line.
        #expect(seen.last.map { DisplayWidth.of($0) <= 40 } == true)
        #expect(seen.last?.hasSuffix("😐") == true)
    }

    @Test("Every card's border falls where the layout puts it, in both kinds of terminal",
          arguments: VirtualTerminal.WidthPolicy.allCases, [(80, 24), (40, 12), (120, 40)])
    func borders(policy: VirtualTerminal.WidthPolicy, size: (Int, Int)) {
        let interpreter = makeInterpreter()
        // Weather's emoji are written with U+FE0F (☃️ 🌧️ 🌫️ …): one column in tmux, two in kitty.
        // Cards 1 (☃️) and 3 (🌧️) end face up, their Pies drawn right up to the emoji.
        _ = interpreter.handle("new weather pairs=6 seed=4; choose 2 4 1 3")
        #expect(interpreter.session.game.model?.cards[0].content.unicodeScalars.last == "\u{FE0F}")
        let terminal = ScriptedTerminal(width: size.0, height: size.1, policy: policy, [.check { checkBorders(interpreter, on: $0) }])
        play(interpreter, on: terminal)
    }

    @Test("The screen asks to be redrawn while a Pie drains, and not at all when nothing changes")
    func ticks() throws {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals pairs=2 seed=3 bonus=6")
        var screen = PlayScreen(session: interpreter.session, color: false)
        #expect(screen.nextChange(after: 1) == nil)
        _ = screen.handle(.input(.key(.space)), width: 80, height: 24, at: 1)
        // A flip first (about 30 frames a second), then the Pie (at least 10 a second).
        let during = try #require(screen.nextChange(after: 1.01))
        #expect(during - 1.01 <= 1.0 / 30 + 1e-9)
        let pie = try #require(screen.nextChange(after: 2))
        #expect(pie - 2 <= 0.1)
        try #require(interpreter.session.manualClock).advance(by: 7)   // the bonus is spent
        #expect(screen.nextChange(after: 3) == nil)
    }

    @Test("A Pie's tick redraws only the cells that changed")
    func pieTick() throws {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals pairs=12 seed=3; choose 1")
        var screen = PlayScreen(session: interpreter.session, color: true)
        var renderer = FrameRenderer()
        _ = renderer.render(screen.frame(width: 80, height: 24, at: 10))
        #expect(renderer.render(screen.frame(width: 80, height: 24, at: 10)).isEmpty)
        try #require(interpreter.session.manualClock).advance(by: 0.5)
        let tick = renderer.render(screen.frame(width: 80, height: 24, at: 10.5))
        #expect(!tick.isEmpty)
        #expect(tick.utf8.count < 200)
    }

    @Test("A drag on the face is the pan, the wheel the pinch, a click the tap")
    func face() throws {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals pairs=6 seed=2")
        let face = interpreter.session.playLayout(width: 100, height: 30).face
        let (x, y) = (face.x + face.width / 2 + 1, face.y + 2)
        let terminal = ScriptedTerminal(width: 100, height: 30, [
            .input(MouseEvent(.press(.left), x: x, y: y).sgrReport),
            .input(MouseEvent(.drag(.left), x: x, y: y + 5).sgrReport),
            .input(MouseEvent(.release(.left), x: x, y: y + 5).sgrReport),
            .input(MouseEvent(.wheel(up: false), x: x, y: y).sgrReport),
            .input(MouseEvent(.press(.left), x: x, y: y).sgrReport),
            .input(MouseEvent(.release(.left), x: x, y: y).sgrReport),
            .check { terminal in #expect(terminal.screen.line(0).contains("happiness 55 · smiliness 0.1")) },
        ])
        play(interpreter, on: terminal)
        #expect(interpreter.session.mood.current.value == 55)   // 5 rows down: pan 20
        #expect(abs(interpreter.session.mood.faceView.scale - 0.9 / 1.1) < 1e-9)
    }
}

/// Each visible card's corners and edges are where its frame says, on the virtual terminal.
func checkBorders(_ interpreter: Interpreter, on terminal: ScriptedTerminal) {
    let layout = interpreter.session.playLayout(width: terminal.width, height: terminal.height)
    guard case .boxed = layout.cardShape else { return }
    let game = interpreter.session.game.model
    for index in layout.visibleCards {
        guard let rect = layout.frame(ofCard: index), game?.cards[index].isMatched == false else { continue }
        let right = rect.x + rect.width - 1, bottom = rect.y + rect.height - 1
        let corners = [terminal.screen.character(atX: rect.x, y: rect.y), terminal.screen.character(atX: right, y: rect.y),
                       terminal.screen.character(atX: rect.x, y: bottom), terminal.screen.character(atX: right, y: bottom)]
        #expect(corners == ["╭", "╮", "╰", "╯"] || corners == ["┏", "┓", "┗", "┛"], "card \(index + 1) corners: \(corners)")
        for y in (rect.y + 1)..<bottom {
            #expect(["│", "┃"].contains(terminal.screen.character(atX: right, y: y)), "card \(index + 1) right edge at row \(y)")
        }
    }
}
