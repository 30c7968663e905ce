/// A decoded picture: `width` × `height` pixels, row by row from the top left, four bytes each
/// (red, green, blue, alpha; 8 bits, straight alpha, as the file had them).
public struct DecodedImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes.
    public let rgba: [UInt8]

    /// A picture from its pixels; nil unless `rgba` holds exactly `width * height` RGBA pixels.
    public init?(width: Int, height: Int, rgba: [UInt8]) {
        guard width > 0, height > 0, !width.multipliedReportingOverflow(by: height).overflow,
              rgba.count == width * height * 4 else { return nil }
        self.width = width
        self.height = height
        self.rgba = rgba
    }

    /// The pixel at column `x`, row `y` (both in range).
    /// - Complexity: O(1)
    public func pixel(x: Int, y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        let index = (y * width + x) * 4
        return (rgba[index], rgba[index + 1], rgba[index + 2], rgba[index + 3])
    }
}
