import Foundation
import Testing
@testable import REPL
@testable import Transcripts
import Features
import TestSupport

/// A temporary directory of transcripts, removed afterwards.
final class TranscriptDirectory {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-transcripts-\(UUID().uuidString)")

    init(_ files: [String: String]) throws {
        for (name, text) in files {
            let file = url.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
        }
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }
    func read(_ name: String) throws -> String { try String(contentsOfFile: path(name), encoding: .utf8) }

    deinit { try? FileManager.default.removeItem(at: url) }
}

let passing = """
    # passes
    > new animals pairs=2 seed=3 bonus=0
    | New game: Animals, 2 pairs (seed 3)
    ...
    > score
    | score: 0 (matches 0 + bonus 0 − penalties 0)
    """

let failing = """
    # fails: the score is 0
    > new animals pairs=2 seed=3
    ...
    # a comment that stays
    > score
    | score: 15
    """

/// Parses and runs a transcript file in this process.
func runTranscript(_ path: String) throws -> TranscriptResult {
    try TranscriptRunner.run(try TranscriptSuite.load(path).get())
}

@Suite("Transcript runner")
struct TranscriptRunnerTests {
    @Test func passingAndFailing() throws {
        let goodDirectory = try TranscriptDirectory(["a.transcript": passing])
        #expect(try runTranscript(goodDirectory.path("a.transcript")).passed)
        #expect(TranscriptSuite.run(TranscriptCase(path: goodDirectory.path("a.transcript"))).status == .passed)
        let directory = try TranscriptDirectory(["b.transcript": failing])
        let bad = try runTranscript(directory.path("b.transcript"))
        #expect(!bad.passed)
        #expect(bad.failureReport(color: false) == [
            "\(directory.path("b.transcript")):5: output of '> score' differs",
            "--- expected", "+++ actual",
            "- | score: 15", "+ | score: 0 (matches 0 + bonus 0 − penalties 0)",
        ])
        #expect(bad.updatedText() == failing.replacingOccurrences(of: "| score: 15", with: "| score: 0 (matches 0 + bonus 0 − penalties 0)") + "\n")
    }

    @Test func exitStatusIsCheckedAndUpdated() throws {
        let text = "@ exit: 0\n> chose\n! error: [..]\n"
        let directory = try TranscriptDirectory(["e.transcript": text])
        let result = try runTranscript(directory.path("e.transcript"))
        #expect(result.failedBlocks.isEmpty)
        #expect(!result.passed)
        #expect(result.failureReport(color: false).last == "\(directory.path("e.transcript")): exit status 64, expected 0")
        #expect(result.updatedText() == "@ exit: 64\n> chose\n! error: [..]\n")
    }

    @Test func themesAreRelativeToTheTranscript() throws {
        let directory = try TranscriptDirectory([
            "deep/t.transcript": "@ themes: mine\n! warning: theme mine/bad.json: the file is empty\n> new zoo\n| New game: Zoo, 2 pairs (seed [..])\n...\n",
            "deep/mine/zoo.json": #"{"name":"Zoo","emojis":"🦒🦓","pairs":2,"color":"green"}"#,
            "deep/mine/bad.json": "",
        ])
        let result = try runTranscript(directory.path("deep/t.transcript"))
        #expect(result.passed, Comment(rawValue: result.failureReport(color: false).joined(separator: "\n")))
    }

    @Test func skipped() throws {
        let directory = try TranscriptDirectory(["s.transcript": "@ skip: not today\n> new\n| wrong\n"])
        let report = TranscriptSuite.run(TranscriptCase(path: directory.path("s.transcript")))
        #expect(report.status == .skipped && report.message == "not today")
    }
}

