/// One thing of memorize's interface a suite can exercise or not: a REPL command, a verb of a
/// group, an option of either, a row of a screen's key table, the refusal of a command (its
/// error), a shell subcommand or one of its options. A row is its kind and a name, and is written
/// `KIND NAME` (`verb palette lint`, `option new pairs=`, `key play: ←/h`), the form the reports,
/// the JSON, the worker protocol and the exclusions file all use.
///
/// Rows come from the declarations (the command registry, the screens' key tables,
/// argument-parser's account of the shell subcommands): a command added is a row nobody ran.
public struct CoverageRow: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The kinds, in the order reports list them.
    public enum Kind: String, CaseIterable, Sendable, Comparable {
        /// A REPL command of its own (`new`, `choose`).
        case command
        /// A verb of a group (`palette lint`, `art drop`).
        case verb
        /// A keyed option, an optional keyword or a `--flag` of a command or verb (`new pairs=`,
        /// `art add size`, `palette search --lang`).
        case option
        /// A row of a screen's key table, or of one of its questions (`play: ←/h`).
        case key
        /// A line naming a command (or group) that was refused: in its words, its checks or its
        /// run; and the two refusals before any command is named (`language: unknown command`,
        /// `language: unbalanced quotes`).
        case error
        /// A subcommand of the `memorize` executable (`memorize test`, `memorize palette lint`).
        case shell
        /// An option or flag of the executable or of one of its subcommands (`memorize test --jobs`).
        case shellOption = "shell-option"

        private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }
        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.order < rhs.order }
    }

    public let kind: Kind
    public let name: String

    public init(_ kind: Kind, _ name: String) {
        self.kind = kind
        self.name = name
    }

    /// `KIND NAME`, as written everywhere.
    public var description: String { "\(kind.rawValue) \(name)" }

    /// A row from its written form; nil for a line that is not one.
    public init?(parsing text: some StringProtocol) {
        guard let space = text.firstIndex(of: " "), let kind = Kind(rawValue: String(text[..<space])) else { return nil }
        let name = text[text.index(after: space)...]
        guard !name.isEmpty else { return nil }
        self.init(kind, String(name))
    }

    /// By kind, then by name (byte order, so that every machine sorts alike).
    public static func < (lhs: CoverageRow, rhs: CoverageRow) -> Bool {
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        return Array(lhs.name.utf8).lexicographicallyPrecedes(Array(rhs.name.utf8))
    }
}
