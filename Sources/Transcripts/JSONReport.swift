#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Escaping
import InterfaceCoverage

/// `memorize test --format json`: the run as one JSON object, for scripts and for merging the
/// coverage of shards (`memorize test --coverage-merge FILE…`). Its schema (version 1; keys
/// sorted, lists in a stable order, no times, so that the same run gives the same bytes):
///
///     {
///       "version": 1,
///       "summary": {"passed": 60, "failed": 0, "skipped": 1},
///       "cases": [{"name": "transcripts/help.transcript", "status": "passed"}, …],
///       "coverage": {                         // only with --coverage
///         "percent": 97.5,                    // covered ÷ measured × 100
///         "rows": 412, "measured": 400, "covered": 390,
///         "kinds": [{"kind": "command", "measured": 31, "covered": 31}, …],
///         "run": ["command new", …],          // rows exercised (excluded ones too), sorted
///         "neverRun": ["verb palette rename", …],   // measured rows never exercised, sorted
///         "excluded": [{"row": "key play: Home", "reason": "…", "run": false}, …],
///         "stale": ["…"]                      // exclusions that name no row
///       }
///     }
///
/// Cases are in the order the suite discovered them; `status` is a ``CaseReport/Status``, with
/// `line` and `message` where the report has them.
public struct JSONReport: Codable, Sendable, Equatable {
    public struct Summary: Codable, Sendable, Equatable {
        public var passed: Int
        public var failed: Int
        public var skipped: Int
    }

    public struct Case: Codable, Sendable, Equatable {
        public var name: String
        public var status: String
        public var line: Int?
        public var message: String?
    }

    public struct Coverage: Codable, Sendable, Equatable {
        public struct Kind: Codable, Sendable, Equatable {
            public var kind: String
            public var measured: Int
            public var covered: Int
        }

        public struct Exclusion: Codable, Sendable, Equatable {
            public var row: String
            public var reason: String
            public var run: Bool
        }

        public var percent: Double
        public var rows: Int
        public var measured: Int
        public var covered: Int
        public var kinds: [Kind]
        public var run: [String]
        public var neverRun: [String]
        public var excluded: [Exclusion]
        public var stale: [String]
    }

    public var version = 1
    public var summary: Summary
    public var cases: [Case]
    public var coverage: Coverage?

    /// The run's report, with its coverage if it was measured.
    public init(_ run: TranscriptSuite.Run, coverage: CoverageReport?) {
        summary = Summary(passed: run.passed, failed: run.failed, skipped: run.skipped)
        cases = zip(run.cases, run.reports).map { testCase, report in
            Case(name: testCase.name, status: report.status.rawValue, line: report.isFailure ? report.line : nil, message: report.message)
        }
        self.coverage = coverage.map(Coverage.init)
    }

    /// The report as written: pretty, keys sorted, a newline at the end; a name's or a message's
    /// control characters and direction overrides as `\uHHHH` (the same text to a parser).
    public var text: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "{}\n" }
        return JSONEscaping.terminalControlsEscaped(String(decoding: data, as: UTF8.self)) + "\n"
    }

    /// The coverage report it holds, read back (for merging): its universe is every row it names.
    public var coverageReport: CoverageReport? {
        guard let coverage else { return nil }
        func rows(_ names: [String]) -> [CoverageRow] { names.compactMap { CoverageRow(parsing: $0) } }
        var excluded: [CoverageRow: String] = [:]
        for exclusion in coverage.excluded {
            if let row = CoverageRow(parsing: exclusion.row) { excluded[row] = exclusion.reason }
        }
        let universe = rows(coverage.run) + rows(coverage.neverRun) + Array(excluded.keys)
        return CoverageReport(universe: universe, run: rows(coverage.run), excluded: excluded, stale: coverage.stale)
    }
}

extension JSONReport.Coverage {
    init(_ report: CoverageReport) {
        percent = (report.percent * 10).rounded(.down) / 10
        rows = report.universe.count
        measured = report.measured.count
        covered = report.coveredCount
        kinds = report.byKind.map { Kind(kind: $0.kind.rawValue, measured: $0.measured, covered: $0.covered) }
        run = report.universe.filter(report.run.contains).map(\.description)
        neverRun = report.neverRun.map(\.description)
        excluded = report.universe.compactMap { row in
            report.excluded[row].map { Exclusion(row: row.description, reason: $0, run: report.run.contains(row)) }
        }
        stale = report.stale
    }
}
