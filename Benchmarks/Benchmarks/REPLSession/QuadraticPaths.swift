// The paths issue #15 found quadratic, each measured at the size the issue gave: a palette name of
// 32,000 words (29 s then), 10,000 theme files in the theme directory (15.9 s), 8,000 `art add`
// in one batch session (autosave after every line: 64 s). Each should now grow linearly.
import Benchmark
import Features
import Foundation
import REPL

/// Registers the benchmarks (called from the REPLSession target's `benchmarks`).
func registerQuadraticPathBenchmarks() {
    let configuration = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(10), maxIterations: 20)

    let words = Array(repeating: "night sky", count: 16_000).joined(separator: " ")
    Benchmark("palette show with a name of 32,000 words", configuration: configuration) { benchmark in
        let interpreter = Launch(seed: 1).makeInterpreter()
        benchmark.startMeasurement()
        let reply = interpreter.handle("palette show \(words)")
        benchmark.stopMeasurement()
        if !reply.failed { benchmark.error("a name of 32,000 words was found") }
    }

    let themes = FileManager.default.temporaryDirectory
        .appendingPathComponent("memorize-benchmark-themes-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
    for index in 0..<10_000 {
        let theme = #"{"name": "Theme \#(index)", "emojis": "🐶🐱🐭🐹🐰🦊", "pairs": 3, "color": "red"}"#
        try? Data(theme.utf8).write(to: themes.appendingPathComponent("theme-\(index).json"))
    }
    Benchmark("start a session with 10,000 theme files", configuration: configuration) { benchmark in
        let interpreter = Launch(seed: 1, themeDirectory: themes).makeInterpreter()
        benchmark.stopMeasurement()
        if interpreter.handle("new theme 9999 pairs=3").failed { benchmark.error("theme 9999 did not load") }
    }

    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("memorize-benchmark-autosave-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    Benchmark("8,000 art add to a saved document, one batch line each", configuration: configuration) { benchmark in
        var launch = Launch(seed: 1)
        launch.directory = directory
        let interpreter = launch.makeInterpreter()
        _ = interpreter.handle("art new; art save big.emojiart")
        benchmark.startMeasurement()
        for index in 0..<8_000 {
            _ = interpreter.handle("art add 🐶 at \(index % 400 - 200),\(index / 400 - 10)")
        }
        _ = interpreter.handle("score")   // something that is not an edit: the batch autosave
        benchmark.stopMeasurement()
        _ = interpreter.handle("art new")
    }
}
