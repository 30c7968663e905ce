#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import InterfaceCoverage
import Platform
import Synchronization

/// A worker process of `memorize test` (`memorize test --worker`): reads jobs on standard input,
/// runs each transcript in-process, one after another, and writes what became of it on standard
/// output (see ``WorkerJob`` and ``WorkerMessage``).
///
/// A transcript that traps takes the worker down, and nothing else: its signal handler writes
/// the case and the input line it was running, and the parent reports that transcript as crashed
/// and starts another worker for the rest. The parent stops a transcript that runs too long with
/// SIGTERM, which the same handler answers, as it answers SIGINT, SIGHUP and SIGQUIT from a
/// terminal: it kills the cram shell's process group on its way out, and what left the group
/// goes to the runner, the reaper of this process's orphans.
public enum TranscriptWorker {
    /// Serves jobs until the end of its input; with `coverage`, says what each exercised (see
    /// ``WorkerMessage``), its own commands and keys and those of the `memorize`s its
    /// transcripts start (``CoverageLog``); with `updates` (`--update`, `--review`), a failing
    /// cram file's report holds its update (else it is left out: it is as large as the file).
    /// - Complexity: the sum of the transcripts' costs.
    public static func serve(input: Int32 = FileIO.standardInput, output: Int32 = FileIO.standardOutput, coverage: Bool = false, updates: Bool = true) {
        resultDescriptor.store(output, ordering: .relaxed)
        // Ctrl-C, Ctrl-\ and a hang-up reach the whole foreground process group, this worker
        // with its runner: each ends what the worker started, as the runner's SIGTERM does.
        for signal in Signals.crashes + Signals.endings {
            Signals.handle(signal, with: reportSignal)
        }
        // What a cram file leaves running, however far it went, comes back to this process and
        // is ended with the file; when this process dies, it goes to the runner, which ends it.
        CramShell.adoptLeftovers()
        // A worker dies with its runner, however the runner ended (SIGKILL included), even while a
        // transcript holds this thread: when nobody reads its results any more, nobody ever will.
        if FileSystem.info(of: output)?.kind == .fifo {
            detachThread {
                if FileIO.waitUntilUnread(output) {
                    endEverythingStarted()
                    ProcessExit.immediately(0)
                }
            }
        }
        let encoder = JSONEncoder()
        let decoder = JSONDecoder()
        func write(_ data: Data) {
            // The parent is gone: nobody wants the rest.
            if !data.withUnsafeBytes({ FileIO.writeAll($0, to: output) }) {
                endEverythingStarted()
                ProcessExit.immediately(0)
            }
        }
        func send(_ message: WorkerMessage) {
            if message.event == .finished, let report = message.report, report == CaseReport(status: .passed, seconds: report.seconds) {
                write(Data(WorkerMessage.passedLine(index: message.index, seconds: report.seconds).utf8))
                return
            }
            if message.event == .finished, let report = message.report, let why = report.message,
               report == CaseReport(status: .skipped, seconds: report.seconds, message: why),
               let line = WorkerMessage.skippedLine(index: message.index, seconds: report.seconds, message: why) {
                write(Data(line.utf8))
                return
            }
            guard var data = try? encoder.encode(message) else { return }
            data.append(UInt8(ascii: "\n"))
            write(data)
        }
        var coverageReport = coverage ? WorkerCoverage() : nil
        var lines = LineBuffer()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count: Int
            switch buffer.withUnsafeMutableBytes({ FileIO.read(from: input, into: $0) }) {
            case .success(let read) where read > 0: count = read
            case .success, .failure: return
            }
            let complete = buffer.withUnsafeBytes { lines.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
            for line in complete {
                guard let job = WorkerJob.plain(from: line) ?? (try? decoder.decode(WorkerJob.self, from: Data(line))) else { continue }
                run(job, coverage: &coverageReport, updates: updates, send: send)
            }
        }
    }

