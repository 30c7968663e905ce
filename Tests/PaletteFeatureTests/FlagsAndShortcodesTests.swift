import Testing
@testable import REPL
@testable import PaletteFeature
@testable import ArtFeature
import Features
import GameFeature

@Suite("Flags in the command language, and shortcode completion")
struct FlagsAndShortcodesTests {
    let vocabulary = CompletionVocabulary(registry: .standard, names: [
        .gameNames: ["Animals", "palette:Animals", "Animals"], .palettes: ["Animals"], .emojiLanguages: ["de", "en", "fr"],
    ])

    @Test func flagsParseWithOrWithoutValues() throws {
        let search = try #require(try CommandParser.parse("palette search red heart --lang de --all", in: .standard).first as? PaletteSearchCommand)
        #expect(search.words == ["red", "heart"])
        #expect(search.language == "de")
        #expect(search.all && !search.skinTones)
        let inline = try #require(try CommandParser.parse("palette search cat --lang=fr", in: .standard).first as? PaletteSearchCommand)
        #expect(inline.language == "fr")
    }

    @Test(arguments: [
        ("palette search cat --lnag de", "did you mean '--lang'?"),
        ("palette search cat --lang", "--lang needs L"),
        ("palette search cat --all --all", "--all given twice"),
    ])
    func badFlagsSayWhatWouldBeRight(line: String, message: String) {
        let error = #expect(throws: CommandError.self) { try CommandParser.parse(line, in: .standard) }
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "parsed")")
    }

    @Test func usageAndCompletionComeFromTheDeclaration() {
        #expect(PaletteSearchCommand.spec.usage == "palette search WORDS… [--lang L] [--skin-tones] [--all] [--limit N]")
        #expect(vocabulary.completions(before: "palette search cat ", word: "--") == ["--lang", "--skin-tones", "--all", "--limit"])
        #expect(vocabulary.completions(before: "palette search cat --lang ", word: "") == ["de", "en", "fr"])
        #expect(vocabulary.completions(before: "palette search cat --all ", word: "--") == ["--lang", "--skin-tones", "--limit"])
    }

    @Test func shortcodesCompleteWhereEmojiAreTyped() {
        #expect(vocabulary.completions(before: "palette add animals ", word: ":piz") == [":pizza:"])
        #expect(vocabulary.completions(before: "art add ", word: ":piz") == [":pizza:"])
        #expect(vocabulary.completions(before: "palette new Food ", word: ":piz") == [":pizza:"])
    }

    @Test func themesAndPalettesShareOneNamespace() {
        #expect(vocabulary.completions(before: "new ", word: "a") == ["Animals"])
        #expect(vocabulary.completions(before: "new ", word: "pal") == ["palette:Animals"])
    }

    @Test func artAddTakesAShortcode() throws {
        let add = try #require(try CommandParser.parse("art add :pizza: at 1,2", in: .standard).first as? ArtAddCommand)
        #expect(add.text == "🍕")
        let error = try #require(throws: CommandError.self) { try CommandParser.parse("art add :piza: at 1,2", in: .standard) }
        #expect(error.message == "unknown shortcode ':piza:'; did you mean ':pizza:'?")
    }
}
