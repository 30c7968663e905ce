#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import InterfaceCoverage
import Platform
import REPL
import Storage

/// `memorize test`: discover the transcripts, run them in worker processes, report. The
/// executable only reads the command line into ``Options`` and exits with the status this returns.
public enum SuiteRun {
    /// The report's format: text for people, TAP or JUnit XML for CI, JSON for scripts
    /// (``JSONReport``: with `--coverage`, what was run and what was never run).
    public enum ReportFormat: String, CaseIterable, Sendable {
        case text, tap, junit, json

        /// The format a report file's name says (`.tap`, `.xml`, `.json`); nil when it says none.
        public init?(ofReport path: String) {
            if path.hasSuffix(".tap") {
                self = .tap
            } else if path.hasSuffix(".xml") {
                self = .junit
            } else if path.hasSuffix(".json") {
                self = .json
            } else {
                return nil
            }
        }
    }

    public struct Options: Sendable {
        public var paths: [String] = []
        /// Worker processes at once; nil for one a core.
        public var jobs: Int?
        public var update = false
        /// Ask about each failing hunk on the terminal, and write the accepted ones.
        public var review = false
        /// A directory for the pictures of failing screen snapshots.
        public var artifacts: String?
        public var filter: String?
        public var shard: Shard?
        public var list = false
        public var failFast = false
        public var allowEmpty = false
        /// Seconds a transcript may run before it is reported as hung.
        public var timeout = 30.0
        public var format: ReportFormat?
        /// A file the report is written to (and the text shown on standard output).
        public var report: String?
        /// The slowest transcripts listed before the summary.
        public var durations = 0
        public var color = false
        /// The program the workers run (`memorize test --worker`).
        public var workerExecutable = ChildProcess.currentExecutable
        public var workerArguments = ["memorize", "test", "--worker"]
        /// Measure what of the interface the transcripts exercise (``CoverageReport``).
        public var coverage = false
        /// Fail the run when the coverage is below this percentage.
        public var coverageMinimum: Double?
        /// The paths are JSON reports (`--format json --coverage`) of runs to merge, not transcripts.
        public var coverageMerge = false
        /// Rows of the interface the transcripts' own session cannot declare: the executable's
        /// subcommands and their options (the REPL's rows come from the standard registry).
        public var shellRows: [CoverageRow] = []

        public init() {}
    }

    /// Runs the suite; returns the exit status (0 all passed, 1 any failed, 2 a transcript malformed).
    /// - Complexity: the transcripts' own costs, spread over the workers, plus O(*n* log *n*) to
    ///   discover and order *n* transcripts.
    public static func run(_ options: Options) -> Int32 {
        if options.coverageMerge { return merge(options) }
        if options.review, let refusal = reviewRefusal(options) {
            fail(refusal)
            return 2
        }
        let cases: [TranscriptCase]
        switch select(options) {
        case .run(let selected): cases = selected
        case .exit(let status): return status
        }
        let exclusions: [CoverageRow: String]
        do {
            exclusions = options.coverage ? try CoverageExclusions.read(in: searchedPaths(options)) : [:]
        } catch {
            fail("error: \(error)")
            return 2
        }
        var (run, rows) = runWorkers(cases, options)
        if options.update {
            let (updated, errors) = TranscriptSuite.applyUpdates(run.reports, of: cases)
            run.updated = updated
            errors.forEach(fail)
        }
        let coverage = options.coverage ? coverageReport(recorded: rows, excluded: exclusions, options) : nil
        if options.review {
            let outcome = SuiteReview.review(run, console: .terminal(color: options.color))
            run.updated = outcome.updated
            outcome.errors.forEach(fail)
            StandardStreams.write(outcome.summary + "\n" + run.summary + "\n", to: FileIO.standardOutput)
        } else {
            show(run, coverage: coverage, options)
        }
        if let directory = options.artifacts {
            let outcome = FailureArtifacts.write(run, to: directory)
            outcome.errors.forEach(fail)
            let count = outcome.written == 1 ? "1 artifact" : "\(outcome.written) artifacts"
            StandardStreams.write("\(count) written to \(directory.terminalSafe)\n", to: FileIO.standardError)
        }
        if let report = options.report {
            do {
                try AtomicFile.write(reportText(run, coverage: coverage, for: report, options), to: report)
            } catch {
                fail("error: \(error.description)")
                return 1
            }
        }
        return judged(run.exitStatus, coverage: coverage, options)
    }

