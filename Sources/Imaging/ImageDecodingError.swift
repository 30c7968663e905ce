/// Why bytes did not become a ``DecodedImage``. Its ``message`` is one line, for the user.
public enum ImageDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The first bytes are none of PNG, JPEG or GIF (`webp` when they are WebP, which is not shown).
    case notAnImage(webp: Bool)
    /// The header declares more pixels than ``ImageDecoder/maximumPixels`` or a side longer than
    /// ``ImageDecoder/maximumSide``; refused before decoding.
    case tooLarge(width: Int, height: Int)
    /// The header or the pixel data is damaged or cut short; `reason` is stb_image's.
    case corrupt(format: ImageFormatName, reason: String)

    /// PNG, JPEG or GIF, for messages.
    public enum ImageFormatName: String, Sendable {
        case png = "PNG", jpeg = "JPEG", gif = "GIF"
    }

    public var message: String {
        switch self {
        case .notAnImage(webp: true):
            "it is a WebP image, which cannot be shown; use a PNG, JPEG or GIF image"
        case .notAnImage(webp: false):
            "not a PNG, JPEG or GIF image"
        case .tooLarge(let width, let height):
            "the image is \(width)×\(height) pixels; at most \(ImageDecoder.maximumPixels) pixels "
                + "(\(ImageDecoder.maximumSide) a side) are shown"
        case .corrupt(let format, let reason):
            "the \(format.rawValue) image is damaged or cut short (\(reason))"
        }
    }

    public var description: String { message }
}
