import Foundation
import LiveScreens
import Testing
@testable import Transcripts
import REPL

/// How a recorded screen's input events become `~` steps: the drag assembly and the coalescing.
struct StepAssemblerTests {
    private func steps(_ events: [InputEvent]) -> [ScreenStep] {
        var assembler = StepAssembler()
        return events.compactMap { assembler.step(for: $0) }
    }

    private func mouse(_ kind: MouseEvent.Kind, _ x: Int, _ y: Int) -> InputEvent { .mouse(MouseEvent(kind, x: x, y: y)) }

    @Test func pressMotionAndReleaseAreOneDragFromThePressToTheRelease() {
        let events = [mouse(.press(.left), 5, 22), mouse(.drag(.left), 6, 21), mouse(.drag(.left), 20, 10),
                      mouse(.drag(.left), 30, 8), mouse(.release(.left), 30, 8)]
        #expect(steps(events) == [.drag(from: .init(5, 22), to: .init(30, 8), place: nil)])
    }

    @Test func aPressReleasedWhereItWasIsAClickAndWanderingBackIsADrag() {
        #expect(steps([mouse(.press(.left), 8, 5), mouse(.release(.left), 8, 5)]) == [.click(.init(8, 5), button: .left, count: 1, place: nil)])
        let back = [mouse(.press(.left), 8, 5), mouse(.drag(.left), 9, 5), mouse(.drag(.left), 8, 5), mouse(.release(.left), 8, 5)]
        #expect(steps(back) == [.drag(from: .init(8, 5), to: .init(8, 5), place: nil)])
    }

    @Test func aRightButtonDragIsARightClickWhereItWasPressed() {
        let events = [mouse(.press(.right), 3, 4), mouse(.drag(.right), 9, 9), mouse(.release(nil), 9, 9)]
        #expect(steps(events) == [.click(.init(3, 4), button: .right, count: 1, place: nil)])
    }

    @Test func nothingIsAStepUntilTheButtonIsReleased() {
        var assembler = StepAssembler()
        #expect(assembler.step(for: mouse(.press(.left), 1, 1)) == nil)
        #expect(assembler.isHolding)
        #expect(assembler.step(for: mouse(.drag(.left), 4, 1)) == nil)
        #expect(assembler.step(for: mouse(.release(.left), 4, 1)) == .drag(from: .init(1, 1), to: .init(4, 1), place: nil))
        #expect(!assembler.isHolding)
        #expect(assembler.step(for: mouse(.release(.left), 4, 1)) == nil)   // a release with no press
    }

    @Test func keysPastesAndTheWheelAreStepsAndUnknownKeysAreNot() {
        let events: [InputEvent] = [.key(.character("q")), .key(.unknown), .paste("🐶"), .paste(""), mouse(.wheel(up: false), 40, 10)]
        #expect(steps(events) == [.press([.character("q")]), .paste("🐶"), .wheel(up: false, notches: 1, at: .init(40, 10), place: nil)])
    }
}

extension StepAssemblerTests {
    /// Ctrl with the wheel resizes in art edit, where the plain wheel zooms: a recording that
    /// dropped the modifier would replay as something else.
    @Test func theWheelKeepsItsModifiersAndOnlyLikeTurnsMerge() {
        var held = MouseEvent(.wheel(up: true), x: 5, y: 6)
        held.control = true
        #expect(steps([.mouse(held)]) == [.wheel(up: true, notches: 1, at: .init(5, 6), place: nil, modifiers: [.control])])
        var steps = RecordedSteps()
        steps.append(.wheel(up: true, notches: 1, at: .init(5, 6), place: nil, modifiers: [.control]))
        steps.append(.wheel(up: true, notches: 1, at: .init(5, 6), place: nil, modifiers: [.control]))
        steps.append(.wheel(up: true, notches: 1, at: .init(5, 6), place: nil))
        #expect(steps.lines == ["~ ctrl wheel up 2 at 5,6", "~ wheel up at 5,6"])
    }
}

struct RecordedStepsTests {
    @Test func timeIsOneWaitBeforeTheNextStepAndNothingForNoTime() {
        var steps = RecordedSteps()
        steps.append(.press([.space]))
        steps.wait(tenths: 3)
        steps.wait(tenths: 12)
        steps.append(.press([.character("q")]))
        steps.wait(tenths: 0)
        steps.append(.click(.init(1, 1), button: .left, count: 1, place: nil))
        #expect(steps.lines == ["~ press Space", "~ wait 1.5s", "~ press q", "~ click 1,1"])
    }

    @Test func stepsThatReplayAlikeAsOneAreMerged() {
        var steps = RecordedSteps()
        steps.append(.press([.down]))
        steps.append(.press([.down, .right]))
        steps.append(.click(.init(8, 5), button: .left, count: 1, place: nil))
        steps.append(.click(.init(8, 5), button: .left, count: 1, place: nil))
        steps.append(.click(.init(8, 5), button: .left, count: 1, place: nil))
        steps.append(.wheel(up: true, notches: 1, at: .init(2, 2), place: nil))
        steps.append(.wheel(up: true, notches: 1, at: .init(2, 2), place: nil))
        steps.append(.wheel(up: false, notches: 1, at: .init(2, 2), place: nil))
        #expect(steps.lines == ["~ press ↓ ↓ →", "~ double click 8,5", "~ click 8,5", "~ wheel up 2 at 2,2", "~ wheel down at 2,2"])
    }

