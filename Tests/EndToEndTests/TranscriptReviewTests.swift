import Foundation
import Testing

/// `memorize test --review` on a pseudo-terminal: each failing hunk shown, expected beside
/// actual, one key deciding it; the file ends up with exactly the hunks accepted, every other
/// byte (comments, elisions, bindings, CRLF line endings) as it was (#34).
@Suite("memorize test --review", .serialized)
struct TranscriptReviewTests {
    static let prompt = "A accept all in this file · q quit › "

    private func directory() throws -> URL {
        let directory = scratchPath("review")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// Answers each hunk's prompt with the next key, waiting for the prompt (and the hunk's
    /// header) before each; returns what the terminal showed. The run's exit status is 1 in every
    /// case here (each leaves a hunk rejected, skipped or undecided, so its case still fails).
    private func review(_ paths: [String], keys: [(header: String, key: String)], columns: UInt16 = 80) throws -> String {
        let terminal = try PseudoTerminal(["test", "-j", "1", "--review"] + paths, columns: columns)
        var shown = ""
        for (header, key) in keys {
            let screen = terminal.read(until: { $0.contains(header) && $0.hasSuffix(Self.prompt) }, deadline: 120)
            shown += screen
            guard screen.hasSuffix(Self.prompt) else { break }
            terminal.send(key)
        }
        shown += terminal.read(until: { $0.range(of: #" passed, [^\r]*\r\n"#, options: .regularExpression) != nil }, deadline: 60)
        #expect(terminal.waitForExit() == 1, "\(shown)")
        return shown
    }

    /// Three failing hunks in a CRLF transcript with a binding, elisions and comments: the first
    /// accepted (its elision kept), the second rejected, the third skipped. Only the first's
    /// line changes; every line keeps its CRLF.
    @Test func acceptRejectSkip() throws {
        let directory = try directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("three.transcript")
        let lines = [
            "# Three changes to review: one accepted, one rejected, one skipped.",
            "> new animals pairs=2 seed=1",
            "| New game: Animals, 2 pairs (seed [..SEED])",
            "...",
            "> score",
            "| score: [..] (matches 9 + bonus 0 − penalties 0)",
            "# a comment among the output stays",
            "> new animals pairs=2 seed={SEED}",
            "| New game: Animals, 2 pairs (seed [..SEED])",
            "...",
            "> score",
            "| score: 5",
            "> score",
            "| score: 6",
        ]
        try Data(lines.map { $0 + "\r\n" }.joined().utf8).write(to: file)
        let shown = try review([file.path], keys: [("file 1/1, hunk 1/3", "a"), ("file 1/1, hunk 2/3", "r"), ("file 1/1, hunk 3/3", "s")])
        #expect(shown.contains("0 passed, 1 failed\r\n"), Comment(rawValue: shown))
        #expect(shown.contains("review: 1 accepted, 1 rejected, 1 skipped; 1 file written"), Comment(rawValue: shown))
        #expect(shown.contains("- | score: 5"), Comment(rawValue: shown))
        #expect(shown.contains("+ | score: 0 (matches 0 + bonus 0 − penalties 0)"), Comment(rawValue: shown))
        var expected = lines
        expected[5] = "| score: [..] (matches 0 + bonus 0 − penalties 0)"
        let bytes = String(decoding: try Data(contentsOf: file), as: UTF8.self)
        #expect(bytes.debugDescription == expected.map { $0 + "\r\n" }.joined().debugDescription)
    }

    /// A cram `.t` file: one command's output accepted, the other's rejected; the passing glob
    /// line and the comments are kept.
    @Test func cramFile() throws {
        let directory = try directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("two.t")
        let before = """
            Two commands that print what they did not say.

              $ echo hello
              goodbye
              $ echo 'same*'; echo two
              same* (glob)
              three

            """
        try Data(before.utf8).write(to: file)
        let shown = try review([file.path], keys: [("file 1/1, hunk 1/2", "a"), ("file 1/1, hunk 2/2", "r")])
        #expect(shown.contains("0 passed, 1 failed\r\n"), Comment(rawValue: shown))
        #expect(shown.contains("output of '$ echo hello'"), Comment(rawValue: shown))
        let after = before.replacingOccurrences(of: "  goodbye\n", with: "  hello\n")
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == after)
    }

    /// `A` takes every hunk left in the file; `q` leaves the next file as it is, and the
    /// decisions made before it stand.
    @Test func acceptTheRestThenQuit() throws {
        let directory = try directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("a.transcript"), second = directory.appendingPathComponent("b.transcript")
        let text = "# story\n> score\n| score: 5\n> score\n| score: 6\n"
        try Data(text.utf8).write(to: first)
        try Data(text.utf8).write(to: second)
        let shown = try review([first.path, second.path], keys: [("file 1/2, hunk 1/2", "A"), ("file 2/2, hunk 1/2", "q")])
        #expect(shown.contains("0 passed, 2 failed, 1 updated\r\n"), Comment(rawValue: shown))
        let error = "! error: no game yet; start one with 'new'"
        #expect(String(decoding: try Data(contentsOf: first), as: UTF8.self) == "# story\n> score\n\(error)\n> score\n\(error)\n")
        #expect(String(decoding: try Data(contentsOf: second), as: UTF8.self) == text)
        #expect(shown.contains("review: 2 accepted, 0 rejected, 0 skipped; 1 file written"), Comment(rawValue: shown))
    }

    /// A screen snapshot is shown as two screens: side by side on a wide terminal, one above
    /// the other on a narrow one.
    @Test(arguments: [(UInt16(120), true), (UInt16(60), false)])
    func screensSideBySideOrStacked(columns: UInt16, sideBySide: Bool) throws {
        let directory = try directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("screen.transcript")
        try Data("# a screen\n@ size: 40x4\n> play animals pairs=2 seed=3\n~ snapshot\n| nothing here\n~ press q\n...\n".utf8).write(to: file)
        let shown = try review([file.path], keys: [("file 1/1, hunk 1/1", "r")], columns: columns)
        #expect(shown.contains("0 passed, 1 failed\r\n"), Comment(rawValue: shown))
        let rows = shown.components(separatedBy: "\r\n")
        if sideBySide {
            #expect(rows.contains { $0.hasPrefix("  expected screen") && $0.contains("│   actual screen") }, Comment(rawValue: shown))
            #expect(rows.contains { $0.hasPrefix("- nothing here") && $0.contains("│ + Animals · score 0") }, Comment(rawValue: shown))
        } else {
            #expect(rows.contains("expected screen:") && rows.contains("actual screen:"), Comment(rawValue: shown))
            #expect(rows.contains { $0.hasPrefix("+ Animals · score 0") }, Comment(rawValue: shown))
        }
    }

    /// Without a terminal, `--review` says so in one line and touches nothing.
    @Test func refusesWithoutATerminal() throws {
        let directory = try directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("one.transcript")
        let text = "# story\n> score\n| score: 5\n"
        try Data(text.utf8).write(to: file)
        let result = try MemorizeProcess.run(["test", "--review", file.path])
        #expect(result.status == 2)
        #expect(result.stderrLines.count == 1 && result.stderrLines[0].contains("--review") && result.stderrLines[0].contains("terminal"), Comment(rawValue: result.stderr))
        #expect(result.stdout.isEmpty)
        #expect(String(decoding: try Data(contentsOf: file), as: UTF8.self) == text)
    }
}
