import Foundation
import Transcripts
import Testing

/// The project's transcripts/ directory, found from this file so any working directory works.
let transcriptsDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("transcripts")

/// Transcript paths relative to transcripts/, so each test case is named by its file.
let transcriptNames: [String] = {
    let base = transcriptsDirectory.path + "/"
    return ((try? TranscriptSuite.discover([transcriptsDirectory.path], filter: nil)) ?? [])
        .map { $0.hasPrefix(base) ? String($0.dropFirst(base.count)) : $0 }
}()

@Suite("Transcripts")
struct TranscriptSuiteTests {
    @Test("the suite is there")
    func suiteIsThere() {
        // Guards the parameterised test below from passing by running nothing.
        #expect(transcriptNames.count >= 9, "found \(transcriptNames) in \(transcriptsDirectory.path)")
    }

    @Test("transcript", arguments: transcriptNames)
    func transcript(_ name: String) {
        let path = transcriptsDirectory.appendingPathComponent(name).path
        switch TranscriptSuite.runFile(path) {
        case .ran(let result):
            #expect(result.passed, Comment(rawValue: "\n" + result.failureReport(color: false).joined(separator: "\n")))
        case .malformed(let error):
            Issue.record("malformed: \(error)")
        case .skipped:
            break
        case .timedOut, .notRun:
            Issue.record("did not run")
        }
    }
}
