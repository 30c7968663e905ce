import Testing
@testable import LiveScreens

/// The loop draws only frames someone can see: while a device says more input is waiting, it
/// handles that input first, and draws once it has caught up.
@Suite("ScreenLoop")
struct ScreenLoopTests {
    /// Shows the characters typed so far; counts the frames it was asked for.
    struct Typing: Screen {
        var typed = ""
        var frames = 0
        mutating func frame(width: Int, height: Int, at time: Double) -> Frame {
            frames += 1
            var frame = Frame(width: width, height: height)
            frame.put(typed, x: 0, y: 0)
            return frame
        }
        mutating func handle(_ event: ScreenEvent, width: Int, height: Int, at time: Double) -> ScreenAction {
            if case .input(.key(.character(let character))) = event { typed.append(character) }
            return .stay
        }
        func nextChange(after time: Double) -> Double? { nil }
    }

    /// Delivers `keys` one wake-up each, then hangs up; says whether input is waiting only if
    /// `tells`, as a terminal that can poll does. Keeps what was written.
    final class Device: ScreenDevice {
        var keys: [UInt8]
        let tells: Bool
        var written = ""
        init(keys: String, tells: Bool) {
            self.keys = Array(keys.utf8)
            self.tells = tells
        }
        func size() -> (width: Int, height: Int) { (10, 2) }
        func write(_ text: String) -> Bool {
            written += text
            return true
        }
        func wait(timeout: Double?) -> DeviceWait {
            keys.isEmpty ? .closed : .input([keys.removeFirst()])
        }
        var hasInputWaiting: Bool { tells && !keys.isEmpty }
    }

    @Test("with input waiting, frames are drawn only once the loop has caught up; what is shown is the same")
    func drawsWhenCaughtUp() {
        var coalesced = Typing(), every = Typing()
        var quiet = Device(keys: "hello", tells: true), chatty = Device(keys: "hello", tells: false)
        #expect(ScreenLoop.run(&coalesced, on: &quiet, clock: { 0 }) == .terminalGone)
        #expect(ScreenLoop.run(&every, on: &chatty, clock: { 0 }) == .terminalGone)
        #expect(coalesced.typed == "hello")
        #expect(every.typed == "hello")
        #expect(coalesced.frames == 1)
        #expect(every.frames == 6)
        // The one frame drawn is the last of the six, as a terminal shows it.
        var terminal = VirtualTerminal(width: 10, height: 2, policy: .variationSelectorWide)
        terminal.feed(quiet.written)
        var reference = VirtualTerminal(width: 10, height: 2, policy: .variationSelectorWide)
        reference.feed(chatty.written)
        #expect(terminal.lines == reference.lines)
        #expect(terminal.lines.first?.hasPrefix("hello") == true)
    }
}
