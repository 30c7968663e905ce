#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Features
import InterfaceCoverage
import Platform
import REPL

extension SuiteRun {
    /// Every row of the interface: the standard registry's (commands, verbs, options, key tables,
    /// refusals) and the executable's (its subcommands and their options).
    /// - Complexity: O(*n*) in the rows.
    static func universe(_ options: Options) -> [CoverageRow] {
        CommandRegistry.standard.coverageRows + options.shellRows
    }

    /// The run's coverage: what the workers recorded, out of the universe, less the exclusions.
    static func coverageReport(recorded: Set<String>, excluded: [CoverageRow: String], _ options: Options) -> CoverageReport {
        CoverageReport(universe: universe(options), run: recorded.compactMap { CoverageRow(parsing: $0) }, excluded: excluded)
    }

    /// The run's exit status, made 1 by a coverage below `--coverage-min` (said in one line).
    static func judged(_ status: Int32, coverage: CoverageReport?, _ options: Options) -> Int32 {
        guard let minimum = options.coverageMinimum, let coverage, coverage.percent < minimum else { return status }
        fail("error: coverage \(coverage.percentText) is below --coverage-min \(CoverageReport.text(minimum))")
        return status == 0 ? 1 : status
    }

    /// `memorize test --coverage-merge FILE…`: the JSON reports of several runs (the shards of one
    /// suite) as one report, in the options' format: their cases one after another, their
    /// summaries added, their coverage merged (``CoverageReport/merging(_:)``).
    /// - Returns: 0, or 1 when a case failed or the coverage is below `--coverage-min`, or 2 when a
    ///   file is not such a report.
    static func merge(_ options: Options) -> Int32 {
        var reports: [JSONReport] = []
        for path in options.paths {
            let data: Data
            switch TranscriptSuite.readFile(path) {
            case .success(let read): data = read
            case .failure(let error):
                fail("error: \(error.description)")
                return 2
            }
            guard let report = try? JSONDecoder().decode(JSONReport.self, from: data), report.coverage != nil else {
                fail("error: \(path.terminalSafe) is not a report of 'memorize test --coverage --format json'")
                return 2
            }
            reports.append(report)
        }
        guard !reports.isEmpty else {
            fail("error: --coverage-merge needs the JSON reports to merge")
            return 2
        }
        let coverage = CoverageReport.merging(reports.compactMap(\.coverageReport))
        var merged = reports[0]
        merged.cases = reports.flatMap(\.cases)
        merged.summary = .init(
            passed: reports.map(\.summary.passed).reduce(0, +), failed: reports.map(\.summary.failed).reduce(0, +),
            skipped: reports.map(\.summary.skipped).reduce(0, +))
        merged.coverage = JSONReport.Coverage(coverage)
        let out: (String) -> Void = { StandardStreams.write($0 + "\n", to: FileIO.standardOutput) }
        if options.format == .json {
            StandardStreams.write(merged.text, to: FileIO.standardOutput)
        } else {
            let summary = merged.summary
            out("\(summary.passed) passed, \(summary.failed) failed" + (summary.skipped > 0 ? ", \(summary.skipped) skipped" : ""))
            coverage.textLines().forEach(out)
        }
        return judged(merged.summary.failed > 0 ? 1 : 0, coverage: coverage, options)
    }
}
