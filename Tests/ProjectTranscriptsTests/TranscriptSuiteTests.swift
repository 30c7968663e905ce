import Foundation
import Transcripts
import Testing

/// The repository's root, found from this file so any working directory works.
let repository = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// Every transcript of transcripts/ and every transcript block of the README and docs/, named relative to
/// the repository (`transcripts/game-won.transcript`, `README.md:21`), so each test case is
/// named by what it runs.
let suiteCases: [String] = {
    nameMemorizeForCramFiles()
    let base = repository.path + "/"
    let paths = ["transcripts", "README.md", "docs"].map { repository.appendingPathComponent($0).path }
    return ((try? TranscriptSuite.discover(paths)) ?? [])
        .map { $0.name.hasPrefix(base) ? String($0.name.dropFirst(base.count)) : $0.name }
}()

/// Gives the cram files the built `memorize` (beside the test bundle in the build folder) as
/// `$MEMORIZE`, as `memorize test` gives them itself; set once, when the cases are listed, before
/// any runs. Left unset when there is none: the files that need it skip (exit 80).
private func nameMemorizeForCramFiles() {
    var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for _ in 0..<4 {
        let candidate = directory.appendingPathComponent("memorize")
        if FileManager.default.isExecutableFile(atPath: candidate.path) {
            setenv(TranscriptSuite.memorizeVariable, candidate.path, 1)
            return
        }
        directory.deleteLastPathComponent()
    }
}

@Suite("Transcripts")
struct TranscriptSuiteTests {
    @Test("the suite is there")
    func suiteIsThere() {
        // Guards the parameterised test below from passing by running nothing.
        #expect(suiteCases.count { $0.hasPrefix("transcripts/") } >= 9, "found \(suiteCases) in \(repository.path)")
        #expect(suiteCases.count { $0.hasPrefix("README.md:") } >= 2, "the README's examples are transcripts")
        #expect(suiteCases.count { $0.hasPrefix("docs/") } >= 10, "the manual's examples are transcripts")
    }

    @Test("transcript", arguments: suiteCases)
    func transcript(_ name: String) {
        let parts = name.split(separator: ":")
        let path = repository.appendingPathComponent(String(parts[0])).path
        let report = TranscriptSuite.run(TranscriptCase(path: path, block: parts.count > 1 ? Int(parts[1]) : nil))
        switch report.status {
        case .passed, .skipped:
            break
        case .failed:
            Issue.record(Comment(rawValue: "\n" + report.diffText(color: false).joined(separator: "\n")))
        case .malformed, .timedOut, .crashed, .notRun:
            Issue.record("\(report.status): \(report.line ?? 0): \(report.message ?? "")")
        }
    }
}