@Suite("Transcript suite")
struct TranscriptSuiteRunTests {
    @Test func discoveryIsRecursiveSortedFilteredAndSkipsHiddenDirectories() throws {
        let directory = try TranscriptDirectory([
            "b.transcript": passing, "a/c.transcript": passing, "notes.txt": "x", ".build/d.transcript": passing,
            "doc.md": "text\n```transcript\n\(passing)\n```\n\n```sh\nls\n```\n",
        ])
        let base = directory.url.path
        #expect(try TranscriptSuite.discover([base]).map(\.name) == ["\(base)/a/c.transcript", "\(base)/b.transcript", "\(base)/doc.md:2"])
        #expect(try TranscriptSuite.discover([base], filter: "b.").map(\.name) == ["\(base)/b.transcript"])
        #expect(try TranscriptSuite.discover([base], filter: "doc.md:2").map(\.block) == [2])
        #expect(throws: TranscriptError(path: "/nonexistent", line: 0, message: "no such file or directory")) {
            try TranscriptSuite.discover(["/nonexistent"])
        }
    }

    @Test func reportsOfEachKind() throws {
        let directory = try TranscriptDirectory([
            "p.transcript": passing, "x.transcript": failing, "m.transcript": "no marker\n", "s.transcript": "@ skip: later\n> new\n",
        ])
        let cases = try TranscriptSuite.discover([directory.url.path])
        let reports = cases.map { TranscriptSuite.run($0) }
        #expect(reports.map(\.status) == [.malformed, .passed, .skipped, .failed])
        #expect(reports[0].line == 1 && reports[0].message?.hasPrefix("cannot tell what this line is") == true)
        #expect(reports[3].line == 5 && reports[3].message == "output of '> score' differs")
        #expect(reports[3].update?.changes == ["line 5"])
        let run = TranscriptSuite.Run(cases: cases, reports: reports, seconds: 0.5, started: Date())
        #expect(run.summary == "1 passed, 2 failed, 1 skipped")
        #expect(run.exitStatus == 2)   // a malformed transcript
        var out: [String] = [], err: [String] = []
        TextReport.write(run, color: false, durations: 2, out: { out.append($0) }, err: { err.append($0) })
        #expect(err == ["error: \(directory.path("m.transcript")):1: cannot tell what this line is; start it with '> ' (input), '| ' (output), '! ' (error output), '...' (any lines), '~ ' (screen step), '# ' (comment) or '@ ' (setting)"])
        #expect(out.last == "1 passed, 2 failed, 1 skipped")
        #expect(out[out.count - 4] == "slowest 2:")
        #expect(out.contains("- | score: 15"))
    }

    @Test func updateRewritesAndThenPasses() throws {
        let directory = try TranscriptDirectory(["x.transcript": failing])
        let cases = [TranscriptCase(path: directory.path("x.transcript"))]
        let reports = cases.map { TranscriptSuite.run($0) }
        let (updated, errors) = TranscriptSuite.applyUpdates(reports, of: cases)
        #expect(errors.isEmpty && updated == Set(cases))
        var run = TranscriptSuite.Run(cases: cases, reports: reports, seconds: 0, started: Date())
        run.updated = updated
        #expect(run.exitStatus == 0)
        var out: [String] = []
        TextReport.write(run, color: false, out: { out.append($0) }, err: { _ in })
        #expect(out == ["updated \(cases[0].path) (line 5)", "0 passed, 1 failed, 1 updated"])
        #expect(try directory.read("x.transcript").contains("# a comment that stays\n> score\n| score: 0 (matches 0 + bonus 0 − penalties 0)\n"))
        #expect(TranscriptSuite.run(cases[0]).status == .passed)
    }
}

@Suite("Recording")
struct TranscriptRecorderTests {
    @Test func aRecordedSessionPassesStraightAfter() throws {
        let directory = try TranscriptDirectory([:])
        try FileManager.default.createDirectory(at: directory.url, withIntermediateDirectories: true)
        let path = directory.path("r.transcript")
        var settings = Transcript.Settings()
        settings.seed = 99
        let recorder = TranscriptRecorder(path: path, settings: settings)
        let interpreter = Launch(seed: 99).makeInterpreter()
        var reader = recorder.recording(ListLineReader(["new animals", "choose 1 2", "chose", "state", "simulate games=3"]))
        final class Discard: ReplySink { func write(_ reply: Reply) {} }
        _ = Driver.run(reader: &reader, interpreter: interpreter, sink: recorder.recording(Discard()))
        recorder.save()   // as `memorize record` does at the end: in between it writes once a second
        let text = try directory.read("r.transcript")
        #expect(text.hasPrefix("# Recorded with 'memorize record'."))
        #expect(text.contains("@ seed: 99\n@ size: 80x24\n@ exit: 64\n"))
        #expect(text.contains("> chose\n! error: unknown command 'chose'"))
        let result = try runTranscript(path)
        #expect(result.passed, Comment(rawValue: result.failureReport(color: false).joined(separator: "\n")))
    }
}