    @Test func aWaitBetweenKeepsStepsApart() {
        var steps = RecordedSteps()
        steps.append(.press([.down]))
        steps.wait(tenths: 1)
        steps.append(.press([.down]))
        #expect(steps.lines == ["~ press ↓", "~ wait 0.1s", "~ press ↓"])
    }

    @Test func snapshotsWriteTheirRowsAsOutputAndTheLastGoesBeforeTheLeavingStep() {
        var steps = RecordedSteps()
        steps.append(.press([.space]))
        steps.wait(tenths: 5)
        steps.snapshot(["a [..] row", "b"])
        let began = steps.append(.press([.character("q")]))
        #expect(began)
        steps.snapshot(["final"], before: steps.entries.count - 1)
        #expect(steps.lines == ["~ press Space", "~ wait 0.5s", "~ snapshot", "|= a [..] row", "| b", "~ snapshot", "| final", "~ press q"])
    }

    /// The seconds written are the very `Double` a replay reads back, so both clocks agree to the bit.
    @Test(arguments: [1, 3, 7, 10, 29, 123, 36_000])
    func aWrittenWaitReadsBackAsTheSameSeconds(tenths: Int) throws {
        var steps = RecordedSteps()
        steps.wait(tenths: tenths)
        steps.append(.press([.space]))
        let text = try #require(steps.lines.first)
        #expect(try ScreenStep.parse(String(text.dropFirst(2))) == .wait(seconds: RecordedSteps.seconds(tenths: tenths)))
    }

    @Test(arguments: [Key.enter, .escape, .tab, .backspace, .delete, .space, .up, .pageDown, .home, .control("z"),
                      .character("?"), .character("é"), .character("🐶"), .modified(.up, .shift), .modified(.tab, .shift),
                      .modified(.pageUp, [.control, .alt])])
    func everyKeyARecordingWritesReadsBack(key: Key) throws {
        let step = ScreenStep.press([key])
        #expect(try ScreenStep.parse(step.text) == step)
    }
}

struct AsciicastTests {
    @Test func theHeaderIsOneJSONLineAndEachEventAnArrayWithMonotonicTimes() throws {
        var cast = Asciicast(width: 80, height: 24, timestamp: 1_700_000_000, title: "a \"game\"")
        cast.environment = [("TERM", "xterm-256color")]
        cast.output("hello\r\n", at: 0.5)
        cast.output("\u{1B}[2J😀\\\t\u{7}", at: 0.25)   // earlier: moved up to the last time
        cast.resize(width: 100, height: 30, at: 1.0000004)
        cast.output("", at: 2)   // nothing written: no event
        let lines = cast.text.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        let header = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any])
        #expect(header["version"] as? Int == 2 && header["width"] as? Int == 80 && header["height"] as? Int == 24)
        #expect(header["timestamp"] as? Int == 1_700_000_000 && header["title"] as? String == "a \"game\"")
        #expect((header["env"] as? [String: String])?["TERM"] == "xterm-256color")
        let events = try lines.dropFirst().map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any]) }
        #expect(events.map { $0[0] as? Double } == [0.5, 0.5, 1.0])
        #expect(events.map { $0[1] as? String } == ["o", "o", "r"])
        #expect(events.map { $0[2] as? String } == ["hello\r\n", "\u{1B}[2J😀\\\t\u{7}", "100x30"])
        #expect(lines[1] == #"[0.500000, "o", "hello\r\n"]"#)
    }

    @Test func aTranscriptGivesTheSameCastEveryTimeTimedByItsWaits() throws {
        let text = """
            @ size: 60x14
            > play animals pairs=2 seed=3
            ~ click 8,5 (a card)
            ~ wait 2s
            ~ resize 70x16
            ~ press q
            ...
            > score
            | score: 0 (matches 0 + bonus 0 − penalties 0)
            """
        let transcript = try Transcript.parse(Data(text.utf8), path: "dir/t.transcript", testHooks: false)
        let first = try TranscriptCast.cast(transcript)
        let second = try TranscriptCast.cast(transcript)
        #expect(first.cast.text == second.cast.text)
        #expect(first.passed)
        let lines = first.cast.text.split(separator: "\n").map(String.init)
        #expect(lines[0] == #"{"version": 2, "width": 60, "height": 14, "title": "t.transcript"}"#)
        let events = try lines.dropFirst().map { try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [Any]) }
        let times = events.compactMap { $0[0] as? Double }
        #expect(times == times.sorted())
        // The prompt, the pause, the input; the click's pause and the wait; the resize at that time.
        let resize = try #require(events.first { $0[1] as? String == "r" })
        #expect(resize[2] as? String == "70x16")
        #expect(resize[0] as? Double == TranscriptCast.typingPause + TranscriptCast.stepPause + 2)
        let output = events.filter { $0[1] as? String == "o" }.compactMap { $0[2] as? String }.joined()
        #expect(output.contains("play animals pairs=2 seed=3\r\n"))
        #expect(output.contains(TerminalControl.enterScreen) && output.contains(TerminalControl.leaveScreen))
        #expect(output.contains("score: 0"))
    }
}
