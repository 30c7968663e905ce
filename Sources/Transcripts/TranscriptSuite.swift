#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Storage

/// `memorize test`: finds transcripts (``discover(_:filter:)``), runs them in worker processes
/// (``WorkerPool``), updates the failing ones if asked (``applyUpdates(_:of:)``) and reports
/// (``TextReport``, ``TAPReport``, ``JUnitReport``).
public enum TranscriptSuite {
    public static let fileExtension = "transcript"

    /// The run as a whole: every case and its report, in the order discovered.
    public struct Run: Sendable {
        public var cases: [TranscriptCase]
        public var reports: [CaseReport]
        /// Wall-clock seconds of the whole run.
        public var seconds: Double
        /// When it started.
        public var started: Date
        /// Cases whose update was written (their reports still say how they failed).
        public var updated: Set<TranscriptCase> = []

        public init(cases: [TranscriptCase], reports: [CaseReport], seconds: Double, started: Date) {
            self.cases = cases
            self.reports = reports
            self.seconds = seconds
            self.started = started
        }

        public var passed: Int { reports.count { $0.status == .passed } }
        public var failed: Int { reports.count(where: \.isFailure) }
        public var skipped: Int { reports.count { $0.status == .skipped || $0.status == .notRun } }

        /// 0 when every transcript passed, or every failure was rewritten by `--update`; 2 when
        /// one is malformed (it cannot be run, let alone updated); else 1.
        public var exitStatus: Int32 {
            if reports.contains(where: { $0.status == .malformed }) { return 2 }
            let unrewritten = zip(cases, reports).contains { $1.isFailure && !updated.contains($0) }
            return unrewritten ? 1 : 0
        }

        /// `N passed, M failed[, K skipped][, U updated]`: the closing line CI tools read.
        public var summary: String {
            var summary = "\(passed) passed, \(failed) failed"
            if skipped > 0 { summary += ", \(skipped) skipped" }
            if !updated.isEmpty { summary += ", \(updated.count) updated" }
            return summary
        }

        /// The `count` slowest cases, slowest first.
        /// - Complexity: O(*n* log *n*) in the cases.
        public func slowest(_ count: Int) -> [(TranscriptCase, CaseReport)] {
            Array(zip(cases, reports).filter { $0.1.status != .notRun }.sorted { $0.1.seconds > $1.1.seconds }.prefix(count))
        }
    }

    /// Writes the updates of failed cases: a transcript file is replaced whole, a Markdown file
    /// has the bodies of its failing blocks replaced (every other byte kept), each file once and
    /// atomically. A Markdown file that changed since the run is left alone.
    /// - Parameter chosen: the text to write for a case's update (`--review` passes the text with
    ///   the hunks the user accepted); nil leaves the case as it is.
    /// - Returns: the cases rewritten, and an error line for each file that could not be.
    /// - Complexity: O(*n*) in the size of the files rewritten.
    public static func applyUpdates(
        _ reports: [CaseReport], of cases: [TranscriptCase], chosen: (TranscriptCase, CaseReport.Update) -> String? = { $1.text }
    ) -> (updated: Set<TranscriptCase>, errors: [String]) {
        var updated: Set<TranscriptCase> = []
        var errors: [String] = []
        var markdown: [String: [(TranscriptCase, String, CaseReport.Update)]] = [:]
        var order: [String] = []
        for (testCase, report) in zip(cases, reports) where report.status == .failed {
            guard let update = report.update else { continue }
            if let refusal = update.refusal {
                errors.append("error: \(testCase.name): \(refusal)")
                continue
            }
            guard let text = chosen(testCase, update) else { continue }
            guard testCase.block != nil else {
                do {
                    // Its lines keep their endings: a CRLF file stays CRLF.
                    let original = FileManager.default.contents(atPath: testCase.path).map { [UInt8]($0) } ?? []
                    try AtomicFile.write(Data(LineEndings.text(text, replacing: original)), to: testCase.path)
                    updated.insert(testCase)
                } catch {
                    errors.append("error: \(error.description)")
                }
                continue
            }
            if markdown[testCase.path] == nil { order.append(testCase.path) }
            markdown[testCase.path, default: []].append((testCase, text, update))
        }
        for path in order {
            let blocks = markdown[path] ?? []
            let data: Data
            switch readFile(path) {
            case .success(let read): data = read
            case .failure(let error):
                errors.append("error: \(error.description) to update it")
                continue
            }
            let document = String(decoding: data, as: UTF8.self)
            let current = MarkdownTranscripts.blocks(in: document, tags: MarkdownTranscripts.updatableTags)
            var bodies: [Int: String] = [:]
            var changed = false
            for (testCase, text, update) in blocks {
                guard let block = testCase.block else { continue }
                let now = current.first { $0.fence == block }
                guard let now, update.original.map({ TranscriptSuite.sameLines(now.text, $0) }) ?? true else {
                    errors.append("error: \(testCase.name): the block changed during the run; not updated")
                    changed = true
                    continue
                }
                bodies[block] = text
            }
            if changed { continue }
            do {
                try AtomicFile.write(Data(MarkdownTranscripts.replacingBlocks(in: [UInt8](data), with: bodies)), to: path)
                blocks.forEach { updated.insert($0.0) }
            } catch {
                errors.append("error: \(error.description)")
            }
        }
        return (updated, errors)
    }

    /// Whether two texts have the same lines, ignoring carriage returns (a block read back from a
    /// CRLF file).
    static func sameLines(_ a: String, _ b: String) -> Bool {
        a.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
            == b.split(separator: "\n", omittingEmptySubsequences: false).map { $0.hasSuffix("\r") ? $0.dropLast() : $0 }
    }
}
