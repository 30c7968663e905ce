/// Where the player has scrolled and zoomed the play screen's board: lecture 6's `AspectVGrid`
/// in a `ScrollView` below a minimum card size, and the image gallery's pinch that changes how
/// many items a row holds.
///
/// It is the player's wish; ``PlayLayout`` makes it what the terminal allows (a row past the
/// end becomes the last screen, a zoom past the largest card the largest), and its own
/// ``PlayLayout/scroll`` is that clamped value, which callers keep.
public struct BoardScroll: Sendable, Equatable, Hashable {
    /// The first card row shown, from 0.
    public var firstRow: Int
    /// Card sizes away from the one that fits: +1 a size larger, −1 a size smaller, 0 the
    /// largest cards that fit (the board as it was before it could scroll).
    public var zoom: Int

    public init(firstRow: Int = 0, zoom: Int = 0) {
        self.firstRow = firstRow
        self.zoom = zoom
    }
}
