import Testing
@testable import PaletteFeature
import REPL
import Emoji
import Features
import TestSupport

/// The palette verbs' argument types: a palette's name, a language, an Emoji version and a
/// theme file's colour, each read, named, completed and refused in PaletteFeature.
@Suite("The palette verbs' argument types")
struct PaletteArgumentTypesTests {
    @Test func aPaletteIsTheLongestRunOfWordsThatNamesOne() throws {
        let names: [NameList: [String]] = [.palettes: ["Animal Faces", "Animals"]]
        #expect(same(try parsed("palette show Animal Faces --names", names: names), PaletteShowCommand(palette: "Animal Faces", names: true)))
        #expect(same(try parsed("palette move Animal Faces 1", names: names), PaletteMoveCommand(palette: "Animal Faces", place: 1)))
        // A name that is no palette is one word, for the store to explain.
        #expect(same(try parsed("palette move Animal 2", names: names), PaletteMoveCommand(palette: "Animal", place: 2)))
        #expect(try PaletteName.parse(ArgumentWord("2"), in: ArgumentContext()) == "2")
        #expect(PaletteName.placeholder == "P" && PaletteName.span == .longestName)
    }

    @Test func anUnknownPaletteIsTheStoresToExplain() {
        let reply = makeInterpreter().handle("palette show Nope")
        #expect(reply.failed)
        #expect(reply.stderr.first?.contains("Nope") == true)
    }

    @Test func thePalettesOfferedAreTheSessionsPalettes() {
        let interpreter = makeInterpreter()
        _ = interpreter.handle("palette new Zoo Trip 🦁 🐯")
        let vocabulary = interpreter.completionVocabulary
        #expect(vocabulary.names[.palettes]?.contains("Zoo Trip") == true)
        #expect(vocabulary.completions(before: "palette show ", word: "Zoo") == ["\"Zoo Trip\""])
    }

    @Test func aLanguageIsACodeOfItsShape() throws {
        let kind = ArgumentKind<String>.language
        #expect(try kind.parse(ArgumentWord("pt_BR"), ArgumentContext()) == "pt_BR")
        #expect(throws: ArgumentError("--lang must be a language code like de, fr or pt_BR, not 'de fr'")) {
            try kind.parse(ArgumentWord("de fr", parameter: "--lang"), ArgumentContext())
        }
        #expect(kind.placeholder == "L")
        #expect(kind.completions(ArgumentContext(names: [.emojiLanguages: ["de", "en"]])) == ["de", "en"])
    }

    @Test func anEmojiVersionIsReadByTheFlag() throws {
        let lint = try #require(try parsed("palette lint a.txt --emoji-version 13.0") as? PaletteLintCommand)
        #expect(lint.newest == EmojiVersion("13.0"))
        let plain = try #require(try parsed("palette lint a.txt") as? PaletteLintCommand)
        #expect(plain.newest == .widelySupported)
        #expect(throws: CommandError("--emoji-version must be a version like 15.1, not 'new'")) {
            try CommandParser.parse("palette suggest cats --emoji-version new", in: .standard)
        }
        #expect(EmojiVersion.placeholder == "V")
    }

    @Test func aThemeColourIsANameOrHex() throws {
        let suggest = try #require(try parsed("palette suggest fruit --format theme --color \"#f80\"") as? PaletteSuggestCommand)
        #expect(suggest.color.rawValue == "#ff8800")
        #expect(throws: CommandError("--color colours a theme file; give --format theme too")) {
            try CommandParser.parse("palette suggest fruit --color red", in: .standard)
        }
        // The colour is read with the flag, so a bad one is said first.
        #expect(throws: CommandError("--color must be one of red, orange, yellow, green, blue, purple, brown, black, white, or #rgb or #rrggbb, not 'salmon'")) {
            try CommandParser.parse("palette suggest fruit --color salmon", in: .standard)
        }
    }
}
