/// Where the parts of a face are, in some bounds: the course's `FaceView` drawing code as values,
/// so that every renderer (braille, SVG) draws the same face and tests can pin the proportions.
///
/// Coordinates grow rightward and downward (UIKit, SVG). All sizes follow from the face's radius,
/// `min(width, height) / 2 × scale`, by the course's ratios (``Ratio``).
public struct FaceGeometry: Sendable, Equatable {
    public struct Point: Sendable, Equatable {
        public var x: Double
        public var y: Double
        public init(x: Double, y: Double) {
            self.x = x
            self.y = y
        }
    }

    public struct Circle: Sendable, Equatable {
        public var center: Point
        public var radius: Double
    }

    /// A cubic Bézier curve (`UIBezierPath.addCurve(to:controlPoint1:controlPoint2:)`).
    public struct Curve: Sendable, Equatable {
        public var start: Point
        public var control1: Point
        public var control2: Point
        public var end: Point

        /// The point at parameter `t` in 0…1.
        public func point(at t: Double) -> Point {
            let u = 1 - t
            let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
            return Point(
                x: a * start.x + b * control1.x + c * control2.x + d * end.x,
                y: a * start.y + b * control1.y + c * control2.y + d * end.y)
        }
    }

    /// The course's `Scaling` constants: the face's radius divided by each gives the part's size.
    public enum Ratio {
        public static let faceRadiusToEyeRadius = 10.0
        public static let faceRadiusToEyeOffset = 3.0
        public static let faceRadiusToEyeSeparation = 1.5
        public static let faceRadiusToMouthWidth = 1.0
        public static let faceRadiusToMouthHeight = 3.0
        public static let faceRadiusToMouthOffset = 3.0
    }

    public let face: Circle
    public let leftEye: Circle
    public let rightEye: Circle
    /// From the left corner of the mouth to the right one; its control points sit a third of
    /// the way in, moved down (a smile) or up (a frown) by `smiliness × mouthHeight`.
    public let mouth: Curve
    public let lineWidth: Double
    public let smiliness: Double

    /// - Parameters: sizes that are negative or not finite count as 0; `smiliness` is clamped to −1…1.
    public init(width: Double, height: Double, scale: Double, smiliness: Double, lineWidth: Double) {
        func sane(_ value: Double) -> Double { value.isFinite ? max(value, 0) : 0 }
        let (width, height, scale) = (sane(width), sane(height), sane(scale))
        let smiliness = smiliness.isFinite ? min(max(smiliness, -1), 1) : 0
        let center = Point(x: width / 2, y: height / 2)
        let faceRadius = min(width, height) / 2 * scale
        face = Circle(center: center, radius: faceRadius)

        let eyeRadius = faceRadius / Ratio.faceRadiusToEyeRadius
        let eyeY = center.y - faceRadius / Ratio.faceRadiusToEyeOffset
        let eyeHalfSeparation = faceRadius / Ratio.faceRadiusToEyeSeparation / 2
        leftEye = Circle(center: Point(x: center.x - eyeHalfSeparation, y: eyeY), radius: eyeRadius)
        rightEye = Circle(center: Point(x: center.x + eyeHalfSeparation, y: eyeY), radius: eyeRadius)

        let mouthWidth = faceRadius / Ratio.faceRadiusToMouthWidth
        let mouthHeight = faceRadius / Ratio.faceRadiusToMouthHeight
        let mouthY = center.y + faceRadius / Ratio.faceRadiusToMouthOffset
        let smileOffset = smiliness * mouthHeight
        let start = Point(x: center.x - mouthWidth / 2, y: mouthY)
        let end = Point(x: start.x + mouthWidth, y: mouthY)
        mouth = Curve(
            start: start,
            control1: Point(x: start.x + mouthWidth / 3, y: start.y + smileOffset),
            control2: Point(x: end.x - mouthWidth / 3, y: start.y + smileOffset),
            end: end)
        self.lineWidth = sane(lineWidth)
        self.smiliness = smiliness
    }
}
