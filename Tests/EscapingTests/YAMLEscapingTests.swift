import Testing
import Escaping

@Suite("YAML escaping")
struct YAMLEscapingTests {
    @Test func controlCharactersByNameOrAsHex() {
        #expect(YAMLEscaping.quoted("\t\n\r") == #""\t\n\r""#)
        #expect(YAMLEscaping.quoted("\u{0}\u{8}\u{1B}\u{7F}") == #""\x00\x08\x1b\x7f""#)
    }

    @Test func quotesAndBackslashes() {
        #expect(YAMLEscaping.quoted(#"a "b" \c"#) == #""a \"b\" \\c""#)
        #expect(YAMLEscaping.quoted("it's # not: a comment") == #""it's # not: a comment""#)
        #expect(YAMLEscaping.quoted("") == #""""#)
    }

    @Test func nonASCIIAndEmojiAsTheyAre() {
        #expect(YAMLEscaping.quoted("café 🐶👍🏽") == "\"café 🐶👍🏽\"")
    }

    /// C1 controls are not printable in YAML (NEL is, but a terminal may obey it as a line break,
    /// and U+009B as CSI): shown as `\xHH`, in a quoted scalar and in a block line.
    @Test func c1ControlsAsHex() {
        #expect(YAMLEscaping.quoted("\u{85}\u{9B}2J") == #""\x85\x9b2J""#)
        #expect(YAMLEscaping.blockLine("\u{80}a\u{9F}") == #"\x80a\x9f"#)
        #expect(YAMLEscaping.quoted("\u{A0}") == "\"\u{A0}\"")
    }

    @Test func aBlockLineShowsEveryControlCharacterAsHexAndNothingElse() {
        #expect(YAMLEscaping.blockLine("a\tb\u{1B}[0m\u{7F}") == #"a\x09b\x1b[0m\x7f"#)
        #expect(YAMLEscaping.blockLine(#"say "hi" \ 🐶"#) == #"say "hi" \ 🐶"#)
        #expect(YAMLEscaping.blockLine("") == "")
    }
}