    /// The paths searched for transcripts: those given, else `transcripts`.
    static func searchedPaths(_ options: Options) -> [String] {
        options.paths.isEmpty ? ["transcripts"] : options.paths
    }

    /// Why `--review` cannot run: it asks on a terminal, one key a hunk.
    private static func reviewRefusal(_ options: Options) -> String? {
        if options.update { return "error: --review and --update both write the changes: --review asks about each, --update takes them all; give one" }
        guard Terminal.isTTY(FileIO.standardInput), Terminal.isTTY(FileIO.standardOutput) else {
            return "error: --review asks about each change, so it needs a terminal on standard input and output (--update takes them all)"
        }
        return nil
    }

    /// What ``select(_:)`` leaves to do.
    private enum Selection {
        /// Run these transcripts.
        case run([TranscriptCase])
        /// Nothing to run: exit with this status (the cases were listed, or there are none).
        case exit(Int32)
    }

    /// The transcripts the options pick (discovered, filtered, this shard's), or the status to
    /// exit with: 0 when `--list` listed them, 1 when discovery failed or picked none and
    /// `--allow-empty` was not given.
    /// - Complexity: O(*n* log *n*) to discover and order *n* transcripts.
    private static func select(_ options: Options) -> Selection {
        let searched = searchedPaths(options)
        var cases: [TranscriptCase]
        do {
            cases = try TranscriptSuite.discover(searched, filter: options.filter)
        } catch {
            fail("error: \(error)")
            return .exit(1)
        }
        if let shard = options.shard { cases = shard.select(cases) }
        if options.list {
            // A name is shown, never obeyed: an escape in it cannot clear the screen, a line feed in
            // it cannot make a second entry.
            StandardStreams.write(cases.map { $0.name.terminalSafe + "\n" }.joined(), to: FileIO.standardOutput)
            return .exit(0)
        }
        guard !cases.isEmpty || options.allowEmpty else {
            var what = options.filter.map { " matching '\($0)'" } ?? ""
            if let shard = options.shard { what += " in shard \(shard)" }
            fail("error: no transcripts\(what) in \(searched.joined(separator: ", ")) (use --allow-empty if that is expected)")
            return .exit(1)
        }
        return .run(cases)
    }

