/// CS193p's `FaceViewDataSource`: what a face shows. `nil` means neutral.
public protocol FaceViewDataSource: AnyObject {
    func smiliness(for faceView: FaceView) -> Double?
}

/// A face whose smile follows its data source, which it holds weakly, as in the course.
///
/// The view keeps what the course's `FaceView` keeps (`scale`, `lineWidth`, `color`) and knows
/// how to lay itself out in given bounds (``geometry(width:height:)``); renderers draw that
/// geometry as braille (``FaceRaster``), SVG or one emoji (``moodEmoji``).
public final class FaceView {
    public weak var dataSource: (any FaceViewDataSource)?

    /// The scales a face may have: below a quarter it is a smudge, above 1 it leaves its bounds.
    public static let scaleRange = 0.25...1.0
    public static let defaultScale = 0.9
    /// Line widths, in the units of the bounds: from a hairline to a marker.
    public static let lineWidthRange = 0.5...20.0

    /// The face's radius as a fraction of half the smaller side of its bounds. Clamped to
    /// ``scaleRange``; a value that is not finite leaves it as it was.
    public var scale = FaceView.defaultScale {
        didSet { scale = scale.isFinite ? Self.clamp(scale, to: Self.scaleRange) : oldValue }
    }

    /// The stroke width, in the units of the bounds (3, as in the course). Clamped to
    /// ``lineWidthRange``; a value that is not finite leaves it as it was.
    public var lineWidth = 3.0 {
        didSet { lineWidth = lineWidth.isFinite ? Self.clamp(lineWidth, to: Self.lineWidthRange) : oldValue }
    }

    /// The stroke colour (the course's blue).
    public var color = FaceColor.blue

    public init(dataSource: (any FaceViewDataSource)? = nil) {
        self.dataSource = dataSource
    }

    /// The smiliness to draw, −1…1: 0 when there is no data source, it says nil, or it says
    /// something that is not a number; values beyond ±1 are clamped.
    public var smiliness: Double {
        let value = dataSource?.smiliness(for: self) ?? 0
        return value.isFinite ? Self.clamp(value, to: -1...1) : 0
    }

    /// The moods ``moodEmoji`` chooses from, saddest first.
    public static let moods = ["😢", "☹️", "🙁", "😐", "🙂", "😀", "😄"]

    /// One emoji for the mood: ``moods`` spread evenly over −1…1, the nearest one (so 0 is 😐,
    /// ±1 are 😄 and 😢, and each band is a third of a unit wide). A tie goes away from neutral
    /// on both sides, so the faces are symmetric: ±0.5 are ☹️ and 😀.
    public var moodEmoji: String { Self.moodEmoji(for: smiliness) }

    public static func moodEmoji(for smiliness: Double) -> String {
        let clamped = smiliness.isFinite ? clamp(smiliness, to: -1...1) : 0
        let neutral = moods.count / 2
        let steps = Int((abs(clamped) * Double(neutral)).rounded())
        let index = clamped < 0 ? neutral - steps : neutral + steps
        return moods[min(max(index, 0), moods.count - 1)]
    }

    /// The face laid out in bounds of `width` × `height` (y grows downward, as in UIKit and SVG).
    /// - Complexity: O(1)
    public func geometry(width: Double, height: Double) -> FaceGeometry {
        FaceGeometry(width: width, height: height, scale: scale, smiliness: smiliness, lineWidth: lineWidth)
    }

    static func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
        min(max(value, range.lowerBound), range.upperBound)
    }
}

/// A colour as red, green and blue, 0…255 each: enough for SVG and for a terminal's palette.
public struct FaceColor: Sendable, Equatable {
    public var red: UInt8
    public var green: UInt8
    public var blue: UInt8

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// The course's face colour (`UIColor.blue`), a shade lighter so it reads on a dark terminal.
    public static let blue = FaceColor(red: 0, green: 122, blue: 255)

    /// `#rrggbb`.
    public var hex: String {
        "#" + [red, green, blue].map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
