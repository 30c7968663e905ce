// Benchmarks of the play screen (GameFeature): building a frame of a 100-pair board, the bytes
// an unchanged frame writes (none), and the bytes each Pie tick writes on an 80×24 terminal while
// a card's bonus drains (redrawn 12.5 times a second). The targets: under 1 ms, 0 bytes,
// under 200 bytes.
import Benchmark
import Features
import GameFeature
import LiveScreens
import REPL

/// Bytes a render wrote; one sample per render.
let bytesWritten = BenchmarkMetric.custom("bytes written", polarity: .prefersSmaller, useScalingFactor: false)

/// A session on the manual clock with a game of `pairs` pairs (from a palette of 100 animals,
/// U+1F400…U+1F463, so that 100 pairs are 100 different emoji), card 1 face up.
func session(pairs: Int) -> Interpreter {
    let interpreter = Launch(seed: 1, clock: .manual).makeInterpreter()
    let hundred = String(String.UnicodeScalarView((0x1F400..<0x1F464).compactMap(Unicode.Scalar.init)))
    _ = interpreter.handle("palette new Hundred \(hundred); new Hundred pairs=\(pairs) seed=1; choose 1")
    return interpreter
}

let benchmarks: @Sendable () -> Void = {
    for (width, height) in [(80, 24), (160, 48)] {
        Benchmark(
            "play frame, 100 pairs, \(width)x\(height)",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))
        ) { benchmark in
            let interpreter = session(pairs: 100)
            var screen = PlayScreen(session: interpreter.session, color: true)
            _ = screen.frame(width: width, height: height, at: 0)   // the face's raster, cached
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(screen.frame(width: width, height: height, at: 0))
            }
        }
    }

    Benchmark(
        "unchanged frame (80x24, 12 pairs), bytes written",
        configuration: .init(metrics: [bytesWritten, .wallClock], maxDuration: .seconds(3))
    ) { benchmark in
        let interpreter = session(pairs: 12)
        var screen = PlayScreen(session: interpreter.session, color: true)
        var renderer = FrameRenderer()
        _ = renderer.render(screen.frame(width: 80, height: 24, at: 0))
        benchmark.startMeasurement()   // the time is a frame built and compared, without the setup
        for _ in benchmark.scaledIterations {
            let bytes = renderer.render(screen.frame(width: 80, height: 24, at: 0))
            benchmark.measurement(bytesWritten, bytes.utf8.count)
        }
    }

    Benchmark(
        "Pie tick (80x24, 12 pairs), bytes written",
        configuration: .init(metrics: [bytesWritten], maxDuration: .seconds(3))
    ) { benchmark in
        // Every tick of one card's whole 6 s of bonus, at the screen's 0.08 s interval.
        for _ in benchmark.scaledIterations {
            let interpreter = session(pairs: 12)
            var screen = PlayScreen(session: interpreter.session, color: true)
            var renderer = FrameRenderer()
            let clock = interpreter.session.manualClock
            var time = 10.0   // past the card's flip
            _ = renderer.render(screen.frame(width: 80, height: 24, at: time))
            while let next = screen.nextChange(after: time) {
                clock?.advance(by: next - time)
                time = next
                benchmark.measurement(bytesWritten, renderer.render(screen.frame(width: 80, height: 24, at: time)).utf8.count)
            }
        }
    }
}
