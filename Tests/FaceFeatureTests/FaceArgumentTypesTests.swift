import Testing
@testable import FaceFeature
import REPL
import Features
import TestSupport

/// `face`'s MODE is one enumeration: read, named in usage, offered and suggested from its cases.
@Suite("The face's argument types")
struct FaceArgumentTypesTests {
    @Test func aModeIsOneOfItsCasesInAnyCase() throws {
        let word = ArgumentWord("SVG", parameter: "face MODE")
        #expect(try FaceCommand.Mode.parse(word, in: ArgumentContext()) == .svg)
        #expect(FaceCommand.Mode.placeholder == "on|off|svg|screen")
        #expect(FaceCommand.spec.usage == "face [MODE] [FILE]")
    }

    @Test func aWordThatIsNoModeNamesTheModesAndTheNearest() {
        #expect(throws: ArgumentError("face MODE must be one of on, off, svg, screen, not 'svgg'")) {
            try FaceCommand.Mode.parse(ArgumentWord("svgg", parameter: "face MODE"), in: ArgumentContext())
        }
        #expect(FaceCommand.Mode.suggestion(for: "svgg", in: ArgumentContext()) == "svg")
        #expect(throws: CommandError("face MODE must be one of on, off, svg, screen, not 'scren'; did you mean 'screen'?")) {
            try CommandParser.parse("face scren", in: .standard)
        }
    }

    @Test func onlySVGTakesAFile() {
        #expect(throws: CommandError("unexpected 'x.svg' after face off (only 'face svg FILE' takes a file)")) {
            try CommandParser.parse("face OFF x.svg", in: .standard)
        }
    }

    @Test func theModesAreOffered() {
        #expect(CompletionVocabulary(registry: .standard).completions(before: "face ", word: "s") == ["svg", "screen"])
    }
}
