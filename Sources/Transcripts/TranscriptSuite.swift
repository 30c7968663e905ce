import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import REPL
import Platform
import Storage
import Synchronization

/// `memorize test`: finds transcripts, runs them in parallel, reports, and updates them.
public struct TranscriptSuite: Sendable {
    public static let fileExtension = "transcript"

    public struct Options: Sendable {
        public var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
        public var update = false
        public var failFast = false
        /// Seconds a transcript may run before it is reported as hung (its `@ timeout` wins).
        public var timeout = 30.0
        public var color = false
        public init() {}
    }

    /// What became of one transcript.
    public enum Outcome: Sendable {
        case ran(TranscriptResult)
        case malformed(TranscriptError)
        case skipped(reason: String)
        case timedOut(line: Int, seconds: Double)
        /// Not started, because `--fail-fast` stopped the run.
        case notRun
    }

    /// The transcript files under `paths` (files as given, directories searched recursively for
    /// `*.transcript`), sorted, filtered by substring.
    public static func discover(_ paths: [String], filter: String?) throws(TranscriptError) -> [String] {
        var files: [String] = []
        for path in paths {
            let kind = PathKind(of: path)
            guard kind != .missing else {
                throw TranscriptError(path: path, line: 0, message: "no such file or directory")
            }
            guard kind == .directory else {
                files.append(path)
                continue
            }
            let base = path.hasSuffix("/") ? String(path.dropLast()) : path
            let found = (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
            files += found.filter { $0.hasSuffix("." + fileExtension) }.sorted().map { "\(base)/\($0)" }
        }
        return files.filter { filter == nil || $0.contains(filter ?? "") }
    }

    /// Reads and parses one transcript file.
    public static func load(_ path: String) -> Result<Transcript, TranscriptError> {
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(TranscriptError(path: path, line: 0, message: "cannot read the file"))
        }
        return Result { () throws(TranscriptError) in try Transcript.parse(data, path: path) }
    }

    /// Reads, parses and runs one transcript file (no timeout: the suite adds that).
    /// - Parameter loaded: told the transcript once it is parsed, before it runs.
    public static func runFile(
        _ path: String, loaded: (Transcript) -> Void = { _ in }, progress: (Int) -> Void = { _ in }
    ) -> Outcome {
        switch load(path) {
        case .failure(let error):
            return .malformed(error)
        case .success(let transcript):
            if let reason = transcript.settings.skip { return .skipped(reason: reason) }
            loaded(transcript)
            return .ran(TranscriptRunner.run(transcript, progress: progress))
        }
    }

    /// Runs `files` with `options.jobs` worker threads; the calling thread watches the clock.
    /// Returns outcomes in the order of `files`.
    ///
    /// A transcript past its timeout is reported with the line it was running; its thread cannot
    /// be stopped, so it is left behind (the process ends when the run does) and a new worker
    /// takes its place.
    /// - Complexity: the sum of the transcripts' costs, spread over the workers.
    public static func run(_ files: [String], options: Options) -> [Outcome] {
        let state = RunState(count: files.count)
        func startWorker() {
            detachThread {
                while let index = state.nextJob() {
                    let outcome = runFile(
                        files[index],
                        loaded: { state.setTimeout(index, seconds: $0.settings.timeout ?? options.timeout) },
                        progress: { state.progress(index, line: $0) })
                    state.finish(index, outcome, failFast: options.failFast)
                }
            }
        }
        for _ in 0..<min(max(1, options.jobs), max(1, files.count)) { startWorker() }
        while !state.isDone {
            // Woken by each finished transcript, or every 20 ms to look at the clock.
            _ = state.wake.wait(timeout: .now() + .milliseconds(20))
            for (index, line, elapsed, limit) in state.running() where elapsed > limit {
                if state.abandon(index, line: line, seconds: limit, failFast: options.failFast) {
                    startWorker()
                }
            }
        }
        return state.outcomes()
    }

