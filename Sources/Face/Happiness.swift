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

// MARK: - Pan: the course's gesture handler

extension Happiness {
    /// Points of vertical drag per unit of happiness (the course's `HappinessGestureScale`).
    public static let gestureScale = 4.0
    /// The largest drag `happinessChange(forPanBy:)` accepts, in points either way: far more
    /// than it takes to go from 0 to 100, and small enough that `Int(dy / 4)` cannot trap.
    public static let maximumPan = 100_000.0

    /// The course's pan handler: `happinessChange = -Int(translation.y / 4)`, and the view
    /// controller then does `happiness -= happinessChange`. So a drag down (positive `dy`) by 40
    /// raises happiness by 10; the division truncates toward zero, so a drag of 7 counts 1 and
    /// a drag of −7 counts −1 (not −2).
    ///
    /// - Returns: `happinessChange` (subtract it from happiness), or nil when `dy` is not finite
    ///   or beyond ±``maximumPan``.
    public static func happinessChange(forPanBy dy: Double) -> Int? {
        guard dy.isFinite, abs(dy) <= maximumPan else { return nil }
        return -Int(dy / gestureScale)
    }

    /// Applies a pan of `dy` as the course does: `happiness -= happinessChange`, clamped.
    /// Returns false (and changes nothing) for a drag `happinessChange(forPanBy:)` refuses.
    @discardableResult
    public mutating func pan(by dy: Double) -> Bool {
        guard let happinessChange = Self.happinessChange(forPanBy: dy) else { return false }
        change(by: -happinessChange)
        return true
    }
}

// MARK: - A plain happiness value as a data source

/// The simplest ``FaceViewDataSource``: a happiness value on its own, as the course's
/// `HappinessViewController` holds it. It draws the face when there is no game to follow.
public final class HappinessValue: FaceViewDataSource {
    public var happiness: Happiness

    public init(_ happiness: Happiness = .neutral) {
        self.happiness = happiness
    }

    public func smiliness(for faceView: FaceView) -> Double? {
        happiness.smiliness
    }
}
