import Testing
@testable import Emoji

@Suite("An emoji described")
struct EmojiDescriptionTests {
    @Test func anUnqualifiedHeartIsDescribedByItsFullyQualifiedForm() throws {
        let d = try #require(EmojiDescription("❤", names: .english))
        #expect(d.given == "❤" && d.emoji == "❤️" && d.status == .unqualified)
        #expect(d.name == "red heart")
        #expect(d.codePoints == ["U+2764", "U+FE0F"])
        #expect(d.shortcodes == [":red_heart:", ":heart:"])
        #expect(d.version == EmojiVersion(tenths: 6))
        #expect(d.width == TerminalWidth.disagreement("❤️") && d.width != nil)
        #expect(d.toneVariants.isEmpty && d.genderVariants.isEmpty)
    }

    @Test func aRoleHasItsTonesAndGenders() throws {
        let d = try #require(EmojiDescription("🧑‍🍳", names: .english))
        #expect(d.toneVariants.count == 5)
        #expect(Set(d.genderVariants) == ["👨‍🍳", "👩‍🍳"])
        // A toned form's other genders are the untoned ones.
        let toned = try #require(EmojiDescription("👩🏽‍🍳", names: .english))
        #expect(Set(toned.genderVariants) == ["👨‍🍳", "🧑‍🍳"])
    }

    @Test func whatIsNoEmojiHasNoDescription() {
        #expect(EmojiDescription("a", names: .english) == nil)
        #expect(EmojiDescription("🏻", names: .english) == nil)
    }
}
