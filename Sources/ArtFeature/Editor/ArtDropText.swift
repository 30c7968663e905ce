import Emoji
import Platform
import Storage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import REPL

/// Dropped and added text, read the course's way: only emoji go on the canvas (normalised to
/// their fully-qualified form, ☺ → ☺️), and a URL or a path names a background. Pure functions of
/// the text: what `art add`, `art drop` and a paste onto the `art edit` screen decide with.
enum ArtDropText {
    /// `text` as one emoji, fully qualified (☺ → ☺️): what `art add` and drops add.
    /// - Throws: anything else, naming why (`'a' is not an emoji`, `'🐶🏻' is not an emoji: not a
    ///   recommended sequence …`, several emoji, nothing).
    /// - Complexity: O(*k*) in the text's bytes.
    static func emoji(_ text: String) throws(IntentError) -> String {
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
    static func emojiPieces(of text: some StringProtocol) -> (emojis: [String], skipped: [ArtEditor.SkippedPiece]) {
        var emojis: [String] = []
        var skipped: [ArtEditor.SkippedPiece] = []
        var word = ""
        func endWord() {
            guard !word.isEmpty else { return }
            skipped.append(ArtEditor.SkippedPiece(text: word, reason: EmojiClassification.Reason.notAnEmoji.description))
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
                skipped.append(ArtEditor.SkippedPiece(text: String(character), reason: reason.description))
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

    /// Whether a regular file is at `path` (resolved through `workspace`; a path it refuses is none).
    static func isFile(_ path: String, in workspace: Workspace) -> Bool {
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
