import Imaging
import REPL

/// A picture and its halvings down to one pixel, in premultiplied RGBA, so that the average of
/// any square of the picture is a handful of reads at the level whose pixels are about that
/// square's size (a mip pyramid). Premultiplied, so transparent pixels lend no colour to an
/// average.
///
/// Invariants: `levels[0]` is the picture's size; each next level is half the last, rounded up,
/// down to 1 × 1; every level holds `width * height * 4` bytes.
struct MipPyramid: Sendable {
    struct Level: Sendable {
        let width: Int
        let height: Int
        /// Premultiplied RGBA, row by row.
        let pixels: [UInt8]
    }

    let levels: [Level]

    /// - Complexity: O(*w* · *h*): the first level is a copy, the rest a third of it together.
    init(_ image: DecodedImage) {
        var level = Level(width: image.width, height: image.height, pixels: Self.premultiplied(image.rgba))
        var levels = [level]
        while level.width > 1 || level.height > 1 {
            level = Self.half(of: level)
            levels.append(level)
        }
        self.levels = levels
        #if DEBUG
        checkInvariants()
        #endif
    }

    /// The bytes a pyramid of a `width` × `height` picture holds, every level: about 4/3 of the
    /// first's `width * height * 4`. Known before decoding, so a picture too large is refused unmade.
    /// - Complexity: O(log max(*w*, *h*))
    static func byteCount(width: Int, height: Int) -> Int {
        var (width, height) = (max(1, width), max(1, height))
        var total = width * height * 4
        while width > 1 || height > 1 {
            (width, height) = ((width + 1) / 2, (height + 1) / 2)
            total += width * height * 4
        }
        return total
    }

    private static func premultiplied(_ rgba: [UInt8]) -> [UInt8] {
        var pixels = rgba
        pixels.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let alpha = UInt32(p[i + 3])
                if alpha != 255 {
                    p[i] = UInt8((UInt32(p[i]) * alpha + 127) / 255)
                    p[i + 1] = UInt8((UInt32(p[i + 1]) * alpha + 127) / 255)
                    p[i + 2] = UInt8((UInt32(p[i + 2]) * alpha + 127) / 255)
                }
                i += 4
            }
        }
        return pixels
    }

    /// Each pixel the average of the (up to) 2 × 2 it replaces; an odd last row or column is
    /// averaged with itself.
    private static func half(of level: Level) -> Level {
        let width = (level.width + 1) / 2, height = (level.height + 1) / 2
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        level.pixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { target in
                for y in 0..<height {
                    let top = 2 * y, bottom = min(2 * y + 1, level.height - 1)
                    for x in 0..<width {
                        let left = 2 * x, right = min(2 * x + 1, level.width - 1)
                        let a = (top * level.width + left) * 4, b = (top * level.width + right) * 4
                        let c = (bottom * level.width + left) * 4, d = (bottom * level.width + right) * 4
                        let out = (y * width + x) * 4
                        for channel in 0..<4 {
                            let sum = UInt32(source[a + channel]) + UInt32(source[b + channel])
                                + UInt32(source[c + channel]) + UInt32(source[d + channel])
                            target[out + channel] = UInt8((sum + 2) / 4)
                        }
                    }
                }
            }
        }
        return Level(width: width, height: height, pixels: pixels)
    }

    /// The level whose pixels are as large as `footprint` first-level pixels or just smaller, so a
    /// square that size touches at most 3 × 3 of them.
    /// - Complexity: O(log *f*)
    func level(forFootprint footprint: Double) -> Int {
        var level = 0
        while level + 1 < levels.count, Double(1 << (level + 1)) <= footprint { level += 1 }
        return level
    }

    /// The premultiplied average (0…1 each) of the picture over `x0..<x1`, `y0..<y1` in the first
    /// level's pixels (clamped to the picture), read at `level`: the pixels of that level the
    /// rectangle touches, whole.
    /// - Complexity: O(*k*²) for a rectangle *k* of that level's pixels across (*k* ≤ 3 as the
    ///   raster picks levels).
    func average(level index: Int, x0: Double, x1: Double, y0: Double, y1: Double) -> (red: Double, green: Double, blue: Double, alpha: Double) {
        let level = levels[index]
        let step = Double(1 << index)
        let columns = Self.span(x0 / step, x1 / step, count: level.width)
        let rows = Self.span(y0 / step, y1 / step, count: level.height)
        var sum = (red: 0, green: 0, blue: 0, alpha: 0)
        level.pixels.withUnsafeBufferPointer { p in
            for y in rows {
                for x in columns {
                    let i = (y * level.width + x) * 4
                    sum.red += Int(p[i])
                    sum.green += Int(p[i + 1])
                    sum.blue += Int(p[i + 2])
                    sum.alpha += Int(p[i + 3])
                }
            }
        }
        let count = Double(columns.count * rows.count) * 255
        return (Double(sum.red) / count, Double(sum.green) / count, Double(sum.blue) / count, Double(sum.alpha) / count)
    }

    /// The whole pixels `low..<high` touches, clamped to `0..<count`, never empty.
    private static func span(_ low: Double, _ high: Double, count: Int) -> Range<Int> {
        let first = Int(min(max(low.rounded(.down), 0), Double(count - 1)))
        let end = Int(min(max(high.rounded(.up), Double(first + 1)), Double(count)))
        return first..<max(end, first + 1)
    }

    #if DEBUG
    private func checkInvariants() {
        for (index, level) in levels.enumerated() {
            assert(level.pixels.count == level.width * level.height * 4, "level \(index) holds the wrong number of bytes")
            if index > 0 {
                assert(level.width == (levels[index - 1].width + 1) / 2 && level.height == (levels[index - 1].height + 1) / 2)
            }
        }
        assert(levels.last.map { $0.width == 1 && $0.height == 1 } ?? false, "the pyramid does not end at one pixel")
    }
    #endif
}
