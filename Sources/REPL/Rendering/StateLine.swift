#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Layout

/// The one-line JSON that `state`-like commands print for scripts and tests (the game's `state`,
/// `art state`): keys sorted, slashes unescaped, so the line is the same on every run.
public enum StateLine {
    /// `value` as one line of JSON.
    /// - Complexity: O(size of `value`)
    public static func json(of value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and booleans cannot fail.
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

/// Where a screen draws something, as a state line writes it: terminal cells counted from 1, as
/// a terminal reports a click (what `tap at X,Y` and `art drop … at X,Y` take). Every screen's
/// state uses this one encoding.
public struct StateFrame: Encodable, Equatable, Sendable {
    public let x: Int
    public let y: Int
    public let width: Int
    public let height: Int

    /// The frame of `rect`, whose cells count from 0.
    public init(_ rect: CellRect) {
        x = rect.x + 1
        y = rect.y + 1
        width = rect.width
        height = rect.height
    }
}
