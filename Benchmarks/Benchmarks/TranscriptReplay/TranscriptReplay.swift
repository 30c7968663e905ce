// Replaying transcripts: 1,000 transcripts of 20 commands each, the way `memorize test` runs them
// (in process, in parallel). The issue aims at under one second on 2 cores.
import Benchmark
import Foundation
import REPL
import Transcripts

let benchmarks: @Sendable () -> Void = {
    let corpus = TranscriptCorpus(count: 1_000)
    for jobs in [2, 1] {
        Benchmark(
            "replay 1,000 transcripts of 20 commands (-j \(jobs))",
            configuration: .init(
                metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
                units: [.peakMemoryResident: .kilo],
                maxDuration: .seconds(20),
                maxIterations: 20
            )
        ) { benchmark in
            var options = TranscriptSuite.Options()
            options.jobs = jobs
            let outcomes = TranscriptSuite.run(corpus.files, options: options)
            let passed = outcomes.filter { if case .ran(let result) = $0 { result.passed } else { false } }.count
            if passed != corpus.files.count {
                benchmark.error("only \(passed) of \(corpus.files.count) transcripts passed")
            }
        }
    }
}

/// A directory of recorded transcripts, made once when the benchmarks are registered.
struct TranscriptCorpus: Sendable {
    let files: [String]

    /// The 20 commands of transcript `i`: a game played with matches, mismatches and errors.
    static func commands(_ i: Int) -> [String] {
        let themes = ["animals", "faces", "food", "flags", "sports", "vehicles"]
        return ["new \(themes[i % themes.count]) pairs=4 seed=\(i)"]
            + (1...8).map { "choose \($0)" }
            + ["board", "score", "state", "choose 99", "chose 1", "restart", "choose 1 2", "wait 3",
               "choose 3 4", "state", "help choose"]
    }

    init(count: Int) {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("memorize-benchmark-transcripts-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.removeItem(at: directory)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var files: [String] = []
        for i in 0..<count {
            let path = directory.appendingPathComponent("t\(i).transcript").path
            var settings = Transcript.Settings()
            settings.seed = UInt64(i)
            let recorder = TranscriptRecorder(path: path, settings: settings)
            var reader = recorder.recording(ListLineReader(Self.commands(i)))
            _ = Driver.run(reader: &reader, interpreter: Launch(seed: UInt64(i)).makeInterpreter(), sink: recorder.recording(Discard()))
            files.append(path)
        }
        self.files = files
    }

    private struct Discard: ReplySink {
        func write(_ reply: Reply) {}
    }
}
