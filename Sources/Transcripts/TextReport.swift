import Platform

/// `memorize test`'s own output: each failure's diff (or what was updated), errors on standard
/// error, the slowest transcripts if asked, and the closing `N passed, M failed` line.
public enum TextReport {
    /// - Parameters:
    ///   - durations: how many of the slowest transcripts to list (0: none).
    ///   - out: standard output, a line at a time; `err`: standard error.
    /// - Complexity: O(*n*) in the cases and their diffs.
    public static func write(
        _ run: TranscriptSuite.Run, color: Bool, durations: Int = 0, out: (String) -> Void, err: (String) -> Void
    ) {
        for (testCase, report) in zip(run.cases, run.reports) {
            switch report.status {
            case .passed, .skipped, .notRun:
                break
            case .failed:
                if run.updated.contains(testCase), let update = report.update {
                    out("updated \(testCase.name) (\(update.changes.joined(separator: ", ")))".terminalSafe)
                } else {
                    report.diffText(color: color).forEach(out)
                }
            case .malformed, .timedOut, .crashed:
                err("error: \(location(testCase, report)): \(report.message ?? report.status.rawValue)".terminalSafe)
                if let output = report.output {
                    output.split(separator: "\n", omittingEmptySubsequences: false).forEach { err("    \($0)".terminalSafe) }
                }
            }
        }
        if durations > 0 {
            let slowest = run.slowest(durations)
            out("slowest \(slowest.count):")
            for (testCase, report) in slowest {
                out("  \(seconds(report.seconds))  \(testCase.name)".terminalSafe)
            }
        }
        let summary = run.summary
        if color {
            out("\u{1B}[1;\(run.exitStatus == 0 ? 32 : 31)m\(summary)\u{1B}[0m")
        } else {
            out(summary)
        }
    }

    /// `FILE:LINE` where the report points, else the case's name.
    static func location(_ testCase: TranscriptCase, _ report: CaseReport) -> String {
        guard let line = report.line, line > 0 else { return testCase.name }
        return "\(testCase.path):\(line)"
    }

    /// `0.012 s`, `1.204 s`: milliseconds are what tell transcripts apart.
    static func seconds(_ value: Double) -> String {
        let milliseconds = Int((value * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) s"
    }
}
