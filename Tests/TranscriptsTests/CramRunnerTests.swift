import Foundation
import Testing
@testable import Transcripts

/// The fixtures in `Fixtures/cram`: cram tests written for these tests (one fails on purpose).
let cramFixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/cram")

/// Running cram tests through the suite's entry point, as a worker runs them.
@Suite("cram: running tests", .serialized)
final class CramRunnerTests {
    /// The shell these tests started in this process, and its directory, go with each test.
    deinit { CramShell.shutDown() }

    func run(_ files: [String: String], _ name: String) throws -> (CaseReport, TranscriptDirectory) {
        let directory = try TranscriptDirectory(files)
        let cases = try TranscriptSuite.discover([directory.path(name)])
        try #require(cases.count == 1)
        return (TranscriptSuite.run(cases[0]), directory)
    }

    @Test("the fixtures: every line kind and cram's environment pass, the failing one fails, exit 80 skips")
    func fixtures() throws {
        let cases = try TranscriptSuite.discover([cramFixtures.path])
        let reports = Dictionary(uniqueKeysWithValues: cases.map { ($0.name.replacingOccurrences(of: cramFixtures.path + "/", with: ""), TranscriptSuite.run($0).status) })
        #expect(reports == [
            "basics.t": .passed, "environment.t": .passed, "failing.t": .failed, "skipped.t": .skipped,
            "session.md:3": .passed, "session.md:12": .passed,
        ])
    }

    @Test("exit statuses: [N] after the output; a missing one fails with a diff that adds it")
    func exitStatus() throws {
        let (passing, _) = try run(["a.t": "  $ echo out; (exit 3)\n  out\n  [3]\n  $ true\n"], "a.t")
        #expect(passing.status == .passed)
        let (failing, _) = try run(["b.t": "  $ (exit 4)\n  [4]\n  $ false\n"], "b.t")
        #expect(failing.status == .failed)
        #expect(failing.line == 3)
        #expect(failing.diff?.first?.text.hasSuffix("b.t:3: output of '$ false' differs") == true)
        #expect(failing.diff?.dropFirst().map(\.text) == ["--- expected", "+++ actual", "+   [1]"])
    }

    @Test("a file's directory is empty whatever the file of the same name before it left there, and is reused only when emptied")
    func directoryFreshForEachFile() throws {
        let litter = "  $ pwd | sed 's#.*/##'\n  t.t\n  $ ls -A\n  $ touch left-behind .hidden && mkdir -p sub/deeper && touch sub/deeper/x\n"
        for _ in 0..<3 {
            let (report, _) = try run(["t.t": litter], "t.t")
            #expect(report.status == .passed, "\(report.diff?.map(\.text) ?? [])")
        }
        // A file that takes the write bit off its own directory leaves it unemptiable: the next
        // file of that name gets another, empty one.
        let locked = "  $ touch stays && chmod 500 .\n"
        _ = try run(["t.t": locked], "t.t")
        let (after, _) = try run(["t.t": "  $ ls -A\n"], "t.t")
        #expect(after.status == .passed, "\(after.diff?.map(\.text) ?? [])")
    }

    @Test("a command after one that ends the shell did not run, and the report says so")
    func shellEnded() throws {
        let (report, _) = try run(["a.t": "  $ exit 3\n  $ echo after\n  after\n"], "a.t")
        #expect(report.status == .failed)
        #expect(report.diff?.last?.text.hasSuffix("'$ echo after' did not run: the shell ended (status 3) before it") == true)
    }

    @Test("each suffix fails when its line does not match")
    func suffixesFail() throws {
        for (expected, command) in [("b. (re)", "echo ab"), ("a? (glob)", "echo abc"), ("\\x41 (esc)", "echo B"), ("a (no-eol)", "echo a")] {
            let (report, _) = try run(["s.t": "  $ \(command)\n  \(expected)\n"], "s.t")
            #expect(report.status == .failed, "\(expected)")
        }
    }

    @Test("an empty file, and one that exits 80, are skipped; a malformed one is reported with its line")
    func skipsAndMalformed() throws {
        #expect(try run(["e.t": ""], "e.t").0.status == .skipped)
        #expect(try run(["s.t": "  $ exit 80\n"], "s.t").0.status == .skipped)
        let (bad, _) = try run(["m.t": "# x\n  > echo\n"], "m.t")
        #expect(bad.status == .malformed)
        #expect(bad.line == 2)
    }

    @Test("each file has a fresh directory, and what one file sets does not reach the next")
    func isolation() throws {
        let directory = try TranscriptDirectory([
            "a.t": "  $ touch left; export LEAK=1; cd /; ls \"$OLDPWD\"\n  left\n",
            "b.t": "  $ ls; echo \"[$LEAK]\"; pwd\n  []\n  */b.t (glob)\n",
        ])
        let cases = try TranscriptSuite.discover([directory.url.path])
        #expect(cases.map { TranscriptSuite.run($0).status } == [.passed, .passed])
    }

    @Test("--update writes what was printed and keeps each pattern whose line still matches")
    func update() throws {
        let text = """
            The story.

              $ printf 'v 1.2\\nsame\\nold\\n'; false
              v \\d+\\.\\d+ (re)
              s*e (glob)
              gone
            A comment among the output moves after it.
              [1]
              $ echo fine
              fine
            """
        let (report, directory) = try run(["u.t": text + "\n"], "u.t")
        #expect(report.status == .failed)
        #expect(report.update?.text == """
            The story.

              $ printf 'v 1.2\\nsame\\nold\\n'; false
              v \\d+\\.\\d+ (re)
              s*e (glob)
              old
              [1]
            A comment among the output moves after it.
              $ echo fine
              fine

            """)
        let (updated, _) = TranscriptSuite.applyUpdates([report], of: try TranscriptSuite.discover([directory.path("u.t")]))
        #expect(updated.count == 1)
        #expect(TranscriptSuite.run(TranscriptCase(path: directory.path("u.t"))).status == .passed)
    }

    @Test("a command that prints more than a test keeps fails with its first lines and a count of the rest, and --update refuses to write it")
    func flood() throws {
        let text = "  $ seq 1 100000\n  1\n  2\n  x\n  $ echo next\n  next\n"
        let (report, directory) = try run(["f.t": text], "f.t")
        #expect(report.status == .failed)
        let diff = report.diff?.map(\.text) ?? []
        #expect(diff.count == CramOutput.keptLines + 7, "the header, 2 marks, 2 lines as expected, x, the lines kept and the count")
        #expect(diff.contains("+   20002") && !diff.contains("+   20003"))
        #expect(diff.last?.hasPrefix("… and 79998 more lines (") == true, "\(diff.last ?? "")")
        #expect(report.update?.refusal?.contains("'$ seq 1 100000' (line 1) printed more than") == true)
        let (updated, errors) = TranscriptSuite.applyUpdates([report], of: try TranscriptSuite.discover([directory.path("f.t")]))
        #expect(updated.isEmpty)
        #expect(errors.count == 1 && errors.first?.contains("not rewritten") == true, "\(errors)")
        #expect(try directory.read("f.t") == text)
    }

    @Test("--update rewrites a console block of a Markdown file, every other byte kept")
    func updateMarkdown() throws {
        let document = "# Doc\n\n- item\n\n  ```console\n  $ echo new\n  old\n  ```\n\n```sh\necho not a test\n```\n"
        let directory = try TranscriptDirectory(["d.md": document])
        let cases = try TranscriptSuite.discover([directory.path("d.md")])
        #expect(cases.map(\.block) == [5])
        let reports = cases.map { TranscriptSuite.run($0) }
        #expect(reports.map(\.status) == [.failed])
        _ = TranscriptSuite.applyUpdates(reports, of: cases)
        #expect(try directory.read("d.md") == document.replacingOccurrences(of: "  old\n", with: "  new\n"))
        #expect(TranscriptSuite.run(cases[0]).status == .passed)
    }
}
