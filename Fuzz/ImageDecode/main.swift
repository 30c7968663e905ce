// Fuzz target: the background image decoder, `ImageDecoder` (stb_image for PNG, JPEG and GIF),
// and the raster that draws what it decodes. Its input comes from anywhere: a downloaded URL, a
// file the user names, image data inside a `.emojiart` document.
//
// Oracles: no trap, no hang (libFuzzer's -timeout), no memory error (AddressSanitizer, and stb is
// compiled with it and with coverage here); an error is one non-empty line; a decoded image is
// within the limits, has the size its header declared and exactly width × height RGBA pixels; a
// small one, drawn at a few scales, touches only cells of the area it is drawn in.
@testable import ArtFeature
@testable import Imaging
import LiveScreens
@testable import REPL
import Layout

let maximumInputBytes = 64 * 1024

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size <= maximumInputBytes else { return -1 }
    let input = UnsafeBufferPointer(start: data, count: size)
    currentInput = input
    let bytes = UnsafeRawBufferPointer(input)

    let image: DecodedImage
    do throws(ImageDecodingError) {
        image = try ImageDecoder.decode(bytes)
    } catch {
        check(!error.message.isEmpty, "empty error message")
        check(!error.message.contains("\n"), "error message of several lines: \(error.message)")
        if case .tooLarge(let width, let height) = error {
            check(!ImageDecoder.fits((width, height)), "refused \(width)×\(height), which fits")
        }
        return 0
    }
    check(image.width >= 1 && image.height >= 1, "empty image \(image.width)×\(image.height)")
    check(ImageDecoder.fits((image.width, image.height)), "decoded \(image.width)×\(image.height), over the limits")
    check(image.rgba.count == image.width * image.height * 4, "\(image.rgba.count) bytes for \(image.width)×\(image.height)")
    do throws(ImageDecodingError) {
        let header = try ImageDecoder.size(of: bytes)
        check(header == (image.width, image.height), "header says \(header), decoded \(image.width)×\(image.height)")
    } catch {
        check(false, "decoded, yet the header check fails: \(error.message)")
    }

    // Drawing: a few placements, into a frame larger than the area, only inside the area.
    guard image.width * image.height <= 1 << 16 else { return 0 }
    let raster = ImageRaster(image)
    let area = CellRect(x: 2, y: 1, width: 12, height: 5)
    let fit = min(Double(area.width) * 8 / Double(image.width), Double(area.height) * 16 / Double(image.height))
    for (origin, scale, colour) in [((0.0, 0.0), fit, true), ((-13.0, 5.0), 0.37, false), ((3.0, -7.5), 11.0, true)] {
        var frame = Frame(width: 16, height: 8)
        raster.draw(into: &frame, area: area, origin: origin, scale: scale, colour: colour)
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame[x, y] != .blank {
                check(area.contains(x: x, y: y), "drew cell \(x),\(y) outside the area at scale \(scale)")
            }
        }
    }
    return 0
}
