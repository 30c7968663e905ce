import Foundation
import LiveScreens
import Testing
@testable import Transcripts
import REPL

private func parse(_ text: String) throws -> Transcript {
    try Transcript.parse(Data(text.utf8), path: "t.transcript", testHooks: false)
}

private func stepError(_ step: String) -> TranscriptError? {
    do {
        _ = try parse("> play\n~ \(step)\n")
        return nil
    } catch let error as TranscriptError {
        return error
    } catch {
        return nil
    }
}

@Suite("Screen steps")
struct ScreenStepTests {
    @Test("every kind of step parses and writes back as it was written", arguments: [
        ("press → l Enter Esc Tab Shift+Tab Ctrl-C Space Backspace Delete Home End PageUp PageDown q +",
         ScreenStep.press([.right, .character("l"), .enter, .escape, .tab, .modified(.tab, .shift), .control("c"), .space,
                           .backspace, .delete, .home, .end, .pageUp, .pageDown, .character("q"), .character("+")])),
        ("press Shift+← Ctrl+↓", .press([.modified(.left, .shift), .modified(.down, .control)])),
        ("type hello there", .type("hello there")),
        ("click 12,5 (a card)", .click(.init(12, 5), button: .left, count: 1, place: "a card")),
        ("click 1,1", .click(.init(1, 1), button: .left, count: 1, place: nil)),
        ("double click 40,10 (empty canvas)", .click(.init(40, 10), button: .left, count: 2, place: "empty canvas")),
        ("right click 3,4", .click(.init(3, 4), button: .right, count: 1, place: nil)),
        ("drag 5,22 to 30,8 (an emoji from the strip onto the canvas)",
         .drag(from: .init(5, 22), to: .init(30, 8), place: "an emoji from the strip onto the canvas")),
        ("wheel up at 40,10", .wheel(up: true, notches: 1, at: .init(40, 10), place: nil)),
        ("wheel down 3 at 40,10 (over the canvas)", .wheel(up: false, notches: 3, at: .init(40, 10), place: "over the canvas")),
        ("ctrl wheel up at 40,10 (over the canvas)", .wheel(up: true, notches: 1, at: .init(40, 10), place: "over the canvas", modifiers: .control)),
        ("shift wheel down 2 at 3,4", .wheel(up: false, notches: 2, at: .init(3, 4), place: nil, modifiers: .shift)),
        ("alt wheel up at 3,4", .wheel(up: true, notches: 1, at: .init(3, 4), place: nil, modifiers: .alt)),
        ("paste 🐶🐱", .paste("🐶🐱")),
        ("paste a\\x0ab (esc)", .paste("a\nb")),
        ("resize 100x30", .resize(width: 100, height: 30)),
        ("wait 2s", .wait(seconds: 2)),
        ("wait 0.25s", .wait(seconds: 0.25)),
        ("snapshot", .snapshot(colors: false)),
        ("snapshot colors", .snapshot(colors: true)),
    ])
    func parses(_ text: String, _ expected: ScreenStep) throws {
        let transcript = try parse("> play\n~ \(text)\n")
        #expect(transcript.lines.last?.kind == .step(expected))
        #expect(try ScreenStep.parse(expected.text) == expected, "\(expected.text)")
        #expect(transcript.blocks.count == 3)
        #expect(transcript.blocks.last?.step == expected)
    }

    @Test("a bad step is one error naming its line", arguments: [
        ("jump 3", "unknown screen step 'jump'"),
        ("pres q", "did you mean 'press'?"),
        ("press", "press needs keys"),
        ("press Hyper+A", "'Hyper' is not a modifier"),
        ("press Return2", "unknown key 'Return2'"),
        ("press Shift+q", "Shift, Alt and Ctrl go with arrows"),
        ("type", "type needs text"),
        ("click 0,5", "a cell is X,Y"),
        ("click 3", "a cell is X,Y"),
        ("click 3,4 5,6", "click takes a cell"),
        ("double 3,4", "'double' goes before 'click'"),
        ("click 3,4 (a card", "in parentheses at the end"),
        ("drag 1,1 2,2", "drag goes from a cell to a cell"),
        ("wheel sideways at 1,1", "wheel turns up or down"),
        ("wheel up 0 at 1,1", "1 to 100 notches"),
        ("wheel up", "wheel needs a cell"),
        ("ctrl click 3,4", "'ctrl' goes before 'wheel'"),
        ("ctrl wheel sideways at 1,1", "wheel turns up or down"),
        ("paste", "paste needs text"),
        ("paste \\q (esc)", "\\q"),
        ("resize big", "resize takes COLUMNSxROWS"),
        ("resize 5x5", "resize takes COLUMNSxROWS"),
        ("wait soon", "wait takes seconds"),
        ("wait -1s", "wait takes seconds"),
        ("wait 7200s", "wait takes seconds"),
        ("snapshot everything", "snapshot takes nothing or 'colors'"),
    ])
    func errors(_ step: String, _ message: String) throws {
        let error = try #require(stepError(step))
        #expect(error.line == 2)
        #expect(error.message.contains(message), "\(error.message)")
        #expect(!error.description.contains("\n"))
        #expect(error.description.hasPrefix("t.transcript:2: "))
    }

