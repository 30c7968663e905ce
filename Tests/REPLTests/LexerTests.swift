import Testing
@testable import REPL
import Randomness

@Suite("The command language's words")
struct LexerTests {
    private func texts(_ line: String) throws -> [[String]] {
        try Lexer.commands(line).map { $0.map(\.text) }
    }

    @Test("words, quotes, escapes, ';' and '#'", arguments: [
        ("new animals pairs=2", [["new", "animals", "pairs=2"]]),
        ("  new   animals  ", [["new", "animals"]]),
        ("new; choose 1 2", [["new"], ["choose", "1", "2"]]),
        (";;", [[], [], []]),
        ("# a comment; score", [[]]),
        ("score # a comment; new", [["score"]]),
        ("score #no space needed", [["score"]]),
        ("palette add a#b", [["palette", "add", "a#b"]]),
        ("art add #️⃣ at 0,0", [["art", "add", "#️⃣", "at", "0,0"]]),
        ("art background \"sky;night.png\"", [["art", "background", "sky;night.png"]]),
        ("art background sky\\;night.png", [["art", "background", "sky;night.png"]]),
        ("palette new \"Night Sky\" 🌙", [["palette", "new", "Night Sky", "🌙"]]),
        ("a\"b c\"d", [["ab cd"]]),
        ("\"\"", [[""]]),
        ("\"say \\\"hi\\\" \\\\ \\n\"", [["say \"hi\" \\ \n"]]),
        ("\"# not a comment; nor a separator\"", [["# not a comment; nor a separator"]]),
        ("C:\\path", [["C:\\path"]]),
        ("tail\\", [["tail\\"]]),
        // A combining mark after a quote, a space or ';' does not hide it (found by fuzzing):
        // the line is read by scalars, and the mark starts the next word.
        ("\"\u{59E}x\" y", [["\u{59E}x", "y"]]),
        ("a \u{301}b;\u{301}c", [["a", "\u{301}b"], ["\u{301}c"]]),
        ("palette add 1 \u{1F3FB}", [["palette", "add", "1", "\u{1F3FB}"]]),
        ("#\u{FE0F}\u{20E3} # the keycap is an emoji, the second '#' a comment", [["#\u{FE0F}\u{20E3}"]]),
    ])
    func splits(line: String, expected: [[String]]) throws {
        #expect(try texts(line) == expected)
    }

    @Test func aQuotedWordSaysSo() throws {
        let words = try Lexer.words("new \"pairs=2\" pairs=3")
        #expect(words.map(\.isQuoted) == [false, true, false])
    }

    @Test func anOpenQuoteNamesWhereItStarted() {
        #expect(throws: Lexer.Failure(message: "unterminated quote: the \" at column 7 has no closing \"")) {
            try Lexer.commands("score \"abc; new")
        }
        // Columns count characters, not bytes: an emoji before the quote is one.
        #expect(throws: Lexer.Failure(message: "unterminated quote: the \" at column 3 has no closing \"")) {
            try Lexer.commands("🐶 \"x")
        }
    }

    @Test func quotingAnyTextReadsBackAsOneWord() throws {
        var generator = SeededRandom(seed: 193)
        let alphabet: [Unicode.Scalar] = ["a", "Z", " ", "\t", "\"", "\\", ";", "#", "=", "🐶", "é", "\n", "n", "\u{301}", "\u{20E3}", "\u{FE0F}", "\u{1F3FB}", "\u{200D}"]
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...12, using: &generator)
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length { scalars.append(alphabet.randomElement(using: &generator) ?? "a") }
            let text = String(scalars)
            let words = try Lexer.words(Lexer.quoted(text))
            #expect(words.map(\.text) == [text], "\(text.debugDescription) quoted as \(Lexer.quoted(text).debugDescription)")
        }
    }
}