    /// Runs `cases` in worker processes, showing progress on a terminal, and times the run; with
    /// the coverage rows the workers recorded (none unless `--coverage`).
    private static func runWorkers(_ cases: [TranscriptCase], _ options: Options) -> (TranscriptSuite.Run, Set<String>) {
        let started = Date()
        let clock = ContinuousClock.now
        // One directory for every scratch directory of this run, removed at its end whatever
        // happened to the workers (a timeout kills one in the middle of a transcript) and on a
        // signal (the pool removes it); named with this runner's pid, so that after a SIGKILL
        // the next run removes it.
        ScratchRoots.removeAbandoned(in: FileManager.default.temporaryDirectory.path)
        let scratchRoot = FileManager.default.temporaryDirectory.appendingPathComponent(ScratchRoots.name(for: FileSystem.processID))
        try? FileManager.default.createDirectory(at: scratchRoot, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratchRoot) }
        var progress = ProgressLine(enabled: Terminal.isTTY(FileIO.standardError))
        let (reports, rows) = WorkerPool.runRecording(cases, workerConfiguration(options, scratchRoot: scratchRoot.path)) { progress.show($0) }
        progress.clear()
        let (seconds, attoseconds) = (ContinuousClock.now - clock).components
        let run = TranscriptSuite.Run(
            cases: cases, reports: reports, seconds: Double(seconds) + Double(attoseconds) * 1e-18, started: started)
        return (run, rows)
    }

    /// How the pool starts its workers: the options' program and limits, and this process's
    /// environment with the scratch root the workers make their directories in.
    private static func workerConfiguration(_ options: Options, scratchRoot: String) -> WorkerPool.Configuration {
        var variables = ProcessInfo.processInfo.environment
        variables[scratchRootVariable] = scratchRoot
        variables[CramShell.memorizeVariable] = absoluteExecutable(options.workerExecutable)
        var configuration = WorkerPool.Configuration(
            executable: options.workerExecutable, arguments: options.workerArguments + (options.coverage ? ["--coverage"] : [])
                + (options.update || options.review ? ["--worker-updates"] : []),
            environment: variables.map { "\($0.key)=\($0.value)" }, jobs: options.jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount),
            timeout: options.timeout, failFast: options.failFast)
        configuration.scratchRoot = scratchRoot
        configuration.ownsEveryChild = true   // `memorize test` starts nothing but its workers
        return configuration
    }

    /// `path` as a cram file can run it from its own directory: where `/proc/self/exe` points
    /// (else the shell's `$MEMORIZE` would be the shell itself), and absolute.
    /// - Complexity: O(1) (one readlink(2)).
    static func absoluteExecutable(_ path: String) -> String {
        let target = FileSystem.linkTarget(path).flatMap { $0.hasPrefix("/") ? $0 : nil } ?? path
        return target.hasPrefix("/") ? target : FileManager.default.currentDirectoryPath + "/" + target
    }

    /// The report on the standard streams: in the options' format, or as text when the formatted
    /// report goes to a file. The coverage shows after the text report and inside the JSON one;
    /// beside TAP or JUnit on standard output, its text goes to standard error.
    static func show(_ run: TranscriptSuite.Run, coverage: CoverageReport?, _ options: Options) {
        let out: (String) -> Void = { StandardStreams.write($0 + "\n", to: FileIO.standardOutput) }
        let err: (String) -> Void = { StandardStreams.write($0 + "\n", to: FileIO.standardError) }
        let screenFormat = options.report == nil ? (options.format ?? .text) : .text
        switch screenFormat {
        case .text:
            TextReport.write(run, color: options.color, durations: options.durations, out: out, err: err)
            coverage?.textLines().forEach(out)
        case .tap:
            StandardStreams.write(TAPReport.render(run), to: FileIO.standardOutput)
            coverage?.textLines().forEach(err)
        case .junit:
            StandardStreams.write(JUnitReport.render(run), to: FileIO.standardOutput)
            coverage?.textLines().forEach(err)
        case .json:
            StandardStreams.write(JSONReport(run, coverage: coverage).text, to: FileIO.standardOutput)
        }
    }

    /// The report file's text, in the options' format or the one its name says (text otherwise).
    private static func reportText(_ run: TranscriptSuite.Run, coverage: CoverageReport?, for report: String, _ options: Options) -> String {
        switch options.format ?? ReportFormat(ofReport: report) ?? .text {
        case .text:
            var lines: [String] = []
            TextReport.write(run, color: false, durations: options.durations, out: { lines.append($0) }, err: { lines.append($0) })
            lines += coverage?.textLines() ?? []
            return lines.joined(separator: "\n") + "\n"
        case .tap: return TAPReport.render(run)
        case .junit: return JUnitReport.render(run)
        case .json: return JSONReport(run, coverage: coverage).text
        }
    }

    /// One line on standard error, control characters shown, never obeyed.
    static func fail(_ message: String) {
        StandardStreams.write(message.terminalSafe + "\n", to: FileIO.standardError)
    }
}

/// `  412/1000 · 2 failed · 3.1 s` on standard error, redrawn in place, for a suite that runs
/// over a second on a terminal; erased when the run ends.
struct ProgressLine {
    let enabled: Bool
    private var shown = false

    init(enabled: Bool) {
        self.enabled = enabled
    }

    mutating func show(_ progress: WorkerPool.Progress) {
        guard enabled, progress.elapsed >= 1 else { return }
        shown = true
        let failed = progress.failed > 0 ? " · \(progress.failed) failed" : ""
        let elapsed = (progress.elapsed * 10).rounded() / 10
        StandardStreams.write("\r\u{1B}[K  \(progress.done)/\(progress.total)\(failed) · \(elapsed) s", to: FileIO.standardError)
    }

    mutating func clear() {
        guard shown else { return }
        StandardStreams.write("\r\u{1B}[K", to: FileIO.standardError)
        shown = false
    }
}

extension SuiteReview.Console {
    /// The terminal on standard input and output: each key read in raw mode, the terminal's
    /// own mode put back before anything else is written.
    static func terminal(color: Bool) -> Self {
        Self(
            write: { StandardStreams.write($0, to: FileIO.standardOutput) },
            key: { prompt in
                let saved = Terminal.Mode.current(of: FileIO.standardInput)
                // Raw before the prompt shows: a key typed as soon as it is seen is never echoed
                // or held for a line.
                saved?.raw.apply(to: FileIO.standardInput)
                defer { saved?.apply(to: FileIO.standardInput) }
                StandardStreams.write(prompt, to: FileIO.standardOutput)
                var byte: [UInt8] = [0]
                guard case .success(1) = byte.withUnsafeMutableBytes({ FileIO.read(from: FileIO.standardInput, into: $0) }) else { return nil }
                return byte[0]
            },
            width: Terminal.size(of: FileIO.standardOutput)?.width ?? 80,
            color: color)
    }
}