    @Test("a step before any input, and a step with no space after '~', are errors")
    func placement() {
        #expect(throws: TranscriptError(path: "t.transcript", line: 1,
                                        message: "a screen step ('~') goes after the input that opens the screen ('> play')")) {
            try parse("~ press q\n> play\n")
        }
        #expect(throws: TranscriptError.self) { try parse("> play\n~press q\n") }
    }

    @Test("keys become the bytes a terminal sends, and the decoder reads them back")
    func keyBytes() throws {
        let keys: [Key] = [.up, .down, .left, .right, .home, .end, .pageUp, .pageDown, .delete, .enter, .space, .tab,
                           .backspace, .character("q"), .character("é"), .control("r"), .modified(.tab, .shift),
                           .modified(.left, .shift), .modified(.up, .control), .modified(.pageDown, .alt)]
        for key in keys {
            var decoder = InputDecoder()
            #expect(decoder.feed(Array(key.terminalBytes.utf8)) == [.key(key)], "\(key)")
        }
    }
}

@Suite("Screen steps run")
struct ScreenStepRunTests {
    private func run(_ text: String) throws -> TranscriptResult {
        try TranscriptRunner.run(try parse(text))
    }

    private func snapshot(_ result: TranscriptResult, block: Int) -> [String] {
        result.actual[block].map { line in
            switch line {
            case .out(let text): text
            case .err(let text): "! " + text
            }
        }
    }

    @Test("a snapshot is the screen as a terminal of the transcript's size shows it, and a click chooses the card under it")
    func clickAndSnapshot() throws {
        let result = try run("""
            @ size: 60x16
            > play animals pairs=2 seed=3
            ~ snapshot
            ~ click 10,5 (a card)
            ~ wait 1s
            ~ snapshot
            ~ press q
            > state
            """)
        let before = snapshot(result, block: 2)
        #expect(before.count == 16)
        #expect(before[0].hasPrefix("Animals · score 0"))
        let after = snapshot(result, block: 5)
        #expect(after.count == 16)
        #expect(after != before)
        #expect(after.contains { $0.contains("🐧") }, "the card clicked is face up after its flip: \(after)")
        // The reply of `play` comes after the step that left the screen.
        #expect(snapshot(result, block: 6).last == "Animals · score 0 · 2 of 2 pairs left")
        #expect(snapshot(result, block: 7).first?.contains("\"isFaceUp\":true") == true)
        #expect(result.failedBlocks == [2, 5, 6, 7])   // nothing was expected
    }

    @Test("time moves only with wait steps: the flip is still under way without one")
    func manualClock() throws {
        let still = try run("""
            @ size: 60x16
            > play animals pairs=2 seed=3
            ~ click 10,5
            ~ snapshot
            ~ snapshot
            """)
        let moved = try run("""
            @ size: 60x16
            > play animals pairs=2 seed=3
            ~ click 10,5
            ~ snapshot
            ~ wait 0.1s
            ~ snapshot
            """)
        #expect(snapshot(still, block: 3) == Array(snapshot(still, block: 4).prefix(16)))
        #expect(snapshot(moved, block: 3) == snapshot(still, block: 3))
        #expect(snapshot(moved, block: 5) != snapshot(moved, block: 3))
    }

    @Test("snapshot colors adds a row of style letters per row and a legend")
    func colors() throws {
        let result = try run("""
            @ size: 60x16
            > play animals pairs=2 seed=3
            ~ snapshot colors
            """)
        let lines = snapshot(result, block: 2)
        let styles = try #require(lines.firstIndex(of: "styles:"))
        #expect(styles == 16)
        #expect(lines[styles + 1].allSatisfy { $0 == "a" })
        #expect(lines.contains("a = 1"))
    }

    @Test("a resize redraws for the new size, and the next line is drawn for it (as the REPL reads the size after each line)")
    func resize() throws {
        let result = try run("""
            @ size: 60x16
            > play animals pairs=2 seed=3
            ~ resize 70x20
            ~ snapshot
            ~ press Esc
            > resize auto
            """)
        #expect(snapshot(result, block: 3).count == 20)
        #expect(snapshot(result, block: 5) == ["size 70x20 (no terminal to follow)"])
    }

    @Test("a step with no screen open is an error line in its block; a screen whose steps run out is left")
    func noScreen() throws {
        let result = try run("""
            > new animals pairs=2 seed=3
            ~ press q
            > play
            ~ press q
            ~ snapshot
            > score
            """)
        #expect(snapshot(result, block: 2).first?.hasPrefix("! error: no screen is open") == true)
        #expect(snapshot(result, block: 5).first?.hasPrefix("! error: no screen is open") == true)
        #expect(snapshot(result, block: 6).first?.hasPrefix("score: 0") == true)
    }

    @Test("--update writes snapshots, and the transcript then passes")
    func update() throws {
        let text = """
            @ size: 40x8
            > face screen
            ~ drag 20,3 to 20,5 (the face up or down)
            ~ snapshot
            ~ press q
            """
        let first = try run(text)
        #expect(!first.passed)
        let updated = first.updatedText()
        #expect(updated.contains("~ snapshot\n| "))
        #expect(try run(updated).passed)
    }
}
