import Capabilities
import Face
import REPL

/// Draws a ``FaceView`` in the terminal: a braille ``FaceRaster`` centred in the terminal's
/// width, in the face's colour when the style has colour.
struct FaceRenderer {
    let style: Style

    /// The shortest face it draws: enough rows that a half smile and a full one differ.
    static let minimumRows = 9
    static let maximumRows = 16

    /// Half the terminal's height, within 9…16 rows (12 on an 80×24 terminal).
    var rows: Int { min(max(style.height / 2, Self.minimumRows), Self.maximumRows) }

    /// - Complexity: O(*r*²) for *r* rows.
    func render(_ faceView: FaceView) -> [String] {
        let raster = FaceRaster(faceView, rows: rows)
        let indent = String(repeating: " ", count: max(0, (style.width - raster.columns) / 2))
        return raster.lines.map { line in
            line.isEmpty ? line : indent + style.foreground(line, faceView.color)
        }
    }
}

extension Style {
    /// `text` in `color` (the nearest of ANSI's 256 colours), or `text` itself without colour.
    func foreground(_ text: String, _ color: FaceColor) -> String {
        guard self.color else { return text }
        return "\u{1B}[38;5;\(Self.ansi256(color))m\(text)\u{1B}[0m"
    }
}
