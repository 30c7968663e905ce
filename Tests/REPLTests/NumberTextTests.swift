import Testing
@testable import REPL

/// The one way every feature prints a measure (a face's smiliness, an SVG coordinate, the art's
/// zoom): the same text on every machine.
@Suite("Numbers as text")
struct NumberTextTests {
    @Test("Two decimals at most, trailing zeros dropped, no exponent", arguments: [
        (200.0, "200"), (66.666, "66.67"), (-0.2, "-0.2"), (0.05, "0.05"), (1e-9, "0"), (.nan, "0"), (133.3049, "133.3"),
        (-1.0 / 3, "-0.33"), (1e13, "0"), (-.infinity, "0"),
    ])
    func number(value: Double, text: String) {
        #expect(TextRenderer.number(value) == text)
    }
}
