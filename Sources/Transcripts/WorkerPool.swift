#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform

/// Runs a suite in a few worker processes (``TranscriptWorker``), each running many transcripts
/// in-process so that the suite stays fast, and none able to take the suite down: a transcript
/// that crashes its worker, or hangs it past its time limit, is reported as that transcript's
/// failure, with the line it was running, and a new worker takes the rest.
///
/// The parent is one thread: poll(2) over the workers' pipes, with the clock checked between.
public enum WorkerPool {
    public struct Configuration: Sendable {
        /// The program to start as a worker, and its arguments (the first is its name).
        public var executable: String
        public var arguments: [String]
        public var environment: [String]
        public var jobs: Int
        /// Seconds a transcript may run (its `@ timeout` wins).
        public var timeout: Double
        public var failFast: Bool
        /// The run's scratch directory: removed, with every worker killed, when a signal
        /// (SIGINT, SIGTERM, SIGHUP, SIGQUIT) ends the run, before the runner dies of it.
        public var scratchRoot: String?
        /// Whether this process starts no children but the workers: it then becomes the reaper
        /// of their orphans (what a worker's cram file left running when the worker died, a
        /// daemon in a session of its own included) and kills every child that is not a worker
        /// when a worker dies and when the run ends, however it ends. Off for a process that
        /// starts other children, which it would kill.
        public var ownsEveryChild = false

        public init(executable: String, arguments: [String], environment: [String], jobs: Int, timeout: Double, failFast: Bool) {
            self.executable = executable
            self.arguments = arguments
            self.environment = environment
            self.jobs = jobs
            self.timeout = timeout
            self.failFast = failFast
        }
    }

    /// How the run stands, for a progress line.
    public struct Progress: Sendable {
        public var done: Int
        public var failed: Int
        public var total: Int
        /// Seconds since the run started.
        public var elapsed: Double
    }

    /// Runs `cases`; reports come back in their order (`notRun` for those `--fail-fast` left).
    /// - Parameter tick: called about ten times a second with how the run stands.
    /// - Complexity: the sum of the transcripts' costs spread over the workers, plus O(1) messages each.
    public static func run(_ cases: [TranscriptCase], _ configuration: Configuration, tick: (Progress) -> Void = { _ in }) -> [CaseReport] {
        runRecording(cases, configuration, tick: tick).reports
    }

    /// Runs `cases` as ``run(_:_:tick:)`` does, and returns with their reports the coverage rows
    /// the workers said the cases exercised (workers started with `--coverage` say them; the
    /// union does not depend on which worker ran what).
    public static func runRecording(
        _ cases: [TranscriptCase], _ configuration: Configuration, tick: (Progress) -> Void = { _ in }
    ) -> (reports: [CaseReport], coverage: Set<String>) {
        var pool = Pool(cases: cases, configuration: configuration)
        pool.run(tick: tick)
        return (pool.reports.map { $0 ?? CaseReport(status: .notRun) }, pool.coverage)
    }
}

/// One worker process and what the parent knows of it.
private struct Worker {
    let process: ChildProcess
    /// Cases sent, in the order it runs them; the first is running.
    var outstanding: [Int] = []
    /// When the first outstanding case started (when the one before it finished), and its limit.
    var started = ContinuousClock.now
    var limit: Double
    var output = LineBuffer()
    var outputOpen = true
    var errorOpen = true
    var inputOpen = true
    /// The last bytes it wrote on standard error (a crash's "Fatal error: …").
    var errorTail: [UInt8] = []
    var saidAnything = false
    /// Its signal handler's last word: the case, the signal and the line.
    var lastWord: (index: Int, signal: Int32, line: Int)?
    /// The case it was sent SIGTERM for, and when.
    var stopped: (index: Int, at: ContinuousClock.Instant)?
}

