import Foundation
import Testing
@testable import REPL
@testable import Transcripts
import TestSupport

func parse(_ text: String, path: String = "t.transcript") throws(TranscriptError) -> Transcript {
    try Transcript.parse(Data(text.utf8), path: path)
}

@Suite("Transcript format")
struct TranscriptFormatTests {
    @Test func everyKindOfLine() throws {
        let transcript = try parse("""
            # story
            @ seed: 7
            @ size: 100x30

            > new animals
            | New game: [..]
            |= literal [..]
            ! note: x
            != literal [..] too
            ...
            |
            >
            """)
        #expect(transcript.settings.seed == 7)
        #expect(transcript.settings.width == 100 && transcript.settings.height == 30)
        let blocks = transcript.blocks
        #expect(blocks.count == 3)
        #expect(blocks[1].input == "new animals" && blocks[1].line == 5)
        #expect(blocks[1].expected == [
            .stdout("New game: [..]", .glob), .stdout("literal [..]", .verbatim),
            .stderr("note: x", .glob), .stderr("literal [..] too", .verbatim),
            .anyLines, .stdout("", .glob),
        ])
        #expect(blocks[2].input == "")
    }

    @Test("malformed transcripts say where and what", arguments: [
        ("# only a comment\n", "t.transcript: no input lines; a transcript needs at least one '> ' line"),
        ("@ sead: 1\n> new\n", "t.transcript:1: unknown setting 'sead'; did you mean 'seed'? (settings: seed, size, color, themes, files, exit, timeout, skip)"),
        ("@ seed: lots\n> new\n", "t.transcript:1: seed must be a whole number from 0 to 18446744073709551615, not 'lots'"),
        ("@ size: big\n> new\n", "t.transcript:1: size must be COLUMNSxROWS, like 80x24 (10–1000 by 3–1000), not 'big'"),
        ("@ seed 1\n> new\n", "t.transcript:1: a setting is '@ key: value'"),
        ("@ seed: 1\n@ seed: 2\n> new\n", "t.transcript:2: 'seed' is set twice"),
        ("> new\n@ seed: 1\n", "t.transcript:2: settings go before the first input line"),
        ("> new\n...\n...\n", "t.transcript:3: '...' right after '...' can never match anything the first one does not"),
        ("> new\nNew game\n", "t.transcript:2: cannot tell what this line is; start it with '> ' (input), '| ' (output), '! ' (error output), '...' (any lines), '~ ' (screen step), '# ' (comment) or '@ ' (setting)"),
        ("> new\n|New game\n", "t.transcript:2: put a space after '|'"),
        ("@ timeout: 0\n> new\n", "t.transcript:1: timeout must be a number of seconds from 0 to 3600, not '0'"),
        ("@ exit: 300\n> new\n", "t.transcript:1: exit must be a status from 0 to 255, not '300'"),
    ])
    func malformed(text: String, message: String) {
        do {
            _ = try parse(text)
            Issue.record("parsed, but should not have")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func notUTF8() {
        var bytes = Data("> new\n| ok\n".utf8)
        bytes.append(contentsOf: [0x7C, 0x20, 0xFF, 0x0A])
        #expect(throws: TranscriptError(path: "t", line: 3, message: "not valid UTF-8 (bad byte at offset 13 of the file)")) {
            try Transcript.parse(bytes, path: "t")
        }
    }

    @Test func testHooksExistOnlyWhenAsked() throws {
        let text = "@ test-hook: trap\n> new\n"
        do {
            _ = try Transcript.parse(Data(text.utf8), path: "t", testHooks: false)
            Issue.record("a test hook without MEMORIZE_TEST_HOOKS=1")
        } catch {
            #expect(error.description.hasPrefix("t:1: unknown setting 'test-hook'"))
            #expect(!error.description.contains("did you mean"))
        }
        #expect(try Transcript.parse(Data(text.utf8), path: "t", testHooks: true).settings.testHook == .trap)
    }

    @Test func blockLineNumbersAreTheFilesLines() throws {
        let transcript = try Transcript.parse(Data("> new\n| x\n".utf8), path: "README.md", firstLine: 40)
        #expect(transcript.blocks[1].line == 40)
        #expect(throws: TranscriptError(path: "README.md", line: 42, message: "cannot tell what this line is; start it with '> ' (input), '| ' (output), '! ' (error output), '...' (any lines), '~ ' (screen step), '# ' (comment) or '@ ' (setting)")) {
            try Transcript.parse(Data("> new\n| x\nbad\n".utf8), path: "README.md", firstLine: 40)
        }
    }

    @Test func linesRoundTrip() throws {
        let text = "# c\n@ seed: 1\n\n> a\n| x\n|= [..]\n! e\n...\n|\n>\n"
        let transcript = try parse(text)
        #expect(transcript.lines.map(\.text).joined(separator: "\n") + "\n" == text)
    }
}

