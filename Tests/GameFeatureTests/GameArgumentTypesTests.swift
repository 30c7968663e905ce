import Testing
@testable import GameFeature
import REPL
import Features
import TestSupport

/// The game's argument types: a card number and a theme's name, each read, named, completed and
/// refused by its own type (the core knows neither).
@Suite("The game's argument types")
struct GameArgumentTypesTests {
    private func word(_ text: String, as parameter: String = "choose N") -> ArgumentWord {
        ArgumentWord(text, parameter: parameter, command: "choose", placeholder: "N")
    }

    @Test func aCardNumberIsAnyWholeNumberTheGameThenChecks() throws {
        #expect(try CardNumber.parse(word("12"), in: ArgumentContext()) == 12)
        #expect(try CardNumber.parse(word("-1"), in: ArgumentContext()) == -1)
        #expect(same(try parsed("choose 3 12"), ChooseCommand(cards: [3, 12])))
        #expect(same(try parsed("tap 2"), TapCommand(.cards([2]))))
        #expect(CardNumber.placeholder == "N" && CardNumber.span == .word)
    }

    @Test func aWordThatIsNoNumberIsRefusedByName() {
        #expect(throws: ArgumentError("choose N must be a card number, not 'one'")) { try CardNumber.parse(word("one"), in: ArgumentContext()) }
        #expect(throws: CommandError("tap N must be a card number, not 'x'")) { try CommandParser.parse("tap x", in: .standard) }
    }

    @Test func theCardsOfferedAreTheOnesThatCanBeChosen() {
        let interpreter = makeInterpreter()
        #expect(CompletionVocabulary(session: interpreter.session).completions(before: "choose ", word: "") == [])
        _ = interpreter.handle("new animals pairs=2 seed=1; choose 1")
        let vocabulary = interpreter.completionVocabulary
        #expect(vocabulary.names[.choosableCards] == ["2", "3", "4"])
        #expect(vocabulary.completions(before: "choose ", word: "") == ["2", "3", "4"])
        #expect(vocabulary.completions(before: "tap ", word: "") == ["2", "3", "4", "at"])
    }

    @Test func aThemeNameGathersItsWordsUpToTheNextOption() throws {
        #expect(try ThemeName.parse(ArgumentWord("Sea Life"), in: ArgumentContext()) == "Sea Life")
        #expect(same(try parsed("new Sea Life pairs=2"), NewCommand(theme: "Sea Life", pairs: 2)))
        #expect(same(try parsed("new \"pairs=2\""), NewCommand(theme: "pairs=2")))
        var simulate = SimulateCommand()
        simulate.theme = "Animals"
        #expect(same(try parsed("simulate theme=Animals"), simulate))
        #expect(ThemeName.placeholder == "THEME" && ThemeName.span == .gathering)
        #expect(SimulateCommand.spec.usage.contains("[theme=THEME]"))
    }

    @Test func anUnknownThemeIsTheSessionsToExplain() {
        let reply = makeInterpreter().handle("new animls")
        #expect(reply.stderr.first?.hasPrefix("error: unknown theme 'animls'; did you mean 'Animals'?") == true)
    }

    @Test func theThemesOfferedAreTheSessionsThemesAndPalettes() {
        let vocabulary = CompletionVocabulary(session: makeInterpreter().session)
        #expect(vocabulary.completions(before: "new ", word: "anim").first == "Animals")
        #expect(vocabulary.completions(before: "simulate theme=", word: "Fo") == ["Food"])
        let given = CompletionVocabulary(registry: .standard, names: [.gameNames: ["Animals", "Faces"]])
        #expect(given.completions(before: "new ", word: "f") == ["Faces"])
    }
}
