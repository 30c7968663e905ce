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

    /// A theme whose emoji have been through ``PaletteFilter`` already, as they came out of it
    /// (a bundled theme, read at build time): nothing is dropped, and ``findings`` is empty.
    init(name: String, filtered emojis: [Character], pairs: PairCount, color: ThemeColor) {
        self.name = name
        self.emojis = emojis
        self.findings = []
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

/// The colour of a theme: one of the nine colours that have a square emoji, so a face-down card
/// can be drawn in a terminal (as ANSI colour) and in an EmojiArt document (as 🟥🟧🟨🟩🟦🟪🟫⬛⬜)
/// alike; or an exact `#rgb` / `#rrggbb` (what a CSS or SwiftUI user types), drawn in 24-bit where
/// the terminal takes it, and as its nearest named colour everywhere else (squares, 256 colours).
public struct ThemeColor: Sendable, Hashable, CustomStringConvertible {
    /// The nine named colours.
    public enum Name: String, CaseIterable, Sendable {
        case red, orange, yellow, green, blue, purple, brown, black, white

        /// The colour as the terminal's 256-colour palette draws it (xterm's values for the
        /// indices `Style` uses), to find the nearest to an exact one.
        public var rgb: RGB {
            switch self {
            case .red: RGB(0xD7, 0x00, 0x00)
            case .orange: RGB(0xFF, 0x87, 0x00)
            case .yellow: RGB(0xFF, 0xD7, 0x00)
            case .green: RGB(0x00, 0xAF, 0x00)
            case .blue: RGB(0x00, 0x5F, 0xFF)
            case .purple: RGB(0x87, 0x00, 0xFF)
            case .brown: RGB(0x87, 0x5F, 0x00)
            case .black: RGB(0x30, 0x30, 0x30)
            case .white: RGB(0xEE, 0xEE, 0xEE)
            }
        }
    }

    /// A 24-bit colour.
    public struct RGB: Sendable, Hashable {
        public let red, green, blue: UInt8
        public init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// `#ff8800`: lowercase, six digits.
        public var hex: String {
            "#" + [red, green, blue].map { ($0 < 16 ? "0" : "") + String($0, radix: 16) }.joined()
        }

        /// Whether dark text reads better on it than light (relative luminance above the middle).
        public var isLight: Bool {
            (299 * Int(red) + 587 * Int(green) + 114 * Int(blue)) / 1000 > 140
        }

        /// `#rgb` or `#rrggbb` (any case), or nil.
        /// - Complexity: O(1): at most 7 characters are looked at.
        public init?(hex text: some StringProtocol) {
            let digits = Array(text.utf8)
            guard digits.first == UInt8(ascii: "#"), digits.count == 4 || digits.count == 7 else { return nil }
            var values: [UInt8] = []
            for byte in digits.dropFirst() {
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): values.append(byte - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): values.append(byte - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): values.append(byte - UInt8(ascii: "A") + 10)
                default: return nil
                }
            }
            if values.count == 3 {
                self.init(values[0] * 17, values[1] * 17, values[2] * 17)
            } else {
                self.init(values[0] << 4 | values[1], values[2] << 4 | values[3], values[4] << 4 | values[5])
            }
        }

        /// The named colour nearest to this one (by squared distance, weighted as the eye sees).
        /// - Complexity: O(1): nine comparisons.
        public var nearestName: Name {
            func distance(_ other: RGB) -> Int {
                let r = Int(red) - Int(other.red), g = Int(green) - Int(other.green), b = Int(blue) - Int(other.blue)
                return 2 * r * r + 4 * g * g + 3 * b * b
            }
            return Name.allCases.min { distance($0.rgb) < distance($1.rgb) } ?? .orange
        }
    }

    /// The named colour, or the nearest named one to ``rgb``.
    public let name: Name
    /// The exact colour, when the theme gave one.
    public let rgb: RGB?

    public init(_ name: Name) {
        self.name = name
        rgb = nil
    }

    public init(_ rgb: RGB) {
        name = rgb.nearestName
        self.rgb = rgb
    }

    /// A colour name (any case) or `#rgb` / `#rrggbb`; nil for anything else.
    public init?(rawValue: String) {
        if let rgb = RGB(hex: rawValue) {
            self.init(rgb)
        } else if let name = Name(rawValue: rawValue.lowercased()) {
            self.init(name)
        } else {
            return nil
        }
    }

    /// As a theme file spells it: `orange`, or `#ff8800`.
    public var rawValue: String { rgb?.hex ?? name.rawValue }
    public var description: String { rawValue }

    public static let red = ThemeColor(Name.red)
    public static let orange = ThemeColor(Name.orange)
    public static let yellow = ThemeColor(Name.yellow)
    public static let green = ThemeColor(Name.green)
    public static let blue = ThemeColor(Name.blue)
    public static let purple = ThemeColor(Name.purple)
    public static let brown = ThemeColor(Name.brown)
    public static let black = ThemeColor(Name.black)
    public static let white = ThemeColor(Name.white)

    /// The nine named colours.
    public static let allCases = Name.allCases.map(ThemeColor.init)

    /// The square emoji of this colour (of the nearest named one).
    public var squareEmoji: Character {
        switch name {
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
