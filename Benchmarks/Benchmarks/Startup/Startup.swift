// Start-to-exit time of the real executable: `memorize -c "new; state"` as a child process.
import Benchmark
import Foundation

let benchmarks: @Sendable () -> Void = {
    guard let binary = MemorizeBinary.locate() else {
        // Printed by every benchmark process, so it shows however the run is filtered.
        FileHandle.standardError.write(Data(MemorizeBinary.missingMessage.utf8))
        return
    }

    // `--seed 1` so every run plays the same theme and board (without it the theme, and so the
    // board size, is random). The child gets our environment minus LD_PRELOAD: the benchmark
    // runner preloads its malloc interposer into this process, and the child should run as it
    // does for a user.
    let arguments = ["-c", "new; state", "--seed", "1"]
    var environment = ProcessInfo.processInfo.environment
    environment["LD_PRELOAD"] = nil

    Benchmark(
        "memorize -c \"new; state\" (start to exit)",
        configuration: .init(
            // Time only. package-benchmark's memory metrics are of this process, not the child's,
            // and getrusage(RUSAGE_CHILDREN).ru_maxrss cannot stand in: Linux carries the parent's
            // high-water mark into a posix_spawn'd child (it execs from the parent's address
            // space), so every child would report this process's ~26 MB. See README.md.
            metrics: [.wallClock],
            timeUnits: .microseconds,
            maxDuration: .seconds(5),
            maxIterations: 500
        )
    ) { benchmark in
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            benchmark.error("cannot start \(binary.path): \(error)")
            return
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        benchmark.stopMeasurement()

        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            benchmark.error("\(binary.path) \(arguments) ended with status \(process.terminationStatus)")
            return
        }
        // The last line is `state`'s JSON; check it is there, so a broken binary cannot pass.
        guard String(decoding: data, as: UTF8.self).contains("\"isOver\"") else {
            benchmark.error("\(binary.path) \(arguments) printed no state")
            return
        }
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
        or set MEMORIZE_BIN to the path of a memorize executable. Skipping the Startup benchmark.

        """
    }
}
