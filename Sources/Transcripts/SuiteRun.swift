#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import REPL
import Storage

/// `memorize test`: discover the transcripts, run them in worker processes, report. The
/// executable only reads the command line into ``Options`` and exits with the status this returns.
public enum SuiteRun {
    /// The report's format: text for people, TAP or JUnit XML for CI.
    public enum ReportFormat: String, CaseIterable, Sendable {
        case text, tap, junit

        /// The format a report file's name says (`.tap`, `.xml`); nil when it says none.
        public init?(ofReport path: String) {
            if path.hasSuffix(".tap") { self = .tap } else if path.hasSuffix(".xml") { self = .junit } else { return nil }
        }
    }

    public struct Options: Sendable {
        public var paths: [String] = []
        /// Worker processes at once; nil for one a core.
        public var jobs: Int?
        public var update = false
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

        public init() {}
    }

    /// Runs the suite; returns the exit status (0 all passed, 1 any failed, 2 a transcript malformed).
    /// - Complexity: the transcripts' own costs, spread over the workers, plus O(*n* log *n*) to
    ///   discover and order *n* transcripts.
    public static func run(_ options: Options) -> Int32 {
        let searched = options.paths.isEmpty ? ["transcripts"] : options.paths
        var cases: [TranscriptCase]
        do {
            cases = try TranscriptSuite.discover(searched, filter: options.filter)
        } catch {
            fail("error: \(error)")
            return 1
        }
        if let shard = options.shard { cases = shard.select(cases) }
        if options.list {
            StandardStreams.write(cases.map { $0.name + "\n" }.joined(), to: FileIO.standardOutput)
            return 0
        }
        guard !cases.isEmpty || options.allowEmpty else {
            var what = options.filter.map { " matching '\($0)'" } ?? ""
            if let shard = options.shard { what += " in shard \(shard)" }
            fail("error: no transcripts\(what) in \(searched.joined(separator: ", ")) (use --allow-empty if that is expected)")
            return 1
        }
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
        var variables = ProcessInfo.processInfo.environment
        variables[scratchRootVariable] = scratchRoot.path
        var configuration = WorkerPool.Configuration(
            executable: options.workerExecutable, arguments: options.workerArguments,
            environment: variables.map { "\($0.key)=\($0.value)" }, jobs: options.jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount),
            timeout: options.timeout, failFast: options.failFast)
        configuration.scratchRoot = scratchRoot.path
        var progress = ProgressLine(enabled: Terminal.isTTY(FileIO.standardError))
        let reports = WorkerPool.run(cases, configuration) { progress.show($0) }
        progress.clear()
        let (seconds, attoseconds) = (ContinuousClock.now - clock).components
        var run = TranscriptSuite.Run(
            cases: cases, reports: reports, seconds: Double(seconds) + Double(attoseconds) * 1e-18, started: started)
        if options.update {
            let (updated, errors) = TranscriptSuite.applyUpdates(reports, of: cases)
            run.updated = updated
            errors.forEach(fail)
        }
        let out: (String) -> Void = { StandardStreams.write($0 + "\n", to: FileIO.standardOutput) }
        let err: (String) -> Void = { StandardStreams.write($0 + "\n", to: FileIO.standardError) }
        let screenFormat = options.report == nil ? (options.format ?? .text) : .text
        switch screenFormat {
        case .text: TextReport.write(run, color: options.color, durations: options.durations, out: out, err: err)
        case .tap: StandardStreams.write(TAPReport.render(run), to: FileIO.standardOutput)
        case .junit: StandardStreams.write(JUnitReport.render(run), to: FileIO.standardOutput)
        }
        if let report = options.report {
            let text: String
            switch options.format ?? ReportFormat(ofReport: report) ?? .text {
            case .text:
                var lines: [String] = []
                TextReport.write(run, color: false, durations: options.durations, out: { lines.append($0) }, err: { lines.append($0) })
                text = lines.joined(separator: "\n") + "\n"
            case .tap: text = TAPReport.render(run)
            case .junit: text = JUnitReport.render(run)
            }
            do {
                try AtomicFile.write(text, to: report)
            } catch {
                fail("error: \(error.description)")
                return 1
            }
        }
        return run.exitStatus
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
