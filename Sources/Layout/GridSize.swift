/// A size in whole units, written `WxH` (`80x24` columns by rows, `1024x768` points): how a
/// board, a terminal or a canvas size is given on the command line and in transcripts.
public struct GridSize: Sendable, Equatable {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Why a `WxH` text is not a size the caller accepts.
    public enum ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        /// Not two whole numbers joined by one `x`.
        case notWxH(String)
        case widthOutOfRange(Int, ClosedRange<Int>)
        case heightOutOfRange(Int, ClosedRange<Int>)

        public var description: String {
            switch self {
            case .notWxH: "expected WIDTHxHEIGHT (two whole numbers joined by x), like 80x24"
            case .widthOutOfRange(let width, let range): "width \(width) is not from \(range.lowerBound) to \(range.upperBound)"
            case .heightOutOfRange(let height, let range): "height \(height) is not from \(range.lowerBound) to \(range.upperBound)"
            }
        }
    }

    /// Reads `WxH` (either case of `x`), each side checked against the caller's range.
    /// - Complexity: O(*n*) in the length of `text`.
    public init(parsing text: String, widths: ClosedRange<Int>, heights: ClosedRange<Int>) throws(ParseError) {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { throw .notWxH(text) }
        guard widths.contains(width) else { throw .widthOutOfRange(width, widths) }
        guard heights.contains(height) else { throw .heightOutOfRange(height, heights) }
        self.init(width: width, height: height)
    }
}
