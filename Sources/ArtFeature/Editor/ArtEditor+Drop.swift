import EmojiArt
import Layout
import Storage
import REPL

/// The course's drop (`onDrop` of URLs, images and strings) and its emoji-only rule: what the
/// `art drop` command and a paste onto the `art edit` screen both go through. How the text is
/// read is ``ArtDropText``'s; where it lands is the view's; what it adds is the document's.
extension ArtEditor {
    /// What a drop did, for the command's reply and the screen's status line to word.
    public enum DropOutcome: Equatable, Sendable {
        /// The text was a URL or a path: the background is on its way (as `art background`).
        case background(BackgroundRequest)
        /// These emoji were added (in order); the pieces of the text that were no emoji skipped.
        case emoji(added: [EmojiArtModel.Emoji], skipped: [SkippedPiece])
        /// The point is not on the canvas but on what the layout has there (nil: nothing, such
        /// as the status line or off the screen); nothing was dropped.
        case outsideCanvas(ArtEditLayout.Target?)
    }

    /// A piece of dropped text that is no emoji, and why.
    public struct SkippedPiece: Equatable, Sendable {
        public let text: String
        public let reason: String
    }

    /// `text` as one emoji, fully qualified (☺ → ☺️): what `art add` and drops add
    /// (``ArtDropText/emoji(_:)``).
    public static func emoji(_ text: String) throws(IntentError) -> String {
        try ArtDropText.emoji(text)
    }

    // MARK: - Intent(s)

    /// Drops `text` on the cell at column `x`, row `y` (1-based terminal cells, as a click is
    /// reported) of the `art edit` screen laid out for a `width` × `height` terminal; nil for
    /// the canvas's centre.
    ///
    /// An `http:`, `https:` or `file:` URL, or a path (an existing file, or text with no emoji
    /// that looks like one), sets the background as ``setBackground(_:)`` does. Any other text is
    /// split into emoji by the palette filter's classification (normalised: ☺ → ☺️; repeats
    /// kept), each added at the drop point, one beside the other, at the course's
    /// `defaultEmojiFontSize / zoomScale` (``defaultEmojiSize`` over the zoom shown); what is no
    /// emoji is reported in the outcome and skipped. All the emoji are added, or none.
    /// - Throws: without a document, on a screen too small for the editor, or when the text
    ///   holds neither an emoji nor a URL or path (nothing is dropped then).
    /// - Complexity: O(*t* + *n*) for text of *t* characters on a document of *n* emoji.
    public func drop(_ text: String, atX x: Int?, y: Int?, width: Int, height: Int) throws(IntentError) -> DropOutcome {
        _ = try current.require()
        let layout = editLayout(width: width, height: height)
        guard !layout.isTooSmall else {
            throw IntentError("the art edit screen needs at least \(ArtEditLayout.minimumWidth)x\(ArtEditLayout.minimumHeight) cells; this terminal is \(width)x\(height) (see 'resize')")
        }
        let transform = transform(in: layout.canvas)
        let location: (x: Int, y: Int)
        if let x, let y {
            // Cells are 1-based: before Int.min there is none (and `x - 1` would trap).
            let target = x > .min && y > .min ? layout.target(atX: x - 1, y: y - 1) : nil
            guard target == .canvas else { return .outsideCanvas(target) }
            location = transform.documentPoint(ofCellX: x - 1, y: y - 1)
        } else {
            let centre = transform.documentPoint(at: transform.centre)
            location = (ArtDropText.whole(centre.x), ArtDropText.whole(centre.y))
        }
        let trimmed = ArtDropText.unquoted(text.trimmingSpacesAndNewlines())
        let (emojis, skipped) = ArtDropText.emojiPieces(of: trimmed)
        if emojis.isEmpty, let source = ArtDropText.backgroundSource(trimmed, exists: { ArtDropText.isFile($0, in: workspace) }) {
            return .background(try setBackground(source))
        }
        guard !emojis.isEmpty else {
            let what = skipped.map { "'\($0.text)' (\($0.reason))" }.joined(separator: ", ")
            throw IntentError(trimmed.isEmpty
                ? "nothing to drop: the text is empty"
                : "nothing dropped: no emoji, URL or file in it: \(what)")
        }
        let size = transform.documentSize(ofScreenSize: Double(Self.defaultEmojiSize))
        let added = try edit { document throws(EmojiArtError) in
            try document.addEmojis(emojis, besideEachOtherAt: location, size: size)
        }
        return .emoji(added: added, skipped: skipped)
    }
}

extension EmojiArtDocument {
    /// Adds `emojis` in a row from `location` rightwards, each `size` apart: a drop of several.
    /// All or none, as one undoable change.
    /// - Complexity: O(*k*) for *k* emoji.
    mutating func addEmojis(_ emojis: [String], besideEachOtherAt location: (x: Int, y: Int), size: Int) throws(EmojiArtError) -> [EmojiArtModel.Emoji] {
        // One undo takes back the whole drop, as it was one gesture.
        try asOneChange("add \(emojis.joined(separator: " "))") { document throws(EmojiArtError) in
            var added: [EmojiArtModel.Emoji] = []
            for (i, emoji) in emojis.enumerated() {
                let x = ArtDropText.whole(Double(location.x) + Double(i) * Double(size))
                added.append(try document.addEmoji(emoji, at: (x, location.y), size: size))
            }
            return added
        }
    }
}