    /// Runs one job and says what became of it (and, under `--coverage`, what it exercised).
    private static func run(_ job: WorkerJob, coverage: inout WorkerCoverage?, updates: Bool, send: (WorkerMessage) -> Void) {
        runningCase.store(job.index, ordering: .relaxed)
        runningLine.store(job.block ?? 0, ordering: .relaxed)
        let report = TranscriptSuite.run(
            job.testCase, updates: updates,
            loaded: { transcript in
                if let limit = transcript.settings.timeout {
                    send(WorkerMessage(index: job.index, event: .started, limit: limit))
                }
            },
            progress: { runningLine.store($0, ordering: .relaxed) })
        if let rows = coverage?.newRows(), !rows.isEmpty {
            send(WorkerMessage(index: job.index, event: .coverage, rows: rows))
        }
        send(WorkerMessage(index: job.index, event: .finished, report: report))
    }
}

/// A worker's coverage: what this process records and what the `memorize`s its transcripts
/// start append to its log, less what it has said already.
private struct WorkerCoverage {
    let log: String
    var sent: Set<CoverageRow> = []

    /// Starts recording, and names the log for the processes this one starts: before the cram
    /// shell is (it starts with the first cram file), so the shell inherits it.
    init() {
        CoverageRecorder.start()
        let directory = Environment.value(scratchRootVariable) ?? FileManager.default.temporaryDirectory.path
        log = directory + "/coverage-\(FileSystem.processID).log"
        Environment.set(CoverageLog.variable, to: log)
    }

    /// The rows recorded since the last call and never sent, in order.
    /// - Complexity: O(*r* log *r*) in the rows recorded since.
    mutating func newRows() -> [String] {
        let rows = CoverageRecorder.take().union(CoverageLog.drain(log)).subtracting(sent)
        sent.formUnion(rows)
        return rows.sorted().map(\.description)
    }
}

// What the signal handler reads: plain atomics, as async-signal-safe as a load can be.
private let runningCase = Atomic<Int>(-1)
private let runningLine = Atomic<Int>(0)
private let resultDescriptor = Atomic<Int32>(1)

/// The handler of a crash, of the parent's SIGTERM, or of a signal from a terminal: writes the
/// `signal` message (built on the stack, no allocation, one write(2)), then ends the process at
/// once.
private let reportSignal: @convention(c) (Int32) -> Void = { signal in
    // First, while nothing can stop it: a runner gone makes the write below raise SIGPIPE.
    endRunningShell()   // a cram file stopped at its time limit, or by Ctrl-C, leaves nothing running
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 160) { buffer in
        var count = 0
        func put(_ text: StaticString) {
            text.withUTF8Buffer { bytes in
                for byte in bytes where count < buffer.count {
                    buffer[count] = byte
                    count += 1
                }
            }
        }
        func put(_ number: Int) {
            if number < 0 { put("-") }
            var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
                         UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
                (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
            var magnitude = number.magnitude
            var length = 0
            withUnsafeMutableBytes(of: &digits) { digits in
                repeat {
                    digits[length] = UInt8(ascii: "0") + UInt8(magnitude % 10)
                    magnitude /= 10
                    length += 1
                } while magnitude > 0 && length < digits.count
                for index in stride(from: length - 1, through: 0, by: -1) where count < buffer.count {
                    buffer[count] = digits[index]
                    count += 1
                }
            }
        }
        // A newline first, in case the signal cut a message short.
        put("\n{\"index\":")
        put(runningCase.load(ordering: .relaxed))
        put(",\"event\":\"signal\",\"signal\":")
        put(Int(signal))
        put(",\"line\":")
        put(runningLine.load(ordering: .relaxed))
        put("}\n")
        FileIO.writeAll(UnsafeRawBufferPointer(start: buffer.baseAddress, count: count), to: resultDescriptor.load(ordering: .relaxed))
    }
    ProcessExit.immediately(128 + signal)
}
