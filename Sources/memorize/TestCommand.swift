import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import REPL
import Transcripts

/// `memorize test [PATH…]`: replays transcripts as tests.
struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Replay transcripts as tests.",
        discussion: """
            Runs every transcript (*.transcript, searched recursively in directories) in-process on \
            a fresh session, in parallel, and ends with 'N passed, M failed'. A failure shows \
            file:line, the input whose output diverged and a diff. Exit status: 0 when all passed, \
            1 when any failed, 2 when a transcript is malformed. See the README for the format.
            """
    )

    @Argument(help: "Transcript files or directories (default: transcripts).")
    var paths: [String] = []

    @Option(name: .shortAndLong, help: "How many transcripts run at once (default: the number of cores).")
    var jobs: Int?

    @Flag(help: "Rewrite failing transcripts with the actual output, keeping comments, settings and elisions that still match.")
    var update = false

    @Option(help: ArgumentHelp("Run only transcripts whose path contains this text.", valueName: "pattern"))
    var filter: String?

    @Flag(help: "List the transcripts that would run, and run none.")
    var list = false

    @Flag(help: "Stop starting transcripts after the first failure.")
    var failFast = false

    @Flag(help: "Succeed when there are no transcripts to run.")
    var allowEmpty = false

    @Option(help: "Seconds a transcript may run before it is reported as hung (a transcript's '@ timeout' wins).")
    var timeout: Double = 30

    @Option(help: "Colour in failure diffs: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: SessionOptions.ColorChoice = .auto

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if !(timeout.isFinite && timeout > 0) { throw ValidationError("--timeout must be a positive number of seconds") }
    }

    func run() throws {
        let searched = paths.isEmpty ? ["transcripts"] : paths
        let files: [String]
        do {
            files = try TranscriptSuite.discover(searched, filter: filter)
        } catch {
            fail("error: \(error)")
            throw ExitCode(1)
        }
        if list {
            files.forEach { print($0) }
            return
        }
        guard !files.isEmpty || allowEmpty else {
            let what = filter.map { " matching '\($0)'" } ?? ""
            fail("error: no transcripts\(what) in \(searched.joined(separator: ", ")) (use --allow-empty if that is expected)")
            throw ExitCode(1)
        }
        var options = TranscriptSuite.Options()
        options.jobs = jobs ?? options.jobs
        options.update = update
        options.failFast = failFast
        options.timeout = timeout
        options.color = color.resolve(isTerminal: Terminal.isTTY(FileIO.standardOutput))
        let outcomes = TranscriptSuite.run(files, options: options)
        let status = TranscriptSuite.report(
            outcomes, of: files, options: options,
            out: { StandardStreams.write($0 + "\n", to: FileIO.standardOutput) },
            err: { StandardStreams.write($0 + "\n", to: FileIO.standardError) })
        // A hung transcript's thread is still running: leave now rather than wait for it.
        ProcessExit.now(status)
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
    StandardStreams.write(message + "\n", to: FileIO.standardError)
}
