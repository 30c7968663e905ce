import InterfaceCoverage
import LiveScreens
import Platform

extension CoverageReport {
    /// The report for people, every line within `width` columns (80: the report's promise):
    ///
    ///     coverage: 97.5% (390 of 400 rows; 12 left deliberately)
    ///       command          31 of 31
    ///       …
    ///     never run (10):
    ///       verb palette rename
    ///
    /// then exclusions that name no row, if any.
    /// - Complexity: O(*n*) in the rows.
    public func textLines(width: Int = 80) -> [String] {
        var lines = ["coverage: \(percentText) (\(coveredCount) of \(measured.count) rows; \(excluded.count) left deliberately)"]
        for (kind, measured, covered) in byKind where measured > 0 {
            let name = kind.rawValue + String(repeating: " ", count: max(0, 14 - kind.rawValue.count))
            lines.append("  \(name) \(covered) of \(measured)")
        }
        let missing = neverRun
        if !missing.isEmpty {
            lines.append("never run (\(missing.count)):")
            lines += missing.map { "  " + $0.description.terminalSafe }
        }
        if !stale.isEmpty {
            lines.append("exclusions that name no row (\(stale.count)):")
            lines += stale.map { "  " + $0.terminalSafe }
        }
        return lines.map { Self.fitting($0, width: width) }
    }

    /// `line` cut to `width` display columns, ending `…` where it was cut.
    static func fitting(_ line: String, width: Int) -> String {
        guard DisplayWidth.of(line) > width else { return line }
        var kept = ""
        var used = 0
        for character in line {
            let cell = DisplayWidth.of(String(character))
            if used + cell > width - 1 { break }
            kept.append(character)
            used += cell
        }
        return kept + "…"
    }
}
