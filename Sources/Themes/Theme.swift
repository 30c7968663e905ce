import Emoji
import Palettes
import Randomness

/// A theme for a game of Memorize, as in CS193p: a name, the emoji to deal from, how many pairs,
/// and a colour for the backs of the cards.
public struct Theme: Sendable, Equatable {
    public var name: String
    /// The emoji, each a fully-qualified emoji by Unicode's data, never repeated.
    public private(set) var emojis: [Character]
    /// What the palette filter dropped or normalised from the emoji as written, for a notice.
    public private(set) var findings: [PaletteFilter.Finding]
    public var pairs: PairCount
    public var color: ThemeColor

    /// Creates a theme from a palette string, through ``PaletteFilter``: what is not an emoji is
    /// dropped, the rest normalised to fully-qualified form and each kept once (first occurrence
    /// wins), so that no emoji can ever be on two pairs. ``findings`` says what changed.
    public init(name: String, emojis: String, pairs: PairCount, color: ThemeColor) {
        self.name = name
        (self.emojis, self.findings) = PaletteFilter.filter(emojis)
        self.pairs = pairs
        self.color = color
    }

    /// How many pairs a theme deals.
    public enum PairCount: Sendable, Equatable {
        /// Exactly this many pairs.
        case exactly(Int)
        /// One pair for every emoji of the theme.
        case all
        /// A number of pairs drawn at random from the range, each game.
        case random(ClosedRange<Int>)
    }

    /// The number of pairs a new game of this theme gets, and a notice when fewer than asked for
    /// are possible because the theme has too few emoji.
    ///
    /// - Parameter requested: pairs asked for by the player, overriding the theme's own count.
    public func numberOfPairs(
        requested: Int? = nil, using generator: inout SeededRandom
    ) -> (pairs: Int, notice: String?) {
        let wanted: Int
        switch (requested, pairs) {
        case (let requested?, _): wanted = requested
        case (nil, .exactly(let n)): wanted = n
        case (nil, .all): wanted = emojis.count
        case (nil, .random(let range)): wanted = generator.next(in: range)
        }
        guard wanted > emojis.count else { return (wanted, nil) }
        return (emojis.count, "\(name) has only \(emojis.count) emoji; playing \(emojis.count) \(emojis.count == 1 ? "pair" : "pairs"), not \(wanted)")
    }

    /// The contents of `pairs` pairs: a random subset of the theme's emoji when it has more than
    /// it needs, so that no emoji is dealt that is not on the board.
    /// - Complexity: O(*e*) for *e* emoji in the theme.
    public func deal(pairs: Int, using generator: inout SeededRandom) -> [String] {
        emojis.randomSample(pairs, using: &generator).map(String.init)
    }
}

/// The colour of a theme: the nine colours that have a square emoji, so a face-down card can be
/// drawn in a terminal (as ANSI colour) and in an EmojiArt document (as 🟥🟧🟨🟩🟦🟪🟫⬛⬜) alike.
public enum ThemeColor: String, CaseIterable, Sendable {
    case red, orange, yellow, green, blue, purple, brown, black, white

    /// The square emoji of this colour.
    public var squareEmoji: Character {
        switch self {
        case .red: "🟥"
        case .orange: "🟧"
        case .yellow: "🟨"
        case .green: "🟩"
        case .blue: "🟦"
        case .purple: "🟪"
        case .brown: "🟫"
        case .black: "⬛"
        case .white: "⬜"
        }
    }
}

extension Theme {
    /// A theme from a palette: up to 8 pairs, in a colour that follows the palette's id.
    public init(palette: Palette) {
        let count = PaletteFilter.filter(palette.emojis).emojis.count
        let colors = ThemeColor.allCases
        self.init(
            name: palette.name, emojis: palette.emojis, pairs: .exactly(max(1, min(8, count))),
            color: colors[((palette.id % colors.count) + colors.count) % colors.count])
    }
}

extension Theme {
    /// Themes are equal when they play the same: name, emojis, pairs and colour. The filter's
    /// findings describe how one was written, not what it is, so a theme written out and read
    /// back is equal to itself.
    public static func == (a: Theme, b: Theme) -> Bool {
        a.name == b.name && a.emojis == b.emojis && a.pairs == b.pairs && a.color == b.color
    }
}
