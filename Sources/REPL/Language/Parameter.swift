/// One parameter of a command: where it is written, what its value must be, and what it means.
/// The parser checks values by ``Kind``; help and completion read the same declaration.
public struct Parameter: Sendable {
    public enum Form: Sendable, Equatable {
        /// A value in its place among the positional words; `repeating` takes one or more.
        case positional(required: Bool, repeating: Bool)
        /// `name=value`, anywhere on the line.
        case keyed
        /// A word then its value, anywhere after the positional values: `at X,Y`, `size N`.
        case keyword(required: Bool)
        /// `--name` (of kind ``Kind/presence``) or `--name VALUE` / `--name=VALUE`, anywhere on the
        /// line: the shell's way, for the verbs the shell has too (`palette search … --lang de`).
        case flag
    }

    /// What a value must be. The parser checks it and says what was wrong.
    public enum Kind: Sendable, Equatable {
        case integer(ClosedRange<Int>)
        case seed
        case seconds(ClosedRange<Double>)
        /// A finite decimal number in the range (`pan DY`, `pinch F`).
        case number(ClosedRange<Double>)
        /// `N`, `+N` or `-N`: a whole number in the range, or a change of at most its width.
        case amount(ClosedRange<Int>)
        /// A number above 0 (`art scale … by FACTOR`).
        case factor
        /// `X,Y`: two whole numbers.
        case point
        /// A card number; the range depends on the game, so the command checks it.
        case card
        case choice([String])
        /// A theme's name: may be several words, and gathers every plain word up to the next option.
        case theme
        /// A palette: its number, or its name (a name of several words may be typed without quotes:
        /// the longest run of words that names a palette is taken).
        case palette
        /// One emoji (one grapheme cluster), checked by the command.
        case emoji
        /// A command's name, one word or a group and its verb (`help palette add`).
        case command
        /// An EmojiArt emoji's id, or `selection`.
        case target
        /// An EmojiArt emoji's id.
        case id
        /// Free text: the rest of the line's words, verbatim (even with `=` in them), joined by
        /// spaces: file names, URLs, names. Quote it to keep spaces exactly.
        case text
        /// One plain word (`palette search` words), checked by the command; unlike ``text`` it
        /// leaves options and flags after it to be read as such.
        case word
        /// A flag that takes no value: present or not (`--names`).
        case presence
        /// A language code (`de`, `pt_BR`), checked when its names are read.
        case language
    }

    public let name: String
    public let form: Form
    public let kind: Kind
    public let summary: String
    /// How a missing value is named in "needs …" (default: ``name``).
    public let missingName: String?
    /// How a keyword's value is shown in usage (`by DX,DY`; default: the kind's placeholder).
    public let valueName: String?

    /// The command's property the checked value is written to; nil for a parameter declared for
    /// usage and help only, whose words the one before it gathers (`palette new NAME [EMOJI…]`).
    public let binding: ParameterBinding?

    public init(
        name: String, form: Form, kind: Kind, binding: ParameterBinding?, summary: String, missingName: String? = nil,
        valueName: String? = nil
    ) {
        self.name = name
        self.form = form
        self.kind = kind
        self.binding = binding
        self.summary = summary
        self.missingName = missingName
        self.valueName = valueName
    }

    /// This parameter of another command, written into the part of this one that holds it.
    public func through<Outer: Command, Inner: Command>(_ property: WritableKeyPath<Outer, Inner> & Sendable) -> Parameter {
        Parameter(
            name: name, form: form, kind: kind, binding: binding?.through(property), summary: summary, missingName: missingName,
            valueName: valueName)
    }

    /// `keyed("pairs", \NewCommand.pairs, .integer(1...8), …)`: written `pairs=N`, anywhere on the line.
    public static func keyed<C: Command, T: ArgumentValue>(
        _ name: String, _ property: WritableKeyPath<C, T> & Sendable, _ kind: Kind, _ summary: String
    ) -> Parameter {
        Parameter(name: name, form: .keyed, kind: kind, binding: ParameterBinding(property), summary: summary)
    }

    /// A value in its place among the positional words; `repeating` takes one or more.
    public static func positional<C: Command, T: ArgumentValue>(
        _ name: String, _ property: WritableKeyPath<C, T> & Sendable, _ kind: Kind, required: Bool, repeating: Bool = false,
        _ summary: String, missing: String? = nil
    ) -> Parameter {
        Parameter(
            name: name, form: .positional(required: required, repeating: repeating), kind: kind, binding: ParameterBinding(property),
            summary: summary, missingName: missing)
    }

    /// A positional value shown in usage and help whose words the parameter before it takes (that
    /// one takes the rest of the line and splits it itself).
    public static func gathered(_ name: String, _ kind: Kind, repeating: Bool = false, _ summary: String) -> Parameter {
        Parameter(name: name, form: .positional(required: false, repeating: repeating), kind: kind, binding: nil, summary: summary)
    }

