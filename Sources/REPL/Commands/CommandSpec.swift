import Game

/// The declaration of a command: its name, its parameters and what it does. Parsing, `help` and
/// tab completion are all generated from these, so they cannot drift apart.
public struct CommandSpec: Sendable {
    public let name: String
    public let aliases: [String]
    public let parameters: [Parameter]
    /// One line for the command list.
    public let summary: String
    /// More lines for `help CMD`.
    public let details: [String]
    /// Builds the command from arguments that already passed the parameters' checks (a command
    /// with a `.rest` parameter checks the rest itself, and may throw).
    let build: @Sendable (Arguments) throws(CommandError) -> Command

    /// `new [THEME] [pairs=N] [seed=N]`, from the parameters.
    public var usage: String {
        ([name] + parameters.map(\.usage)).joined(separator: " ")
    }

    /// A parameter: positional (`N`, `THEME`) or keyed (`pairs=N`).
    public struct Parameter: Sendable {
        public enum Form: Sendable, Equatable {
            case positional(required: Bool, repeating: Bool)
            case keyed
        }
        public let name: String
        public let form: Form
        public let kind: ValueKind
        public let summary: String

        static func keyed(_ name: String, _ kind: ValueKind, _ summary: String) -> Parameter {
            Parameter(name: name, form: .keyed, kind: kind, summary: summary)
        }
        static func positional(
            _ name: String, _ kind: ValueKind, required: Bool, repeating: Bool = false, _ summary: String
        ) -> Parameter {
            Parameter(name: name, form: .positional(required: required, repeating: repeating), kind: kind, summary: summary)
        }

        var usage: String {
            switch form {
            case .keyed: "[\(name)=\(kind.placeholder)]"
            case .positional(let required, let repeating):
                required ? "\(name)\(repeating ? "…" : "")" : "[\(name)\(repeating ? "…" : "")]"
            }
        }
    }

    /// What a parameter's value must be; the parser checks it and says what was wrong.
    public enum ValueKind: Sendable, Equatable {
        case integer(ClosedRange<Int>)
        case seed
        case seconds(ClosedRange<Double>)
        /// Free text, several words joined by spaces (a theme name).
        case theme
        /// A command name (for `help`).
        case command
        /// A card number; the range depends on the game, so the Session checks it.
        case card
        case choice([String])
        /// A finite decimal number in the range (`pan DY`, `pinch F`).
        case number(ClosedRange<Double>)
        /// `N`, `+N` or `-N`: a whole number in the range, or a change of at most its width.
        case amount(ClosedRange<Int>)
        /// A path to write (one word).
        case file
        /// The rest of the line's words, verbatim (even with `=` in them), for a command that
        /// parses them itself (`art VERB …`).
        case rest

        var placeholder: String {
            switch self {
            case .integer, .card: "N"
            case .seed: "SEED"
            case .seconds: "S"
            case .theme: "THEME"
            case .command: "CMD"
            case .choice(let options): options.joined(separator: "|")
            case .number: "X"
            case .amount: "N|+N|-N"
            case .file: "FILE"
            case .rest: "…"
            }
        }
    }
}

/// A parsed argument value.
public enum Value: Sendable, Equatable {
    case integer(Int)
    case seed(UInt64)
    case seconds(Double)
    case text(String)
    case number(Double)
    /// `N` (relative false) or `+N`/`-N` (relative true).
    case amount(Int, relative: Bool)
}

/// The checked arguments of one command, by parameter name.
public struct Arguments: Sendable {
    var values: [String: [Value]] = [:]

    func int(_ name: String) -> Int? {
        if case .integer(let n)? = values[name]?.first { n } else { nil }
    }
    func ints(_ name: String) -> [Int] {
        (values[name] ?? []).compactMap { if case .integer(let n) = $0 { n } else { nil } }
    }
    func seed(_ name: String) -> UInt64? {
        if case .seed(let n)? = values[name]?.first { n } else { nil }
    }
    func seconds(_ name: String) -> Double? {
        if case .seconds(let s)? = values[name]?.first { s } else { nil }
    }
    func number(_ name: String) -> Double? {
        if case .number(let x)? = values[name]?.first { x } else { nil }
    }
    func amount(_ name: String) -> (value: Int, relative: Bool)? {
        if case .amount(let n, let relative)? = values[name]?.first { (n, relative) } else { nil }
    }
    /// The words of a `.rest` parameter, as typed.
    func words(_ name: String) -> [String] {
        (values[name] ?? []).compactMap { if case .text(let t) = $0 { t } else { nil } }
    }
    func text(_ name: String) -> String? {
        let words = (values[name] ?? []).compactMap { if case .text(let t) = $0 { t } else { nil } }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }
}
