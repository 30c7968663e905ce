import EmojiArt
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Layout
import REPL

/// The formats a document or a board can be written in, told by the file's extension.
public enum ArtFormat: String, CaseIterable, Sendable {
    /// The course's JSON.
    case emojiart
    case svg
    /// The document on a character grid.
    case txt

    /// The format for `path`, or an error naming the extensions that work.
    public init(path: String) throws(IntentError) {
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        guard let format = ArtFormat(rawValue: ext) else {
            let valid = Self.allCases.map { "." + $0.rawValue }.joined(separator: ", ")
            throw IntentError(ext.isEmpty
                ? "'\(path)' has no extension; name it .emojiart, .svg or .txt (\(valid))"
                : "cannot write .\(ext); the formats are \(valid)")
        }
        self = format
    }

    /// The bytes of `model` in this format, on `canvas`; `metadata` (a board's theme and score)
    /// goes where the format has room for it without disturbing readers; `pictureSize` (the
    /// background's decoded pixel size, when known) places the picture in an SVG at its real size,
    /// as the editor and the course draw it.
    /// - Complexity: O(*n*) in the emoji and image data (plus the grid for text).
    public func data(
        of model: EmojiArtModel, canvas: Canvas, metadata: [(key: String, value: String)] = [],
        pictureSize: (width: Int, height: Int)? = nil
    ) -> Data {
        switch self {
        case .emojiart:
            return model.json(metadata: Dictionary(metadata, uniquingKeysWith: { _, last in last }))
        case .svg:
            let description = metadata.map { "\($0.key): \($0.value)" }
            return Data(ArtSVG(canvas: canvas, description: description, pictureSize: pictureSize).render(model).utf8)
        case .txt:
            return Data(ArtText.fileText(of: model, canvas: canvas).utf8)
        }
    }
}