@Suite("Matching with elisions")
struct TranscriptMatcherTests {
    @Test("inline [..]", arguments: [
        ("seed [..])", "seed 42)", true), ("[..]", "", true), ("a[..]b[..]c", "a-b-b-c", true),
        ("a[..]b", "ab", true), ("a[..]b", "ba", false), ("ab[..]ba", "aba", false),
        ("exact", "exact", true), ("exact", "exact!", false),
    ])
    func glob(pattern: String, text: String, matches: Bool) {
        #expect(TranscriptMatcher.glob(pattern, text) == matches)
    }

    @Test func anyLinesMatchesAnyNumberOfLinesOfEitherStream() {
        let expected: [Transcript.Expected] = [.stdout("a", .glob), .anyLines, .stdout("z", .glob)]
        #expect(TranscriptMatcher.matches(expected, [.out("a"), .out("z")]))
        #expect(TranscriptMatcher.matches(expected, [.out("a"), .err("x"), .out("y"), .out("z")]))
        #expect(!TranscriptMatcher.matches(expected, [.out("a"), .out("y")]))
        #expect(TranscriptMatcher.matches([.anyLines], []))
    }

    @Test func streamsAreDistinguished() {
        #expect(!TranscriptMatcher.matches([.stdout("x", .glob)], [.err("x")]))
        #expect(TranscriptMatcher.matches([.stderr("x", .verbatim)], [.err("x")]))
    }

    @Test func updateKeepsElisionsAndReplacesChangedLinesInPlace() {
        let expected: [Transcript.Expected] = [
            .stdout("New game: Animals (seed [..])", .glob), .anyLines,
            .stdout("Animals · score 15 · match! +[..]", .glob), .stdout("gone", .glob),
        ]
        let actual: [Reply.Line] = [.out("New game: Animals (seed 3)"), .out("box 1"), .out("box 2"), .out("Animals · score 14 · match! +14")]
        #expect(TranscriptMatcher.update(expected, toFit: actual) == [
            .stdout("New game: Animals (seed [..])", .glob), .anyLines,
            .stdout("Animals · score 14 · match! +[..]", .glob),
        ])
    }

    @Test func literalBracketsAreWrittenVerbatim() {
        #expect(TranscriptMatcher.update([], toFit: [.out("a [..] b"), .err("c")]) == [
            .stdout("a [..] b", .verbatim), .stderr("c", .glob),
        ])
    }

    @Test func ansiIsStripped() {
        #expect(ANSI.strip("\u{1B}[48;5;208;38;5;16m 1 \u{1B}[0m|") == " 1 |")
        #expect(ANSI.strip("plain") == "plain")
    }
}

@Suite("Transcript fuzz regressions")
struct TranscriptFuzzRegressionTests {
    /// Found by the Transcript fuzz target: when the line between two `...` no longer matched,
    /// --update wrote `...` twice in a row, which does not parse.
    @Test func updateMergesElisionsThatMeet() throws {
        let expected: [Transcript.Expected] = [.anyLines, .stdout("gone", .glob), .anyLines]
        #expect(TranscriptMatcher.update(expected, toFit: [.out("a"), .out("b")]) == [.anyLines])
        let text = "> chose\n...\n| gone\n...\n"
        let transcript = try parse(text)
        let updated = try TranscriptRunner.run(transcript).updatedText()
        #expect(try parse(updated).lines.count == 2)
    }
}
