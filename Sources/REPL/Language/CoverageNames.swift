import InterfaceCoverage

/// How the command language names its rows for `memorize test --coverage`, in one place for
/// what records them (the parser, the interpreter) and what lists them (``CommandRegistry/coverageRows``).
public enum CoverageNames {
    /// A line whose first word names no command nor group.
    public static let unknownCommand = "language: unknown command"
    /// A line the lexer cannot split (an unbalanced quote).
    public static let unsplittable = "language: unbalanced quotes"

    /// The row of an option as written: `pairs=`, `--lang`, `size`. Nil for a positional value
    /// or a keyword the command cannot go without (exercised whenever the command is).
    static func option(_ parameter: Parameter) -> String? {
        switch parameter.form {
        case .keyed: parameter.name + "="
        case .flag: parameter.flagSpelling
        case .keyword(let required): required ? nil : parameter.name
        case .positional: nil
        }
    }

    /// Notes `spec` as run, with the options among `given` (the parameters' names its words gave).
    /// - Complexity: O(*g* · *p*) for *g* given and *p* declared parameters.
    static func recordUse(of spec: CommandSpec, given: some Sequence<String>) {
        CoverageRecorder.record(spec.group == nil ? .command : .verb, spec.fullName)
        for name in given {
            guard let parameter = spec.parameters.first(where: { $0.name == name }), let option = option(parameter) else { continue }
            CoverageRecorder.record(.option, "\(spec.fullName) \(option)")
        }
    }
}

extension CommandRegistry {
    /// Every row of the REPL's interface the registry declares: each command or verb, each of
    /// their options, each row of the key tables of the screens they open, the refusal of each
    /// command, verb and group, and the language's own two refusals.
    /// - Complexity: O(*c* · *p* + *k*) for *c* commands of *p* parameters and *k* key rows.
    public var coverageRows: [CoverageRow] {
        var rows: [CoverageRow] = [
            CoverageRow(.error, CoverageNames.unknownCommand), CoverageRow(.error, CoverageNames.unsplittable),
        ]
        for topic in topics {
            if case .group(let group) = topic { rows.append(CoverageRow(.error, group.name)) }
        }
        for spec in specs {
            rows.append(CoverageRow(spec.group == nil ? .command : .verb, spec.fullName))
            rows.append(CoverageRow(.error, spec.fullName))
            for parameter in spec.parameters {
                if let option = CoverageNames.option(parameter) { rows.append(CoverageRow(.option, "\(spec.fullName) \(option)")) }
            }
            rows += spec.keys.map { CoverageRow(.key, $0) }
        }
        return rows
    }
}
