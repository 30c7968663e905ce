import Emoji
import Platform
import REPL
import Themes

/// `P`: a palette, by its name (any case) or its number in `palette list`. A name of several words
/// may be typed without quotes: the longest run of words that names a palette is taken. Whether
/// there is such a palette is the store's to say, when the command runs (it names the nearest).
public struct PaletteName: CommandArgument, Hashable, ExpressibleByStringLiteral {
    public var name: String

    public init(_ name: String) { self.name = name }
    public init(stringLiteral name: String) { self.init(name) }

    public static let placeholder = "P"
    public static var span: ArgumentSpan { .longestName }

    public static func parse(_ word: ArgumentWord, in context: ArgumentContext) throws(ArgumentError) -> PaletteName {
        PaletteName(word.text)
    }

    public static func completions(in context: ArgumentContext) -> [String] { context.names(.palettes) }
}

extension NameList {
    /// The palettes' names, in the store's order.
    /// - Complexity: O(*p*) for *p* palettes.
    public static let palettes = NameList("palettes") { session in session.palettes.palettes.map(\.name) }

    /// Languages with emoji names (`--lang`): English and those CLDR has installed.
    public static let emojiLanguages = NameList("emoji languages") { session in session.names.languages }
}

extension ArgumentKind where Element == String {
    /// A language code (`de`, `pt_BR`), checked for its shape here and for its names when they
    /// are read; Tab offers the languages that have names.
    static var language: Self {
        ArgumentKind(placeholder: "L", parse: { word, _ throws(ArgumentError) in
            let text = word.text
            guard !text.isEmpty, text.count <= 40, text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "_-.@".contains($0)) }) else {
                throw ArgumentError("\(word.parameter) must be a language code like de, fr or pt_BR, not '\(word.shown)'")
            }
            return text
        }, completions: { context in context.names(.emojiLanguages) })
    }
}

/// `--emoji-version V`: an Emoji version (`15.1`), the newest a check lets by.
extension EmojiVersion: CommandArgument {
    public typealias Parsed = Self
    public static let placeholder = "V"

    public static func parse(_ word: ArgumentWord, in context: ArgumentContext) throws(ArgumentError) -> EmojiVersion {
        guard let version = EmojiVersion(word.text) else {
            throw ArgumentError("\(word.parameter) must be a version like 15.1, not '\(word.shown)'")
        }
        return version
    }
}

/// `--color C`: a theme file's colour, by name or as `#rgb` / `#rrggbb`.
extension ThemeColor: CommandArgument {
    public typealias Parsed = Self
    public static let placeholder = "C"

    public static func parse(_ word: ArgumentWord, in context: ArgumentContext) throws(ArgumentError) -> ThemeColor {
        guard let color = ThemeColor(rawValue: word.text) else {
            let names = ThemeColor.allCases.map(\.rawValue).joined(separator: ", ")
            throw ArgumentError("\(word.parameter) must be one of \(names), or #rgb or #rrggbb, not '\(word.text.terminalSafe.prefix(40))'")
        }
        return color
    }
}
