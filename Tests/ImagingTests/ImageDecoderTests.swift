import Testing
import Imaging

@Suite("ImageDecoder")
struct ImageDecoderTests {
    @Test("A PNG decodes to its pixels, alpha kept")
    func png() throws {
        let image = try ImageDecoder.decode(Fixtures.twoByTwoPNG)
        #expect(image.width == 2 && image.height == 2)
        #expect(image.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(image.pixel(x: 1, y: 0) == (0, 255, 0, 255))
        #expect(image.pixel(x: 0, y: 1) == (0, 0, 255, 255))
        #expect(image.pixel(x: 1, y: 1) == (255, 255, 255, 128))
    }

    @Test("A JPEG decodes (near enough: it is lossy), opaque")
    func jpeg() throws {
        let image = try ImageDecoder.decode(Fixtures.redBlueJPEG)
        #expect(image.width == 16 && image.height == 16)
        let left = image.pixel(x: 2, y: 8), right = image.pixel(x: 13, y: 8)
        #expect(left.red > 230 && left.green < 30 && left.blue < 30 && left.alpha == 255, "\(left)")
        #expect(right.red < 30 && right.green < 30 && right.blue > 230 && right.alpha == 255, "\(right)")
    }

    @Test("A GIF gives its first frame")
    func gif() throws {
        let image = try ImageDecoder.decode(Fixtures.twoByTwoGIF)
        #expect(image.width == 2 && image.height == 2)
        #expect(image.pixel(x: 0, y: 0) == (255, 0, 0, 255))
        #expect(image.pixel(x: 1, y: 0) == (0, 255, 0, 255))
        #expect(image.pixel(x: 0, y: 1) == (0, 0, 255, 255))
        #expect(image.pixel(x: 1, y: 1) == (255, 255, 255, 255))
    }

    @Test("The size comes from the header alone", arguments: [Fixtures.twoByTwoPNG, Fixtures.redBlueJPEG, Fixtures.twoByTwoGIF])
    func headerSize(bytes: [UInt8]) throws {
        let size = try bytes.withUnsafeBytes { try ImageDecoder.size(of: $0) }
        let image = try ImageDecoder.decode(bytes)
        #expect(size == (image.width, image.height))
    }

