import EmojiArt
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Layout
import REPL

/// Draws an EmojiArt document as SVG for a browser: the background (embedded as a data URI when it
/// is image data, linked when it is a URL), then each emoji as text at its position and size.
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
        let (width, height) = (canvas.width, canvas.height)
        var svg = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" viewBox="0 0 \(width) \(height)">

            """
        if !description.isEmpty {
            svg += "<desc>\(Self.escape(description.joined(separator: "\n")))</desc>\n"
        }
        svg += "<rect width=\"\(width)\" height=\"\(height)\" fill=\"white\"/>\n"
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
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t", "\n", "\r": escaped.unicodeScalars.append(scalar)
            default:
                let v = scalar.value
                let allowed = (0x20...0xD7FF).contains(v) || (0xE000...0xFFFD).contains(v) || (0x10000...0x10FFFF).contains(v)
                if allowed { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped
    }
}

extension Canvas {
    /// Where an emoji's centre is, from the canvas's top left.
    func point(_ emoji: EmojiArtModel.Emoji) -> (x: Int, y: Int) {
        (width / 2 + emoji.x, height / 2 + emoji.y)
    }
}
