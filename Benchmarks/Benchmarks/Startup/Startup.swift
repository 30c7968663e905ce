// Start to exit of the real executable, `memorize -c "new; state"`, as a child process: its
// time and its peak resident memory, beside `python3 -c pass` (a familiar yardstick measured the
// same way) and `/bin/true` (the floor of the measurement itself).
import Benchmark
import Foundation

/// The child's own figures, as the startup-probe reports them.
let childTime = BenchmarkMetric.custom("Start to exit (child, µs)", polarity: .prefersSmaller, useScalingFactor: false)
let childPeak = BenchmarkMetric.custom("Peak resident (child, KB)", polarity: .prefersSmaller, useScalingFactor: false)

let benchmarks: @Sendable () -> Void = {
    guard let probe = StartupProbe.locate() else {
        FileHandle.standardError.write(Data("note: startup-probe is not beside the benchmark; skipping Startup.\n".utf8))
        return
    }
    // The child gets our environment minus LD_PRELOAD: the benchmark runner preloads its malloc
    // interposer into this process, and the child should run as it does for a user.
    var environment = ProcessInfo.processInfo.environment
    environment["LD_PRELOAD"] = nil
    let configuration = Benchmark.Configuration(
        metrics: [childTime, childPeak],
        units: [childTime: .count, childPeak: .count],
        maxDuration: .seconds(5),
        maxIterations: 300
    )

    if let binary = MemorizeBinary.locate() {
        // `--seed 1` so every run plays the same theme and board (without it the theme, and so
        // the board size, is random).
        let command = [binary.path, "-c", "new; state", "--seed", "1"]
        Benchmark("memorize -c \"new; state\" (start to exit)", configuration: configuration) { benchmark in
            // The last line is `state`'s JSON; check it is there, so a broken binary cannot pass.
            probe.measure(command, environment: environment, benchmark: benchmark) { $0.contains("\"isOver\"") }
        }
    } else {
        // Printed by every benchmark process, so it shows however the run is filtered.
        FileHandle.standardError.write(Data(MemorizeBinary.missingMessage.utf8))
    }

    let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "python3"
    Benchmark("python3 -c pass (start to exit)", configuration: configuration) { benchmark in
        probe.measure([python, "-c", "pass"], environment: environment, benchmark: benchmark) { _ in true }
    }
    Benchmark("true (start to exit: the probe's floor)", configuration: configuration) { benchmark in
        probe.measure(["/bin/true"], environment: environment, benchmark: benchmark) { _ in true }
    }
}

/// The C program beside this benchmark (target StartupProbe) that spawns a child and reports its
/// time and peak memory. Peak memory cannot be read from here: Linux gives a child started from
/// this process (about 26 MB resident) at least this process's high-water mark as its own (see
/// StartupProbe/main.c and README.md), so the child is started from that small program instead.
struct StartupProbe {
    let url: URL

    static func locate() -> StartupProbe? {
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        let probe = executable.deletingLastPathComponent().appendingPathComponent("StartupProbe")
        return FileManager.default.isExecutableFile(atPath: probe.path) ? StartupProbe(url: probe) : nil
    }

    /// Runs `command` through the probe and records the child's time and peak as this iteration's
    /// custom metrics. `check` sees the child's standard output.
    func measure(_ command: [String], environment: [String: String], benchmark: Benchmark, check: (String) -> Bool) {
        let process = Process()
        process.executableURL = url
        process.arguments = command
        process.environment = environment
        let output = Pipe(), report = Pipe()
        process.standardOutput = output
        process.standardError = report
        do {
            try process.run()
        } catch {
            benchmark.error("cannot start \(url.path): \(error)")
            return
        }
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let reported = String(decoding: report.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var fields: [String: Int] = [:]
        for field in reported.split(whereSeparator: \.isWhitespace) {
            let parts = field.split(separator: "=", maxSplits: 1)
            if parts.count == 2, let value = Int(parts[1]) { fields[String(parts[0])] = value }
        }
        guard let nanoseconds = fields["nanoseconds"], let peak = fields["maxrss_kb"], let status = fields["status"] else {
            benchmark.error("startup-probe said: \(reported)")
            return
        }
        guard status == 0, check(String(decoding: printed, as: UTF8.self)) else {
            benchmark.error("\(command.joined(separator: " ")) ended with status \(status) or printed the wrong thing")
            return
        }
        benchmark.measurement(childTime, nanoseconds / 1_000)
        benchmark.measurement(childPeak, peak)
    }
}

/// Where the `memorize` executable under test is.
enum MemorizeBinary {
    /// `$MEMORIZE_BIN`, else `../.build/release/memorize` relative to the Benchmarks package.
    static var path: String {
        if let path = ProcessInfo.processInfo.environment["MEMORIZE_BIN"], !path.isEmpty {
            return path
        }
        // This file is Benchmarks/Benchmarks/Startup/Startup.swift in the repository.
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent() // Startup
            .deletingLastPathComponent() // Benchmarks (executables)
            .deletingLastPathComponent() // Benchmarks (the package)
            .deletingLastPathComponent() // the repository root
            .appendingPathComponent(".build/release/memorize")
            .path
    }

    static func locate() -> URL? {
        FileManager.default.isExecutableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
    }

    static var missingMessage: String {
        """
        note: the Startup benchmark needs a release build of memorize, and there is none at
          \(path)
        Build one at the repository root first:
          swift build -c release
        or set MEMORIZE_BIN to the path of a memorize executable. Skipping the memorize benchmark.

        """
    }
}
