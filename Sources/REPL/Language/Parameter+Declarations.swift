// How a command declares its parameters: each binds a property by key path, and reads its words
// by a kind. Leave the kind out when the property's type is its own (a ``CommandArgument``).

extension Parameter {
    /// `keyed("pairs", \NewCommand.pairs, .integer(1...8), …)`: written `pairs=N`, anywhere on the line.
    public static func keyed<C: Command, T: ArgumentValue>(
        _ name: String, _ property: WritableKeyPath<C, T> & Sendable, _ kind: ArgumentKind<T.Parsed>, _ summary: String
    ) -> Parameter {
        Parameter(name: name, form: .keyed, property: property, kind: kind, summary: summary)
    }

    /// `keyed("theme", \.theme, …)`, read as the property's type reads itself.
    public static func keyed<C: Command, T: ArgumentValue>(
        _ name: String, _ property: WritableKeyPath<C, T> & Sendable, _ summary: String
    ) -> Parameter where T.Parsed: CommandArgument {
        keyed(name, property, ArgumentKind(T.Parsed.self), summary)
    }

    /// A value in its place among the positional words; `repeating` takes one or more.
    public static func positional<C: Command, T: ArgumentValue>(
        _ name: String, _ property: WritableKeyPath<C, T> & Sendable, _ kind: ArgumentKind<T.Parsed>, required: Bool,
        repeating: Bool = false, _ summary: String, missing: String? = nil
    ) -> Parameter {
        Parameter(
            name: name, form: .positional(required: required, repeating: repeating), property: property, kind: kind, summary: summary,
            missingName: missing)
    }

    /// A positional value read as the property's type reads itself (`choose N…` of card numbers).
    public static func positional<C: Command, T: ArgumentValue>(
        _ name: String, _ property: WritableKeyPath<C, T> & Sendable, required: Bool, repeating: Bool = false, _ summary: String,
        missing: String? = nil
    ) -> Parameter where T.Parsed: CommandArgument {
        positional(name, property, ArgumentKind(T.Parsed.self), required: required, repeating: repeating, summary, missing: missing)
    }

    /// A positional value shown in usage and help whose words the parameter before it takes (that
    /// one takes the rest of the line and splits it itself).
    public static func gathered<T: Sendable>(_ name: String, _ kind: ArgumentKind<T>, repeating: Bool = false, _ summary: String) -> Parameter {
        Parameter(name: name, form: .positional(required: false, repeating: repeating), kind: kind.erased, binding: nil, summary: summary)
    }

    /// `flag("lang", \.language, .language, …)`: written `--lang L`; `flag("names", \.names, .presence, …)`: `--names`.
    public static func flag<C: Command, T: ArgumentValue>(
        _ name: String, _ property: WritableKeyPath<C, T> & Sendable, _ kind: ArgumentKind<T.Parsed>, value: String? = nil, _ summary: String
    ) -> Parameter {
        Parameter(name: name, form: .flag, property: property, kind: kind, summary: summary, valueName: value)
    }

    /// A flag read as the property's type reads itself (`--emoji-version V`).
    public static func flag<C: Command, T: ArgumentValue>(
        _ name: String, _ property: WritableKeyPath<C, T> & Sendable, value: String? = nil, _ summary: String
    ) -> Parameter where T.Parsed: CommandArgument {
        flag(name, property, ArgumentKind(T.Parsed.self), value: value, summary)
    }

    /// `keyword("at", \.point, .point, …)`: written `at X,Y`.
    public static func keyword<C: Command, T: ArgumentValue>(
        _ word: String, _ property: WritableKeyPath<C, T> & Sendable, _ kind: ArgumentKind<T.Parsed>, required: Bool, value: String? = nil,
        _ summary: String
    ) -> Parameter {
        Parameter(name: word, form: .keyword(required: required), property: property, kind: kind, summary: summary, valueName: value)
    }

    /// A keyword phrase read as the property's type reads itself.
    public static func keyword<C: Command, T: ArgumentValue>(
        _ word: String, _ property: WritableKeyPath<C, T> & Sendable, required: Bool, value: String? = nil, _ summary: String
    ) -> Parameter where T.Parsed: CommandArgument {
        keyword(word, property, ArgumentKind(T.Parsed.self), required: required, value: value, summary)
    }
}
