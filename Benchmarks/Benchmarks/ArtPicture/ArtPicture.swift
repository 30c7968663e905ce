// Benchmarks of the art background's picture: drawing a 1920×1080 picture into a 200×60-cell area
// (a large terminal) as half-blocks, at zoom to fit and at 4× zoom; building its mip pyramid (once
// per picture, on the fetcher's thread); decoding a 1-megapixel PNG (stb_image, on the fetcher's
// thread). The draw runs on every frame of the editor, so it must stay well under a frame.
import ArtFeature
import Benchmark
import Imaging
import Layout
import LiveScreens
import PNGWriter

/// A 1920×1080 picture with gradients and a deterministic grain, so that neighbouring pixels
/// differ as in a photograph (the pyramid's averages and a PNG's filters have real work).
func photograph(width: Int, height: Int) -> DecodedImage {
    var rgba = [UInt8](repeating: 255, count: width * height * 4)
    var state: UInt32 = 0x1234_5678
    for y in 0..<height {
        for x in 0..<width {
            state = state &* 1_664_525 &+ 1_013_904_223
            let grain = Int(state >> 28) - 8
            let i = (y * width + x) * 4
            rgba[i] = UInt8(clamping: x * 255 / width + grain)
            rgba[i + 1] = UInt8(clamping: y * 255 / height + grain)
            rgba[i + 2] = UInt8(clamping: (x + y) % 256 + grain)
        }
    }
    guard let image = DecodedImage(width: width, height: height, rgba: rgba) else { fatalError("bad benchmark image") }
    return image
}

let benchmarks: @Sendable () -> Void = {
    let hd = photograph(width: 1920, height: 1080)
    let raster = ImageRaster(hd)
    let area = CellRect(x: 0, y: 0, width: 200, height: 60)
    // Zoom to fit: 200 cells are 1600 points, 60 rows 960; the width decides (1600 / 1920).
    let fit = min(1600.0 / 1920, 960.0 / 1080)
    for (name, scale, origin) in [("fit", fit, (0.0, (960 - 1080 * fit) / 2)), ("4x", 4.0, (-1200.0, -800.0))] {
        Benchmark(
            "picture draw 1920x1080 into 200x60 cells, \(name)",
            configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(5))
        ) { benchmark in
            var frame = Frame(width: 200, height: 60)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                raster.draw(into: &frame, area: area, origin: origin, scale: scale, colour: true)
            }
            benchmark.stopMeasurement()
            blackHole(frame)
        }
    }
    Benchmark(
        "picture pyramid 1920x1080 (ImageRaster.init)",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(5))
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ImageRaster(hd))
        }
    }

    let megapixel = photograph(width: 1280, height: 800)
    var length: Int32 = 0
    let png: [UInt8] = megapixel.rgba.withUnsafeBufferPointer { pixels in
        guard let base = pixels.baseAddress, let encoded = png_writer_encode(base, 1280, 800, &length) else { return [] }
        defer { png_writer_free(encoded) }
        return Array(UnsafeBufferPointer(start: encoded, count: Int(length)))
    }
    Benchmark(
        "decode PNG 1280x800 (\(png.count / 1024) KiB)",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal, .peakMemoryResident], maxDuration: .seconds(5))
    ) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(try? ImageDecoder.decode(png))
        }
    }
}
