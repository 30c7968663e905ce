import Layout
import Testing
import LiveScreens
@testable import REPL
@testable import GameFeature
import TestSupport

@Suite("Play screen scrolling")
struct PlayScrollTests {
    static func key(_ key: Key) -> ScreenEvent { .input(.key(key)) }
    static func wheel(up: Bool, control: Bool = false) -> ScreenEvent {
        .input(.mouse(MouseEvent(.wheel(up: up), x: 5, y: 5, control: control)))
    }

    @Test("On a board that fits, the page keys and the wheel over the cards scroll nothing and state has no viewport")
    func fittingBoardStaysPut() {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals pairs=6 seed=2")
        var screen = PlayScreen(session: interpreter.session, color: false)
        let before = interpreter.session.playLayout(width: 80, height: 24)
        for event in [Self.key(.pageDown), Self.wheel(up: false), Self.wheel(up: false), Self.key(.end)] {
            _ = screen.handle(event, width: 80, height: 24, at: 1)
        }
        let after = interpreter.session.playLayout(width: 80, height: 24)
        #expect(after == before && after.firstRow == 0 && !after.scrolls && after.faceRows != nil)
        #expect(interpreter.handle("state").stdout.first?.contains("viewport") == false)
    }

    @Test("The view follows the cursor, the wheel keeps the cursor on the screen, and a new deal starts at the top")
    func followsAndResets() {
        let interpreter = makeInterpreter(style: Style(width: 40, height: 12))
        _ = interpreter.handle("new faces pairs=71 seed=1")
        var screen = PlayScreen(session: interpreter.session, color: false)
        _ = screen.handle(Self.key(.end), width: 40, height: 12, at: 1)
        var layout = interpreter.session.playLayout(width: 40, height: 12)
        #expect(layout.visibleCards.contains(141) && layout.rowsBelow == 0 && layout.scrolls)
        for _ in 0..<20 { _ = screen.handle(Self.wheel(up: true), width: 40, height: 12, at: 2) }
        layout = interpreter.session.playLayout(width: 40, height: 12)
        #expect(layout.firstRow == 0)
        #expect(layout.visibleCards.contains(screen.cursor))
        _ = screen.handle(Self.wheel(up: true, control: true), width: 40, height: 12, at: 3)
        #expect(interpreter.session.boardScroll.zoom == 1)
        _ = screen.handle(Self.key(.character("-")), width: 40, height: 12, at: 4)
        #expect(interpreter.session.boardScroll.zoom == 0)
        _ = interpreter.handle("scroll top")
        #expect(interpreter.session.playLayout(width: 40, height: 12).firstRow == 0)
        _ = interpreter.handle("scroll bottom")
        #expect(interpreter.session.playLayout(width: 40, height: 12).rowsBelow == 0)
        _ = interpreter.handle("new faces pairs=71 seed=2")
        #expect(interpreter.session.playLayout(width: 40, height: 12).firstRow == 0)
    }
}
