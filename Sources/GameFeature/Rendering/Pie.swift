// cos and atan2 from the C library: Foundation would bring ICU's 34 MB data into the binary.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import REPL

/// CS193p's `Pie`: the bonus countdown drawn on a face-up card, full when the card turns up and
/// shrinking as its bonus time drains. The part that is gone starts at 12 o'clock and grows
/// clockwise, as the course's `Pie(startAngle: 0-90°, endAngle: (1-bonusRemaining)·360-90°)`.
///
/// Drawn with braille (one column wide in every terminal): a disc on a card with room for one,
/// a gauge along a card's bottom edge otherwise, or a single cell beside a one-row card.
public enum Pie {
    /// The braille bit of the dot at column `dx` (0…1), row `dy` (0…3) of a cell.
    static func bit(dx: Int, dy: Int) -> UInt32 {
        switch (dx, dy) {
        case (0, 3): 0x40
        case (1, 3): 0x80
        case (0, _): 1 << UInt32(dy)
        default: 0x08 << UInt32(dy)
        }
    }

    /// The braille character with these dots; nil for none.
    static func braille(_ pattern: UInt32) -> Character? {
        guard pattern != 0, let scalar = Unicode.Scalar(0x2800 + pattern) else { return nil }
        return Character(scalar)
    }

    /// A gauge `cells` wide: columns of dots (two per cell) filled from the left for `fraction`
    /// (0…1) of them, rounded up so that any bonus left shows. Nil where a cell has no dots.
    /// - Complexity: O(*cells*)
    public static func gauge(fraction: Double, cells: Int) -> [Character?] {
        guard cells > 0 else { return [] }
        let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let columns = Int((clamped * Double(cells * 2)).rounded(.up))
        return (0..<cells).map { cell in
            switch columns - cell * 2 {
            case ..<1: nil
            case 1: "⡇"
            default: "⣿"
            }
        }
    }

    /// One cell that empties from the top: ⣿ ⣶ ⣤ ⣀, nil when no bonus is left.
    /// - Complexity: O(1)
    public static func level(fraction: Double) -> Character? {
        let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        switch Int((clamped * 4).rounded(.up)) {
        case 4...: return "⣿"
        case 3: return "⣶"
        case 2: return "⣤"
        case 1: return "⣀"
        default: return nil
        }
    }

    /// A disc filling `width` × `height` cells (2 × 4 dots each), with `fraction` (0…1) of it
    /// left. Rows of cells, nil where a cell has no dots.
    /// - Complexity: O(*w* · *h*)
    public static func disc(fraction: Double, width: Int, height: Int) -> [[Character?]] {
        guard width > 0, height > 0 else { return [] }
        let clamped = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let dotsWide = Double(width * 2), dotsHigh = Double(height * 4)
        let radius = min(dotsWide, dotsHigh) / 2
        let (centerX, centerY) = (dotsWide / 2, dotsHigh / 2)
        let gone = (1 - clamped) * 2 * Double.pi
        return (0..<height).map { row in
            (0..<width).map { column in
                var pattern: UInt32 = 0
                guard clamped > 0 else { return nil }
                for dy in 0..<4 {
                    for dx in 0..<2 {
                        let x = Double(column * 2 + dx) + 0.5 - centerX
                        let y = Double(row * 4 + dy) + 0.5 - centerY
                        guard x * x + y * y <= radius * radius else { continue }
                        // Clockwise from 12 o'clock (y grows downward).
                        var angle = atan2(x, -y)
                        if angle < 0 { angle += 2 * Double.pi }
                        if angle >= gone { pattern |= bit(dx: dx, dy: dy) }
                    }
                }
                return braille(pattern)
            }
        }
    }
}
