/// The canvas a document is drawn on: `x` and `y` of an emoji are offsets from its centre.
public struct Canvas: Sendable, Equatable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The default, as `--canvas` says.
    public static let standard = Canvas(width: 1024, height: 768)
    public static let range = 16...16_384

    /// Reads `WxH`, like `1024x768`, each side in ``range``.
    /// - Complexity: O(*n*) in the length of `text`.
    public init(parsing text: String) throws(GridSize.ParseError) {
        let size = try GridSize(parsing: text, widths: Self.range, heights: Self.range)
        self.init(width: size.width, height: size.height)
    }
}
