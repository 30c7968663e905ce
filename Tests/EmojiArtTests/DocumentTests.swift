import Foundation
import Testing
@testable import EmojiArt

@Suite("EmojiArtDocument intents")
struct DocumentTests {
    func document() throws -> EmojiArtDocument {
        var document = EmojiArtDocument()
        try document.addEmoji("😀", at: (x: 0, y: 0), size: 40)
        try document.addEmoji("🐶", at: (x: 100, y: -50), size: 10)
        return document
    }

    @Test func addMoveScaleRemove() throws {
        var d = try document()
        #expect(d.emojis.map(\.id) == [1, 2])
        try d.moveEmoji(1, by: (x: 5, y: -7))
        #expect(d.emojis[0].x == 5 && d.emojis[0].y == -7)
        try d.scaleEmoji(2, by: 1.25)          // 12.5 rounds away from zero, as the course does
        #expect(d.emojis[1].size == 13)
        try d.scaleEmoji(2, by: 0.5)            // 6.5 -> 7
        #expect(d.emojis[1].size == 7)
        try d.removeEmoji(1)
        #expect(d.emojis.map(\.id) == [2])
        try d.addEmoji("🐱", at: (x: 0, y: 0), size: 40)
        #expect(d.emojis.map(\.id) == [2, 3], "ids are never reused")
    }

    @Test func badIntentsChangeNothing() throws {
        var d = try document()
        let before = d.emojiArt
        #expect(throws: EmojiArtError("no emoji 9; ids are 1, 2")) { try d.moveEmoji(9, by: (x: 1, y: 1)) }
        #expect(throws: EmojiArtError.self) { try d.scaleEmoji(2, by: 0.01) }     // size 0
        #expect(throws: EmojiArtError.self) { try d.scaleEmoji(1, by: 1e300) }
        #expect(throws: EmojiArtError.self) { try d.scaleEmoji(1, by: -2) }
        #expect(throws: EmojiArtError.self) { try d.scaleEmoji(1, by: .nan) }
        #expect(throws: EmojiArtError.self) { try d.moveEmoji(1, by: (x: Int.max, y: 0)) }
        #expect(throws: EmojiArtError.self) { try d.addEmoji("😀", at: (x: 0, y: 0), size: 0) }
        #expect(throws: EmojiArtError.self) { try d.addEmoji("", at: (x: 0, y: 0), size: 10) }
        #expect(throws: EmojiArtError.self) { try d.setBackground(.imageData(Data("<html></html>".utf8))) }
        #expect(d.emojiArt == before)
        #expect(!d.canRedo)
        let undone = d.undo()
        #expect(undone == "add 🐶")
    }

    @Test func selectionMovesAndScalesTogether() throws {
        var d = try document()
        try d.toggleSelection(of: 1)
        try d.toggleSelection(of: 2)
        try d.toggleSelection(of: 2)
        #expect(d.selection == [1])
        try d.toggleSelection(of: 2)
        try d.moveSelection(by: (x: 10, y: 10))
        #expect(d.emojis.map(\.x) == [10, 110])
        try d.scaleSelection(by: 2)
        #expect(d.emojis.map(\.size) == [80, 20])
        // All or nothing: emoji 2 could halve, emoji 1 could not go to 8000 * … beyond the limit.
        #expect(throws: EmojiArtError.self) { try d.scaleSelection(by: 200) }
        #expect(d.emojis.map(\.size) == [80, 20])
        let undone = d.undo()
        #expect(undone == "scale selection")
        #expect(d.emojis.map(\.size) == [40, 10])
        d.deselectAll()
        #expect(d.selection.isEmpty)
        #expect(throws: EmojiArtError("nothing is selected; select emoji first")) { try d.moveSelection(by: (x: 1, y: 1)) }
        #expect(throws: EmojiArtError.self) { try d.toggleSelection(of: 42) }
    }

    @Test func undoAndRedoEachIntent() throws {
        var d = EmojiArtDocument()
        var states = [d.emojiArt]
        try d.addEmoji("😀", at: (x: 0, y: 0), size: 40); states.append(d.emojiArt)
        try d.moveEmoji(1, by: (x: 3, y: 4)); states.append(d.emojiArt)
        try d.scaleEmoji(1, by: 2); states.append(d.emojiArt)
        try d.setBackground(.imageData(pngBytes)); states.append(d.emojiArt)
        try d.toggleSelection(of: 1)
        try d.moveSelection(by: (x: 1, y: 1)); states.append(d.emojiArt)
        try d.setBackground(.blank); states.append(d.emojiArt)
        try d.removeEmoji(1); states.append(d.emojiArt)
        let actions = ["remove 😀", "clear background", "move selection", "set background image", "scale 1", "move 1", "add 😀"]
        for (index, action) in actions.enumerated() {
            let undone = d.undo()
            #expect(undone == action)
            #expect(d.emojiArt == states[states.count - 2 - index])
        }
        let nothing = d.undo()
        #expect(nothing == nil)
        for (index, action) in actions.reversed().enumerated() {
            let redone = d.redo()
            #expect(redone == action)
            #expect(d.emojiArt == states[index + 1])
        }
        let nothingMore = d.redo()
        #expect(nothingMore == nil)
        // A new change after undo drops the redo history.
        _ = d.undo()
        try d.addEmoji("🐱", at: (x: 0, y: 0), size: 40)
        #expect(!d.canRedo)
    }

    @Test func backgroundFetchDropsStaleResults() throws {
        var d = EmojiArtDocument()
        let first = try #require(URL(string: "https://example.com/1.png"))
        let second = try #require(URL(string: "https://example.com/2.png"))
        try d.setBackground(.url(first))
        #expect(d.backgroundURLToFetch == first)
        d.startedFetching(first)
        #expect(d.backgroundURLToFetch == nil)
        try d.setBackground(.url(second))
        d.startedFetching(second)
        // The first fetch finishes late: dropped.
        let lateAccepted = d.finishedFetching(first, result: .success(pngBytes))
        #expect(!lateAccepted)
        #expect(d.backgroundImageFetchStatus == .fetching(second))
        let accepted = d.finishedFetching(second, result: .failure(EmojiArtError("timed out")))
        #expect(accepted)
        #expect(d.backgroundImageFetchStatus == .failed(second, reason: "timed out"))
        _ = d.undo()
        #expect(d.background == .url(first) && d.backgroundURLToFetch == first)
        try d.setBackground(.imageData(pngBytes))
        #expect(d.backgroundImageFetchStatus == .ready && d.backgroundImage == pngBytes)
    }

    @Test func imagesAreSniffedByTheirBytes() {
        #expect(ImageFormat(sniffing: pngBytes) == .png)
        #expect(ImageFormat(sniffing: Data([0xFF, 0xD8, 0xFF, 0xE0])) == .jpeg)
        #expect(ImageFormat(sniffing: Data("GIF89a....".utf8)) == .gif)
        #expect(ImageFormat(sniffing: Data("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)) == .webp)
        #expect(ImageFormat(sniffing: Data("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8)) == nil)
        #expect(ImageFormat(sniffing: Data("<!DOCTYPE html><html>".utf8)) == nil)
        #expect(ImageFormat.describeNonImage(Data("  <!DOCTYPE html><html>".utf8)) == "it is HTML, not an image")
        #expect(ImageFormat(sniffing: Data()) == nil)
    }
}
