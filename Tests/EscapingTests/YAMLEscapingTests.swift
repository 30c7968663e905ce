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
        #expect(YAMLEscaping.quoted("\u{85}") == "\"\u{85}\"")
    }

    @Test func aBlockLineShowsEveryControlCharacterAsHexAndNothingElse() {
        #expect(YAMLEscaping.blockLine("a\tb\u{1B}[0m\u{7F}") == #"a\x09b\x1b[0m\x7f"#)
        #expect(YAMLEscaping.blockLine(#"say "hi" \ 🐶"#) == #"say "hi" \ 🐶"#)
        #expect(YAMLEscaping.blockLine("") == "")
    }
}
