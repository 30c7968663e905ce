/// How a parameter's words become a value: how many words it takes, what each becomes, how it is
/// named in usage and errors, what completes it and what a near miss meant.
///
/// The core declares only general kinds (``integer(_:)``, ``choice(_:)``, ``text``, …; see
/// `ArgumentKind+General`). A feature declares its own, in its own folder, either as a type that
/// conforms to ``CommandArgument`` (a card, a palette, an art target: `.positional("N", \.cards,
/// required: true, …)` needs nothing else) or as a static member of this type (`.language`).
/// The parser, help and completion read only these fields, so a new kind touches no core file.
public struct ArgumentKind<Element: Sendable>: Sendable {
    /// What stands for the value in usage and errors: `N`, `X,Y`, `P`.
    public var placeholder: String
    /// How many of the line's words one value takes.
    public var span: ArgumentSpan
    /// The value a word stands for, or what was wrong with it.
    public var parse: @Sendable (ArgumentWord, ArgumentContext) throws(ArgumentError) -> Element
    /// What completion offers for it, in the order to offer them.
    public var completions: @Sendable (ArgumentContext) -> [String]
    /// For a word ``parse`` refused, the value it was probably meant to be ("did you mean …?").
    public var suggestion: @Sendable (String, ArgumentContext) -> String?
    /// Whether a word typed where a value is expected is likely meant as one: a phrase that
    /// ends a line taken by ``ArgumentSpan/rest`` (`art drop hello at 3,4`) is read as its keyword
    /// only when its value is (`art drop hello at home` drops the words).
    public var recognizes: @Sendable (String) -> Bool
    /// Its words may be emoji, so a `:shortcode` is completed.
    public var completesShortcodes: Bool

    public init(
        placeholder: String, span: ArgumentSpan = .word, completesShortcodes: Bool = false,
        parse: @escaping @Sendable (ArgumentWord, ArgumentContext) throws(ArgumentError) -> Element,
        completions: @escaping @Sendable (ArgumentContext) -> [String] = { _ in [] },
        suggestion: @escaping @Sendable (String, ArgumentContext) -> String? = { _, _ in nil },
        recognizes: @escaping @Sendable (String) -> Bool = { _ in true }
    ) {
        self.placeholder = placeholder
        self.span = span
        self.completesShortcodes = completesShortcodes
        self.parse = parse
        self.completions = completions
        self.suggestion = suggestion
        self.recognizes = recognizes
    }

    /// The kind a ``CommandArgument`` type declares for itself.
    public init(_ type: Element.Type) where Element: CommandArgument {
        self.init(
            placeholder: Element.placeholder, span: Element.span,
            parse: { word, context throws(ArgumentError) in try Element.parse(word, in: context) },
            completions: { Element.completions(in: $0) },
            suggestion: { Element.suggestion(for: $0, in: $1) })
    }

    /// Without its element type: what a ``Parameter`` keeps.
    var erased: AnyArgumentKind {
        let parse = self.parse
        return AnyArgumentKind(
            placeholder: placeholder, span: span, completesShortcodes: completesShortcodes,
            parse: { word, context throws(ArgumentError) in try parse(word, context) },
            completions: completions, suggestion: suggestion, recognizes: recognizes)
    }
}

/// How many of a line's words one parameter's value takes.
public enum ArgumentSpan: Sendable, Equatable {
    /// One word.
    case word
    /// No word: a flag that is there or not (`--names`).
    case none
    /// Every plain word up to the next option or keyword, read as one value of several words
    /// (`new Sea Life pairs=3`: a theme's name).
    case gathering
    /// The longest run of plain words that is one of the kind's completions, else one word: a
    /// name of several words typed without quotes (`palette show Animal Faces`).
    case longestName
    /// Every word that follows, verbatim, each a value (`help palette add`, a file name). A
    /// keyword phrase at the very end (`at X,Y`) is left to its keyword when its value is one.
    case rest
}

/// One word of a line, where it stands: what a kind reads and names in its errors.
public struct ArgumentWord: Sendable, Equatable {
    /// The word, quotes and escapes taken out.
    public var text: String
    /// Some of it was quoted (a quoted `"clear"` is a file called clear).
    public var isQuoted: Bool
    /// How errors name the parameter: `pairs`, `--lang`, `choose N`.
    public var parameter: String
    /// The command's full name: `art add`.
    public var command: String
    /// What stands for the value in usage: `X,Y`, or the declaration's own `DX,DY`.
    public var placeholder: String

    public init(_ text: String, quoted: Bool = false, parameter: String = "", command: String = "", placeholder: String = "") {
        self.text = text
        self.isQuoted = quoted
        self.parameter = parameter
        self.command = command
        self.placeholder = placeholder
    }

    /// The word as an error quotes it: at most 40 characters.
    public var shown: Substring { text.prefix(40) }
}

/// Why a word is not a value of its kind. The parser adds "did you mean …?" (from the kind's
/// ``ArgumentKind/suggestion``) and, for a group that shows it, the usage line.
public struct ArgumentError: Error, Sendable, Equatable {
    public var message: String
    /// Said as it is: it names its own suggestion (an unknown `:shortcode:`).
    public var isComplete: Bool

    public init(_ message: String) {
        self.message = message
        isComplete = false
    }

    /// An error that is said as it is, with nothing added.
    public static func complete(_ message: String) -> ArgumentError {
        var error = ArgumentError(message)
        error.isComplete = true
        return error
    }
}

/// An ``ArgumentKind`` without its element type: the parser, help and completion read it.
public struct AnyArgumentKind: Sendable {
    public let placeholder: String
    public let span: ArgumentSpan
    public let completesShortcodes: Bool
    let parse: @Sendable (ArgumentWord, ArgumentContext) throws(ArgumentError) -> any Sendable
    let completions: @Sendable (ArgumentContext) -> [String]
    let suggestion: @Sendable (String, ArgumentContext) -> String?
    let recognizes: @Sendable (String) -> Bool

    /// What completion offers, given what the session knows.
    public func completions(in context: ArgumentContext) -> [String] { completions(context) }
}
