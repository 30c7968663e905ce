import EmojiArt
import Layout

/// What zoom to fit shows whole, centred on the document's origin (the course's `zoomToFit`,
/// grown to hold every emoji): the background, and each emoji both as the square of its size
/// and as the two cells a terminal draws it in, which are larger than the square when zoomed
/// out. An emoji out of view or an edge of the blank canvas cut off after `f` would be a fit
/// that does not fit.
struct ArtFitContent: Equatable, Sendable {
    /// The background's size in points: the picture, or the export canvas.
    var width: Double
    var height: Double
    /// The background's edge is drawn on the cells just outside it (the blank canvas's frame),
    /// so a cell each way must be left for it.
    var edgeOutside = false
    /// The emoji's reach from the origin each way: the farthest centre, and the farthest side
    /// of a square (centre plus half its size). Zero without emoji.
    private(set) var centres = (x: 0.0, y: 0.0)
    private(set) var squares = (x: 0.0, y: 0.0)

    init(width: Double, height: Double, edgeOutside: Bool = false) {
        self.width = width
        self.height = height
        self.edgeOutside = edgeOutside
    }

    static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.width == rhs.width && lhs.height == rhs.height && lhs.edgeOutside == rhs.edgeOutside
            && lhs.centres == rhs.centres && lhs.squares == rhs.squares
    }

    /// The smallest size centred on the origin that holds the background and every emoji's square.
    var size: (width: Double, height: Double) {
        (max(width, 2 * squares.x), max(height, 2 * squares.y))
    }

    /// Grows to hold `emoji`.
    /// - Complexity: O(1)
    mutating func hold(_ emoji: EmojiArtModel.Emoji) {
        let x = Double(emoji.x).magnitude, y = Double(emoji.y).magnitude, half = Double(emoji.size) / 2
        centres = (max(centres.x, x), max(centres.y, y))
        squares = (max(squares.x, x + half), max(squares.y, y + half))
    }

    /// The largest zoom (held to ``ArtViewport/zoomRange``) at which all of it is in `area`,
    /// unpanned: the background inside (a cell in from each side when its edge is drawn outside
    /// it); each square inside; each centre at least a cell in from the sides and half a row
    /// from the top and bottom, so the two cells ``ArtTransform/emojiCell(x:y:)`` draws it in
    /// (centred on the column boundary nearest the centre, on the centre's row) are inside.
    /// - Complexity: O(1)
    func zoom(in area: CellRect) -> Double {
        let halfWidth = Double(area.width) * ArtViewport.cellWidth / 2
        let halfHeight = Double(area.height) * ArtViewport.cellHeight / 2
        let edge = edgeOutside ? (x: ArtViewport.cellWidth, y: ArtViewport.cellHeight) : (x: 0.0, y: 0.0)
        let limits = [
            (halfWidth - edge.x, width / 2), (halfHeight - edge.y, height / 2),
            (halfWidth, squares.x), (halfHeight, squares.y),
            (halfWidth - ArtViewport.cellWidth, centres.x), (halfHeight - ArtViewport.cellHeight / 2, centres.y),
        ]
        // Each (room, reach): the reach times the zoom must be at most the room.
        let zooms = limits.compactMap { room, reach in reach > 0 && room > 0 ? room / reach : nil }
        guard let zoom = zooms.min(), zoom.isFinite else { return 1 }
        return min(max(zoom, ArtViewport.zoomRange.lowerBound), ArtViewport.zoomRange.upperBound)
    }
}
