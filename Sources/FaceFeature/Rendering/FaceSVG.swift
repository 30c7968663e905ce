import Face
import REPL

/// A ``FaceView`` as an SVG document: the course's drawing (a stroked circle, two stroked eyes
/// and the mouth as one cubic Bézier `C` path) on a white square.
public enum FaceSVG {
    /// The side of the square, in SVG user units (the course's line width of 3 suits it).
    static let side = 400.0

    /// A complete, well-formed SVG document, ending in a newline. Numbers have at most two
    /// decimals and never an exponent, so the text is the same on every machine.
    /// - Complexity: O(1)
    static func document(_ faceView: FaceView, happiness: Happiness) -> String {
        let g = faceView.geometry(width: side, height: side)
        let size = number(side)
        func circle(_ c: FaceGeometry.Circle) -> String {
            "<circle cx=\"\(number(c.center.x))\" cy=\"\(number(c.center.y))\" r=\"\(number(c.radius))\"/>"
        }
        let m = g.mouth
        let mouth = "M \(number(m.start.x)) \(number(m.start.y)) C \(number(m.control1.x)) \(number(m.control1.y))"
            + " \(number(m.control2.x)) \(number(m.control2.y)) \(number(m.end.x)) \(number(m.end.y))"
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(size)" height="\(size)" viewBox="0 0 \(size) \(size)">
              <title>memorize face: happiness \(happiness.value), smiliness \(number(g.smiliness))</title>
              <rect width="\(size)" height="\(size)" fill="#ffffff"/>
              <g fill="none" stroke="\(faceView.color.hex)" stroke-width="\(number(g.lineWidth))" stroke-linecap="round">
                \(circle(g.face))
                \(circle(g.leftEye))
                \(circle(g.rightEye))
                <path d="\(mouth)"/>
              </g>
            </svg>

            """
    }

    /// `x` as every measure is printed (``TextRenderer/number(_:)``): at most two decimals.
    static func number(_ x: Double) -> String { TextRenderer.number(x) }
}
