import Foundation
import Testing

/// A background's limit counts what it decodes to, not only its file: a small file declaring a
/// large picture is refused from its header, with one error, before anything is decoded.
@Suite("a background's memory, decoded size included")
struct BackgroundMemoryTests {
    @Test func aSmallPNGOfALargePictureIsRefusedBeforeDecoding() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("memorize-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        // 2 MB of file, 64 MiB of pixels once decoded (and a third more for the pyramid).
        let large = directory.appendingPathComponent("large.png")
        try Data(Self.blackPNG(width: 4096, height: 4096)).write(to: large)
        let small = directory.appendingPathComponent("small.png")
        try Data(Self.blackPNG(width: 64, height: 64)).write(to: small)

        let refused = try MemorizeProcess.run(["-c", "art new; art background \(large.path); art wait; art show"])
        #expect(refused.stderrLines.filter { $0.hasPrefix("note:") } == [
            "note: background not changed: \(large.path): the image is 4096×4096 pixels, 152 MiB once decoded to be drawn; a background takes at most 32 MiB, decoded size included",
        ], Comment(rawValue: refused.stderr))
        #expect(refused.stdout.contains("background: failed("), Comment(rawValue: refused.stdout))

        let shown = try MemorizeProcess.run(["-c", "art new; art background \(small.path); art wait"])
        #expect(shown.stderrLines.filter { $0.hasPrefix("note:") } == ["note: background ready: \(small.path)"], Comment(rawValue: shown.stderr))
    }

    /// A black grayscale PNG, one bit a pixel, its pixels in stored (uncompressed) deflate blocks:
    /// a file of about `width` · `height` / 8 bytes whatever it decodes to.
    static func blackPNG(width: Int, height: Int) -> [UInt8] {
        let rowBytes = (width + 7) / 8
        let raw = [UInt8](repeating: 0, count: (rowBytes + 1) * height)   // filter 0, then black pixels, each row
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let count = min(65_535, raw.count - offset)
            let final: UInt8 = offset + count == raw.count ? 1 : 0
            zlib += [final, UInt8(count & 0xFF), UInt8(count >> 8), UInt8(~count & 0xFF), UInt8((~count >> 8) & 0xFF)]
            zlib += raw[offset..<(offset + count)]
            offset += count
        } while offset < raw.count
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in raw { a = (a + UInt32(byte)) % 65_521; b = (b + a) % 65_521 }
        zlib += bigEndian(b << 16 | a)
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [1, 0, 0, 0, 0]   // depth 1, grayscale
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", zlib) + chunk("IEND", [])
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in body {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return bigEndian(UInt32(data.count)) + body + bigEndian(~crc)
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }
}
