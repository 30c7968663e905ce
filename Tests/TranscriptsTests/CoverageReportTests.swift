import InterfaceCoverage
import Testing
@testable import Transcripts

/// The figure, the exclusions (patterns, reasons, stale ones) and the merge of shards.
@Suite("Coverage report")
struct CoverageReportTests {
    let universe = [
        CoverageRow(.command, "new"), CoverageRow(.command, "choose"), CoverageRow(.verb, "art edit"),
        CoverageRow(.shell, "memorize test"), CoverageRow(.shell, "memorize record"),
    ]

    @Test("covered over measured, the excluded counting neither way")
    func figure() {
        let report = CoverageReport(
            universe: universe, run: [CoverageRow(.command, "new"), CoverageRow(.command, "gone")],
            excluded: [CoverageRow(.shell, "memorize *"): "the shell", CoverageRow(.command, "nosuch"): "stale"])
        #expect(report.measured.count == 3 && report.coveredCount == 1)
        #expect(report.percentText == "33.3%")
        #expect(report.neverRun == [CoverageRow(.command, "choose"), CoverageRow(.verb, "art edit")])
        #expect(report.excluded.count == 2 && report.excluded[CoverageRow(.shell, "memorize test")] == "the shell")
        #expect(report.stale == ["command nosuch"])
        #expect(report.textLines().allSatisfy { $0.count <= 80 })
    }

    @Test("shards merge to the union")
    func merge() {
        let first = CoverageReport(universe: universe, run: [CoverageRow(.command, "new")])
        let second = CoverageReport(universe: universe, run: [CoverageRow(.verb, "art edit")])
        let whole = CoverageReport(universe: universe, run: [CoverageRow(.command, "new"), CoverageRow(.verb, "art edit")])
        #expect(CoverageReport.merging([first, second]) == whole)
        let json = JSONReport(TranscriptSuite.Run(cases: [], reports: [], seconds: 0, started: .now), coverage: whole)
        #expect(json.coverageReport == whole)
    }

    @Test("the exclusions file: a row, ' # ', a reason; comments; anything else is malformed")
    func exclusionsFile() throws {
        let parsed = try CoverageExclusions.parse("# comment\n\nkey play: ? # a reason # with a hash\nshell * # all\n", path: "f")
        #expect(parsed == [CoverageRow(.key, "play: ?"): "a reason # with a hash", CoverageRow(.shell, "*"): "all"])
        #expect(throws: CoverageExclusions.Malformed.self) { try CoverageExclusions.parse("command new\n", path: "f") }
        #expect(throws: CoverageExclusions.Malformed.self) { try CoverageExclusions.parse("nosuch new # why\n", path: "f") }
        #expect(throws: CoverageExclusions.Malformed.self) { try CoverageExclusions.parse("command new # \n", path: "f") }
    }

    @Test("a line too wide is cut at 80 columns with an ellipsis, emoji counted as two")
    func fitting() {
        let line = "  key art edit: " + String(repeating: "🗑️", count: 60)
        let fitted = CoverageReport.fitting(line, width: 80)
        #expect(fitted.hasSuffix("…") && fitted.count < line.count)
    }
}
