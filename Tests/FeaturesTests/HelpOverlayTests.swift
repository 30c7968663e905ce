import Foundation
import Testing
import LiveScreens
@testable import REPL
import Features
@testable import GameFeature
@testable import FaceFeature
@testable import ArtFeature
import TestSupport

/// `?` on every screen: its key map's rows over the screen, a page at a time, closed by any key.
@Suite("The ? page")
struct HelpOverlayTests {
    static func key(_ character: Character) -> ScreenEvent { .input(.key(.character(character))) }

    @Test("Play: ? shows play's rows in a box; the next key only closes it")
    func play() {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals pairs=3 seed=5")
        var screen = PlayScreen(session: interpreter.session, color: false)
        // 80x50: the whole table on one page.
        #expect(screen.handle(Self.key("?"), width: 80, height: 50, at: 1) == .stay)
        let lines = screen.frame(width: 80, height: 50, at: 1).lines
        #expect(lines.first?.hasPrefix("╭─ Keys and mouse: play ─") == true)
        #expect(lines.contains { $0.contains("q, Q, Esc, Ctrl-C") && $0.contains("back to the REPL, with the same game") })
        #expect(lines.contains { $0.contains("any key closes this page") })
        // q closes the page; it does not leave the screen, nor does n deal a new game.
        let before = interpreter.session.game.model?.cards.map(\.content)
        #expect(screen.handle(Self.key("n"), width: 80, height: 24, at: 2) == .stay)
        #expect(interpreter.session.game.model?.cards.map(\.content) == before)
        #expect(screen.frame(width: 80, height: 24, at: 2).lines.first?.hasPrefix("Animals") == true)
        #expect(screen.handle(Self.key("q"), width: 80, height: 24, at: 3) == .leave)
    }

    @Test("Art edit: a page at a time (Space turns it, the footer counts), then any key closes it without editing")
    func artEdit() {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("art new")
        var screen = ArtEditScreen(session: interpreter.session, color: false)
        let pages = HelpOverlay(title: "art edit").pageCount(ArtEditScreen.keyMap, width: 80, height: 24)
        #expect(pages > 1)
        _ = screen.handle(Self.key("?"), width: 80, height: 24, at: 1)
        var lines = screen.frame(width: 80, height: 24, at: 1).lines
        #expect(lines.first?.hasPrefix("╭─ Keys and mouse: art edit ─") == true)
        #expect(lines[22].contains("Space: more (1 of \(pages))"))
        var seen = lines
        for _ in 1..<pages {
            _ = screen.handle(.input(.key(.space)), width: 80, height: 24, at: 1)
            lines = screen.frame(width: 80, height: 24, at: 1).lines
            seen += lines
        }
        #expect(lines[22].contains("any key closes this page"))
        // Every row of the table is on some page, the save question's too, and no line is
        // wider than the terminal.
        #expect(seen.contains { $0.contains("q, Q, Esc, Ctrl-C") })
        #expect(seen.contains { $0.contains("While it asks for a file name:") })
        #expect(seen.contains { $0.contains("Esc, any other key") })
        #expect(seen.allSatisfy { DisplayWidth.of($0) <= 80 })
        _ = screen.handle(Self.key("a"), width: 80, height: 24, at: 2)
        #expect(interpreter.session.art.document?.emojis.isEmpty == true)
        #expect(screen.help == nil)
    }

    @Test("The face screen at 40x12: the page fits the width, and a click closes it")
    func faceNarrow() {
        let interpreter = makeInterpreter()
        var screen = FaceScreen(session: interpreter.session, color: false)
        _ = screen.handle(Self.key("?"), width: 40, height: 12, at: 1)
        let lines = screen.frame(width: 40, height: 12, at: 1).lines
        #expect(lines.first?.hasPrefix("╭─ Keys and mouse: face screen") == true)
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
        #expect(lines.contains { $0.contains("down makes the") })
        #expect(!lines.contains { $0.contains("the course's") || $0.contains("braille") })
        _ = screen.handle(.input(.mouse(MouseEvent(.press(.left), x: 5, y: 5))), width: 40, height: 12, at: 2)
        #expect(screen.help == nil)
    }
}
