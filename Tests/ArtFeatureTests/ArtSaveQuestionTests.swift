import LiveScreens
import Testing
@testable import ArtFeature

/// The save question alone: its two maps answer keys and pastes, and its prompt is their hints.
@Suite struct ArtSaveQuestionTests {
    static func key(_ key: Key) -> InputEvent { .key(key) }

    @Test func thePromptIsTheMapsHintsInEveryForm() {
        #expect(ArtSaveQuestion(.leaving).prompt == [
            "unsaved changes: s save to a file · d discard them · Esc stay", "unsaved: s save · d discard · Esc stay", "s save·d discard·Esc",
        ])
        #expect(ArtSaveQuestion(.naming("pic", thenLeave: false)).prompt == ["save as (Enter saves, Esc cancels): pic▏", "save as: pic▏"])
    }

    @Test(arguments: [Key.character("s"), .character("S"), .control("s"), .enter])
    func leavingSaveAsksForAName(_ key: Key) {
        var question = ArtSaveQuestion(.leaving)
        #expect(question.answer(.key(key)) == .asking(message: nil))
        #expect(question.asking == .naming("", thenLeave: true))
    }

    @Test func leavingDiscardsOrStays() {
        var question = ArtSaveQuestion(.leaving)
        #expect(question.answer(Self.key(.character("D"))) == .discard)
        for other in [Key.escape, .character("x"), .up, .control("c"), .modified(.left, .shift)] {
            var asked = ArtSaveQuestion(.leaving)
            #expect(asked.answer(.key(other)) == .closed(message: "still editing: s or Ctrl-S saves"), "\(other)")
        }
        // Neither a paste nor the mouse answers it.
        #expect(question.answer(.paste("d")) == .asking(message: nil))
        #expect(question.answer(.mouse(MouseEvent(.press(.left), x: 1, y: 1))) == .asking(message: nil))
        #expect(question.asking == .leaving)
    }

    @Test func aNameIsTypedErasedPastedAndSaved() {
        var question = ArtSaveQuestion(.naming("", thenLeave: false))
        #expect(question.answer(Self.key(.enter)) == .asking(message: "type a file name, or Esc"))
        for key in [Key.character("m"), .character("y"), .space, .character("x"), .backspace, .delete, .tab, .left] {
            _ = question.answer(.key(key))
        }
        #expect(question.asking == .naming("my", thenLeave: false))
        _ = question.answer(.paste(" pic\nsecond line"))
        #expect(question.asking == .naming("my pic", thenLeave: false))
        #expect(question.answer(Self.key(.enter)) == .save(name: "my pic.emojiart", thenLeave: false))
        var leaving = ArtSaveQuestion(.naming("a/b.emojiart", thenLeave: true))
        #expect(leaving.answer(Self.key(.enter)) == .save(name: "a/b.emojiart", thenLeave: true))
    }

    @Test(arguments: [Key.escape, .control("c")])
    func escapeCancelsTheName(_ key: Key) {
        var question = ArtSaveQuestion(.naming("pic", thenLeave: true))
        #expect(question.answer(.key(key)) == .closed(message: "not saved"))
    }

    @Test func aTypedNameGetsItsExtension() {
        #expect(ArtSaveQuestion.saveTarget(typed: "  pic ") == "pic.emojiart")
        #expect(ArtSaveQuestion.saveTarget(typed: "pic.svg") == "pic.svg")
        #expect(ArtSaveQuestion.saveTarget(typed: "dir.d/pic") == "dir.d/pic.emojiart")
        #expect(ArtSaveQuestion.saveTarget(typed: "   ") == "")
    }

    @Test("The question's maps are the screen's help: each is a mode of the art editor's table")
    func theMapsAreModesOfTheScreensTable() {
        let modes = ArtEditScreen.keyMap.modes
        #expect(modes.map(\.title) == ["While it asks before leaving unsaved changes", "While it asks for a file name"])
        #expect(modes[0].rows.map(\.label) == ArtSaveQuestion.leavingKeys.bindings.map(\.label))
        #expect(modes[1].rows.map(\.label) == ArtSaveQuestion.namingKeys.bindings.map(\.label))
    }
}
