import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Features
import Platform
import REPL
import Transcripts

/// `memorize test [PATH…]`: replays transcripts as tests.
struct Test: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test",
        abstract: "Replay transcripts as tests.",
        usage: HelpText.shellUsage("memorize test [<options>] [<paths> ...]", width: ShellHelpWidth.columns),
        discussion: """
            Runs every transcript (*.transcript, and the blocks tagged 'transcript' of Markdown \
            files; directories are searched recursively, without following their symbolic links, and \
            each file runs once) on a fresh session, in worker processes \
            that each run many in-process, and ends with 'N passed, M failed'. A failure shows \
            FILE:LINE, the input whose output diverged and a diff; a transcript that crashes or \
            hangs is reported with its line and the others run on. Exit status: 0 when all passed \
            (with --update, when every failure was rewritten), 1 when any failed, 2 when a \
            transcript is malformed. With --coverage it ends with what of the interface the \
            transcripts exercised: the REPL's commands, verbs and options, the screens' keys and \
            gestures, each command's refusal, and the shell's subcommands and options, each a row \
            named by its declaration, with those never run listed (and those a directory's \
            coverage-exclusions file leaves deliberately, with why, left out of the figure). See \
            docs/transcripts.md for the format.
            """
    )

    @Argument(help: "Transcript files, Markdown files or directories (default: transcripts).")
    var paths: [String] = []

    @Option(
        name: .shortAndLong, parsing: .unconditional,
        help: "How many worker processes run transcripts at once (default: the number of cores).",
        transform: { text throws(NumberRangeError) in try NumberRangeError.integer(text, atLeast: 1) })
    var jobs: Int?

    @Flag(help: "Rewrite failing transcripts (and Markdown blocks) with the actual output, keeping comments, settings, and the elisions and patterns that still match.")
    var update = false

    @Flag(help: "Show each failing hunk, expected beside actual (a screen snapshot as two screens), and ask: a accept, r reject, s skip, A accept the rest of the file, q quit. The file keeps exactly the accepted hunks. Needs a terminal.")
    var review = false

    @Option(help: ArgumentHelp("Write SVG pictures of every failing screen snapshot to DIR: the expected screen, the actual one, and their difference (differing cells outlined).", valueName: "dir"))
    var artifacts: String?

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

    @Option(
        parsing: .unconditional, help: "Seconds a transcript may run before it is reported as hung (a transcript's '@ timeout' wins).",
        transform: { text throws(NumberRangeError) in try NumberRangeError.seconds(text) })
    var timeout: Double = 30

    @Option(help: "The report: text (the default), tap (TAP version 13), junit (JUnit XML) or json (with --coverage, the rows run and never run). On standard output, or in the --report file.")
    var format: SuiteRun.ReportFormat?

    @Flag(help: "Say which commands, verbs, options, keys and gestures, refusals and shell subcommands the transcripts exercised, and which they never did.")
    var coverage = false

    @Option(
        name: .customLong("coverage-min"), parsing: .unconditional,
        help: ArgumentHelp("With --coverage, fail (exit status 1) when under this percentage of the interface was exercised.", valueName: "percent"),
        transform: { text throws(NumberRangeError) in try NumberRangeError.percentage(text) })
    var coverageMinimum: Double?

    @Flag(help: "The paths are reports of 'memorize test --coverage --format json' (shards of one suite, say): merge them into one report, coverage and all.")
    var coverageMerge = false

    @Option(help: ArgumentHelp("Write the report (--format, else by the extension: .tap, .xml) to FILE, and the text on standard output.", valueName: "file"))
    var report: String?

    @Option(
        parsing: .unconditional, help: ArgumentHelp("List the N slowest transcripts before the summary.", valueName: "N"),
        transform: { text throws(NumberRangeError) in try NumberRangeError.integer(text, atLeast: 0) })
    var durations: Int = 0

    @Option(help: "Colour in diffs: auto (on a terminal, unless NO_COLOR is set), always or never.")
    var color: Launch.ColorChoice = .auto

    @Flag(help: ArgumentHelp(visibility: .private))
    var worker = false

    /// A worker's: the run updates or reviews, so a failing cram file's report holds its update
    /// (as large as the file; without it the report is its bounded diff).
    @Flag(help: ArgumentHelp(visibility: .private))
    var workerUpdates = false

    /// argument-parser lets the top-level command take its own options wherever they appear, and
    /// `memorize` has a `--color` too: `memorize test --color always` sets that one.
    @ParentCommand var memorize: Memorize

    func validate() throws {
        if coverageMinimum != nil && !coverage && !coverageMerge {
            throw ValidationError("--coverage-min needs --coverage (or --coverage-merge)")
        }
        if let report, format == nil, SuiteRun.ReportFormat(ofReport: report) == nil {
            throw ValidationError("say which report '\(report)' is with --format tap|junit|text (or name it .tap or .xml)")
        }
    }

    func run() throws {
        if worker {
            TranscriptWorker.serve(coverage: coverage, updates: workerUpdates)
            return
        }
        var suite = SuiteRun.Options()
        suite.paths = paths
        suite.jobs = jobs
        suite.update = update
        suite.review = review
        suite.artifacts = artifacts
        suite.filter = filter
        suite.shard = shard
        suite.list = list
        suite.failFast = failFast
        suite.allowEmpty = allowEmpty
        suite.timeout = timeout
        suite.format = format
        suite.report = report
        suite.durations = durations
        suite.coverage = coverage || coverageMerge
        suite.coverageMinimum = coverageMinimum
        suite.coverageMerge = coverageMerge
        if coverage { suite.shellRows = ShellCoverage.rows }
        let choice = memorize.options.color != .auto ? memorize.options.color : color
        suite.color = choice.resolve(isTerminal: Terminal.isTTY(FileIO.standardOutput), environment: ProcessInfo.processInfo.environment)
        let status = SuiteRun.run(suite)
        if status != 0 { throw ExitCode(status) }
    }
}

extension SuiteRun.ReportFormat: ExpressibleByArgument {}
