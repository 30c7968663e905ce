#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Escaping

/// The run as JUnit XML, the report Jenkins, GitLab, GitHub's test reporters and most CI read:
/// one `testcase` per transcript, a mismatch as `failure` holding the diff, a malformed,
/// crashed or hung transcript as `error`, a skipped one as `skipped`; times in seconds.
///
///     <?xml version="1.0" encoding="UTF-8"?>
///     <testsuites name="memorize test" tests="2" failures="1" errors="0" skipped="0" time="0.041">
///       <testsuite name="memorize test" tests="2" failures="1" errors="0" skipped="0" time="0.041" timestamp="…">
///         <testcase name="transcripts/game-won.transcript" classname="transcripts" file="…" time="0.003"/>
///         <testcase name="transcripts/errors.transcript" classname="transcripts" file="…" time="0.002">
///           <failure message="output of '&gt; choose 9' differs" type="mismatch">…the diff…</failure>
///         </testcase>
///       </testsuite>
///     </testsuites>
public enum JUnitReport {
    /// - Complexity: O(*n*) in the cases and their diffs.
    public static func render(_ run: TranscriptSuite.Run) -> String {
        let failures = run.reports.count { $0.status == .failed }
        let errors = run.reports.count { [.malformed, .timedOut, .crashed].contains($0.status) }
        let totals = "tests=\"\(run.cases.count)\" failures=\(quoted(String(failures))) errors=\(quoted(String(errors)))"
            + " skipped=\(quoted(String(run.skipped))) time=\(quoted(seconds(run.seconds)))"
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"memorize test\" \(totals)>",
            "  <testsuite name=\"memorize test\" \(totals) timestamp=\(quoted(run.started.formatted(.iso8601)))>",
        ]
        for (testCase, report) in zip(run.cases, run.reports) {
            var attributes = "name=\(quoted(testCase.name)) classname=\(quoted(className(testCase)))"
                + " file=\(quoted(testCase.path))"
            if let line = report.line ?? testCase.block, line > 0 { attributes += " line=\"\(line)\"" }
            attributes += " time=\(quoted(seconds(report.seconds)))"
            let detail = ((report.diff ?? []).map(\.text) + (report.output.map { [$0] } ?? [])).joined(separator: "\n")
            let message = report.message ?? report.status.rawValue
            switch report.status {
            case .passed:
                lines.append("    <testcase \(attributes)/>")
            case .skipped, .notRun:
                let reason = report.status == .notRun ? "not run (--fail-fast stopped the run)" : message
                lines.append("    <testcase \(attributes)>")
                lines.append("      <skipped message=\(quoted(reason))/>")
                lines.append("    </testcase>")
            case .failed:
                lines.append("    <testcase \(attributes)>")
                lines.append("      <failure message=\(quoted(message)) type=\"mismatch\">\(escaped(detail))</failure>")
                if run.updated.contains(testCase), let update = report.update {
                    lines.append("      <system-out>\(escaped("updated (\(update.changes.joined(separator: ", ")))"))</system-out>")
                }
                lines.append("    </testcase>")
            case .malformed, .timedOut, .crashed:
                lines.append("    <testcase \(attributes)>")
                lines.append("      <error message=\(quoted(message)) type=\(quoted(report.status.rawValue))>\(escaped(detail))</error>")
                lines.append("    </testcase>")
            }
        }
        lines.append("  </testsuite>")
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The directory of a transcript file (where CI tools group cases), or the Markdown file.
    private static func className(_ testCase: TranscriptCase) -> String {
        if testCase.block != nil { return testCase.path }
        guard let slash = testCase.path.lastIndex(of: "/") else { return "." }
        return String(testCase.path[..<slash])
    }

    private static func quoted(_ text: String) -> String {
        "\"" + XMLEscaping.escaped(discouragedShown(text), for: .doubleQuotedAttribute, forbidden: .shownAsHex) + "\""
    }

    /// Text as XML 1.0 allows it: markup characters as entities, and the control characters it
    /// forbids even as references written as `\xHH` (a transcript's lines may hold them; a
    /// crash's output might).
    private static func escaped(_ text: String) -> String {
        XMLEscaping.escaped(discouragedShown(text), for: .text, forbidden: .shownAsHex)
    }

    /// `text` with every ``TerminalControls`` character but a line feed written as YAML's
    /// escapes write it (`\x1b`, `\x9b`, `\u202e`), as TAP shows them: XML 1.0 forbids the C0
    /// controls even as references, asks documents to avoid DEL and the C1 controls (§2.2), and
    /// a CI page or a terminal showing the report may obey one (U+009B is CSI) or be reordered by
    /// a direction override; and a carriage return, which an XML reader would turn into a line
    /// feed and a terminal (`--format junit`) would use to write over the line.
    /// - Complexity: O(*n*); text without them is returned as it is.
    private static func discouragedShown(_ text: String) -> String {
        func shown(_ scalar: Unicode.Scalar) -> Bool { scalar != "\n" && TerminalControls.contains(scalar) }
        guard text.unicodeScalars.contains(where: shown) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 16)
        for scalar in text.unicodeScalars {
            if shown(scalar) {
                result += TerminalControls.escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func seconds(_ value: Double) -> String {
        let milliseconds = Int((value * 1000).rounded())
        let fraction = String(milliseconds % 1000)
        return "\(milliseconds / 1000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)"
    }
}
