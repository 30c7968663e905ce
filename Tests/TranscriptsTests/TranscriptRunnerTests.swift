import Foundation
import Testing
@testable import REPL
@testable import Transcripts

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

@Suite("Transcript runner")
struct TranscriptRunnerTests {
    @Test func passingAndFailing() throws {
        let goodDirectory = try TranscriptDirectory(["a.transcript": passing])
        let good = TranscriptSuite.runFile(goodDirectory.path("a.transcript"))
        guard case .ran(let result) = good else { Issue.record("did not run"); return }
        #expect(result.passed)
        let directory = try TranscriptDirectory(["b.transcript": failing])
        guard case .ran(let bad) = TranscriptSuite.runFile(directory.path("b.transcript")) else { Issue.record("did not run"); return }
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
        guard case .ran(let result) = TranscriptSuite.runFile(directory.path("e.transcript")) else { Issue.record("did not run"); return }
        #expect(result.failedBlocks.isEmpty)
        #expect(!result.passed)
        #expect(result.failureReport(color: false).last == "\(directory.path("e.transcript")): exit status 1, expected 0")
        #expect(result.updatedText() == "@ exit: 1\n> chose\n! error: [..]\n")
    }

    @Test func themesAreRelativeToTheTranscript() throws {
        let directory = try TranscriptDirectory([
            "deep/t.transcript": "@ themes: mine\n! warning: theme mine/bad.json: the file is empty\n> new zoo\n| New game: Zoo, 2 pairs (seed [..])\n...\n",
            "deep/mine/zoo.json": #"{"name":"Zoo","emojis":"🦒🦓","pairs":2,"color":"green"}"#,
            "deep/mine/bad.json": "",
        ])
        guard case .ran(let result) = TranscriptSuite.runFile(directory.path("deep/t.transcript")) else { Issue.record("did not run"); return }
        #expect(result.passed, Comment(rawValue: result.failureReport(color: false).joined(separator: "\n")))
    }

    @Test func skipped() throws {
        let directory = try TranscriptDirectory(["s.transcript": "@ skip: not today\n> new\n| wrong\n"])
        guard case .skipped(let reason) = TranscriptSuite.runFile(directory.path("s.transcript")) else { Issue.record("not skipped"); return }
        #expect(reason == "not today")
    }
}

@Suite("Transcript suite")
struct TranscriptSuiteRunTests {
    @Test func discoveryIsRecursiveSortedAndFiltered() throws {
        let directory = try TranscriptDirectory(["b.transcript": passing, "a/c.transcript": passing, "notes.txt": "x"])
        let base = directory.url.path
        #expect(try TranscriptSuite.discover([base], filter: nil) == ["\(base)/a/c.transcript", "\(base)/b.transcript"])
        #expect(try TranscriptSuite.discover([base], filter: "b.") == ["\(base)/b.transcript"])
        #expect(throws: TranscriptError(path: "/nonexistent", line: 0, message: "no such file or directory")) {
            try TranscriptSuite.discover(["/nonexistent"], filter: nil)
        }
    }

    @Test func parallelRunAndSummary() throws {
        var files: [String: String] = [:]
        for i in 0..<12 { files["p\(i).transcript"] = passing }
        files["x.transcript"] = failing
        files["m.transcript"] = "no marker\n"
        let directory = try TranscriptDirectory(files)
        let paths = try TranscriptSuite.discover([directory.url.path], filter: nil)
        var options = TranscriptSuite.Options()
        options.jobs = 3
        let outcomes = TranscriptSuite.run(paths, options: options)
        var out: [String] = [], err: [String] = []
        let status = TranscriptSuite.report(outcomes, of: paths, options: options, out: { out.append($0) }, err: { err.append($0) })
        #expect(status == 2)   // a malformed transcript
        #expect(out.last == "12 passed, 2 failed")
        #expect(err == ["error: \(directory.path("m.transcript")):1: cannot tell what this line is; start it with '> ' (input), '| ' (output), '! ' (error output), '...' (any lines), '# ' (comment) or '@ ' (setting)"])
    }

    @Test func updateRewritesAndThenPasses() throws {
        let directory = try TranscriptDirectory(["x.transcript": failing])
        let paths = [directory.path("x.transcript")]
        var options = TranscriptSuite.Options()
        options.update = true
        var out: [String] = []
        let status = TranscriptSuite.report(TranscriptSuite.run(paths, options: options), of: paths, options: options, out: { out.append($0) }, err: { _ in })
        #expect(status == 0)
        #expect(out == ["updated \(paths[0]) (line 5)", "0 passed, 1 failed, 1 updated"])
        #expect(try directory.read("x.transcript").contains("# a comment that stays\n> score\n| score: 0 (matches 0 + bonus 0 − penalties 0)\n"))
        guard case .ran(let again) = TranscriptSuite.runFile(paths[0]) else { Issue.record("did not run"); return }
        #expect(again.passed)
    }

    @Test func aHungTranscriptIsReportedWithItsLine() throws {
        // The random bot on 1,000 pairs takes seconds (its turns grow as pairs²): far past 0.2 s.
        let directory = try TranscriptDirectory([
            "slow.transcript": "@ timeout: 0.2\n> new\n...\n> simulate strategy=random pairs=1000\n...\n",
            "fast.transcript": passing,
        ])
        let paths = try TranscriptSuite.discover([directory.url.path], filter: nil)
        let outcomes = TranscriptSuite.run(paths, options: TranscriptSuite.Options())
        guard case .timedOut(let line, let seconds) = outcomes[1] else { Issue.record("not timed out: \(outcomes[1])"); return }
        #expect(line == 4 && seconds == 0.2)
        guard case .ran(let fast) = outcomes[0] else { Issue.record("fast did not run"); return }
        #expect(fast.passed)
    }

    @Test func failFastStopsStartingTranscripts() throws {
        var files: [String: String] = ["a.transcript": failing]
        for i in 0..<20 { files["b\(i).transcript"] = passing }
        let directory = try TranscriptDirectory(files)
        let paths = try TranscriptSuite.discover([directory.url.path], filter: nil)
        var options = TranscriptSuite.Options()
        options.jobs = 1
        options.failFast = true
        let outcomes = TranscriptSuite.run(paths, options: options)
        var out: [String] = []
        _ = TranscriptSuite.report(outcomes, of: paths, options: options, out: { out.append($0) }, err: { _ in })
        #expect(out.last == "0 passed, 1 failed, 20 skipped")
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
        let text = try directory.read("r.transcript")
        #expect(text.hasPrefix("# Recorded with 'memorize record'."))
        #expect(text.contains("@ seed: 99\n@ size: 80x24\n@ exit: 1\n"))
        #expect(text.contains("> chose\n! error: unknown command 'chose'"))
        guard case .ran(let result) = TranscriptSuite.runFile(path) else { Issue.record("did not run"); return }
        #expect(result.passed, Comment(rawValue: result.failureReport(color: false).joined(separator: "\n")))
    }
}
