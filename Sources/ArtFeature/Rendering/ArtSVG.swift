import EmojiArt
import Escaping
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Layout
import REPL

/// Draws an EmojiArt document as SVG for a browser: the background (embedded as a data URI when it
/// is image data, linked when it is a URL), then each emoji as text at its position and size.
/// Nothing is cropped: the view box is the canvas grown to hold every emoji's box (see
/// ``ViewBox``), while what is drawn keeps the canvas's coordinates.
///
/// Well-formed XML whatever the document holds: every attribute and text is escaped, and the
/// characters XML 1.0 cannot hold at all are dropped.
struct ArtSVG {
    let canvas: Canvas
    /// Lines for the SVG's `<desc>` (a board's theme and score).
    var description: [String] = []
    /// The background picture's pixel size, once decoded: it is drawn that size, centred on the
    /// document's origin (the course's background, which is where the editor draws it). Unknown
    /// (a URL not fetched, say), it is fitted to the canvas.
    var pictureSize: (width: Int, height: Int)? = nil

    /// - Complexity: O(*n*) in the emoji and the image data.
    func render(_ model: EmojiArtModel) -> String {
        let box = ViewBox(canvas: canvas, model: model)
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(box.width)" height="\(box.height)" viewBox="\(box.x) \(box.y) \(box.width) \(box.height)">

            """
        if !description.isEmpty {
            svg += "<desc>\(Self.escape(description.joined(separator: "\n")))</desc>\n"
        }
        // The course's canvas is white wherever the document reaches.
        svg += "<rect x=\"\(box.x)\" y=\"\(box.y)\" width=\"\(box.width)\" height=\"\(box.height)\" fill=\"white\"/>\n"
        switch model.background {
        case .blank:
            break
        case .url(let url):
            svg += image(href: url.absoluteString)
        case .imageData(let data):
            let mime = ImageFormat(sniffing: data)?.mimeType ?? "application/octet-stream"
            svg += image(href: "data:\(mime);base64,\(data.base64EncodedString())")
        }
        svg += "<g font-family=\"Noto Color Emoji, Apple Color Emoji, Segoe UI Emoji, sans-serif\" text-anchor=\"middle\" dominant-baseline=\"central\">\n"
        for emoji in model.emojis {
            let (x, y) = canvas.point(emoji)
            svg += "<text x=\"\(x)\" y=\"\(y)\" font-size=\"\(emoji.size)\" id=\"emoji-\(emoji.id)\">\(Self.escape(emoji.text))</text>\n"
        }
        svg += "</g>\n</svg>\n"
        return svg
    }

    private func image(href: String) -> String {
        guard let pictureSize, pictureSize.width > 0, pictureSize.height > 0 else {
            return "<image href=\"\(Self.escape(href))\" x=\"0\" y=\"0\" width=\"\(canvas.width)\" height=\"\(canvas.height)\" preserveAspectRatio=\"xMidYMid meet\"/>\n"
        }
        // Half the size in whole points each way of the origin (a picture of odd size is off by half a point).
        let x = canvas.width / 2 - pictureSize.width / 2
        let y = canvas.height / 2 - pictureSize.height / 2
        return "<image href=\"\(Self.escape(href))\" x=\"\(x)\" y=\"\(y)\" width=\"\(pictureSize.width)\" height=\"\(pictureSize.height)\"/>\n"
    }

    /// Text or an attribute value, escaped for XML 1.0; characters it cannot hold are dropped.
    /// - Complexity: O(*n*)
    static func escape(_ text: String) -> String {
        XMLEscaping.escaped(text, for: .anywhere, forbidden: .dropped)
    }
}

extension ArtSVG {
    /// What an SVG shows, in the canvas's coordinates (from its top left, so `x` and `y` are
    /// negative when an emoji reaches left of or above the canvas): the union of the canvas and
    /// every emoji's box (a square of 1.25 times its font size, which holds the glyph, centred on
    /// its position as the course draws it). The background is not part of it: it is drawn
    /// where it is, cropped like the canvas.
    struct ViewBox: Equatable {
        var x: Int, y: Int, width: Int, height: Int
        /// How many emoji reach outside the canvas, and so grew the box past it.
        var emojiOutside: Int

        /// Whether the box is larger than the canvas.
        func grew(past canvas: Canvas) -> Bool { (x, y, width, height) != (0, 0, canvas.width, canvas.height) }
    }
}

extension ArtSVG.ViewBox {
    /// - Complexity: O(*n*) in the emoji.
    init(canvas: Canvas, model: EmojiArtModel) {
        var (left, top, right, bottom) = (0, 0, canvas.width, canvas.height)
        var outside = 0
        for emoji in model.emojis {
            let (x, y) = canvas.point(emoji)
            // Emoji fonts draw a glyph wider than its font size (Noto Color Emoji's is about
            // 1.2 em), so the box is 1.25 em square, rounded up: the whole glyph, not its em.
            let half = (emoji.size * 5 + 7) / 8
            let box = (left: x - half, top: y - half, right: x + half, bottom: y + half)
            guard box.left < 0 || box.top < 0 || box.right > canvas.width || box.bottom > canvas.height else { continue }
            outside += 1
            (left, top) = (min(left, box.left), min(top, box.top))
            (right, bottom) = (max(right, box.right), max(bottom, box.bottom))
        }
        self.init(x: left, y: top, width: right - left, height: bottom - top, emojiOutside: outside)
    }
}

extension Canvas {
    /// Where an emoji's centre is, from the canvas's top left.
    func point(_ emoji: EmojiArtModel.Emoji) -> (x: Int, y: Int) {
        (width / 2 + emoji.x, height / 2 + emoji.y)
    }
}
