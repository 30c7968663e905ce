import Testing
@testable import ArtFeature
import REPL
import Features
import TestSupport

/// The art verbs' argument types: a target (an id or the selection), a zoom, an emoji id, a
/// factor and a screen cell, each read, named, completed and refused in ArtFeature.
@Suite("The art verbs' argument types")
struct ArtArgumentTypesTests {
    private func word(_ text: String, as parameter: String = "art move ID|selection") -> ArgumentWord {
        ArgumentWord(text, parameter: parameter, command: "art move", placeholder: "ID|selection")
    }

    @Test func aTargetIsAnIdOrTheSelection() throws {
        #expect(try ArtEditor.Target.parse(word("7"), in: ArgumentContext()) == .emoji(7))
        #expect(try ArtEditor.Target.parse(word("Selection"), in: ArgumentContext()) == .selection)
        #expect(ArtEditor.Target.placeholder == "ID|selection")
        #expect(throws: ArgumentError("'x' is neither an emoji id nor 'selection'")) { try ArtEditor.Target.parse(word("x"), in: ArgumentContext()) }
        #expect(throws: CommandError("'x' is neither an emoji id nor 'selection' (usage: art remove ID|selection)")) {
            try CommandParser.parse("art remove x", in: .standard)
        }
        #expect(CompletionVocabulary(registry: .standard).completions(before: "art scale ", word: "s") == ["selection"])
    }

    @Test func aZoomIsANumberAPercentageFitOrAStep() throws {
        let zoom = { (text: String) throws(ArgumentError) in try ArtZoomCommand.Change.parse(ArgumentWord(text, command: "art zoom"), in: ArgumentContext()) }
        #expect(try zoom("2") == .to(2))
        #expect(try zoom("50%") == .to(0.5))
        #expect(try zoom("Fit") == .fit)
        #expect(try zoom("in") == .by(ArtZoomCommand.step))
        #expect(try zoom("-") == .by(1 / ArtZoomCommand.step))
        #expect(throws: ArgumentError("art zoom takes a number, 'fit', + or -, not 'big'")) { try zoom("big") }
        #expect(throws: ArgumentError("a zoom must be from 0.01 to 100, not 1000")) { try zoom("1000") }
        #expect(ArtZoomCommand.Change.placeholder == "F|fit|+|-")
        #expect(CompletionVocabulary(registry: .standard).completions(before: "art zoom ", word: "") == [])
    }

    @Test func emojiIdsAndFactorsAreNumbers() throws {
        #expect(try ArgumentKind<Int>.emojiID.parse(ArgumentWord("3"), ArgumentContext()) == 3)
        #expect(throws: ArgumentError("emoji ids are whole numbers, not 'three'")) { try ArgumentKind<Int>.emojiID.parse(ArgumentWord("three"), ArgumentContext()) }
        #expect(try ArgumentKind<Double>.factor.parse(ArgumentWord("1.5"), ArgumentContext()) == 1.5)
        #expect(throws: ArgumentError("the factor must be a number above 0, like 1.5, not '0'")) { try ArgumentKind<Double>.factor.parse(ArgumentWord("0"), ArgumentContext()) }
        #expect(ArtSelectCommand.spec.usage == "art select ID…")
        #expect(ArtScaleCommand.spec.usage == "art scale ID|selection by FACTOR")
    }

    @Test("a drop's trailing 'at X,Y' is read by the parser, as a screen's cell", arguments: [
        ("art drop 🐶 at 3,4", ArtDropCommand(text: "🐶", at: (3, 4))),
        ("art drop hello at home", ArtDropCommand(text: "hello at home")),
        ("art drop at 1,2 🐶", ArtDropCommand(text: "at 1,2 🐶")),
    ])
    func dropAt(line: String, command: ArtDropCommand) throws {
        #expect(same(try parsed(line), command))
    }

    @Test func aDropsCellIsTwoWholeNumbers() {
        #expect(throws: CommandError("X,Y must be two whole numbers like 10,5, not 'ten,5' (usage: art drop TEXT [at X,Y])")) {
            try CommandParser.parse("art drop 🐸 at ten,5", in: .standard)
        }
        #expect(throws: CommandError("art drop needs something to drop before 'at X,Y' (usage: art drop TEXT [at X,Y])")) {
            try CommandParser.parse("art drop at 1,1", in: .standard)
        }
    }
}
