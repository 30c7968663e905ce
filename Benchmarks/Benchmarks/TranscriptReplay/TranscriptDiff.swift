// A transcript failure's diff: one block of 12 KB of expected output (361 short lines) against
// what the session printed, differing in a few places, everywhere, and in a few places under a
// leading `...`.
// Each run is a whole `TranscriptSuite.run` (the session, the comparison, the diff and the
// `--update` text), as a worker does it; the session alone is the "passes" line.
import Benchmark
import Features
import Foundation
import REPL
import Transcripts

/// Registers the diff benchmarks (called from the TranscriptReplay target's `benchmarks`).
func registerTranscriptDiffBenchmarks() {
    let files = DiffCorpus.make()
    for (name, path) in files {
        Benchmark(
            "transcript diff: 12 KB block, \(name)",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(10), maxIterations: 50)
        ) { benchmark in
            let report = TranscriptSuite.run(TranscriptCase(path: path))
            let wanted: CaseReport.Status = name == "passes" ? .passed : .failed
            if report.status != wanted || (wanted == .failed && report.diff?.isEmpty != false) {
                benchmark.error("\(name): \(report.status), expected \(wanted)")
            }
        }
    }
}

/// `memorize record` of 8,000 commands piped in (issue #15: it rewrote the whole transcript after
/// every command, 125 s): the recorder as `record` drives it, and its last save.
func registerRecordBenchmark() {
    let commands = (0..<8_000).map { $0 % 4 == 0 ? "new animals pairs=2 seed=\($0)" : "choose \($0 % 4)" }
    let path = FileManager.default.temporaryDirectory
        .appendingPathComponent("memorize-benchmark-record-\(ProcessInfo.processInfo.processIdentifier).transcript").path
    Benchmark(
        "record 8,000 commands piped in",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(10), maxIterations: 20)
    ) { benchmark in
        let recorder = TranscriptRecorder(path: path, settings: Transcript.Settings())
        var reader = recorder.recording(ListLineReader(commands))
        _ = Driver.run(reader: &reader, interpreter: Launch(seed: 1).makeInterpreter(), sink: recorder.recording(NoSink()))
        recorder.save()
        if recorder.writeError != nil { benchmark.error("the transcript was not written") }
    }
}

private struct NoSink: ReplySink {
    func write(_ reply: Reply) {}
}

/// The transcripts, made once: the block is recorded by `--update`'s own rewrite, then spoiled.
enum DiffCorpus {
    /// 361 lines of about 35 bytes: the happiness going up, down and up again.
    static let input = "> " + (["happiness 0"] + Array(repeating: "happiness +1", count: 100)
        + Array(repeating: "happiness -1", count: 100) + Array(repeating: "happiness +1", count: 160)).joined(separator: "; ")

    static func make() -> [(String, String)] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("memorize-benchmark-diff-\(ProcessInfo.processInfo.processIdentifier)")
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let seedPath = directory.appendingPathComponent("record.transcript").path
        try? Data("\(input)\n".utf8).write(to: URL(fileURLWithPath: seedPath))
        let recorded = TranscriptSuite.run(TranscriptCase(path: seedPath)).update?.text ?? ""
        let lines = recorded.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let output = lines.indices.filter { lines[$0].hasPrefix("| ") }
        func spoil(_ indices: [Int], _ change: (String) -> String) -> String {
            var copy = lines
            for index in indices { copy[index] = change(copy[index]) }
            return copy.joined(separator: "\n")
        }
        let few = output.enumerated().filter { $0.offset % 40 == 7 }.map(\.element)
        let variants = [
            ("passes", recorded),
            ("a few lines differ", spoil(few) { $0 + " (changed)" }),
            ("every line differs", spoil(output) { "| ~" + $0.dropFirst(2) }),
            ("a few lines differ, under a leading ...", spoil(few) { $0 + " (changed)" }
                .replacingOccurrences(of: "\(input)\n", with: "\(input)\n...\n")),
        ]
        return variants.map { name, text in
            let path = directory.appendingPathComponent("\(name.filter(\.isLetter)).transcript").path
            try? Data(text.utf8).write(to: URL(fileURLWithPath: path))
            return (name, path)
        }
    }
}
