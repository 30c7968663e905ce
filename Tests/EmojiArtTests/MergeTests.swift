import Foundation
import Testing
@testable import EmojiArt

@Suite("Three-way merge of a document changed in two places")
struct MergeTests {
    private func model(_ emojis: [(String, Int)]) -> EmojiArtModel {
        var model = EmojiArtModel()
        for (text, x) in emojis { model.addEmoji(text, at: (x, 0), size: 40) }
        return model
    }

    @Test func independentChangesAreAllKept() throws {
        let base = model([("🐶", 0), ("🐱", 10)])
        var ours = base, theirs = base
        ours.emojis[0].x = 5                          // we move the dog
        ours.addEmoji("🐭", at: (20, 0), size: 40)    // and add a mouse (id 3)
        theirs.emojis.remove(at: 1)                   // they remove the cat
        theirs.addEmoji("🐹", at: (30, 0), size: 40)  // and add a hamster (also id 3)
        let merged = try #require(EmojiArtModel.merge(base: base, ours: ours, theirs: theirs))
        #expect(merged.emojis.map(\.text) == ["🐶", "🐹", "🐭"])
        #expect(merged.emojis[0].x == 5)
        #expect(Set(merged.emojis.map(\.id)).count == 3, "ids collide")
        #expect(merged.uniqueEmojiId >= merged.emojis.map(\.id).max() ?? 0)
    }

    @Test func theSameEmojiChangedTwoWaysConflicts() {
        let base = model([("🐶", 0)])
        var ours = base, theirs = base
        ours.emojis[0].x = 5
        theirs.emojis[0].x = 9
        #expect(EmojiArtModel.merge(base: base, ours: ours, theirs: theirs) == nil)
        theirs = base
        theirs.emojis.removeAll()
        #expect(EmojiArtModel.merge(base: base, ours: ours, theirs: theirs) == nil)
        theirs = ours   // the same change on both sides is no conflict
        #expect(EmojiArtModel.merge(base: base, ours: ours, theirs: theirs) == ours)
    }

    @Test func backgroundsConflictOnlyWhenBothChangeThem() throws {
        let base = model([("🐶", 0)])
        var ours = base, theirs = base
        ours.background = .url(try #require(URL(string: "http://a.example/1.png")))
        let merged = try #require(EmojiArtModel.merge(base: base, ours: ours, theirs: theirs))
        #expect(merged.background == ours.background)
        theirs.background = .url(try #require(URL(string: "http://a.example/2.png")))
        #expect(EmojiArtModel.merge(base: base, ours: ours, theirs: theirs) == nil)
    }
}
