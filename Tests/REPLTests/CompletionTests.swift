import Testing
@testable import REPL
import Features
import GameFeature
import PaletteFeature

@Suite("Tab completion")
struct CompletionTests {
    let vocabulary = CompletionVocabulary(registry: .standard, names: [.gameNames: ["Animals", "Faces", "Food"], .choosableCards: ["1", "2", "10", "11"]])

    @Test func commandNames() {
        #expect(vocabulary.completions(before: "", word: "s") == ["score", "state", "simulate", "scores", "scroll"])
        #expect(vocabulary.completions(before: "  ", word: "CH") == ["choose"])
    }

    @Test func themeNamesAndOptionsAfterNew() {
        #expect(vocabulary.completions(before: "new ", word: "f") == ["Faces", "Food"])
        #expect(vocabulary.completions(before: "new ", word: "p") == ["pairs=", "players="])
        #expect(vocabulary.completions(before: "new Animals ", word: "") == ["pairs=", "seed=", "bonus=", "vs=", "players="])
        #expect(vocabulary.completions(before: "new Animals pairs=4 ", word: "") == ["seed=", "bonus=", "vs=", "players="])
    }

    @Test func cardNumbersAfterChoose() {
        #expect(vocabulary.completions(before: "choose ", word: "1") == ["1", "10", "11"])
        #expect(vocabulary.completions(before: "choose 1 ", word: "") == ["1", "2", "10", "11"])
    }

    @Test func valuesOfAKeyBeingTyped() {
        #expect(vocabulary.completions(before: "simulate strategy=", word: "r") == ["random"])
        #expect(vocabulary.completions(before: "simulate strategy=", word: "m") == ["memory:"])
        #expect(vocabulary.completions(before: "new animals vs=", word: "") == ["bot:"])
        #expect(vocabulary.completions(before: "simulate theme=", word: "a") == ["Animals"])
    }

    @Test func commandsForHelp() {
        #expect(vocabulary.completions(before: "help ", word: "re") == ["restart", "resume", "resize"])
    }

    @Test func nothingForUnknownCommands() {
        #expect(vocabulary.completions(before: "xyzzy ", word: "") == [])
    }
}

@Suite("Completion quotes what the lexer would split")
struct CompletionQuotingUnitTests {
    let vocabulary = CompletionVocabulary(registry: .standard, names: [.palettes: ["Rock;Roll", "Quo\"te", "a=b", "Bad\u{1B}[2J", "Plain"]])

    @Test func valuesAreQuotedAndControlCharactersLeftOut() {
        #expect(vocabulary.completions(before: "palette show ", word: "") == ["\"Rock;Roll\"", "\"Quo\\\"te\"", "\"a=b\"", "Plain", "--names", "--lang"])
        #expect(vocabulary.completions(before: "palette show ", word: "Ro") == ["\"Rock;Roll\""])
        #expect(vocabulary.completions(before: "palette show ", word: "Bad").isEmpty)
    }

    @Test func insideAnOpenQuoteTheValueIsEscapedOnly() {
        #expect(vocabulary.completions(before: "palette show \"", word: "Quo") == ["Quo\\\"te"])
        #expect(vocabulary.completions(before: "palette show \"", word: "Ro") == ["Rock;Roll"])
    }

    @Test func whatCompletionOffersReadsBackAsTheName() throws {
        for name in ["Rock;Roll", "Quo\"te", "a=b"] {
            let word = try #require(vocabulary.completions(before: "palette show ", word: String(name.prefix(2))).first)
            let words = try Lexer.commands("palette show \(word)")
            #expect(words.count == 1 && words[0].last?.text == name, "\(word)")
        }
    }
}
