import Emoji
import Testing

@Suite("withNoRepeatedCharacters")
struct NoRepeatedCharactersTests {
    @Test("Keeps the first occurrence of each character, in order",
          arguments: [
              ("banana", "ban"),
              ("abcabc", "abc"),
              ("hello world", "helo wrd"),
              ("abc", "abc"),
              ("", ""),
              ("aaaa", "a"),
              ("🐶🐱🐶🐭🐱", "🐶🐱🐭"),
          ])
    func keepsFirstOccurrence(input: String, expected: String) {
        #expect(input.withNoRepeatedCharacters == expected)
    }

    @Test("Treats é and e + U+0301 as one character, keeping the first spelling")
    func canonicalEquivalence() {
        let precomposed = "\u{E9}"
        let decomposed = "e\u{301}"
        let first = (precomposed + "x" + decomposed).withNoRepeatedCharacters
        #expect(first.count == 2)
        #expect(Array(first.unicodeScalars) == ["\u{E9}", "x"])
        let second = (decomposed + precomposed).withNoRepeatedCharacters
        #expect(second.count == 1)
        #expect(Array(second.unicodeScalars) == ["e", "\u{301}"])
    }

    @Test("Multi-scalar emoji are single characters")
    func graphemeClusters() {
        #expect("🇫🇷🇫🇷🇩🇪".withNoRepeatedCharacters == "🇫🇷🇩🇪")
        #expect("👨‍👩‍👧👨‍👩‍👧👍🏽👍".withNoRepeatedCharacters == "👨‍👩‍👧👍🏽👍")
    }

    @Test("A plain e and an accented é are different characters")
    func eAndEAcuteDiffer() {
        #expect("eé".withNoRepeatedCharacters.count == 2)
    }

    @Test("Works on substrings")
    func substrings() {
        let text = "xxabcabcxx"
        #expect(text.dropFirst(2).dropLast(2).withNoRepeatedCharacters == "abc")
    }
}

/// Inputs the ThemeJSON fuzz target found when themes de-duplicated characters, kept so the bugs
/// stay fixed.
@Suite("withNoRepeatedCharacters fuzz regressions")
struct DedupFuzzRegressionTests {
    @Test func combiningMarksNeverFuseIntoARepeat() {
        let emojis = "\u{0}e\u{0}\u{301}é".uniqueCharacters(droppingWhitespace: false)
        #expect(Set(emojis).count == emojis.count)
        #expect(String(emojis).count == emojis.count)
    }

    @Test func droppingWhitespaceNeverMakesAFlag() {
        let emojis = "🇺 🇸".uniqueCharacters(droppingWhitespace: true)
        #expect(String(emojis).count == emojis.count)
    }

    @Test("the result always splits back into the same distinct characters", arguments: [
        "🇺A🇸A🇸🇺", "🐶🐶🐱", "e\u{301}é", "👨‍👩‍👧👨", "🇫🇷🇫🇷🇩🇪", "a\u{200D}b\u{200D}",
    ])
    func splitsBack(text: String) {
        let unique = text.withNoRepeatedCharacters
        #expect(Array(unique) == text.uniqueCharacters(droppingWhitespace: false))
        #expect(Set(unique).count == unique.count)
    }
}
