import Foundation
import Testing
import LiveScreens
@testable import ArtFeature
import TestSupport

/// Nothing made by hand is lost: the art edit screen's save key and its question on the way out.
@Suite("Art edit screen: saving and leaving")
struct ArtEditSavingTests {
    /// A scratch folder for the files saved, removed by the caller.
    func scratch() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("art-saving-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    func statusRow(_ harness: inout ArtEditHarness) -> String {
        harness.frame().text(ofRow: harness.layout.statusRow)
    }

    @Test("An untitled document without changes leaves at once")
    func leavesWhenNothingIsLost() {
        var harness = ArtEditHarness("", asksBeforeLeaving: true)
        #expect(harness.keys("q") == .leave)
        #expect(!harness.screen.discarded)
    }

    @Test("In a session that goes on, q, Esc and Ctrl-C leave at once with the untitled changes kept in the session",
          arguments: ["q", "\u{1B}", "\u{3}"])
    func leavesAViewOfTheSessionsDocument(key: String) {
        var harness = ArtEditHarness("")
        harness.keys("aa")
        #expect(harness.keys(key) == .leave)
        #expect(harness.screen.question == nil)
        #expect(!harness.screen.discarded)
        #expect(harness.document.emojis.count == 2)
        // The session still holds them, and its own end says so.
        #expect(harness.art.unsavedWork != nil)
    }

    @Test("Leaving with changes asks; any other key stays, with the document as it was")
    func asksAndStays() {
        var harness = ArtEditHarness("", asksBeforeLeaving: true)
        harness.keys("a")
        #expect(harness.keys("q") == .stay)
        #expect(statusRow(&harness).hasPrefix("unsaved changes: s save to a file · d discard them · Esc stay"))
        // Keys answer the question, not the editor: this x does not trash the strip's emoji.
        let strip = harness.paletteEmojis
        #expect(harness.keys("x") == .stay)
        #expect(harness.paletteEmojis == strip)
        #expect(harness.document.emojis.count == 1)
        #expect(harness.message == "still editing: s or Ctrl-S saves")
        #expect(statusRow(&harness).hasPrefix("untitled (unsaved)"))
        // Ctrl-C asks too, and Esc stays.
        #expect(harness.keys("\u{3}") == .stay)
        #expect(harness.keys("\u{1B}") == .stay)
        #expect(harness.document.emojis.count == 1)
    }

    @Test("d discards the untitled document's changes and leaves: nothing is left to warn about")
    func discards() {
        var harness = ArtEditHarness("", asksBeforeLeaving: true)
        harness.keys("a")
        harness.keys("q")
        #expect(harness.keys("d") == .leave)
        #expect(harness.screen.discarded)
        #expect(harness.document.emojis.isEmpty)
        #expect(harness.art.unsavedWork == nil)
    }

    @Test("s at the question asks a name on the status row; Enter saves there (with .emojiart added) and leaves")
    func savesToANameAndLeaves() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        var harness = ArtEditHarness("", asksBeforeLeaving: true)
        harness.keys("aa")
        harness.keys("q")
        harness.keys("s")
        let name = directory.appendingPathComponent("pic").path
        harness.keys(name)
        #expect(statusRow(&harness).contains("save as"))
        #expect(statusRow(&harness).contains("pic▏"))
        // A typo, corrected by Backspace.
        harness.keys("x\u{7F}")
        #expect(harness.keys("\r") == .leave)
        #expect(harness.art.path == name + ".emojiart")
        #expect(harness.message == "saved 2 emoji to \(name).emojiart")
        let saved = try String(contentsOfFile: name + ".emojiart", encoding: .utf8)
        #expect(saved.components(separatedBy: "\"text\"").count - 1 == 2)
        #expect(!harness.screen.discarded)
    }

    @Test("Ctrl-S with no file asks a name and stays; later s saves to that file and says where")
    func saveKey() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        var harness = ArtEditHarness("", asksBeforeLeaving: true)
        harness.keys("a")
        harness.keys("\u{13}")
        let file = directory.appendingPathComponent("drawing.emojiart").path
        harness.send(.paste(file + "\nrest"))   // a pasted name: its first line
        #expect(harness.keys("\r") == .stay)
        #expect(harness.art.path == file)
        #expect(!harness.art.needsSave)
        harness.keys("a")   // autosaved there on the next tick, as every change with a file is
        harness.keys("s")
        #expect(!harness.art.needsSave)
        #expect(harness.message == "saved 2 emoji to \(file)")
        // With a file, leaving does not ask.
        #expect(harness.keys("q") == .leave)
    }

    @Test("A name save refuses is said, and the question stays open to correct it; Esc cancels")
    func refusedName() {
        var harness = ArtEditHarness("")
        harness.keys("a")
        harness.keys("s")
        harness.keys("picture.svg")
        #expect(harness.keys("\r") == .stay)
        #expect(harness.message?.hasPrefix("not saved: 'picture.svg' is not a .emojiart file") == true)
        #expect(statusRow(&harness).contains("picture.svg▏"))
        harness.keys("\u{1B}")
        #expect(harness.message == "not saved")
        #expect(statusRow(&harness).hasPrefix("untitled (unsaved)"))
        #expect(harness.art.path == nil)
    }
}
