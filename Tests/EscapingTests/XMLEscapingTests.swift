import Testing
import Escaping

@Suite("XML escaping")
struct XMLEscapingTests {
    @Test func markupIsAlwaysEntities() {
        for context in [XMLEscaping.Context.anywhere, .text, .doubleQuotedAttribute] {
            #expect(XMLEscaping.escaped("a<b>&c]]>", for: context, forbidden: .dropped) == "a&lt;b&gt;&amp;c]]&gt;")
        }
    }

    @Test func quotesDependOnTheContext() {
        let text = #"say "it's""#
        #expect(XMLEscaping.escaped(text, for: .anywhere, forbidden: .dropped) == "say &quot;it&apos;s&quot;")
        #expect(XMLEscaping.escaped(text, for: .text, forbidden: .dropped) == text)
        #expect(XMLEscaping.escaped(text, for: .doubleQuotedAttribute, forbidden: .dropped) == "say &quot;it's&quot;")
    }

    @Test func whiteSpaceIsKeptButALineFeedInAnAttribute() {
        #expect(XMLEscaping.escaped("a\tb\nc\rd", for: .anywhere, forbidden: .dropped) == "a\tb\nc\rd")
        #expect(XMLEscaping.escaped("a\tb\nc\rd", for: .text, forbidden: .dropped) == "a\tb\nc\rd")
        #expect(XMLEscaping.escaped("a\tb\nc\rd", for: .doubleQuotedAttribute, forbidden: .dropped) == "a\tb&#10;c\rd")
    }

    @Test func charactersXMLCannotHoldAreDroppedOrShownAsHex() {
        let text = "a\u{0}\u{1}\u{1B}\u{1F}\u{FFFE}\u{FFFF}b"
        #expect(XMLEscaping.escaped(text, for: .anywhere, forbidden: .dropped) == "ab")
        #expect(XMLEscaping.escaped(text, for: .text, forbidden: .shownAsHex) == #"a\x00\x01\x1b\x1f\xfffe\xffffb"#)
        // DEL and the C1 controls are characters XML 1.0 holds.
        #expect(XMLEscaping.escaped("\u{7F}\u{85}", for: .text, forbidden: .dropped) == "\u{7F}\u{85}")
    }

    @Test func nonASCIIAndEmojiAsTheyAre() {
        let text = "café 👨‍👩‍👧 🇫🇷 \u{FFFD} \u{10FFFF}"
        for context in [XMLEscaping.Context.anywhere, .text, .doubleQuotedAttribute] {
            #expect(XMLEscaping.escaped(text, for: context, forbidden: .shownAsHex) == text)
        }
    }
}
