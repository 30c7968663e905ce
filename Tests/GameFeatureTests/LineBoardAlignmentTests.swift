import Foundation
import Testing
import LiveScreens
@testable import REPL
@testable import GameFeature
import Features
import TestSupport

@Suite("Line board and terminal size")
struct LineBoardAlignmentTests {
    @Test("On a terminal, the line board's right edges line up in both kinds of terminal",
          arguments: VirtualTerminal.WidthPolicy.allCases)
    func edges(policy: VirtualTerminal.WidthPolicy) throws {
        let interpreter = makeInterpreter(style: Style(width: 80, height: 24, positionsCells: true))
        _ = interpreter.handle("new weather pairs=6 seed=4; choose 2 4 1 3")
        let reply = interpreter.handle("board")
        var terminal = VirtualTerminal(width: 80, height: 24, policy: policy)
        terminal.feed(reply.stdout.joined(separator: "\n") + "\n")
        let top = terminal.line(0)
        let corners = top.indices.filter { top[$0] == "╮" }.map { top.distance(from: top.startIndex, to: $0) }
        #expect(corners.count == 4)   // cards 2 and 4 matched and gone
        for column in corners {
            #expect(terminal.character(atX: column, y: 1) == "│", "right edge of the card ending at column \(column)")
        }
    }

    @Test("Without a terminal the board is plain text: no escapes in pipes and transcripts")
    func plain() {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("new weather pairs=6 seed=4")
        let reply = interpreter.handle("choose 1")
        #expect(!reply.stdout.joined().contains("\u{1B}"))
    }

    @Test("The size is read after the line is typed, so a resize while typing counts")
    func sizeAfterTyping() {
        final class Log { var events: [String] = [] }
        struct Reader: LineReader {
            let log: Log
            var lines = ["board"]
            mutating func readLine(prompt: String) -> LineInput? {
                log.events.append("read")
                return lines.popLast().map(LineInput.line)
            }
        }
        let log = Log()
        var reader = Reader(log: log)
        let interpreter = makeInterpreter()
        _ = Driver.run(reader: &reader, interpreter: interpreter, sink: NoSink()) { _ in log.events.append("size") }
        #expect(log.events == ["read", "size", "read"])
    }

    @Test("resize WxH holds the size against the terminal; resize auto follows it again")
    func fixedSize() {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("resize 100x30")
        interpreter.terminalResized(width: 50, height: 20)
        #expect(interpreter.style.width == 100)
        _ = interpreter.handle("resize auto")
        interpreter.terminalResized(width: 50, height: 20)
        #expect(interpreter.style.width == 50 && interpreter.style.height == 20)
    }

    @Test("A tap at the centre of each card's frame in 'state' chooses that card", arguments: [(80, 24), (40, 12), (150, 50)])
    func framesAndTaps(size: (Int, Int)) throws {
        struct Frames: Decodable {
            struct Card: Decodable {
                struct Frame: Decodable { let x: Int, y: Int, width: Int, height: Int }
                let index: Int
                let frame: Frame?
                let isFaceUp: Bool
            }
            let cards: [Card]
        }
        let interpreter = makeInterpreter(style: Style(width: size.0, height: size.1))
        _ = interpreter.handle("new animals pairs=6 seed=9 bonus=0")
        let reply = interpreter.handle("state")
        let frames = try JSONDecoder().decode(Frames.self, from: Data(try #require(reply.stdout.first).utf8))
        for card in frames.cards {
            let frame = try #require(card.frame)
            _ = interpreter.handle("tap at \(frame.x + frame.width / 2),\(frame.y + frame.height / 2)")
            #expect(interpreter.session.game.model?.cards[card.index - 1].isFaceUp == true, "card \(card.index)")
            _ = interpreter.handle("restart")
        }
    }
}

struct NoSink: ReplySink {
    func write(_ reply: Reply) {}
}
