import LiveScreens
import Themes

/// How output looks: with ANSI colour or without, and the terminal's size.
public struct Style: Sendable, Equatable {
    public var color: Bool
    /// Columns and rows of the terminal (80×24 when there is no terminal).
    public var width: Int
    public var height: Int
    /// Output goes to a terminal, so cells may be positioned with escape sequences (where an
    /// emoji's width is in doubt) instead of trusting the terminal's count of what was printed.
    public var positionsCells: Bool
    /// The terminal draws 24-bit colour (`COLORTERM=truecolor` or `24bit`): a theme's exact
    /// `#rrggbb` is drawn as it is, else as its nearest named colour.
    public var trueColor: Bool
    /// How wide the terminal draws emoji: the width profile measured on it (`palette probe`),
    /// else Unicode's. Fixed like the size: a transcript's is always Unicode's (the default).
    public var widths: WidthModel.Source

    public init(
        color: Bool = false, width: Int = 80, height: Int = 24, positionsCells: Bool = false, trueColor: Bool = false,
        widths: WidthModel.Source = .unicode
    ) {
        self.color = color
        self.width = width
        self.height = height
        self.positionsCells = positionsCells
        self.trueColor = trueColor
        self.widths = widths
    }

    /// Whether `environment` says the terminal takes 24-bit colour.
    public static func takesTrueColor(_ environment: [String: String]) -> Bool {
        ["truecolor", "24bit"].contains(environment["COLORTERM"]?.lowercased() ?? "")
    }

    /// `text` on the theme colour (24-bit for an exact colour on a terminal that takes it, else
    /// ANSI 256-colour), or `text` itself without colour.
    public func onThemeColor(_ text: String, _ themeColor: ThemeColor) -> String {
        guard color else { return text }
        let (background, foreground) = Self.ansi(themeColor)
        if trueColor, let rgb = themeColor.rgb {
            return "\u{1B}[48;2;\(rgb.red);\(rgb.green);\(rgb.blue);38;5;\(rgb.isLight ? 16 : 231)m\(text)\u{1B}[0m"
        }
        return "\u{1B}[48;5;\(background);38;5;\(foreground)m\(text)\u{1B}[0m"
    }

    /// `text` in the theme colour (the Pie), or `text` itself without colour.
    public func onThemeForeground(_ text: String, _ themeColor: ThemeColor) -> String {
        guard color else { return text }
        if trueColor, let rgb = themeColor.rgb {
            return "\u{1B}[38;2;\(rgb.red);\(rgb.green);\(rgb.blue)m\(text)\u{1B}[0m"
        }
        return "\u{1B}[38;5;\(Self.ansi(themeColor).background)m\(text)\u{1B}[0m"
    }

    public func bold(_ text: String) -> String {
        color ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }

    /// Background and a legible foreground, as ANSI 256-colour indices (of the nearest named
    /// colour, for an exact one).
    public static func ansi(_ themeColor: ThemeColor) -> (background: Int, foreground: Int) {
        switch themeColor.name {
        case .red: (160, 231)
        case .orange: (208, 16)
        case .yellow: (220, 16)
        case .green: (34, 231)
        case .blue: (27, 231)
        case .purple: (93, 231)
        case .brown: (94, 231)
        case .black: (236, 231)
        case .white: (255, 16)
        }
    }
}
