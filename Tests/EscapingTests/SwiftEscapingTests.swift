import Testing
import Escaping

@Suite("Swift literal escaping")
struct SwiftEscapingTests {
    @Test func controlCharactersByNameOrAsUnicodeEscapes() {
        #expect(SwiftEscaping.literal("\n\r\t") == #""\n\r\t""#)
        #expect(SwiftEscaping.literal("\u{0}\u{1B}\u{7F}") == #""\u{0}\u{1b}\u{7f}""#)
    }

    @Test func quotesAndBackslashes() {
        #expect(SwiftEscaping.literal(#"a "b" \(c)"#) == #""a \"b\" \\(c)""#)
        #expect(SwiftEscaping.literal("") == #""""#)
    }

    @Test func nonASCIIAndEmojiAsTheyAre() {
        #expect(SwiftEscaping.literal("café 🐶❤️🇫🇷") == "\"café 🐶❤️🇫🇷\"")
    }
}
