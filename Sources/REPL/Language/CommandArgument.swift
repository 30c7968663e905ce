/// A type that is its own argument kind, as argument-parser's `ExpressibleByArgument` is: it says
/// how it is read from a word, how usage names it, what completes it and what a near miss meant.
/// A parameter bound to a property of such a type (or an array or optional of it) needs no kind:
///
///     .positional("N", \Self.cards, required: true, repeating: true, "card numbers")
///
/// A feature declares its types in its own folder (a card number in GameFeature, a palette in
/// PaletteFeature, an art target in ArtFeature); the parser, help and completion read them
/// through ``ArgumentKind``, so the core never learns what a card is.
public protocol CommandArgument: ArgumentValue where Parsed == Self {
    /// What stands for it in usage and errors: `N`, `P`, `ID|selection`.
    static var placeholder: String { get }
    /// How many words one value takes (default one).
    static var span: ArgumentSpan { get }
    /// The value `word` stands for, or why it is none. `word` also says how errors name the
    /// parameter (``ArgumentWord/parameter``) and the command.
    static func parse(_ word: ArgumentWord, in context: ArgumentContext) throws(ArgumentError) -> Self
    /// What completion offers, in order (default none).
    static func completions(in context: ArgumentContext) -> [String]
    /// What a word ``parse(_:in:)`` refused was probably meant to be (default none).
    static func suggestion(for word: String, in context: ArgumentContext) -> String?
}

extension CommandArgument {
    public static var span: ArgumentSpan { .word }
    public static func completions(in context: ArgumentContext) -> [String] { [] }
    public static func suggestion(for word: String, in context: ArgumentContext) -> String? { nil }
}

/// An enumeration typed by its raw value (`strategy=random`, `--format json`): any case, the
/// cases in usage (`perfect|random`), completed, and the nearest suggested.
public protocol ChoiceArgument: CommandArgument, RawRepresentable, CaseIterable where RawValue == String {}

extension ChoiceArgument {
    public static var placeholder: String { allCases.map(\.rawValue).joined(separator: "|") }

    public static func parse(_ word: ArgumentWord, in context: ArgumentContext) throws(ArgumentError) -> Self {
        let lowered = word.text.lowercased()
        guard let match = allCases.first(where: { $0.rawValue.lowercased() == lowered }) else {
            throw ArgumentError("\(word.parameter) must be one of \(allCases.map(\.rawValue).joined(separator: ", ")), not '\(word.shown)'")
        }
        return match
    }

    public static func completions(in context: ArgumentContext) -> [String] { allCases.map(\.rawValue) }

    public static func suggestion(for word: String, in context: ArgumentContext) -> String? {
        Suggestion.nearest(to: word, in: allCases.map(\.rawValue))
    }

    /// The declaration's kind (the same as leaving it out): every case, by its raw value.
    public static var choice: ArgumentKind<Self> { ArgumentKind(Self.self) }
}