private struct Pool {
    let cases: [TranscriptCase]
    let configuration: WorkerPool.Configuration
    var reports: [CaseReport?]
    /// The coverage rows the workers said, as written.
    var coverage: Set<String> = []
    var workers: [Worker] = []
    /// The next case never sent, and cases to send again (their worker died before them).
    var next = 0
    var retry: [Int] = []
    var halted = false
    /// Workers in a row that died without a word: the program cannot run as a worker at all.
    var silentDeaths = 0
    let begin = ContinuousClock.now
    let decoder = JSONDecoder()
    /// Jobs queued in a worker beyond the one running, so it never waits for the parent.
    var depth: Int { configuration.failFast ? 1 : 2 }

    init(cases: [TranscriptCase], configuration: WorkerPool.Configuration) {
        self.cases = cases
        self.configuration = configuration
        reports = Array(repeating: nil, count: cases.count)
    }

    var hasWork: Bool { !halted && (!retry.isEmpty || next < cases.count) }

    mutating func takeNext() -> Int? {
        guard !halted else { return nil }
        if !retry.isEmpty { return retry.removeFirst() }
        guard next < cases.count else { return nil }
        defer { next += 1 }
        return next
    }

    mutating func run(tick: (WorkerPool.Progress) -> Void) {
        Signals.ignore(Signals.brokenPipe)
        if configuration.ownsEveryChild { Descendants.adoptOrphans() }
        let endings = Signals.endings
        let previous = endings.map(Signals.note)
        defer { previous.forEach(Signals.restore) }
        for _ in 0..<min(max(1, configuration.jobs), cases.count) { spawn() }
        var lastTick = ContinuousClock.now
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !workers.isEmpty {
            let descriptors = workers.flatMap { worker in
                (worker.outputOpen ? [worker.process.output] : []) + (worker.errorOpen ? [worker.process.errorOutput] : [])
            }
            for fd in ChildProcess.readable(descriptors, timeout: 0.05) {
                guard let index = workers.firstIndex(where: { $0.process.output == fd || $0.process.errorOutput == fd }) else { continue }
                let count: Int
                switch buffer.withUnsafeMutableBytes({ FileIO.read(from: fd, into: $0) }) {
                case .success(let read): count = read
                case .failure: count = 0
                }
                if fd == workers[index].process.output {
                    if count == 0 {
                        workers[index].outputOpen = false
                        continue
                    }
                    let lines = buffer.withUnsafeBytes { workers[index].output.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
                    for line in lines { receive(line, from: index) }
                } else if count == 0 {
                    workers[index].errorOpen = false
                } else {
                    workers[index].errorTail += buffer[..<count]
                    if workers[index].errorTail.count > 8192 { workers[index].errorTail.removeFirst(workers[index].errorTail.count - 8192) }
                }
            }
            for index in workers.indices.reversed() where !workers[index].outputOpen && !workers[index].errorOpen {
                bury(workers.remove(at: index))
            }
            if let signal = Signals.takePending().first(where: endings.contains) { die(of: signal) }
            checkClocks()
            let now = ContinuousClock.now
            if now - lastTick >= .milliseconds(100) {
                lastTick = now
                tick(progress(at: now))
            }
        }
        // Cases no worker could take (none would start): say so rather than leave them unrun.
        for index in reports.indices where reports[index] == nil && !halted {
            reports[index] = CaseReport(status: .crashed, message: "no worker process could run it")
        }
    }

    func progress(at now: ContinuousClock.Instant) -> WorkerPool.Progress {
        let done = reports.count { $0 != nil }
        let failed = reports.count { $0?.isFailure == true }
        return WorkerPool.Progress(done: done, failed: failed, total: cases.count, elapsed: seconds(now - begin))
    }

    mutating func spawn() {
        guard hasWork else { return }
        switch ChildProcess.spawn(configuration.executable, arguments: configuration.arguments, environment: configuration.environment) {
        case .success(let process):
            workers.append(Worker(process: process, limit: configuration.timeout))
            feed(workers.count - 1)
        case .failure(let error):
            halted = true
            for index in reports.indices where reports[index] == nil {
                reports[index] = CaseReport(status: .crashed, message: "could not start a worker process: \(error)")
            }
        }
    }

    /// Sends the worker jobs until it has `depth` of them; closes its input when there are no more.
    mutating func feed(_ index: Int) {
        while workers[index].inputOpen, workers[index].outstanding.count < depth, let next = takeNext() {
            let testCase = cases[next]
            let line = WorkerJob(index: next, path: testCase.path, block: testCase.block).line
            guard FileIO.writeAll(line, to: workers[index].process.input) else {
                retry.insert(next, at: 0)   // it is dying; another worker will run this one
                return
            }
            if workers[index].outstanding.isEmpty {
                workers[index].started = ContinuousClock.now
                workers[index].limit = configuration.timeout
            }
            workers[index].outstanding.append(next)
        }
        if workers[index].inputOpen, workers[index].outstanding.isEmpty, !hasWork {
            workers[index].process.closeInput()
            workers[index].inputOpen = false
        }
    }

    mutating func receive(_ line: [UInt8], from index: Int) {
        guard !line.isEmpty else { return }
        let message: WorkerMessage
        if let (passed, seconds) = WorkerMessage.passed(from: line) {
            message = WorkerMessage(index: passed, event: .finished, report: CaseReport(status: .passed, seconds: seconds))
        } else if let (skipped, seconds, why) = WorkerMessage.skipped(from: line) {
            message = WorkerMessage(index: skipped, event: .finished, report: CaseReport(status: .skipped, seconds: seconds, message: why))
        } else if let decoded = try? decoder.decode(WorkerMessage.self, from: Data(line)) {
            message = decoded
        } else {
            return
        }
        workers[index].saidAnything = true
        silentDeaths = 0
        switch message.event {
        case .started:
            if workers[index].outstanding.first == message.index, let limit = message.limit {
                workers[index].limit = limit
            }
        case .finished:
            guard let report = message.report, reports.indices.contains(message.index) else { return }
            reports[message.index] = report
            workers[index].outstanding.removeAll { $0 == message.index }
            workers[index].started = ContinuousClock.now
            workers[index].limit = configuration.timeout
            if configuration.failFast, report.isFailure { halted = true }
            feed(index)
            if halted { stopFeeding() }
        case .signal:
            workers[index].lastWord = (message.index, message.signal ?? 0, message.line ?? 0)
        case .coverage:
            coverage.formUnion(message.rows ?? [])
        }
    }

    /// After `--fail-fast` stops the run: no worker gets more, and idle ones leave.
    mutating func stopFeeding() {
        for index in workers.indices where workers[index].inputOpen {
            workers[index].process.closeInput()
            workers[index].inputOpen = false
        }
    }

    /// A worker whose pipes have closed: reap it, report the case it died on, hand its other
    /// cases back, and start another if there is work left.
    mutating func bury(_ worker: Worker) {
        if worker.inputOpen { worker.process.closeInput() }
        FileIO.close(worker.process.output)
        FileIO.close(worker.process.errorOutput)
        let termination = worker.process.waitForExit()
        endOrphans()
        var pending = worker.outstanding.filter { reports[$0] == nil }
        guard !pending.isEmpty else { return }
        var culprit = worker.lastWord?.index ?? pending[0]
        if let stopped = worker.stopped, stopped.index != culprit, reports[stopped.index] != nil {
            // It finished just as it was stopped: the next one was innocent.
            culprit = -1
        }
        if pending.contains(culprit) {
            pending.removeAll { $0 == culprit }
            reports[culprit] = deathReport(of: worker, termination: termination, case: culprit)
            if configuration.failFast { halted = true }
        }
        retry.insert(contentsOf: pending, at: 0)
        silentDeaths = worker.saidAnything ? 0 : silentDeaths + 1
        if silentDeaths >= 3 {
            halted = true
            let why = String(decoding: worker.errorTail, as: UTF8.self).split(separator: "\n").last.map { ": \($0)" } ?? ""
            for index in reports.indices where reports[index] == nil {
                reports[index] = CaseReport(status: .crashed, message: "worker processes die before running anything\(why)")
            }
            return
        }
        if hasWork, workers.count < configuration.jobs { spawn() }
    }

    func deathReport(of worker: Worker, termination: ChildProcess.Termination, case index: Int) -> CaseReport {
        let line = worker.lastWord.flatMap { $0.index == index ? $0.line : nil }
        if let stopped = worker.stopped, stopped.index == index {
            let limit = worker.limit
            return CaseReport(
                status: .timedOut, seconds: limit, line: line,
                message: "timed out after \(format(limit)) s (raise it with '@ timeout: SECONDS')")
        }
        let signal: Int32?
        switch termination {
        case .signalled(let number): signal = number
        case .exited(let status): signal = worker.lastWord?.signal ?? (status > 128 ? status - 128 : nil)
        }
        let message = signal.map { "crashed: \(Signals.describe($0)) (signal \($0))" }
            ?? "its worker process ended without a word"
        var report = CaseReport(status: .crashed, seconds: seconds(ContinuousClock.now - worker.started), line: line, message: message)
        let output = String(decoding: worker.errorTail, as: UTF8.self)
            .split(separator: "\n").suffix(10).joined(separator: "\n")
        report.output = output.isEmpty ? nil : output
        return report
    }

    /// Ends the run as `signal` asks: every worker is killed and reaped (one blocked in a
    /// transcript would otherwise outlive the run), then what they left, the scratch directory
    /// removed, and the runner dies of the signal, so that its parent sees what ended it.
    func die(of signal: Int32) -> Never {
        // SIGTERM first: a worker ends what it started (a cram file's shell) on its way out;
        // then SIGKILL for one that did not go.
        for worker in workers { worker.process.send(Signals.terminate) }
        Pause.seconds(0.1)
        for worker in workers { worker.process.send(Signals.forceKill) }
        for worker in workers { _ = worker.process.waitForExit() }
        endOrphans()
        if let root = configuration.scratchRoot { try? FileManager.default.removeItem(atPath: root) }
        Signals.dieByDefault(of: signal)
    }

    /// Kills every child that is not a live worker, and what each started: what a dead worker
    /// left (its cram shell and whatever that started, wherever it went) came back to this
    /// process, the reaper of its orphans.
    /// - Complexity: ``Descendants/endAll(sparing:)``: one look at the children when there are none.
    func endOrphans() {
        guard configuration.ownsEveryChild else { return }
        Descendants.endAll(sparing: Set(workers.map(\.process.pid)))
    }

    /// Stops a worker whose case has run past its limit (SIGTERM: its handler says where it
    /// was), and kills one that does not stop.
    mutating func checkClocks() {
        let now = ContinuousClock.now
        for index in workers.indices {
            guard let running = workers[index].outstanding.first, reports[running] == nil else { continue }
            if let stopped = workers[index].stopped {
                if now - stopped.at > .seconds(5) { workers[index].process.send(Signals.forceKill) }
                continue
            }
            if seconds(now - workers[index].started) > workers[index].limit {
                workers[index].stopped = (running, now)
                workers[index].process.send(Signals.terminate)
            }
        }
    }
}

private func seconds(_ duration: Duration) -> Double {
    let (seconds, attoseconds) = duration.components
    return Double(seconds) + Double(attoseconds) * 1e-18
}

/// Seconds as people write them: `0.2`, `30`, `1.5`.
func format(_ seconds: Double) -> String {
    seconds == seconds.rounded() && abs(seconds) < 1e15 ? String(Int(seconds)) : String(seconds)
}
