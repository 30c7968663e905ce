#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Which cases of a suite are cram tests, and running them: a `.t` file, or a Markdown block
/// tagged `console`, or `sh` with a line starting `$ ` (a shell session, not a script).
extension CramTest {
    /// The info words of Markdown blocks that may be cram tests.
    static let markdownTags: Set<String> = ["console", "sh"]

    /// Whether `path` names a cram test file, by its extension.
    public static func isTestFile(_ path: String) -> Bool {
        path.hasSuffix("." + fileExtension) && !path.hasSuffix("/." + fileExtension)
    }

    /// Whether a Markdown block is a cram test: `console`, or `sh` holding a `$ ` line.
    static func isTest(_ block: MarkdownTranscripts.Block) -> Bool {
        block.tag == "console" || (block.tag == "sh" && block.text.split(separator: "\n").contains { $0.hasPrefix("$ ") })
    }

    /// Reads and parses a case that is a cram test; nil when it is a transcript.
    /// - Returns: the test, and for a Markdown block the body it was read from.
    /// - Complexity: O(*n*) in the size of the file.
    static func load(_ testCase: TranscriptCase) -> Result<(test: CramTest, body: String?), TranscriptError>? {
        let path = testCase.path
        guard let block = testCase.block else {
            guard isTestFile(path) else { return nil }
            // Decoded where it is read, so that the bytes are let go before the lines are made
            // of the text (a file's size less at the peak).
            let text: String
            switch TranscriptSuite.readFile(path) {
            case .success(let read): text = String(decoding: read, as: UTF8.self)
            case .failure(let error): return .failure(error)
            }
            return Result { () throws(TranscriptError) in (try parse(text, path: path), nil) }
        }
        guard MarkdownTranscripts.isMarkdown(path), let data = FileManager.default.contents(atPath: path) else { return nil }
        let document = String(decoding: data, as: UTF8.self)
        guard let found = MarkdownTranscripts.blocks(in: document, tags: markdownTags).first(where: { $0.fence == block }),
              isTest(found)
        else { return nil }
        return Result { () throws(TranscriptError) in
            var test = try parse(found.text, path: path, indent: 0, firstLine: found.body.lowerBound)
            test.block = block
            return (test, found.text)
        }
    }
}

extension TranscriptSuite {
    /// Runs one case if it is a cram test (see ``CramTest/load(_:)``), timed; nil when it is a
    /// transcript; `progress` is told the line of each command as it starts; `updates`: whether
    /// a failure's report holds its update. An empty test, and
    /// one that exits with status 80, is skipped, as cram skips it.
    /// - Complexity: reading and parsing, then ``CramRunner``'s run.
    static func runCram(_ testCase: TranscriptCase, updates: Bool = true, progress: (Int) -> Void) -> CaseReport? {
        let start = ContinuousClock.now
        func elapsed() -> Double {
            let (seconds, attoseconds) = (ContinuousClock.now - start).components
            return Double(seconds) + Double(attoseconds) * 1e-18
        }
        guard let loaded = CramTest.load(testCase) else { return nil }
        switch loaded {
        case .failure(let error):
            return CaseReport(status: .malformed, seconds: elapsed(), line: error.line, message: error.message)
        case .success(let (test, body)):
            guard !test.lines.isEmpty else { return CaseReport(status: .skipped, seconds: elapsed(), message: "empty") }
            // The line of the command running, as each starts: a file stopped at its time limit
            // is reported at the command it was stuck in.
            progress(test.commands.first?.line ?? 0)
            switch CramRunner.run(test, started: progress) {
            case .failure(let failure):
                return CaseReport(status: .crashed, seconds: elapsed(), line: 0, message: failure.message)
            case .success(let result):
                if result.status == CramRunner.skipStatus {
                    return CaseReport(status: .skipped, seconds: elapsed(), message: "exit \(CramRunner.skipStatus)")
                }
                var report = result.report(updates: updates)
                report.seconds = elapsed()
                if report.update != nil { report.update?.original = body }
                return report
            }
        }
    }
}
