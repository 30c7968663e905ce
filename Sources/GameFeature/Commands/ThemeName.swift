import REPL

/// What `new` and `simulate theme=` play: a theme's name, or a palette's (`palette:NAME` and
/// `theme:NAME` pick one side of a clash). It may be several words typed without quotes (`new Sea
/// Life pairs=3`); the session looks it up and names the nearest when there is none.
public struct ThemeName: CommandArgument, Hashable, ExpressibleByStringLiteral {
    public var name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.init(name) }

    public static let placeholder = "THEME"
    public static var span: ArgumentSpan { .gathering }

    public static func parse(_ word: ArgumentWord, in context: ArgumentContext) throws(ArgumentError) -> ThemeName {
        ThemeName(word.text)
    }

    public static func completions(in context: ArgumentContext) -> [String] { context.names(.gameNames) }
}

extension NameList {
    /// Every name `new NAME` plays: the themes and their `theme:` forms, then the palettes.
    /// - Complexity: O(*t* + *p*) for *t* themes and *p* palettes.
    public static let gameNames = NameList("game names") { session in
        session.gameNames.completions + session.palettes.palettes.map(\.name)
    }
}
