import Foundation
import Testing
@testable import Transcripts

/// cram's `.t` format as ``CramTest`` reads it, and its lines as ``CramLines`` writes and
/// compares them (cram 0.7's `_test.py` and `_diff.py`).
@Suite("cram: the format")
struct CramFormatTests {
    @Test("every line kind: comment, blank, command, continuation, output with each suffix")
    func lineKinds() throws {
        let text = """
            A comment.

              $ f() {
              >   echo hi; }
              $ f
              hi
              h. (re)
              h* (glob)
              \\x68i (esc)
              hi (no-eol)
              [1]
             one space is a comment
              $ true
            """
        let test = try CramTest.parse(text, path: "x.t")
        #expect(test.lines.map(\.kind) == [
            .comment, .comment, .command("f() {"), .continuation("  echo hi; }"), .command("f"), .output("hi"),
            .output("h. (re)"), .output("h* (glob)"), .output("\\x68i (esc)"), .output("hi (no-eol)"), .output("[1]"),
            .comment, .command("true"),
        ])
        #expect(test.lines.map(\.number) == Array(1...13))
        #expect(test.commands == [
            .init(line: 3, source: ["f() {", "  echo hi; }"], expected: []),
            .init(line: 5, source: ["f"], expected: ["hi", "h. (re)", "h* (glob)", "\\x68i (esc)", "hi (no-eol)", "[1]"]),
            .init(line: 13, source: ["true"], expected: []),
        ])
        #expect(test.leading.isEmpty)
    }

    @Test("'  $' with no space after it is output, as in cram; output before any command is kept apart")
    func edgeLines() throws {
        let test = try CramTest.parse("  early\n  $\n  $ echo\n  \n", path: "x.t")
        #expect(test.lines.map(\.kind) == [.output("early"), .output("$"), .command("echo"), .output("")])
        #expect(test.leading == ["early", "$"])
        #expect(test.commands.map(\.expected) == [[""]])
    }

    @Test("a Markdown block has no indentation: every line is a command, a continuation or output")
    func markdownIndent() throws {
        let test = try CramTest.parse("$ echo a\na\n# not a comment\n", path: "r.md", indent: 0, firstLine: 10)
        #expect(test.lines.map(\.kind) == [.command("echo a"), .output("a"), .output("# not a comment")])
        #expect(test.lines.map(\.number) == [10, 11, 12])
    }

    @Test("a file without a final newline reads as if it had one")
    func missingNewline() throws {
        let test = try CramTest.parse("  $ printf foo\n  foo (no-eol)", path: "x.t")
        #expect(test.commands.map(\.expected) == [["foo (no-eol)"]])
    }

    @Test("errors name the file and line: a continuation with no command, an (esc) line that does not decode")
    func errors() {
        #expect(throws: TranscriptError(path: "x.t", line: 2, message: "'> ' continues a command, but no '$ ' command comes before it")) {
            try CramTest.parse("comment\n  > echo\n", path: "x.t")
        }
        #expect(throws: TranscriptError(path: "r.md", line: 8, message: "(esc) line: '\\x' needs two hex digits")) {
            try CramTest.parse("$ echo\n\\xZ1 (esc)\n", path: "r.md", indent: 0, firstLine: 7)
        }
        #expect(throws: TranscriptError(path: "x.t", line: 2, message: "(esc) line: it ends in a lone backslash")) {
            try CramTest.parse("  $ echo\n  a\\ (esc)\n", path: "x.t")
        }
    }

    @Test("output splits as Python's bytes.splitlines: after \\n, \\r\\n and a lone \\r")
    func splitting() {
        let lines = CramLines.split(Array("a\nb\r\nc\rd".utf8)[...]).map { CramLines.printed($0).written }
        #expect(lines == ["a", "b\\r (esc)", "c\\r (no-eol) (esc)", "d (no-eol)"])
    }

    @Test("a line with a control byte or any byte over 0x7E is written escaped")
    func escaping() {
        #expect(CramLines.write(Array("plain ~".utf8)) == "plain ~")
        #expect(CramLines.write([0x1B] + Array("[1m\\ \t".utf8)) == "\\x1b[1m\\\\ \\t (esc)")
        #expect(CramLines.write(Array("café".utf8)) == "caf\\xc3\\xa9 (esc)")
        #expect(CramLines.write([0x7F]) == "\\x7f (esc)")
    }

    @Test("prysk's text of a line keeps printable UTF-8 and escapes the rest, as its _escape_utf8")
    func writtenAsPrysk() {
        #expect(CramLines.writeUTF8(Array("plain \\ \t".utf8)) == nil)
        #expect(CramLines.writeUTF8(Array("señor \\".utf8)) == "señor \\")
        #expect(CramLines.writeUTF8(Array("☺".utf8) + Array(" \u{FF} x\t \u{FF} ".utf8) + Array("☺".utf8)) == "☺ ÿ x\\t ÿ ☺ (esc)")
        #expect(CramLines.writeUTF8(Array("☺".utf8) + [0x20, 0xFF, 0x20] + Array("\\".utf8)) == "☺ \\xff \\\\ (esc)")
        #expect(CramLines.writeUTF8(Array("\u{A0}é".utf8)) == "\\xa0é (esc)")
        #expect(CramLines.writeUTF8(Array("a\u{200B}é".utf8)) == "a\\u200bé (esc)")
    }

    @Test("(esc) decodes Python's escapes: named, hex, octal, and an unknown one kept")
    func decoding() throws {
        #expect(try CramLines.decodeEscapes("\\a\\b\\f\\n\\r\\t\\v\\\\\\'\\\"").get() == [7, 8, 12, 10, 13, 9, 11, 92, 39, 34])
        #expect(try CramLines.decodeEscapes("\\x41\\101\\0\\q").get() == [65, 65, 0, 92, UInt8(ascii: "q")])
    }

    @Test("matching: text, escapes, globs, regular expressions, each only with its suffix")
    func matching() {
        func printed(_ text: String) -> CramLines.Printed { CramLines.Printed(bytes: Array(text.utf8)) }
        #expect(CramLines.matches("foo", printed("foo")))
        #expect(!CramLines.matches("fo.", printed("foo")))
        #expect(CramLines.matches("fo. (re)", printed("foo")))
        #expect(!CramLines.matches("fo (re)", printed("foo")), "a regular expression matches the whole line")
        #expect(CramLines.matches("a\\Z (re)", printed("a\\Z (re)")), "equal text matches, suffix and all")
        #expect(!CramLines.matches("+++ (re)", printed("x")), "an invalid pattern matches nothing, as in cram")
        #expect(CramLines.matches("f*o? (glob)", printed("foooz")))
        #expect(!CramLines.matches("f*o? (glob)", printed("fz")))
        #expect(CramLines.matches("\\* \\\\ \\? fo?b* (glob)", printed("* \\ ? foobar")), "cram's own glob example")
        #expect(!CramLines.matches("\\* (glob)", printed("x")))
        #expect(CramLines.matches("\\x1b[0m (esc)", CramLines.Printed(bytes: [0x1B] + Array("[0m".utf8))))
        #expect(CramLines.matches("café", printed("café")), "an unescaped line matches its escaped output")
        #expect(CramLines.matches("caf\\303\\251 (esc)", printed("café")))
        #expect(CramLines.matches("foo (no-eol)", CramLines.printed(Array("foo".utf8)[...])))
        #expect(CramLines.matches("f.o \\(no-eol\\) (re)", CramLines.printed(Array("foo".utf8)[...])))
    }
}
