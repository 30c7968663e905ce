import Foundation
import Testing
@testable import REPL
@testable import Transcripts
import TestSupport

@Suite("Patterns: (re) and (esc)")
struct TranscriptPatternTests {
    @Test func regexLinesMatchTheWholeLine() throws {
        let transcript = try parse("> new\n| New game: \\w+, \\d+ pairs \\(seed \\d+\\) (re)\n! warn(ing)? (re)\n|= not a regex (re)\n")
        #expect(transcript.blocks[1].expected == [
            .stdout("New game: \\w+, \\d+ pairs \\(seed \\d+\\)", .regex), .stderr("warn(ing)?", .regex),
            .stdout("not a regex (re)", .verbatim),
        ])
        #expect(TranscriptMatcher.matches(.stdout("score \\d+ (re)", .glob), .out("score \\d+ (re)")))
        #expect(TranscriptMatcher.matches(.stdout("score \\d+", .regex), .out("score 42")))
        // The whole line, not a part of it.
        #expect(!TranscriptMatcher.matches(.stdout("score \\d+", .regex), .out("score 42 points")))
        #expect(!TranscriptMatcher.matches(.stdout("\\d+", .regex), .out("x1")))
        #expect(!TranscriptMatcher.matches(.stdout("score \\d+", .regex), .err("score 42")))
    }

    @Test func aBadRegexIsMalformedWithItsLine() throws {
        let error = try #require(throws: TranscriptError.self) { try parse("> new\n| (unclosed (re)\n") }
        #expect(error.line == 2 && error.message.hasPrefix("not a regular expression"))
    }

    @Test func escapedLinesDecode() throws {
        let transcript = try parse("> new\n| \\x1b[1mbold\\x1b[0m\\tand \\\\ (esc)\n!= [..]\\r (esc)\n")
        #expect(transcript.blocks[1].expected == [
            .stdout("\u{1B}[1mbold\u{1B}[0m\tand \\", .glob), .stderr("[..]\r", .verbatim),
        ])
    }

    @Test("bad escapes say which", arguments: [
        ("| \\q (esc)", "t.transcript:2: unknown escape '\\q'; (esc) lines take \\\\, \\t, \\r and \\xHH"),
        ("| \\x1 (esc)", "t.transcript:2: '\\x' needs two hex digits; (esc) lines take \\\\, \\t, \\r and \\xHH"),
        ("| \\xff (esc)", "t.transcript:2: the escaped bytes are not valid UTF-8"),
    ])
    func badEscapes(line: String, message: String) {
        do {
            _ = try parse("> new\n\(line)\n")
            Issue.record("parsed")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test("every line writes back as text that reads the same", arguments: [
        Transcript.Expected.stdout("\u{1B}[31mred\u{1B}[0m", .glob), .stdout("tab\there", .verbatim),
        .stdout("ends like (re)", .glob), .stdout("ends like (esc)", .glob), .stdout("(esc)", .glob),
        .stdout("(re)", .glob), .stdout("[..] ends (re)", .verbatim), .stdout("[..] ends (esc)", .verbatim),
        .stderr("back\\slash and \u{7F}", .glob), .stdout("a.*b", .regex), .stdout("", .regex),
        .stdout("plain \\ backslash", .glob),
    ])
    func roundTrip(expected: Transcript.Expected) throws {
        let text = expected.text
        let again = try parse("> x\n" + text + "\n")
        #expect(again.blocks[1].expected == [expected], "wrote \(text.debugDescription)")
    }

    @Test func recordedControlCharactersAreEscaped() {
        #expect(Reply.Line.out("\u{1B}[1mx\u{1B}[0m").transcriptText == "| \\x1b[1mx\\x1b[0m (esc)")
        #expect(Reply.Line.err("plain").transcriptText == "! plain")
    }
}

@Suite("--update keeps elisions")
struct ElisionKeeperTests {
    @Test("a changed line keeps the [..] whose neighbours are still there", arguments: [
        ("Animals · score [..] · 9 of 9 pairs left", "Animals · score 4 · 2 of 2 pairs left", "Animals · score [..] · 2 of 2 pairs left"),
        ("New game: Animals, 2 pairs (seed [..])", "New game: Animals, 3 pairs (seed 7)", "New game: Animals, 3 pairs (seed [..])"),
        ("[..] pairs left", "3 pairs right", "[..] pairs right"),
        ("[..] pairs left", "3 left over", nil),
        ("took [..] s", "took 3 s", "took [..] s"),
        ("a [..] b [..] c", "a 1 b 2 d", "a [..] b 2 d"),
        ("no elision", "no elisions", nil),
        ("[..]", "anything", "[..]"),
    ] as [(String, String, String?)])
    func keeps(pattern: String, text: String, expected: String?) {
        let kept = ElisionKeeper.keepingElisions(pattern, text)
        #expect(kept == expected)
        if let kept { #expect(TranscriptMatcher.glob(kept, text)) }
    }

    @Test func updateKeepsMatchingPatternsAndRewritesTheRest() {
        let expected: [Transcript.Expected] = [
            .stdout("New game: .* \\(seed \\d+\\)", .regex),
            .stdout("Animals · score [..] · 9 of 9 pairs left", .glob),
            .stderr("warning: \\w+", .regex),
        ]
        let actual: [Reply.Line] = [
            .out("New game: Animals (seed 12)"), .out("Animals · score 4 · 2 of 2 pairs left"), .err("warning: two words"),
        ]
        #expect(TranscriptMatcher.update(expected, toFit: actual) == [
            expected[0],
            .stdout("Animals · score [..] · 2 of 2 pairs left", .glob),
            .stderr("warning: two words", .glob),
        ])
    }

    @Test func aTranscriptUpdatedKeepingElisionsPasses() throws {
        let directory = try TranscriptDirectory(["k.transcript": """
            # The pairs left change; the score stays elided.
            > new animals pairs=3 seed=3 bonus=0
            ...
            | Animals · score [..] · 9 of 9 pairs left
            """])
        let testCase = TranscriptCase(path: directory.path("k.transcript"))
        let report = TranscriptSuite.run(testCase)
        #expect(report.status == .failed)
        let text = try #require(report.update?.text)
        #expect(text.contains("| Animals · score [..] · 3 of 3 pairs left\n"))
        try text.write(toFile: directory.path("k.transcript"), atomically: true, encoding: .utf8)
        #expect(TranscriptSuite.run(testCase).status == .passed)
    }
}
