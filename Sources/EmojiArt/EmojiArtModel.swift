/// CS193p's EmojiArt model (2021): a background and emoji placed on it.
///
/// A value type with no knowledge of display. `x` and `y` are offsets from the canvas's centre,
/// as in the course, so a document looks the same on any canvas size. Its JSON is the course's
/// (see `EmojiArtModel+JSON.swift`), so documents move between this tool and the course's app.
public struct EmojiArtModel: Sendable, Hashable {
    public var background = Background.blank
    public var emojis = [Emoji]()

    /// The last id handed out; the next emoji gets one more. (The course's `uniqueEmojiId`.)
    public private(set) var uniqueEmojiId = 0

    public init() {}

    /// An emoji on the canvas.
    public struct Emoji: Identifiable, Hashable, Codable, Sendable {
        public let text: String
        /// Offset from the canvas's centre, in points.
        public var x: Int
        /// Offset from the canvas's centre, in points (down is positive, as in SwiftUI).
        public var y: Int
        /// Font size in points.
        public var size: Int
        public let id: Int

        init(text: String, x: Int, y: Int, size: Int, id: Int) {
            self.text = text
            self.x = x
            self.y = y
            self.size = size
            self.id = id
        }
    }

    /// What is behind the emoji.
    public enum Background: Sendable, Hashable {
        case blank
        /// An image to fetch (the course's drop of a URL).
        case url(URL)
        /// An image's bytes, embedded in the document.
        case imageData(Data)
    }

    /// Adds an emoji with a fresh id (the course's `addEmoji(_:at:size:)`).
    /// - Complexity: Amortized O(1).
    public mutating func addEmoji(_ text: String, at location: (x: Int, y: Int), size: Int) {
        uniqueEmojiId += 1
        emojis.append(Emoji(text: text, x: location.x, y: location.y, size: size, id: uniqueEmojiId))
    }

    /// A model read from a file: its emoji as they were, ids included.
    init(background: Background, emojis: [Emoji], uniqueEmojiId: Int) {
        self.background = background
        self.emojis = emojis
        self.uniqueEmojiId = uniqueEmojiId
    }
}

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
