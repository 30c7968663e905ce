// A cram command that prints without end (issue #31: 3 MB of lines took 772 MB and 8.6 s, 300 MB
// reached 23 GB): one `.t` file whose command prints N MB of 100-byte lines where it expects one
// line, run as a worker runs it (`TranscriptSuite.run`, the cram shell in this process). The
// output is compared as it streams and a bounded part kept (CramOutput: 1 MiB or 20,000 lines),
// so peak memory is the same at 3 MB and 30 MB; the one-line file is the floor. The other side:
// a file that expects 1,000,000 lines (8.9 MB), all printed, or all but the last (the diff shows
// the last matching lines), which costs a small multiple of the file (its text and five bytes a
// line), linear in time.
import Benchmark
import Foundation
import Transcripts

/// Registers the flood benchmarks (called from the TranscriptReplay target's `benchmarks`).
func registerCramFloodBenchmarks() {
    let directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("memorize-benchmark-flood-\(ProcessInfo.processInfo.processIdentifier)")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let floods: [(String, String)] = [
        ("one line printed (the floor)", "  $ echo x\n  x\n"),
        ("3 MB printed", flood(megabytes: 3)),
        ("30 MB printed", flood(megabytes: 30)),
        ("1,000,000 lines expected, all printed", expecting(lines: 1_000_000, printed: 1_000_000)),
        ("1,000,000 lines expected, one more printed", expecting(lines: 999_999, printed: 1_000_000)),
    ]
    for (name, text) in floods {
        let path = directory.appendingPathComponent("\(name.filter(\.isLetter)).t").path
        try? Data(text.utf8).write(to: URL(fileURLWithPath: path))
        Benchmark(
            "cram file, \(name)",
            configuration: .init(
                metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident],
                units: [.peakMemoryResident: .kilo],
                maxDuration: .seconds(10),
                maxIterations: 10
            )
        ) { benchmark in
            // As a worker of a run without --update runs it: a failure's report is its diff.
            let report = TranscriptSuite.run(TranscriptCase(path: path), updates: false)
            let wanted: CaseReport.Status = name.contains("printed (the floor)") || name.contains("all printed") ? .passed : .failed
            if report.status != wanted { benchmark.error("\(name): \(report.status), expected \(wanted)") }
        }
    }
}

/// A test whose command prints `megabytes` MB of 100-byte lines and expects one line.
private func flood(megabytes: Int) -> String {
    "  $ head -c \(megabytes * 1_000_000) /dev/zero | tr '\\0' x | fold -w 99\n  x\n"
}

/// A test whose command prints the numbers 1 to `printed` and expects 1 to `lines`.
private func expecting(lines: Int, printed: Int) -> String {
    var text = "  $ seq 1 \(printed)\n"
    text.reserveCapacity(lines * 10 + 32)
    for number in 1...lines { text += "  \(number)\n" }
    return text
}
