// Fuzz target: what a terminal sends a live screen — keys, SGR mouse reports, bracketed paste —
// through `InputDecoder`, and the play screen that takes the events, at a size the input picks.
//
// Input layout:
//   byte 0   the terminal's width, 1 + b0 % 160
//   byte 1   its height, 1 + b1 % 60
//   byte 2   how the bytes arrive: in reads of 1 + b2 % 16 bytes; and the game: 1 + b2 % 24 pairs
//   the rest what the terminal sends
//
// Oracles: no trap; the events are the same however the bytes are split into reads (after the
// final flush); a mouse event's cell is the one its report names; the play screen (or, when bit 1
// of byte 2 is set, the art edit screen) takes every event and every frame is width × height; the bytes a frame is drawn with, fed to our virtual
// terminal, put every cell's character exactly where the frame has it, and an unchanged frame
// writes nothing.
import ArtFeature
import Features
import Game
import GameFeature
import LiveScreens
@testable import REPL

let maximumInputBytes = 4096

/// One session for every input (a catalog load per input would slow the fuzzer to a crawl); each
/// input deals its own game.
nonisolated(unsafe) let interpreter = Launch(seed: 1, clock: .manual).makeInterpreter()

func decode(_ bytes: ArraySlice<UInt8>, readsOf size: Int) -> [InputEvent] {
    var decoder = InputDecoder()
    var events: [InputEvent] = []
    var start = bytes.startIndex
    while start < bytes.endIndex {
        let end = min(start + size, bytes.endIndex)
        events += decoder.feed(bytes[start..<end])
        start = end
    }
    return events + decoder.flush()
}

/// Every cell of `frame` is on `terminal` where the frame put it.
func checkDrawn(_ frame: Frame, on terminal: VirtualTerminal, _ what: String) {
    for y in 0..<frame.height {
        for x in 0..<frame.width {
            let expected = frame[x, y].text, drawn = terminal.character(atX: x, y: y)
            check(expected == drawn, "\(what): cell \(x),\(y) is '\(drawn.debugDescription)', the frame has '\(expected.debugDescription)'")
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 3, size <= maximumInputBytes else { return -1 }
    let input = UnsafeBufferPointer(start: data, count: size)
    currentInput = input
    let width = 1 + Int(input[0]) % 160, height = 1 + Int(input[1]) % 60
    let bytes = Array(input)[3...]

    // The decoder: split anywhere, the same events.
    let whole = decode(bytes, readsOf: bytes.count + 1)
    let split = decode(bytes, readsOf: 1 + Int(input[2]) % 16)
    check(whole == split, "events differ when split: \(whole.count) whole, \(split.count) split")
    for case .mouse(let mouse) in whole {
        let report = "\(mouse.x);\(mouse.y)"
        check(String(decoding: bytes, as: UTF8.self).contains(report), "a mouse event at \(report) that no report names")
    }

    // The play screen, or the art edit screen, takes them all.
    if input[2] & 2 == 0 {
        _ = interpreter.handle("new animals pairs=\(1 + Int(input[2]) % 24) seed=\(input[2])")
        var screen = PlayScreen(session: interpreter.session, color: input[2] & 1 == 0)
        play(&screen, whole, width: width, height: height)
    } else {
        _ = interpreter.handle("art new; art add 🐶 at 0,0; art add 🐱 at 40,20")
        var screen = ArtEditScreen(session: interpreter.session, color: input[2] & 1 == 0)
        play(&screen, whole, width: width, height: height)
    }
    return 0
}

/// Feeds `events` to `screen`, drawing each frame on our virtual terminal and checking it.
func play<S: Screen>(_ screen: inout S, _ events: [InputEvent], width: Int, height: Int) {
    var renderer = FrameRenderer()
    var terminal = VirtualTerminal(width: width, height: height, policy: .variationSelectorWide)
    var time = 0.0
    for event in events.prefix(64) {
        screen.tick(at: time)
        let frame = screen.frame(width: width, height: height, at: time)
        check(frame.width == width && frame.height == height, "a \(frame.width)x\(frame.height) frame for \(width)x\(height)")
        terminal.feed(renderer.render(frame))
        checkDrawn(frame, on: terminal, "before \(event)")
        check(renderer.render(frame).isEmpty, "an unchanged frame wrote something")
        if screen.handle(.input(event), width: width, height: height, at: time) == .leave { break }
        time += 0.05
        interpreter.session.manualClock?.advance(by: 0.05)
    }
    let last = screen.frame(width: width, height: height, at: time + 1)
    terminal.feed(renderer.render(last))
    checkDrawn(last, on: terminal, "at the end")
}