    /// Prints the outcomes (failures in file order, then the summary line) and updates failing
    /// transcripts if asked. Returns the exit status: 2 if any transcript is malformed, 1 if any
    /// failed (and was not updated), else 0.
    public static func report(
        _ outcomes: [Outcome], of files: [String], options: Options, out: (String) -> Void, err: (String) -> Void
    ) -> Int32 {
        var passed = 0, failed = 0, skipped = 0, updated = 0, malformed = 0
        for (path, outcome) in zip(files, outcomes) {
            switch outcome {
            case .ran(let result) where result.passed:
                passed += 1
            case .ran(let result):
                failed += 1
                if options.update {
                    do {
                        try AtomicFile.write(result.updatedText(), to: result.transcript.path)
                        updated += 1
                        let blocks = result.transcript.blocks
                        let where_ = result.failedBlocks.map { blocks[$0].line }
                            .map { $0 == 0 ? "start-up" : "line \($0)" }
                        let status = result.exitMatches ? [] : ["exit status"]
                        out("updated \(result.transcript.path) (\((where_ + status).joined(separator: ", ")))")
                    } catch {
                        err("error: \(error.description)")
                    }
                } else {
                    result.failureReport(color: options.color).forEach(out)
                }
            case .malformed(let error):
                failed += 1
                malformed += 1
                err("error: \(error)")
            case .timedOut(let line, let seconds):
                failed += 1
                err("error: \(path):\(line): timed out after \(TextRenderer.format(seconds)) s (raise it with '@ timeout: SECONDS')")
            case .skipped, .notRun:
                skipped += 1
            }
        }
        var summary = "\(passed) passed, \(failed) failed"
        if skipped > 0 { summary += ", \(skipped) skipped" }
        if updated > 0 { summary += ", \(updated) updated" }
        out(summary)
        if malformed > 0 { return 2 }
        return failed - updated > 0 ? 1 : 0
    }
}

/// The shared state of a run: the next job, what each worker is doing, and the outcomes.
private final class RunState: Sendable {
    private struct State {
        var next = 0
        var stopped = false
        var outcomes: [TranscriptSuite.Outcome?]
        /// What each worker is running: since when, which input line, and its time limit
        /// (infinite until the transcript is parsed and its `@ timeout` known).
        var running: [Int: (started: ContinuousClock.Instant, line: Int, limit: Double)] = [:]
    }
    private let state: Mutex<State>
    private let count: Int
    /// Signalled whenever a transcript finishes, so the watching thread sleeps instead of polling.
    let wake = DispatchSemaphore(value: 0)

    init(count: Int) {
        self.count = count
        state = Mutex(State(outcomes: Array(repeating: nil, count: count)))
    }

    func nextJob() -> Int? {
        state.withLock { state in
            guard !state.stopped, state.next < count else { return nil }
            defer { state.next += 1 }
            state.running[state.next] = (ContinuousClock.now, 0, .infinity)
            return state.next
        }
    }

    func progress(_ index: Int, line: Int) {
        state.withLock { $0.running[index]?.line = line }
    }

    /// Starts the transcript's clock once it is parsed, with its own time limit.
    func setTimeout(_ index: Int, seconds: Double) {
        state.withLock { state in
            state.running[index]?.started = ContinuousClock.now
            state.running[index]?.limit = seconds
        }
    }

    func finish(_ index: Int, _ outcome: TranscriptSuite.Outcome, failFast: Bool) {
        state.withLock { state in
            guard state.running.removeValue(forKey: index) != nil else { return }   // abandoned already
            state.outcomes[index] = outcome
            if failFast, Self.isFailure(outcome) { state.stopped = true }
        }
        wake.signal()
    }

    /// Gives up on a hung transcript. Returns true if it was still running.
    func abandon(_ index: Int, line: Int, seconds: Double, failFast: Bool) -> Bool {
        state.withLock { state in
            guard state.running.removeValue(forKey: index) != nil else { return false }
            state.outcomes[index] = .timedOut(line: line, seconds: seconds)
            if failFast { state.stopped = true }
            return true
        }
    }

    func running() -> [(index: Int, line: Int, elapsed: Double, limit: Double)] {
        let now = ContinuousClock.now
        return state.withLock { state in
            state.running.map { index, job in
                let (seconds, attoseconds) = (now - job.started).components
                return (index, job.line, Double(seconds) + Double(attoseconds) * 1e-18, job.limit)
            }
        }
    }

    var isDone: Bool {
        state.withLock { state in
            state.running.isEmpty && (state.stopped || state.next >= count)
        }
    }

    func outcomes() -> [TranscriptSuite.Outcome] {
        state.withLock { $0.outcomes.map { $0 ?? .notRun } }
    }

    private static func isFailure(_ outcome: TranscriptSuite.Outcome) -> Bool {
        switch outcome {
        case .ran(let result): !result.passed
        case .malformed, .timedOut: true
        case .skipped, .notRun: false
        }
    }
}
