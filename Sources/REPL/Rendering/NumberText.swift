extension TextRenderer {
    /// `x` to two decimals, trailing zeros dropped: `200`, `66.67`, `-0.2`; never an exponent,
    /// so the text is the same on every machine. What every feature prints a measure with (a
    /// face's smiliness and scale, an SVG's coordinates, the art's zoom and pan), in one place.
    /// - Complexity: O(1)
    public static func number(_ x: Double) -> String {
        guard x.isFinite, abs(x) < 1e12 else { return "0" }
        let hundredths = Int((x * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let whole = abs(hundredths) / 100, fraction = abs(hundredths) % 100
        switch fraction {
        case 0: return "\(sign)\(whole)"
        case let f where f % 10 == 0: return "\(sign)\(whole).\(f / 10)"
        case let f where f < 10: return "\(sign)\(whole).0\(f)"
        default: return "\(sign)\(whole).\(fraction)"
        }
    }
}
