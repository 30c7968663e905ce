// Benchmarks of the art edit screen (ArtFeature): a frame of a 10,000-emoji document built and
// drawn by difference on a 200×60 terminal after the view moved (every emoji shifted: the worst
// redraw), and the bytes an unchanged frame writes (none). The issue's targets: under 16 ms, 0 bytes.
import Benchmark
import ArtFeature
import Features
import Foundation
import LiveScreens
import REPL

/// Bytes a render wrote; one sample per render.
let bytesWritten = BenchmarkMetric.custom("bytes written", polarity: .prefersSmaller, useScalingFactor: false)

/// A session with a document of `count` emoji spread over a 1600×1200-point canvas (seeded, so
/// every run draws the same picture), opened from a file as a user would.
func session(emoji count: Int) -> Interpreter {
    let palette = Array("🐶🐱🐭🐹🐰🦊🐻🐼🐨🐯🦁🐮🐷🐸🐵🐔🐧🐦🐤🦆🦅🦉🦇🐺🐗🐴🦄🐝🐛🦋🐌🐞🐜🦟🦗🕷🦂🐢🐍🦎")
    var state: UInt64 = 42
    func next(_ bound: Int) -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int((state >> 33) % UInt64(bound))
    }
    var emojis: [String] = []
    for id in 1...count {
        let text = String(palette[next(palette.count)])
        emojis.append(#"{"text":"\#(text)","x":\#(next(1600) - 800),"y":\#(next(1200) - 600),"size":40,"id":\#(id)}"#)
    }
    let json = #"{"background":{},"emojis":[\#(emojis.joined(separator: ","))],"uniqueEmojiId":\#(count + 1)}"#
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("art-edit-bench-\(count).emojiart")
    try? Data(json.utf8).write(to: file)
    let interpreter = Launch(seed: 1, clock: .manual).makeInterpreter()
    _ = interpreter.handle("art open \(file.path)")
    return interpreter
}

let benchmarks: @Sendable () -> Void = {
    Benchmark(
        "art edit frame built and drawn by difference, 10,000 emoji, 200x60, view panned",
        configuration: .init(metrics: [.wallClock, bytesWritten, .mallocCountTotal], maxDuration: .seconds(5))
    ) { benchmark in
        let interpreter = session(emoji: 10_000)
        var screen = ArtEditScreen(session: interpreter.session, color: true)
        var renderer = FrameRenderer()
        _ = renderer.render(screen.frame(width: 200, height: 60, at: 0))
        var step = 1
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            // Ctrl+Right and Ctrl+Left in turn: every emoji moves four columns each time.
            step = -step
            _ = screen.handle(.input(.key(.modified(step > 0 ? .right : .left, .control))), width: 200, height: 60, at: 0)
            let bytes = renderer.render(screen.frame(width: 200, height: 60, at: 0))
            benchmark.measurement(bytesWritten, bytes.utf8.count)
        }
    }

    Benchmark(
        "art edit unchanged frame, 10,000 emoji, 200x60, bytes written",
        configuration: .init(metrics: [bytesWritten, .wallClock], maxDuration: .seconds(3))
    ) { benchmark in
        let interpreter = session(emoji: 10_000)
        var screen = ArtEditScreen(session: interpreter.session, color: true)
        var renderer = FrameRenderer()
        _ = renderer.render(screen.frame(width: 200, height: 60, at: 0))
        benchmark.startMeasurement()   // the time is a frame built and compared, without the setup
        for _ in benchmark.scaledIterations {
            let bytes = renderer.render(screen.frame(width: 200, height: 60, at: 0))
            benchmark.measurement(bytesWritten, bytes.utf8.count)
        }
    }
}
