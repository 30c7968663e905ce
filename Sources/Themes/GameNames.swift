import Palettes

/// The one namespace `new NAME` plays from: the catalog's themes and the user's palettes.
///
/// A name both a theme and a palette have is a clash: plain, it plays the theme (as it always
/// has); `palette:NAME` plays the palette and `theme:NAME` the theme, so both stay reachable, and
/// ``clashes`` lets `themes` and the palette commands say so.
public struct GameNames: Sendable {
    /// Something `new` can play, and where it comes from.
    public struct Entry: Sendable, Equatable {
        public enum Origin: Sendable, Equatable, CustomStringConvertible {
            case theme(ThemeCatalog.Origin)
            /// A palette, by its number in `palette list`.
            case palette(number: Int)

            public var description: String {
                switch self {
                case .theme(let origin): "theme, \(origin)"
                case .palette(let number): "palette \(number)"
                }
            }
        }
        public let theme: Theme
        public let origin: Origin
        /// Also the name of an entry of the other kind.
        public let clashes: Bool
    }

    /// Themes first (in catalog order), then palettes (in their order).
    public let entries: [Entry]

    /// The prefixes that pick one side of a clash.
    public static let palettePrefix = "palette:"
    public static let themePrefix = "theme:"

    /// - Complexity: O(*t* + *p*) for *t* themes and *p* palettes.
    public init(catalog: ThemeCatalog, palettes: [Palette]) {
        let themeNames = Set(catalog.themes.map { $0.name.lowercased() })
        let paletteNames = Set(palettes.map { $0.name.lowercased() })
        var entries: [Entry] = []
        for (theme, origin) in zip(catalog.themes, catalog.origins) {
            entries.append(Entry(theme: theme, origin: .theme(origin), clashes: paletteNames.contains(theme.name.lowercased())))
        }
        for (i, palette) in palettes.enumerated() {
            entries.append(Entry(theme: Theme(palette: palette), origin: .palette(number: i + 1), clashes: themeNames.contains(palette.name.lowercased())))
        }
        self.entries = entries
    }

    /// The names of the clashes, as the themes spell them.
    public var clashes: [String] {
        entries.filter { $0.clashes && !$0.isPalette }.map(\.theme.name)
    }

    /// What `name` plays: `palette:NAME` a palette, `theme:NAME` a theme, a plain name the theme
    /// of that name, else the palette (names ignore case).
    /// - Complexity: O(*t* + *p*).
    public func entry(named name: String) -> Entry? {
        let lowered = name.lowercased()
        // A name that is itself spelt with a prefix (a theme called `theme:Bad`) is found as it is.
        let exact = entries.first { !$0.isPalette && $0.theme.name.lowercased() == lowered }
            ?? entries.first { $0.isPalette && $0.theme.name.lowercased() == lowered }
        if let exact { return exact }
        if lowered.hasPrefix(Self.palettePrefix) {
            let rest = Self.trimmed(lowered.dropFirst(Self.palettePrefix.count))
            return entries.first { $0.isPalette && $0.theme.name.lowercased() == rest }
        }
        if lowered.hasPrefix(Self.themePrefix) {
            let rest = Self.trimmed(lowered.dropFirst(Self.themePrefix.count))
            return entries.first { !$0.isPalette && $0.theme.name.lowercased() == rest }
        }
        return nil
    }

    /// Every name completion offers: each name once, and `palette:NAME` for a palette whose
    /// plain name plays a theme.
    public var completions: [String] {
        var seen = Set<String>()
        var names: [String] = []
        for entry in entries where seen.insert(entry.theme.name.lowercased()).inserted {
            names.append(entry.theme.name)
        }
        for entry in entries where entry.isPalette && entry.clashes {
            names.append(Self.palettePrefix + entry.theme.name)
        }
        return names
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " })
    }
}

extension GameNames.Entry {
    public var isPalette: Bool {
        if case .palette = origin { true } else { false }
    }
}
