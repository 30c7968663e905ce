import EmojiArt
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Testing
@testable import REPL
@testable import ArtFeature

/// The art editor's document part alone: all-or-nothing edits, what makes it unsaved, and the
/// background changes the other parts follow.
@Suite struct ArtDocumentTests {
    static func started() -> ArtDocument {
        var document = ArtDocument()
        document.start(EmojiArtDocument())
        return document
    }

    @Test func withoutADocumentEveryIntentSaysHowToStartOne() {
        var document = ArtDocument()
        #expect(document.document == nil && !document.needsSave)
        #expect(throws: IntentError("no EmojiArt document; start one with 'art new' or 'art open FILE'")) { try document.require() }
        #expect(throws: IntentError.self) { try document.select([1]) }
        #expect(throws: IntentError.self) { try document.edit { $0.undo() } }
    }

    @Test func aFailingEditChangesNothing() throws {
        var document = Self.started()
        try document.edit { document throws(EmojiArtError) in try document.addEmoji("🐶", at: (0, 0), size: 40) }
        document.didSave()
        let before = try document.require().emojiArt
        #expect(throws: IntentError.self) {
            try document.edit { document throws(EmojiArtError) in
                try document.addEmoji("🐱", at: (1, 1), size: 40)   // applied to the copy only
                try document.moveEmoji(99, by: (1, 1))
            }
        }
        #expect(try document.require().emojiArt == before)
        #expect(!document.needsSave)
    }

    @Test func onlyAChangeToTheModelMakesItUnsaved() throws {
        var document = Self.started()
        #expect(try document.edit { $0.undo() }.result == nil)   // nothing to undo: no change
        #expect(!document.needsSave)
        let added = try document.edit { document throws(EmojiArtError) in try document.addEmoji("🐶", at: (0, 0), size: 40) }
        #expect(document.needsSave)
        document.didSave()
        try document.select([added.result.id])
        #expect(try document.require().selection == [added.result.id])
        try document.deselectAll()
        #expect(!document.needsSave)
        #expect(try document.edit { $0.undo() }.result == "add 🐶")
        #expect(document.needsSave)
        document.start(EmojiArtDocument())
        #expect(!document.needsSave)
    }

    @Test func selectChecksEveryIDBeforeTogglingAny() throws {
        var document = Self.started()
        let added = try document.edit { document throws(EmojiArtError) in try document.addEmoji("🐶", at: (0, 0), size: 40) }
        #expect(throws: IntentError.self) { try document.select([added.result.id, 99]) }
        #expect(try document.require().selection.isEmpty)
    }

    @Test func anEditSaysWhetherTheBackgroundChanged() throws {
        var document = Self.started()
        let url = try #require(URL(string: "https://example.com/sky.png"))
        #expect(try document.edit { document throws(EmojiArtError) in try document.setBackground(.url(url)) }.backgroundChanged)
        #expect(try !document.edit { document throws(EmojiArtError) in try document.addEmoji("🐶", at: (0, 0), size: 40) }.backgroundChanged)
        #expect(try document.edit { $0.undo() }.backgroundChanged == false)
        #expect(try document.edit { $0.undo() }.backgroundChanged)
    }

    @Test func aReplacementKeepsTheSavedStateAndSaysWhetherTheBackgroundChanged() throws {
        var document = Self.started()
        var fetched = try document.require()
        let url = try #require(URL(string: "https://example.com/sky.png"))
        let same = document.replace(with: fetched)
        #expect(!same)
        try fetched.setBackground(.url(url))
        let changed = document.replace(with: fetched)
        #expect(changed)
        #expect(!document.needsSave)
        #expect(try document.require().background == .url(url))
    }

    @Test func aDropOfSeveralEmojiAddsThemInARowOrNotAtAll() throws {
        var document = EmojiArtDocument()
        let added = try document.addEmojis(["🐶", "🐱", "🐭"], besideEachOtherAt: (10, -5), size: 20)
        #expect(added.map(\.x) == [10, 30, 50])
        #expect(added.allSatisfy { $0.y == -5 && $0.size == 20 })
        var art = Self.started()
        #expect(throws: IntentError.self) {
            // The second lands beyond the largest coordinate: the first is not kept either.
            try art.edit { document throws(EmojiArtError) in
                try document.addEmojis(["🐶", "🐱"], besideEachOtherAt: (EmojiArtModel.Limits.coordinate.upperBound, 0), size: 20)
            }
        }
        #expect(try art.require().emojis.isEmpty)
    }
}
