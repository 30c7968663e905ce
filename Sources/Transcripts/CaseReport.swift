import Platform
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What became of one transcript, as a worker process reports it and every format prints it:
/// plain data (a worker sends it as a line of JSON), with no colour and no paths rewritten.
public struct CaseReport: Sendable, Equatable, Codable {
    public enum Status: String, Sendable, Codable {
        case passed, failed, malformed, skipped, timedOut, crashed
        /// Not started: `--fail-fast` stopped the run first.
        case notRun
    }

    public var status: Status
    /// Seconds from reading the file to the end of the comparison.
    public var seconds: Double
    /// Where it went wrong: the first input whose output differs, the malformed line, the line
    /// that was running when it hung or crashed (0: the file as a whole, or not known).
    public var line: Int?
    /// One line saying what went wrong (or why it was skipped).
    public var message: String?
    /// A failure's diff, one entry per printed line.
    public var diff: [DiffLine]?
    /// A failure rewritten with the actual output (`--update` writes it).
    public var update: Update?
    /// What a crashed worker printed on its way out (the Swift runtime's "Fatal error: …").
    public var output: String?

    public init(status: Status, seconds: Double = 0, line: Int? = nil, message: String? = nil) {
        self.status = status
        self.seconds = seconds
        self.line = line
        self.message = message
    }

    /// Whether it counts against the run (a skipped or not-run transcript does not).
    public var isFailure: Bool {
        switch status {
        case .failed, .malformed, .timedOut, .crashed: true
        case .passed, .skipped, .notRun: false
        }
    }

    /// One line of a failure's diff.
    public struct DiffLine: Sendable, Equatable, Codable {
        public enum Kind: String, Sendable, Codable {
            /// `FILE:LINE: output of '> …' differs`, and the exit status line.
            case header
            /// `--- expected`, `+++ actual`
            case expectedMark, actualMark
            /// An expected line that still matches (`  | …`).
            case same
            /// `- | …`: expected, not printed.
            case removed
            /// `+ | …`: printed, not expected.
            case added
        }

        public var kind: Kind
        public var text: String

        public init(_ kind: Kind, _ text: String) {
            self.kind = kind
            self.text = text
        }
    }

    /// A failing transcript's text with the actual output in place.
    public struct Update: Sendable, Equatable, Codable {
        /// The whole file, or for a Markdown block the block's body.
        public var text: String
        /// What changed: `line 7`, `start-up`, `exit status`.
        public var changes: [String]
        /// For a Markdown block, its body as it was read: an update is written only while the
        /// file still holds it.
        public var original: String?
        /// Why it cannot be written, when it cannot (a cram command printed more than a test
        /// keeps): `--update` says so as an error and leaves the file as it is.
        public var refusal: String?
        /// The same text in pieces, each change a hunk (see ``CaseReport/Hunk``), for `--review`
        /// to take one at a time; nil for an update that cannot be written.
        public var hunks: [Hunk]?
        /// The lines kept after the last hunk.
        public var tail: [String]?
    }

    /// The diff as text, coloured with ANSI SGR when asked: bold headers, red for what was
    /// expected, green for what was printed.
    /// - Complexity: O(*n*) in the diff.
    /// Lines for a terminal: what the program printed is shown, never obeyed (an escape sequence
    /// in a transcript's output appears as `\u{1B}…` in its diff).
    public func diffText(color: Bool) -> [String] {
        (diff ?? []).map { line in
            let text = line.text.terminalSafe
            guard color else { return text }
            let code: Int?
            switch line.kind {
            case .header: code = 1
            case .expectedMark, .removed: code = 31
            case .actualMark, .added: code = 32
            case .same: code = nil
            }
            return code.map { "\u{1B}[\($0)m\(text)\u{1B}[0m" } ?? text
        }
    }
}

extension TranscriptSuite {
    /// Runs one case in this process, timed (no time limit: a worker's parent keeps that).
    /// - Parameters:
    ///   - updates: whether a failing cram file's report holds its update (see
    ///     ``CramResult/report(updates:)``); a transcript's always does (its snapshots are
    ///     `--artifacts`' pictures).
    ///   - loaded: told the transcript once it is parsed, before it runs.
    ///   - progress: told the line of each input as it starts.
    /// - Complexity: reading and parsing, then the transcript's commands (see ``TranscriptRunner``).
    public static func run(
        _ testCase: TranscriptCase, updates: Bool = true, loaded: (Transcript) -> Void = { _ in }, progress: (Int) -> Void = { _ in }
    ) -> CaseReport {
        let start = ContinuousClock.now
        func elapsed() -> Double {
            let (seconds, attoseconds) = (ContinuousClock.now - start).components
            return Double(seconds) + Double(attoseconds) * 1e-18
        }
        if let report = runCram(testCase, updates: updates, progress: progress) { return report }
        switch loadWithBody(testCase) {
        case .failure(let error):
            return CaseReport(status: .malformed, seconds: elapsed(), line: error.line, message: error.message)
        case .success(let (transcript, body)):
            if let reason = transcript.settings.skip {
                return CaseReport(status: .skipped, seconds: elapsed(), message: reason)
            }
            loaded(transcript)
            let result: TranscriptResult
            do throws(FixtureCopy.Refusal) {
                result = try TranscriptRunner.run(transcript, progress: progress)
            } catch {
                return CaseReport(status: .malformed, seconds: elapsed(), line: error.line, message: error.message)
            }
            var report = result.report
            report.seconds = elapsed()
            if report.update != nil { report.update?.original = body }
            return report
        }
    }
}

extension TranscriptResult {
    /// The result as a report: passed, or failed with its diff and its update.
    /// - Complexity: O(1) when it passed; the diff's alignment for each failing block otherwise.
    public var report: CaseReport {
        guard !passed else { return CaseReport(status: .passed) }
        let blocks = transcript.blocks
        let first = failedBlocks.first.map { blocks[$0] }
        let conflict = failedBlocks.first.flatMap { conflicts[$0]?.first }.map { ": \($0.description)" } ?? ""
        let message = first.map { block in
            (block.title.map { "output of \($0) differs" } ?? "start-up output differs") + conflict
        } ?? "exit status \(exitStatus), expected \(transcript.settings.exit.map(String.init) ?? "")"
        var report = CaseReport(
            status: .failed, line: first.map { $0.line == 0 ? (transcript.block ?? 0) : $0.line } ?? 0,
            message: message)
        report.diff = diffLines()
        report.update = update()
        return report
    }
}