    /// `flag("lang", \.language, .language, …)`: written `--lang L`; `flag("names", \.names, .presence, …)`: `--names`.
    public static func flag<C: Command, T: ArgumentValue>(
        _ name: String, _ property: WritableKeyPath<C, T> & Sendable, _ kind: Kind, value: String? = nil, _ summary: String
    ) -> Parameter {
        Parameter(name: name, form: .flag, kind: kind, binding: ParameterBinding(property), summary: summary, valueName: value)
    }

    /// `keyword("at", \.point, .point, …)`: written `at X,Y`.
    public static func keyword<C: Command, T: ArgumentValue>(
        _ word: String, _ property: WritableKeyPath<C, T> & Sendable, _ kind: Kind, required: Bool, value: String? = nil,
        _ summary: String
    ) -> Parameter {
        Parameter(
            name: word, form: .keyword(required: required), kind: kind, binding: ParameterBinding(property), summary: summary,
            valueName: value)
    }

    /// What stands for the value in usage and errors: `N`, `X,Y`, `DX,DY`.
    var placeholder: String { valueName ?? kind.placeholder }

    var isPositional: Bool {
        if case .positional = form { true } else { false }
    }

    var isRequired: Bool {
        switch form {
        case .positional(let required, _), .keyword(let required): required
        case .keyed, .flag: false
        }
    }

    /// `--lang` for a flag.
    var flagSpelling: String { "--" + name }

    /// Whether a flag is followed by a value.
    var takesValue: Bool { kind != .presence }

    /// As the usage line shows it: `THEME`, `[pairs=N]`, `N…`, `at X,Y`, `[size N]`.
    var usage: String {
        switch form {
        case .keyed:
            return "[\(name)=\(kind.placeholder)]"
        case .keyword(let required):
            return required ? "\(name) \(placeholder)" : "[\(name) \(placeholder)]"
        case .flag:
            return "[\(label)]"
        case .positional(let required, let repeating):
            let shown = name + (repeating ? "…" : "")
            return required ? shown : "[\(shown)]"
        }
    }

    /// As help's parameter list labels it.
    var label: String {
        switch form {
        case .keyed: "\(name)=\(kind.placeholder)"
        case .keyword: "\(name) \(placeholder)"
        case .flag: takesValue ? "\(flagSpelling) \(placeholder)" : flagSpelling
        case .positional: name
        }
    }
}

extension Parameter.Kind {
    var placeholder: String {
        switch self {
        case .integer, .card: "N"
        case .seed: "SEED"
        case .seconds: "S"
        case .theme: "THEME"
        case .palette: "P"
        case .emoji: "EMOJI"
        case .command: "CMD"
        case .target: "ID|selection"
        case .id: "ID"
        case .choice(let options): options.joined(separator: "|")
        case .number: "X"
        case .amount: "N|+N|-N"
        case .factor: "FACTOR"
        case .point: "X,Y"
        case .text: "TEXT"
        case .word: "WORD"
        case .presence: ""
        case .language: "L"
        }
    }

    /// Takes every word that follows (verbatim).
    var takesTheRest: Bool { self == .text || self == .command }
}

/// Where a parameter's checked value goes: a key path into its command, with the property's type
/// (which ``ArgumentValue/accepts(_:)`` checks against the parameter's kind).
public struct ParameterBinding: Sendable {
    /// The command type the key path starts from.
    public let commandType: any Command.Type
    /// The property's type.
    public let valueType: any ArgumentValue.Type
    private let write: @Sendable (inout any Command, ParsedArgument) -> Bool

    public init<C: Command, T: ArgumentValue>(_ property: WritableKeyPath<C, T> & Sendable) {
        commandType = C.self
        valueType = T.self
        write = { command, parsed in
            guard var typed = command as? C, let value = T(parsed: parsed) else { return false }
            typed[keyPath: property] = value
            command = typed
            return true
        }
    }

    private init(commandType: any Command.Type, valueType: any ArgumentValue.Type, write: @escaping @Sendable (inout any Command, ParsedArgument) -> Bool) {
        self.commandType = commandType
        self.valueType = valueType
        self.write = write
    }

    /// The same binding reached through `Outer`'s property that holds an `Inner` (`play` takes
    /// `new`'s parameters: `\PlayCommand.deal` then `\NewCommand.pairs`).
    func through<Outer: Command, Inner: Command>(_ property: WritableKeyPath<Outer, Inner> & Sendable) -> ParameterBinding {
        let inner = self
        return ParameterBinding(commandType: Outer.self, valueType: valueType) { command, parsed in
            guard var outer = command as? Outer else { return false }
            var nested: any Command = outer[keyPath: property]
            guard inner.assign(parsed, to: &nested), let written = nested as? Inner else { return false }
            outer[keyPath: property] = written
            command = outer
            return true
        }
    }

    /// Writes `parsed` into `command`'s property; false when the command or the values are not of
    /// the declared types (a declaration's mistake, which `RegistryTests` catches).
    func assign(_ parsed: ParsedArgument, to command: inout any Command) -> Bool {
        write(&command, parsed)
    }
}
