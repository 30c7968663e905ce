import Testing
import LiveScreens
@testable import REPL
import Features
@testable import GameFeature
@testable import FaceFeature
@testable import ArtFeature
import TestSupport

/// Status messages say the essential first, are read in full on the `?` page, and every screen
/// below its minimum size says the size it needs.
@Suite("Status messages and minimum sizes")
struct StatusFitTests {
    static func click(_ x: Int, _ y: Int) -> [ScreenEvent] {
        [.input(.mouse(MouseEvent(.press(.left), x: x, y: y))), .input(.mouse(MouseEvent(.release(.left), x: x, y: y)))]
    }

    @Test("Play at 40x12: a click on the face (in the status row) says how it feels, shortened, not dropped")
    func playFaceClickNarrow() {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals pairs=6 seed=2")
        var screen = PlayScreen(session: interpreter.session, color: false)
        let before = screen.frame(width: 40, height: 12, at: 0).lines[0]
        #expect(before.hasSuffix("😐"))
        for event in Self.click(39, 1) { _ = screen.handle(event, width: 40, height: 12, at: 1) }
        let status = screen.frame(width: 40, height: 12, at: 1).lines[0]
        #expect(status.contains("😐 happiness 50"), "\(status)")
        #expect(DisplayWidth.of(status) <= 40)
    }

    @Test("The ? page ends with the screen's last messages, each whole and wrapped to the page")
    func lastMessagesOnHelpPage() {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals pairs=6 seed=2")
        var screen = PlayScreen(session: interpreter.session, color: false)
        for event in Self.click(39, 1) { _ = screen.handle(event, width: 40, height: 12, at: 1) }
        _ = screen.handle(.input(.key(.character("?"))), width: 40, height: 12, at: 2)
        let pages = screen.help?.pageCount(PlayScreen.keyMap, width: 40, height: 12) ?? 0
        #expect(pages > 1)
        for _ in 1..<max(pages, 1) { _ = screen.handle(.input(.key(.space)), width: 40, height: 12, at: 3) }
        let lines = screen.frame(width: 40, height: 12, at: 3).lines
        #expect(lines.contains { $0.contains("Last messages:") }, "\(lines)")
        #expect(lines.contains { $0.contains("😐 happiness 50 · smiliness 0") }, "\(lines)")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 })
    }

    @Test("A won game's message is kept in full for the ? page, not just its 🎉")
    func wonGameMessageInFull() {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals pairs=1 seed=2")
        var screen = PlayScreen(session: interpreter.session, color: false)
        for key in [Key.space, .right, .space] { _ = screen.handle(.input(.key(key)), width: 80, height: 24, at: 1) }
        #expect(interpreter.session.game.model?.isOver == true)
        #expect(screen.messages.recent.last == "🎉 all pairs matched in 1 turns · 🏆 First score for Animals, 1 pair. · n deals again", "\(screen.messages.recent)")
        // The status line keeps the score book's word, the turns shortened before it is.
        let status = screen.frame(width: 80, height: 24, at: 2).lines[0]
        #expect(status.contains("🎉 1 turns · 🏆 First score for Animals, 1 pair."), "\(status)")
        #expect(screen.frame(width: 40, height: 12, at: 2).lines[0].contains("🏆 first score"))
    }

    @Test("A message longer than the page wraps on it, every word whole")
    func longMessageWraps() throws {
        let message = "background not loaded: the PNG image is damaged or cut short (pictures/sky.png)"
        var page = HelpOverlay(title: "art edit", messages: [message])
        let pages = page.pageCount(PlayScreen.keyMap, width: 40, height: 12)
        // The text rows of every page in order (between the top border and the footer): the
        // message may begin on one page and go on to the next.
        var inside: [String] = []
        for number in 0..<pages {
            if number > 0 { _ = page.handle(.key(.space), map: PlayScreen.keyMap, width: 40, height: 12) }
            var frame = Frame(width: 40, height: 12)
            page.draw(PlayScreen.keyMap, into: &frame)
            inside += frame.lines[1...(12 - 3)].map { String($0.dropFirst(2).dropLast(1)).trimmingTrailingSpaces() }
        }
        let start = try #require(inside.firstIndex { $0.hasPrefix("  background not loaded") })
        let shown = inside[start...].prefix { !$0.isEmpty }.map { $0.split(separator: " ").joined(separator: " ") }
        #expect(shown.joined(separator: " ") == message, "\(inside)")
        #expect(shown.count > 1)
    }

