#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import InterfaceCoverage

/// `memorize test --coverage`: which rows of the interface (``CoverageRow``) a run exercised and
/// which it never did, out of every row the declarations make (the universe), less those named
/// as deliberately left (``CoverageExclusions``).
///
/// The figure is covered ÷ measured, where measured is the universe less the excluded rows: a row
/// left deliberately neither counts for nor against it. Everything is a set: the report does not
/// depend on the order the transcripts ran in, nor on which worker ran which.
public struct CoverageReport: Sendable, Equatable {
    /// Every row, sorted (``CoverageRow/<``).
    public let universe: [CoverageRow]
    /// The rows of the universe the run exercised.
    public let run: Set<CoverageRow>
    /// Rows left deliberately, each with its reason (a pattern's rows each with the pattern's).
    public let excluded: [CoverageRow: String]
    /// Exclusions that name no row of the universe (a command renamed or gone): said, so that
    /// the list does not rot.
    public let stale: [String]

    public init(universe: some Sequence<CoverageRow>, run: some Sequence<CoverageRow>, excluded: [CoverageRow: String] = [:], stale: [String] = []) {
        let all = Set(universe)
        self.universe = all.sorted()
        self.run = Set(run).intersection(all)
        var expanded: [CoverageRow: String] = [:]
        var unmatched: [String] = []
        // Exact rows first, so that a row's own reason wins over a pattern's.
        for (row, reason) in excluded.sorted(by: { !$0.key.name.hasSuffix("*") && $1.key.name.hasSuffix("*") }) {
            let matches = row.name.hasSuffix("*")
                ? all.filter { $0.kind == row.kind && $0.name.hasPrefix(row.name.dropLast()) }
                : (all.contains(row) ? [row] : [])
            if matches.isEmpty { unmatched.append(row.description) }
            for match in matches where expanded[match] == nil { expanded[match] = reason }
        }
        self.excluded = expanded
        self.stale = (stale + unmatched).sorted()
    }

    /// The rows counted: the universe less the excluded.
    public var measured: [CoverageRow] { universe.filter { excluded[$0] == nil } }
    /// The measured rows never exercised, sorted.
    public var neverRun: [CoverageRow] { measured.filter { !run.contains($0) } }
    public var coveredCount: Int { measured.count { run.contains($0) } }

    /// Covered ÷ measured, in percent (100 when nothing is measured).
    public var percent: Double {
        let measured = measured.count
        return measured == 0 ? 100 : Double(coveredCount) * 100 / Double(measured)
    }

    /// The figure as reports print it: one decimal, rounded down, so that 99.96% never reads 100.0%.
    public var percentText: String { Self.text(percent) }

    static func text(_ percent: Double) -> String {
        let tenths = Int((percent * 10).rounded(.down))
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// For each kind: its rows measured and covered.
    public var byKind: [(kind: CoverageRow.Kind, measured: Int, covered: Int)] {
        CoverageRow.Kind.allCases.map { kind in
            let rows = measured.filter { $0.kind == kind }
            return (kind, rows.count, rows.count { run.contains($0) })
        }
    }

    /// The merge of several runs' reports (the shards of one suite): the union of their universes,
    /// of what each exercised and of their exclusions.
    /// - Complexity: O(*n* log *n*) in the rows.
    public static func merging(_ reports: [CoverageReport]) -> CoverageReport {
        var excluded: [CoverageRow: String] = [:]
        for report in reports { excluded.merge(report.excluded) { first, _ in first } }
        return CoverageReport(
            universe: reports.flatMap(\.universe), run: reports.flatMap(\.run), excluded: excluded,
            stale: Array(Set(reports.flatMap(\.stale))))
    }
}
