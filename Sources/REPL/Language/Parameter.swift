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

    public init(name: String, form: Form, kind: Kind, summary: String, missingName: String? = nil, valueName: String? = nil) {
        self.name = name
        self.form = form
        self.kind = kind
        self.summary = summary
        self.missingName = missingName
        self.valueName = valueName
    }

    public static func keyed(_ name: String, _ kind: Kind, _ summary: String) -> Parameter {
        Parameter(name: name, form: .keyed, kind: kind, summary: summary)
    }

    public static func positional(
        _ name: String, _ kind: Kind, required: Bool, repeating: Bool = false, _ summary: String, missing: String? = nil
    ) -> Parameter {
        Parameter(name: name, form: .positional(required: required, repeating: repeating), kind: kind, summary: summary, missingName: missing)
    }

    /// `flag("lang", .language, …)`: written `--lang L`; `flag("names", .presence, …)`: `--names`.
    public static func flag(_ name: String, _ kind: Kind, value: String? = nil, _ summary: String) -> Parameter {
        Parameter(name: name, form: .flag, kind: kind, summary: summary, valueName: value)
    }

    /// `keyword("at", .point, …)`: written `at X,Y`.
    public static func keyword(_ word: String, _ kind: Kind, required: Bool, value: String? = nil, _ summary: String) -> Parameter {
        Parameter(name: word, form: .keyword(required: required), kind: kind, summary: summary, valueName: value)
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

/// A checked value.
public enum Value: Sendable, Equatable {
    case integer(Int)
    case seed(UInt64)
    case number(Double)
    /// `N` (relative false) or `+N`/`-N` (relative true).
    case amount(Int, relative: Bool)
    case point(x: Int, y: Int)
    case text(String)
}

/// The checked arguments of one command, by parameter name.
public struct Arguments: Sendable, Equatable {
    var values: [String: [Value]] = [:]
    /// Parameters whose first word was quoted (a quoted palette name is the whole name).
    var quoted: Set<String> = []

    public init() {}

    public func int(_ name: String) -> Int? {
        if case .integer(let n)? = values[name]?.first { n } else { nil }
    }
    public func ints(_ name: String) -> [Int] {
        (values[name] ?? []).compactMap { if case .integer(let n) = $0 { n } else { nil } }
    }
    public func seed(_ name: String) -> UInt64? {
        if case .seed(let n)? = values[name]?.first { n } else { nil }
    }
    public func number(_ name: String) -> Double? {
        if case .number(let x)? = values[name]?.first { x } else { nil }
    }
    public func amount(_ name: String) -> (value: Int, relative: Bool)? {
        if case .amount(let n, let relative)? = values[name]?.first { (n, relative) } else { nil }
    }
    public func point(_ name: String) -> (x: Int, y: Int)? {
        if case .point(let x, let y)? = values[name]?.first { (x, y) } else { nil }
    }
    /// Each text value, as typed.
    public func texts(_ name: String) -> [String] {
        (values[name] ?? []).compactMap { if case .text(let t) = $0 { t } else { nil } }
    }
    /// The text values joined by spaces; nil when there are none.
    public func text(_ name: String) -> String? {
        let words = texts(name)
        return words.isEmpty ? nil : words.joined(separator: " ")
    }
    public func has(_ name: String) -> Bool { values[name] != nil }
    /// Whether the first word given for `name` was quoted.
    public func quotedFirst(_ name: String) -> Bool { quoted.contains(name) }
}
