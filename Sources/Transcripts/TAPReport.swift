import Escaping
import Platform

/// The run as TAP version 13 (testanything.org), as `prove` and CI plugins read it: a plan, one
/// `ok`/`not ok` per transcript in the order discovered, skips as `# SKIP`, and each failure's
/// details as a YAML block (YAMLish: what `prove`'s parser reads, and valid YAML).
///
///     TAP version 13
///     1..2
///     ok 1 - transcripts/game-won.transcript
///     not ok 2 - transcripts/errors.transcript
///       ---
///       message: "output of '> choose 9' differs"
///       severity: fail
///       file: "transcripts/errors.transcript"
///       line: 12
///       duration_ms: 1.8
///       diff: |
///         transcripts/errors.transcript:12: output of '> choose 9' differs
///         --- expected
///         …
///       ...
public enum TAPReport {
    /// - Complexity: O(*n*) in the cases and their diffs.
    public static func render(_ run: TranscriptSuite.Run) -> String {
        var lines = ["TAP version 13", "1..\(run.cases.count)"]
        for (offset, (testCase, report)) in zip(run.cases, run.reports).enumerated() {
            let number = offset + 1
            let description = escapeDescription(testCase.name)
            switch report.status {
            case .passed:
                lines.append("ok \(number) - \(description)")
            case .skipped:
                lines.append("ok \(number) - \(description) # SKIP \(escapeDescription(report.message ?? "skipped"))")
            case .notRun:
                lines.append("ok \(number) - \(description) # SKIP not run (--fail-fast stopped the run)")
            case .failed where run.updated.contains(testCase):
                lines.append("ok \(number) - \(description) (updated)")
                lines += yaml(testCase, report, severity: "updated")
            case .failed, .malformed, .timedOut, .crashed:
                lines.append("not ok \(number) - \(description)")
                lines += yaml(testCase, report, severity: "fail")
            }
        }
        lines.append("# " + run.summary)
        return lines.joined(separator: "\n") + "\n"
    }

    private static func yaml(_ testCase: TranscriptCase, _ report: CaseReport, severity: String) -> [String] {
        var lines = ["  ---"]
        lines.append("  message: \(YAMLEscaping.quoted(report.message ?? report.status.rawValue))")
        lines.append("  severity: \(severity)")
        lines.append("  status: \(report.status.rawValue)")
        lines.append("  file: \(YAMLEscaping.quoted(testCase.path))")
        if let line = report.line, line > 0 { lines.append("  line: \(line)") }
        lines.append("  duration_ms: \(milliseconds(report.seconds))")
        if let update = report.update, severity == "updated" {
            lines.append("  updated: \(YAMLEscaping.quoted(update.changes.joined(separator: ", ")))")
        }
        lines += block("diff", (report.diff ?? []).map(\.text))
        lines += block("output", report.output.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? [])
        lines.append("  ...")
        return lines
    }

    /// A literal block scalar (`key: |`). A block ends at a line indented less than its first, so
    /// an empty line is written as a single space; control characters (which neither YAML nor
    /// TAP allows there) as `\xHH`.
    private static func block(_ key: String, _ lines: [String]) -> [String] {
        guard !lines.isEmpty else { return [] }
        return ["  \(key): |"] + lines.map { line in
            let clean = YAMLEscaping.blockLine(line)
            return "    " + (clean.isEmpty ? " " : clean)
        }
    }

    /// `#` starts a directive in a test line, so a description escapes it (and its backslashes).
    /// A description is as TAP reads it (`\\` and `\#`), and as a terminal shows it: a control
    /// character from a file's name is shown as `\u{1B}`, never obeyed, and is no line break.
    private static func escapeDescription(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("#", with: "\\#").terminalSafe
    }

    private static func milliseconds(_ seconds: Double) -> String {
        let tenths = Int((seconds * 10_000).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }
}