    @Test("What is not PNG, JPEG or GIF is named so")
    func notAnImage() {
        for bytes in [[], Array("hello, world".utf8), Array("<html><body>".utf8), [0x89, 0x50, 0x4E]] as [[UInt8]] {
            #expect(throws: ImageDecodingError.notAnImage(webp: false)) { try ImageDecoder.decode(bytes) }
        }
        #expect(ImageDecodingError.notAnImage(webp: false).message == "not a PNG, JPEG or GIF image")
        let webp = Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8)
        #expect(throws: ImageDecodingError.notAnImage(webp: true)) { try ImageDecoder.decode(webp) }
        #expect(ImageDecodingError.notAnImage(webp: true).message.contains("WebP"))
    }

    @Test("A file cut short is damaged, whichever byte it stops at, unless every pixel came first")
    func truncated() throws {
        for bytes in [Fixtures.twoByTwoPNG, Fixtures.twoByTwoGIF] {
            let whole = try ImageDecoder.decode(bytes)
            for length in 8..<(bytes.count - 1) {
                let cut = Array(bytes.prefix(length))
                do throws(ImageDecodingError) {
                    // A PNG without its IEND still has every pixel; stb takes a GIF cut short as
                    // far as it goes (the rest transparent), at its declared size.
                    let image = try ImageDecoder.decode(cut)
                    #expect(bytes == Fixtures.twoByTwoGIF ? image.width == 2 && image.height == 2 : image == whole,
                            "\(length) bytes decoded differently")
                } catch {
                    guard case .corrupt = error else {
                        Issue.record("\(length) bytes: \(error)")
                        continue
                    }
                    #expect(error.message.hasPrefix("the ") && error.message.contains("damaged or cut short"))
                }
            }
        }
        #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(Array(Fixtures.redBlueJPEG.prefix(20))) }
        #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode(Array(Fixtures.redBlueJPEG.prefix(200))) }
    }

    @Test("stb's reason is one printable line, even when it quotes the file (found by fuzzing)")
    func unknownChunk() {
        // A critical chunk stb does not know, named with a newline: stb quotes the name.
        var png = Fixtures.twoByTwoPNG
        png.insert(contentsOf: [0, 0, 0, 0, 0x0A, 0x1A, 0x0A, 0x58, 0, 0, 0, 0], at: 33)
        #expect(throws: ImageDecodingError.corrupt(format: .png, reason: "???X PNG chunk not known")) { try ImageDecoder.decode(png) }
    }

    @Test("Garbage after a valid signature is an error, never a crash")
    func garbage() {
        var random = SplitMix(seed: 7)
        for signature in [Array(Fixtures.twoByTwoPNG.prefix(16)), [0xFF, 0xD8, 0xFF], Array("GIF89a".utf8)] {
            for length in [0, 1, 7, 64, 500] {
                let bytes = signature + (0..<length).map { _ in UInt8(truncatingIfNeeded: random.next()) }
                let error = #expect(throws: ImageDecodingError.self, "\(bytes.count) bytes") { try ImageDecoder.decode(bytes) }
                #expect(error.map { !$0.message.isEmpty && !$0.message.contains("\n") } == true, "\(String(describing: error))")
            }
        }
    }

    @Test("A chunk declaring more bytes than the file has is refused before stb reserves them (found by fuzzing)")
    func chunkLongerThanTheFile() throws {
        // After IHDR (ending at byte 33): an IDAT declaring 2^31 - 1 bytes, with a few after it.
        var png = Array(Fixtures.twoByTwoPNG.prefix(33))
        png += [0x7F, 0xFF, 0xFF, 0xFF] + Array("IDAT".utf8) + [1, 2, 3, 4]
        #expect(throws: ImageDecodingError.corrupt(format: .png, reason: "its IDAT chunk says it is longer than the rest of the file")) {
            try ImageDecoder.decode(png)
        }
        #expect(try ImageDecoder.decode(Fixtures.twoByTwoPNG).width == 2)
    }

    @Test("A header declaring too many pixels is refused before decoding")
    func oversized() throws {
        // PNG: IHDR's width and height are bytes 16..<24 (stb does not check the CRC).
        var png = Fixtures.twoByTwoPNG
        png.replaceSubrange(16..<24, with: [0, 0, 0x4E, 0x20, 0, 0, 0x4E, 0x20])   // 20000×20000
        #expect(throws: ImageDecodingError.tooLarge(width: 20000, height: 20000)) { try ImageDecoder.decode(png) }
        #expect(ImageDecodingError.tooLarge(width: 20000, height: 20000).message
            == "the image is 20000×20000 pixels; at most 16777216 pixels (16384 a side) are shown")
        // GIF: the logical screen's size, bytes 6..<10, little-endian: 5000×5000 is 25 megapixels.
        var gif = Fixtures.twoByTwoGIF
        gif.replaceSubrange(6..<10, with: [0x88, 0x13, 0x88, 0x13])
        #expect(throws: ImageDecodingError.tooLarge(width: 5000, height: 5000)) { try ImageDecoder.decode(gif) }
        // One side too long, few pixels: 20000×1.
        png.replaceSubrange(16..<24, with: [0, 0, 0x4E, 0x20, 0, 0, 0, 1])
        #expect(throws: ImageDecodingError.tooLarge(width: 20000, height: 1)) { try ImageDecoder.decode(png) }
        // JPEG: the frame header's height and width (SOF0 here), 60000×60000.
        var jpeg = Fixtures.redBlueJPEG
        let sof = try #require((2..<jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        jpeg.replaceSubrange(sof + 5..<sof + 9, with: [0xEA, 0x60, 0xEA, 0x60])
        #expect(throws: ImageDecodingError.tooLarge(width: 60000, height: 60000)) { try ImageDecoder.decode(jpeg) }
    }

    @Test("Decoding on many threads at once gives each its own result")
    func concurrent() async {
        let inputs = [Fixtures.twoByTwoPNG, Array(Fixtures.twoByTwoPNG.prefix(40)), Fixtures.twoByTwoGIF, [1, 2, 3]]
        await withTaskGroup(of: Bool.self) { group in
            for index in 0..<64 {
                group.addTask {
                    let bytes = inputs[index % inputs.count]
                    switch index % inputs.count {
                    case 0, 2: return (try? ImageDecoder.decode(bytes))?.width == 2
                    case 1:
                        do throws(ImageDecodingError) { _ = try ImageDecoder.decode(bytes); return false } catch {
                            if case .corrupt = error { return true } else { return false }
                        }
                    default:
                        do throws(ImageDecodingError) { _ = try ImageDecoder.decode(bytes); return false } catch {
                            return error == .notAnImage(webp: false)
                        }
                    }
                }
            }
            for await ok in group { #expect(ok) }
        }
    }
}

/// A tiny deterministic generator for garbage bytes.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
