import CStb

/// Turns PNG, JPEG and GIF bytes into pixels with stb_image (Debian's libstb-dev), after checking
/// what the header declares, so that a hostile file cannot make it allocate more than the limit.
///
/// Thread-safe: stb is called under one lock (see CStb.h: it is not quite thread-safe alone) and
/// its global flags are never set; decodes on several threads take turns. A GIF gives its first
/// frame. Everything is stateless: an enum of statics.
public enum ImageDecoder {
    /// The most pixels decoded: 4096×4096, 64 MiB as RGBA. A background is drawn on a terminal a
    /// few hundred cells wide, so more buys nothing but memory; a decompression bomb (a small file
    /// declaring a huge image) is refused before anything is allocated.
    public static let maximumPixels = 1 << 24
    /// The longest side decoded (a 16384×1 strip is fine; 20000×1 is not).
    public static let maximumSide = 16384

    /// The format named by the first bytes, when it is one that is decoded.
    /// - Complexity: O(1)
    public static func format(of bytes: UnsafeRawBufferPointer) -> ImageDecodingError.ImageFormatName? {
        func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
            bytes.count >= offset + magic.count && magic.indices.allSatisfy { bytes[offset + $0] == magic[$0] }
        }
        if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
        if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
        return nil
    }

    /// The width and height the header declares, checked against the limits; nothing is decoded.
    /// - Complexity: O(*n*) at worst (a JPEG's header may come after other segments), usually O(1).
    public static func size(of bytes: UnsafeRawBufferPointer) throws(ImageDecodingError) -> (width: Int, height: Int) {
        let format = try recognise(bytes)
        if let declared = declaredSize(format, of: bytes), !fits(declared) {
            throw .tooLarge(width: declared.width, height: declared.height)
        }
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            throw .corrupt(format: format, reason: "no data")
        }
        var width: Int32 = 0, height: Int32 = 0, channels: Int32 = 0
        guard cstb_info(base, Int32(bytes.count), &width, &height, &channels) == 1 else {
            // stb's reason here is its last guess's ("unknown image type"), not this format's.
            throw .corrupt(format: format, reason: "its header is unreadable")
        }
        let size = (width: Int(width), height: Int(height))
        guard size.width > 0, size.height > 0 else { throw .corrupt(format: format, reason: "no pixels") }
        guard fits(size) else {
            throw .tooLarge(width: size.width, height: size.height)
        }
        return size
    }

    /// Decodes `bytes` to RGBA (a GIF's first frame), refusing before decoding an image over the
    /// limits.
    /// - Complexity: O(*n* + *w* · *h*): stb's decode, and one copy of the pixels.
    public static func decode(_ bytes: UnsafeRawBufferPointer) throws(ImageDecodingError) -> DecodedImage {
        let declared = try size(of: bytes)
        let format = try recognise(bytes)
        guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            throw .corrupt(format: format, reason: "no data")
        }
        if format == .png, let chunk = pngChunkPastTheEnd(bytes) {
            throw .corrupt(format: .png, reason: "its \(chunk) chunk says it is longer than the rest of the file")
        }
        var width: Int32 = 0, height: Int32 = 0
        var reason = [CChar](repeating: 0, count: 96)
        guard let pixels = cstb_load_rgba(base, Int32(bytes.count), &width, &height, &reason, Int32(reason.count)) else {
            throw .corrupt(format: format, reason: Self.readable(reason))
        }
        defer { cstb_free(pixels) }
        // stb decodes what the header said; anything else would be a disagreement worth refusing.
        guard Int(width) == declared.width, Int(height) == declared.height else {
            throw .corrupt(format: format, reason: "its size changed while decoding")
        }
        let count = declared.width * declared.height * 4
        let rgba = [UInt8](UnsafeBufferPointer(start: pixels, count: count))
        guard let image = DecodedImage(width: declared.width, height: declared.height, rgba: rgba) else {
            throw .corrupt(format: format, reason: "no pixels")
        }
        return image
    }

    /// As ``decode(_:)-(UnsafeRawBufferPointer)``, from an array.
    public static func decode(_ bytes: [UInt8]) throws(ImageDecodingError) -> DecodedImage {
        let result: Result<DecodedImage, ImageDecodingError> = bytes.withUnsafeBytes { buffer in
            Result { () throws(ImageDecodingError) in try decode(buffer) }
        }
        return try result.get()
    }

    /// The format, or why the bytes are not an image that is decoded; also refuses inputs stb's
    /// `int` lengths cannot hold.
    private static func recognise(_ bytes: UnsafeRawBufferPointer) throws(ImageDecodingError) -> ImageDecodingError.ImageFormatName {
        guard let format = format(of: bytes) else {
            let webp = bytes.count >= 12 && Array(bytes[0..<4]) == Array("RIFF".utf8) && Array(bytes[8..<12]) == Array("WEBP".utf8)
            throw .notAnImage(webp: webp)
        }
        guard bytes.count <= Int(Int32.max) else {
            throw .corrupt(format: format, reason: "more than \(Int32.max) bytes")
        }
        return format
    }

    /// stb's reason as one printable line: it can hold bytes of the file (an unknown PNG chunk's
    /// name), which become `?`.
    static func readable(_ reason: [CChar]) -> String {
        let bytes = reason.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let text = String(decoding: bytes.map { (0x20..<0x7F).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
        return text.isEmpty ? "unknown error" : text
    }
}
