/// `help` and `help CMD`, generated from ``CommandSpec/all``.
enum Help {
    static func overview() -> [String] {
        let width = CommandSpec.all.map(\.name.count).max() ?? 0
        var lines = ["Commands:"]
        for spec in CommandSpec.all {
            lines.append("  " + spec.name.padding(to: width) + "  " + spec.summary)
        }
        lines.append("Type 'help CMD' for one command's arguments. 'quit' or Ctrl-D leaves.")
        return lines
    }

    static func detail(for spec: CommandSpec) -> [String] {
        var lines = ["usage: \(spec.usage)", "  \(spec.summary)"]
        lines += spec.details.map { "  " + $0 }
        if !spec.parameters.isEmpty {
            let labels = spec.parameters.map { parameter in
                parameter.form == .keyed ? "\(parameter.name)=\(parameter.kind.placeholder)" : parameter.name
            }
            let width = labels.map(\.count).max() ?? 0
            for (label, parameter) in zip(labels, spec.parameters) {
                lines.append("  " + label.padding(to: width) + "  " + parameter.summary)
            }
        }
        if !spec.aliases.isEmpty {
            lines.append("  aliases: " + spec.aliases.joined(separator: ", "))
        }
        return lines
    }
}

extension String {
    /// The string padded with spaces to `width` characters (never truncated).
    func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
