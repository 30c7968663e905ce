/// How happy someone is, from 0 to 100 (CS193p's Happiness app). Values are clamped.
public struct Happiness: Sendable, Equatable, Comparable {
    public static let range = 0...100
    public static let neutral = Happiness(50)

    public private(set) var value: Int

    public init(_ value: Int) {
        self.value = min(max(value, Self.range.lowerBound), Self.range.upperBound)
    }

    /// −1 (frown) … 1 (smile): `(happiness − 50) / 50`, as in the course.
    public var smiliness: Double { Double(value - 50) / 50 }

    /// Adds `delta` (which may be negative), clamping to 0…100.
    public mutating func change(by delta: Int) {
        self = Happiness(value.addingReportingOverflow(delta).overflow ? (delta < 0 ? 0 : 100) : value + delta)
    }

    public static func < (a: Happiness, b: Happiness) -> Bool { a.value < b.value }
}

/// CS193p's `FaceViewDataSource`: what a face shows. `nil` means neutral.
public protocol FaceViewDataSource: AnyObject {
    func smiliness(for faceView: FaceView) -> Double?
}

/// A face whose smile follows its data source. The data source is held weakly, as in the course.
public final class FaceView {
    public weak var dataSource: (any FaceViewDataSource)?

    public init(dataSource: (any FaceViewDataSource)? = nil) {
        self.dataSource = dataSource
    }

    /// The smiliness to draw, −1…1 (0 when there is no data source or it says nil).
    public var smiliness: Double {
        let value = dataSource?.smiliness(for: self) ?? 0
        return value.isFinite ? min(max(value, -1), 1) : 0
    }

    /// One emoji for the mood, from 😢 (−1) to 😄 (1).
    public var moodEmoji: String {
        let faces = ["😢", "☹️", "🙁", "😐", "🙂", "😀", "😄"]
        let step = ((smiliness + 1) / 2 * Double(faces.count - 1)).rounded()
        return faces[min(max(Int(step), 0), faces.count - 1)]
    }
}
