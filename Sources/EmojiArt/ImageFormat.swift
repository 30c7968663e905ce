#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The image formats a background may be, told apart by their first bytes (never by a file's
/// name or a server's `Content-Type`, which can say anything).
public enum ImageFormat: String, Sendable, CaseIterable {
    case png, jpeg, gif, webp

    /// The format of `data`, or nil when it is none of these.
    /// - Complexity: O(1): looks at the first 12 bytes.
    public init?(sniffing data: some Collection<UInt8>) {
        let head = Array(data.prefix(12))
        func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
            head.count >= offset + magic.count && Array(head[offset..<offset + magic.count]) == magic
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            self = .png
        } else if starts([0xFF, 0xD8, 0xFF]) {
            self = .jpeg
        } else if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) {
            self = .gif
        } else if starts(Array("RIFF".utf8)) && starts(Array("WEBP".utf8), at: 8) {
            self = .webp
        } else {
            return nil
        }
    }

    /// The MIME type, for a data URI.
    public var mimeType: String { "image/\(rawValue)" }

    /// What the first bytes look like, for an error about data that is not an image.
    public static func describeNonImage(_ data: Data) -> String {
        if data.isEmpty { return "it is empty" }
        let head = String(decoding: data.prefix(512), as: UTF8.self).lowercased()
        let trimmed = head.drop { $0.isWhitespace }
        if trimmed.hasPrefix("<!doctype html") || trimmed.hasPrefix("<html") || head.contains("<body") {
            return "it is HTML, not an image"
        }
        if trimmed.hasPrefix("<svg") || trimmed.hasPrefix("<?xml") { return "it is XML or SVG, not PNG, JPEG, GIF or WebP" }
        if trimmed.hasPrefix("{") || trimmed.hasPrefix("[") { return "it looks like JSON, not an image" }
        return "it is not a PNG, JPEG, GIF or WebP image"
    }
}
