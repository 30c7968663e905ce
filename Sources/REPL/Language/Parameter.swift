/// One parameter of a command: where it is written, what its value must be, and what it means.
/// The parser reads its words by its ``ArgumentKind``; help and completion read the same declaration.
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

    public let name: String
    public let form: Form
    /// How its words are read, named and completed.
    public let kind: AnyArgumentKind
    public let summary: String
    /// How a missing value is named in "needs …" (default: ``name``).
    public let missingName: String?
    /// How a keyword's value is shown in usage (`by DX,DY`; default: the kind's placeholder).
    public let valueName: String?

    /// The command's property the checked value is written to; nil for a parameter declared for
    /// usage and help only, whose words the one before it gathers (`palette new NAME [EMOJI…]`).
    public let binding: ParameterBinding?

    init(
        name: String, form: Form, kind: AnyArgumentKind, binding: ParameterBinding?, summary: String, missingName: String? = nil,
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

    /// A parameter written into `property`, its words read by `kind`.
    public init<C: Command, T: ArgumentValue>(
        name: String, form: Form, property: WritableKeyPath<C, T> & Sendable, kind: ArgumentKind<T.Parsed>, summary: String,
        missingName: String? = nil, valueName: String? = nil
    ) {
        self.init(
            name: name, form: form, kind: kind.erased, binding: ParameterBinding(property), summary: summary, missingName: missingName,
            valueName: valueName)
    }

    /// This parameter of another command, written into the part of this one that holds it.
    public func through<Outer: Command, Inner: Command>(_ property: WritableKeyPath<Outer, Inner> & Sendable) -> Parameter {
        Parameter(
            name: name, form: form, kind: kind, binding: binding?.through(property), summary: summary, missingName: missingName,
            valueName: valueName)
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
    var takesValue: Bool { kind.span != .none }

    /// Takes every word that follows (verbatim).
    public var takesTheRest: Bool { kind.span == .rest }

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
    public var label: String {
        switch form {
        case .keyed: "\(name)=\(kind.placeholder)"
        case .keyword: "\(name) \(placeholder)"
        case .flag: takesValue ? "\(flagSpelling) \(placeholder)" : flagSpelling
        case .positional: name
        }
    }
}

