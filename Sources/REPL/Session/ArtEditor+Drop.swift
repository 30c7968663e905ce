import Emoji
import EmojiArt
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Layout
import Platform
import Storage

/// The course's drop (`onDrop` of URLs, images and strings) and its emoji-only rule: what the
/// `art drop` command and a paste onto the `art edit` screen both go through.
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
        _ = try requireDocument()
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
            location = (Self.whole(centre.x), Self.whole(centre.y))
        }
        let trimmed = Self.unquoted(text.trimmingSpacesAndNewlines())
        let (emojis, skipped) = Self.emojiPieces(of: trimmed)
        if emojis.isEmpty, let source = Self.backgroundSource(trimmed, exists: { self.isFile($0) }) {
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
            var added: [EmojiArtModel.Emoji] = []
            for (i, emoji) in emojis.enumerated() {
                let x = Self.whole(Double(location.x) + Double(i) * Double(size))
                added.append(try document.addEmoji(emoji, at: (x, location.y), size: size))
            }
            return added
        }
        return .emoji(added: added, skipped: skipped)
    }

    // MARK: - Emoji only

    /// `text` as one emoji, fully qualified (☺ → ☺️): what `art add` and drops add.
    /// - Throws: anything else, naming why (`'a' is not an emoji`, `'🐶🏻' is not an emoji: not a
    ///   recommended sequence …`, several emoji, nothing).
    /// - Complexity: O(*k*) in the text's bytes.
    public static func emoji(_ text: String) throws(IntentError) -> String {
        guard let first = text.first else { throw IntentError("an emoji is needed, not empty text") }
        guard text.dropFirst().isEmpty else {
            let (emojis, skipped) = emojiPieces(of: text)
            throw IntentError(skipped.isEmpty
                ? "'\(text)' is \(emojis.count) emoji; add takes one ('art drop' takes several)"
                : "'\(text)' is not one emoji; add takes one")
        }
        switch first.emojiClassification {
        case .emoji(let qualified, _):
            return String(qualified)
        case .notEmoji(let reason):
            throw IntentError(reason == .notAnEmoji ? "'\(text)' is not an emoji" : "'\(text)' is not an emoji: \(reason)")
        }
    }

    /// The emoji of `text`, fully qualified and in order (repeats kept: a drop of 🐶🐶 adds two),
    /// and the pieces that are none: runs of plain text between spaces and emoji, and each
    /// broken emoji (a lone skin tone, a sequence Unicode does not recommend) on its own.
    /// Whitespace only separates. The verdict is the palette filter's
    /// (``Character/emojiClassification``, which ``PaletteFilter`` reports with).
    /// - Complexity: O(*t*) in the text's characters.
    static func emojiPieces(of text: some StringProtocol) -> (emojis: [String], skipped: [SkippedPiece]) {
        var emojis: [String] = []
        var skipped: [SkippedPiece] = []
        var word = ""
        func endWord() {
            guard !word.isEmpty else { return }
            skipped.append(SkippedPiece(text: word, reason: EmojiClassification.Reason.notAnEmoji.description))
            word = ""
        }
        for var character in text {
            if character.isWhitespace {
                endWord()
                // A space and the marks after it are one Character: the marks are a piece.
                var marks = String.UnicodeScalarView()
                marks.append(contentsOf: character.unicodeScalars.dropFirst())
                guard let first = String(marks).first else { continue }
                character = first
            }
            switch character.emojiClassification {
            case .emoji(let qualified, _):
                endWord()
                emojis.append(String(qualified))
            case .notEmoji(.notAnEmoji):
                word.append(character)
            case .notEmoji(let reason):
                endWord()
                skipped.append(SkippedPiece(text: String(character), reason: reason.description))
            }
        }
        endWord()
        return (emojis, skipped)
    }

    /// The background `text` names when it holds no emoji: an `http:`, `https:` or `file:` URL,
    /// or a path (a file there, or a word that looks like a path: with a `/`, from `~`, or an
    /// image's extension); nil for other text. A path a terminal pasted with `\ ` escapes is
    /// unescaped.
    static func backgroundSource(_ text: String, exists: (String) -> Bool) -> String? {
        guard !text.isEmpty, !text.contains(where: \.isNewline) else { return nil }
        if let url = URL(string: text), let scheme = url.scheme?.lowercased(), ["http", "https", "file"].contains(scheme) {
            return text
        }
        let path = text.contains("\\ ") ? text.replacing("\\ ", with: " ") : text
        if exists(path) { return path }
        let ext = (path.split(separator: ".").last.map(String.init) ?? "").lowercased()
        let looksLikePath = path.contains("/") || path.hasPrefix("~") || (path.contains(".") && Self.imageExtensions.contains(ext))
        return looksLikePath ? path : nil
    }

    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp", "bmp", "tif", "tiff", "heic"]

    /// `'…'` or `"…"` around the whole text (as terminals and file managers paste paths) taken off.
    static func unquoted(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, first == text.last, first == "'" || first == "\"" else { return text }
        return String(text.dropFirst().dropLast())
    }

    /// Whether a regular file is at `path` (resolved through the workspace; a path it refuses is none).
    func isFile(_ path: String) -> Bool {
        guard let resolved = try? workspace.resolve(path) else { return false }
        return PathKind(of: resolved) == .file
    }

    /// `value` rounded, clamped to ±2³¹ so no input traps.
    static func whole(_ value: Double) -> Int {
        guard value.isFinite else { return 0 }
        let limit = Double(Int32.max)
        return Int(min(max(value, -limit), limit).rounded(.toNearestOrAwayFromZero))
    }
}
