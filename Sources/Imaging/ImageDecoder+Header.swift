extension ImageDecoder {
    /// The size a header declares, read from its fixed fields, so that an image too large for stb's
    /// own header check (which fails without saying how large) is still named by its size. Not a
    /// decoder: nothing past the size is read, and stb checks the header again before decoding.
    /// - Complexity: O(1) for PNG and GIF; O(*s*) in a JPEG's segments before its frame header.
    static func declaredSize(_ format: ImageDecodingError.ImageFormatName, of bytes: UnsafeRawBufferPointer) -> (width: Int, height: Int)? {
        func bigEndian(_ offset: Int, _ count: Int) -> Int? {
            guard offset >= 0, offset + count <= bytes.count else { return nil }
            return (offset..<offset + count).reduce(0) { $0 << 8 | Int(bytes[$1]) }
        }
        switch format {
        case .png:
            // Signature (8), then IHDR: length (4), "IHDR" (4), width (4), height (4).
            guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8),
                  let width = bigEndian(16, 4), let height = bigEndian(20, 4) else { return nil }
            return (width, height)
        case .gif:
            // "GIF89a", then the logical screen's width and height, 16-bit little-endian.
            guard bytes.count >= 10 else { return nil }
            return (Int(bytes[6]) | Int(bytes[7]) << 8, Int(bytes[8]) | Int(bytes[9]) << 8)
        case .jpeg:
            // Segments after SOI: FF, marker, 16-bit length (counting itself), until a frame
            // header SOFn (C0–CF but C4 DHT, C8 JPG, CC DAC): precision (1), height (2), width (2).
            var offset = 2
            while offset + 4 <= bytes.count {
                guard bytes[offset] == 0xFF else { return nil }
                let marker = bytes[offset + 1]
                if marker == 0xFF { offset += 1; continue }   // fill byte
                guard let length = bigEndian(offset + 2, 2), length >= 2 else { return nil }
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    guard let height = bigEndian(offset + 5, 2), let width = bigEndian(offset + 7, 2) else { return nil }
                    return (width, height)
                }
                guard marker != 0xDA, marker != 0xD9 else { return nil }   // scan data or end: no frame header
                offset += 2 + length
            }
            return nil
        }
    }

    /// The type of the first PNG chunk whose data would run past the end of `bytes`, if one does
    /// (before `IEND`). stb grows its buffer to the length a chunk declares before it reads it, so a
    /// file of a few bytes declaring a 2 GB `IDAT` would have it ask for 2 GB (found by fuzzing).
    /// - Complexity: O(*c*) in the chunks.
    static func pngChunkPastTheEnd(_ bytes: UnsafeRawBufferPointer) -> String? {
        var offset = 8   // the signature
        while offset + 8 <= bytes.count {
            let length = (offset..<offset + 4).reduce(0) { $0 << 8 | Int(bytes[$1]) }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= bytes.count - offset - 8 else {
                return type.allSatisfy { $0.isASCII && $0.isLetter } ? type : "unnamed"
            }
            if type == "IEND" { return nil }
            offset += 8 + length + 4   // header, data, CRC
        }
        return nil
    }

    /// Whether a size is within ``maximumSide`` and ``maximumPixels``.
    static func fits(_ size: (width: Int, height: Int)) -> Bool {
        size.width <= maximumSide && size.height <= maximumSide && size.width * size.height <= maximumPixels
    }
}
