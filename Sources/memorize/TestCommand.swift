import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import REPL
import Storage
import Transcripts

/// `memorize test [PATH…]`: replays transcripts as tests.
struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay transcripts as tests.",
        discussion: """
            Runs every transcript (*.transcript, and the blocks tagged 'transcript' of Markdown \
            files; directories are searched recursively) on a fresh session, in worker processes \
            that each run many in-process, and ends with 'N passed, M failed'. A failure shows \
            FILE:LINE, the input whose output diverged and a diff; a transcript that crashes or \
            hangs is reported with its line and the others run on. Exit status: 0 when all passed \
            (with --update, when every failure was rewritten), 1 when any failed, 2 when a \
            transcript is malformed. See the README for the format.
            """
    )

    @Argument(help: "Transcript files, Markdown files or directories (default: transcripts).")
    var paths: [String] = []

    @Option(name: .shortAndLong, help: "How many worker processes run transcripts at once (default: the number of cores).")
    var jobs: Int?

    @Flag(help: "Rewrite failing transcripts (and Markdown blocks) with the actual output, keeping comments, settings, and the elisions and patterns that still match.")
    var update = false

    @Option(help: ArgumentHelp("Run only transcripts whose name (FILE, or FILE:LINE for a Markdown block) contains this text.", valueName: "pattern"))
    var filter: String?

    @Option(
        help: ArgumentHelp("Run the K-th of N parts of the suite (by a hash of each file's path, so N machines together run each transcript once).", valueName: "K/N"),
        transform: { text in
            guard let shard = Shard(parsing: text) else {
                throw ValidationError("--shard takes K/N with 1 ≤ K ≤ N, like 2/4, not '\(text)'")
            }
            return shard
        })
    var shard: Shard?

    @Flag(help: "List the transcripts that would run, and run none.")
    var list = false

    @Flag(help: "Stop starting transcripts after the first failure.")
    var failFast = false

    @Flag(help: "Succeed when there are no transcripts to run.")
    var allowEmpty = false

    @Option(help: "Seconds a transcript may run before it is reported as hung (a transcript's '@ timeout' wins).")
    var timeout: Double = 30

    @Option(help: "The report: text (the default), tap (TAP version 13) or junit (JUnit XML). On standard output, or in the --report file.")
    var format: ReportFormat?

    @Option(help: ArgumentHelp("Write the report (--format, else by the extension: .tap, .xml) to FILE, and the text on standard output.", valueName: "file"))
    var report: String?

    @Option(help: ArgumentHelp("List the N slowest transcripts before the summary.", valueName: "N"))
    var durations: Int = 0

    @Option(help: "Colour in diffs: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: SessionOptions.ColorChoice = .auto

    @Flag(help: ArgumentHelp(visibility: .private))
    var worker = false

    /// argument-parser lets the top-level command take its own options wherever they appear, and
    /// `memorize` has a `--color` too: `memorize test --color always` sets that one.
    @ParentCommand var memorize: Memorize

    enum ReportFormat: String, ExpressibleByArgument, CaseIterable {
        case text, tap, junit
    }

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if !(timeout.isFinite && timeout > 0) { throw ValidationError("--timeout must be a positive number of seconds") }
        if durations < 0 { throw ValidationError("--durations must be 0 or more") }
        if let report, format == nil, Self.format(ofReport: report) == nil {
            throw ValidationError("say which report '\(report)' is with --format tap|junit|text (or name it .tap or .xml)")
        }
    }

    static func format(ofReport path: String) -> ReportFormat? {
        if path.hasSuffix(".tap") { return .tap }
        if path.hasSuffix(".xml") { return .junit }
        return nil
    }

    func run() throws {
        if worker {
            TranscriptWorker.serve()
            return
        }
        let searched = paths.isEmpty ? ["transcripts"] : paths
        var cases: [TranscriptCase]
        do {
            cases = try TranscriptSuite.discover(searched, filter: filter)
        } catch {
            fail("error: \(error)")
            throw ExitCode(1)
        }
        if let shard { cases = shard.select(cases) }
        if list {
            cases.forEach { print($0.name) }
            return
        }
        guard !cases.isEmpty || allowEmpty else {
            var what = filter.map { " matching '\($0)'" } ?? ""
            if let shard { what += " in shard \(shard)" }
            fail("error: no transcripts\(what) in \(searched.joined(separator: ", ")) (use --allow-empty if that is expected)")
            throw ExitCode(1)
        }
        let choice = memorize.options.color != .auto ? memorize.options.color : color
        let useColor = choice.resolve(isTerminal: Terminal.isTTY(FileIO.standardOutput))
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
        let environment = variables.map { "\($0.key)=\($0.value)" }
        var configuration = WorkerPool.Configuration(
            executable: ChildProcess.currentExecutable, arguments: ["memorize", "test", "--worker"],
            environment: environment, jobs: jobs ?? max(1, ProcessInfo.processInfo.activeProcessorCount),
            timeout: timeout, failFast: failFast)
        configuration.scratchRoot = scratchRoot.path
        var progress = ProgressLine(enabled: Terminal.isTTY(FileIO.standardError))
        let reports = WorkerPool.run(cases, configuration) { progress.show($0) }
        progress.clear()
        let (seconds, attoseconds) = (ContinuousClock.now - clock).components
        var run = TranscriptSuite.Run(
            cases: cases, reports: reports, seconds: Double(seconds) + Double(attoseconds) * 1e-18, started: started)
        if update {
            let (updated, errors) = TranscriptSuite.applyUpdates(reports, of: cases)
            run.updated = updated
            errors.forEach(fail)
        }
        let out: (String) -> Void = { StandardStreams.write($0 + "\n", to: FileIO.standardOutput) }
        let err: (String) -> Void = { StandardStreams.write($0 + "\n", to: FileIO.standardError) }
        let fileFormat = report.map { format ?? Self.format(ofReport: $0) ?? .text }
        let screenFormat = report == nil ? (format ?? .text) : .text
        switch screenFormat {
        case .text: TextReport.write(run, color: useColor, durations: durations, out: out, err: err)
        case .tap: StandardStreams.write(TAPReport.render(run), to: FileIO.standardOutput)
        case .junit: StandardStreams.write(JUnitReport.render(run), to: FileIO.standardOutput)
        }
        if let report, let fileFormat {
            let text: String
            switch fileFormat {
            case .text:
                var lines: [String] = []
                TextReport.write(run, color: false, durations: durations, out: { lines.append($0) }, err: { lines.append($0) })
                text = lines.joined(separator: "\n") + "\n"
            case .tap: text = TAPReport.render(run)
            case .junit: text = JUnitReport.render(run)
            }
            do {
                try AtomicFile.write(text, to: report)
            } catch {
                fail("error: \(error.description)")
                throw ExitCode(1)
            }
        }
        if run.exitStatus != 0 { throw ExitCode(run.exitStatus) }
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

/// `memorize record FILE`: a normal REPL whose session is saved as a transcript.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play a session and save it as a transcript.",
        discussion: """
            Starts the REPL (readline on a terminal; plain reading from a pipe) on the manual clock \
            ('wait S' moves it) with a fixed seed and board size, and writes the session to FILE after \
            every command, so that 'memorize test FILE' passes straight after. Only the bundled themes \
            are used unless --theme-dir is given.
            """
    )

    @Argument(help: "The transcript to write (conventionally transcripts/NAME.transcript).")
    var file: String

    @Flag(help: "Replace FILE if it exists.")
    var force = false

    @OptionGroup var options: SessionOptions

    func run() throws {
        if FileManager.default.fileExists(atPath: file), !force {
            fail("error: '\(file)' exists; use --force to replace it")
            throw ExitCode(1)
        }
        let interactive = Terminal.isTTY(FileIO.standardInput)
        var launch = options.launch(interactive: interactive, userThemesByDefault: false)
        launch.clock = .manual
        var settings = Transcript.Settings()
        settings.seed = launch.seed
        settings.width = launch.style.width
        settings.height = launch.style.height
        settings.themes = options.themeDir.map { Self.relativePath(of: $0, from: file) }
        let recorder = TranscriptRecorder(path: file, settings: settings)
        recorder.save()
        if let error = recorder.writeError {
            fail("error: \(error)")
            throw ExitCode(1)
        }
        let interpreter = launch.makeInterpreter()
        let sink = recorder.recording(StandardStreams())
        if interactive {
            StandardStreams.write(
                "Recording to \(file) (seed \(launch.seed), \(launch.style.width)x\(launch.style.height), manual clock). Ctrl-D ends.\n",
                to: FileIO.standardOutput)
            var reader = recorder.recording(ReadlineLineReader(history: HistoryFile.standard(environment: ProcessInfo.processInfo.environment)))
            _ = Driver.run(reader: &reader, interpreter: interpreter, sink: sink)
        } else {
            var reader = recorder.recording(ByteLineReader(fileDescriptor: FileIO.standardInput))
            _ = Driver.run(reader: &reader, interpreter: interpreter, sink: sink)
        }
        recorder.save()   // what the last second recorded
        if let error = recorder.writeError {
            fail("error: \(error)")
            throw ExitCode(1)
        }
    }

    /// `path` relative to the directory of `file`, so the transcript can move with its themes.
    static func relativePath(of path: String, from file: String) -> String {
        let target = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
        let base = URL(fileURLWithPath: file).deletingLastPathComponent().standardizedFileURL.pathComponents
        let common = zip(target, base).prefix { $0 == $1 }.count
        let parts = Array(repeating: "..", count: base.count - common) + target.dropFirst(common)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}

func fail(_ message: String) {
    StandardStreams.write(message.terminalSafe + "\n", to: FileIO.standardError)
}