    /// Every page of `map`'s `?` page on a `width` × `height` screen: the text inside the box.
    static func pages<Action>(_ map: KeyMap<Action>, width: Int, height: Int) -> [[String]] {
        var page = HelpOverlay(title: "art edit")
        var pages: [[String]] = []
        for _ in 0..<page.pageCount(map, width: width, height: height) {
            var frame = Frame(width: width, height: height)
            page.draw(map, into: &frame)
            #expect(frame.lines.allSatisfy { DisplayWidth.of($0) <= width })
            #expect(frame.lines[0].hasSuffix("╮"), "\(frame.lines[0])")
            pages.append(frame.lines.dropFirst().dropLast(2).map { String($0.dropFirst(2).dropLast(1)) })
            _ = page.handle(.key(.space), map: map, width: width, height: height)
        }
        return pages
    }

    @Test("The ? page at an editor's smallest size (24x6) and at 40x12: every word of every row whole",
          arguments: [(24, 6), (40, 12)])
    func helpPageNarrow(size: (Int, Int)) {
        func words(_ lines: [String]) -> [Substring] { lines.flatMap { $0.split(separator: " ") } }
        let art = Self.pages(ArtEditScreen.keyMap, width: size.0, height: size.1).flatMap { $0 }
        #expect(words(art) == words(Array(ArtEditScreen.keyMap.helpSection(width: 1000).dropFirst())))
        let play = Self.pages(PlayScreen.keyMap, width: size.0, height: size.1).flatMap { $0 }
        #expect(words(play) == words(Array(PlayScreen.keyMap.helpSection(width: 1000).dropFirst())))
    }

    @Test("The message log keeps the last few, no repeats in a row")
    func messageLog() {
        var log = MessageLog()
        for message in ["a", "a", nil, "", "b", "c", "d", "e", "f"] { log.record(message) }
        #expect(log.recent == ["b", "c", "d", "e", "f"])
    }

    @Test("A message's forms shorten from its end, where the less essential words are")
    func forms() {
        #expect(StatusLine.forms(of: "😀 happiness 60 · smiliness 0.2") == ["😀 happiness 60 · smiliness 0.2", "😀 happiness 60"])
        #expect(StatusLine.forms(of: "skipped 'a' (not an emoji); dropped 🐶 at 3,4") == ["skipped 'a' (not an emoji); dropped 🐶 at 3,4", "skipped 'a' (not an emoji)"])
        #expect(StatusLine.forms(of: "plain") == ["plain"])
        #expect(StatusLine.forms(of: "background not loaded: the file is empty (a.png)") == ["background not loaded: the file is empty (a.png)", "background not loaded"])
    }

    @Test("Below its minimum, each screen says the size it needs, the size uncut down to its own width",
          arguments: [40, 20, 15, 9, 4])
    func enlarge(width: Int) {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new animals pairs=6 seed=2")
        var play = PlayScreen(session: interpreter.session, color: false)
        let playLine = play.frame(width: width, height: 3, at: 0).lines[0]
        #expect(playLine.contains("16x4"), "\(playLine)")
        var face = FaceScreen(session: interpreter.session, color: false)
        let faceLine = face.frame(width: width, height: 4, at: 0).lines[0]
        #expect(faceLine.contains("6x5"), "\(faceLine)")
        if width >= 30 {
            #expect(playLine.hasPrefix("enlarge the terminal to 16x4"))
            #expect(faceLine.hasPrefix("enlarge the terminal to 6x5"))
        }
        _ = interpreter.handle("art new")
        var art = ArtEditScreen(session: interpreter.session, color: false)
        let artLine = art.frame(width: width, height: 3, at: 0).lines[0]
        #expect(artLine.contains("24x6"), "\(artLine)")
    }

    @Test("The face screen at its minimum draws the face, and a click on it is the tap")
    func faceAtMinimum() {
        let interpreter = makeInterpreter()
        var face = FaceScreen(session: interpreter.session, color: false)
        let (width, height) = FaceScreen.minimumSize
        let lines = face.frame(width: width, height: height, at: 0).lines
        #expect(!lines[0].contains("enlarge"))
        #expect(lines[1...3].contains { $0.contains { $0 != " " } })
        _ = interpreter.handle("happiness 80")
        for event in Self.click(3, 3) { _ = face.handle(event, width: width, height: height, at: 1) }
        #expect(face.message?.contains("happiness 80") == true, "\(String(describing: face.message))")
    }

    @Test("A drop that skipped something says so first")
    func dropSaysSkippedFirst() {
        let said = ArtCanvasEditing.describe(.emoji(added: [], skipped: [.init(text: "a", reason: "not an emoji")]), at: nil)
        #expect(said.hasPrefix("skipped 'a' (not an emoji)"))
    }
}
