/// `help`, `help CMD` and `help GROUP`, drawn from the declarations in ``CommandRegistry``.
enum HelpText {
    static func lines(for page: HelpPage) -> [String] {
        switch page {
        case .overview: overview()
        case .group(let group): lines(for: group)
        case .command(let spec): detail(for: spec)
        }
    }

    static func overview() -> [String] {
        let topics = CommandRegistry.topics
        let width = topics.map(\.name.count).max() ?? 0
        var lines = ["Commands:"]
        for topic in topics {
            lines.append("  " + topic.name.padding(to: width) + "  " + topic.summary)
        }
        lines.append("Type 'help CMD' for one command's arguments. 'quit' or Ctrl-D leaves.")
        return lines
    }

    /// The group's verbs with their usage lines and summaries, then its notes.
    static func lines(for group: CommandGroup) -> [String] {
        let verbs = CommandRegistry.verbs(of: group).map(\.spec)
        var lines = ["usage: \(group.name) VERB …", "  \(group.summary)"]
        let width = verbs.map(\.usage.count).max() ?? 0
        for spec in verbs {
            lines.append("  " + spec.usage.padding(to: width) + "  " + spec.summary)
        }
        lines += group.details.map { "  " + $0 }
        if let verb = group.defaultVerb { lines.append("  '\(group.name)' alone is '\(group.name) \(verb)'.") }
        if !group.aliases.isEmpty { lines.append("  aliases: " + group.aliases.joined(separator: ", ")) }
        lines.append("  'help \(group.name) VERB' explains one.")
        return lines
    }

    static func detail(for spec: CommandSpec) -> [String] {
        var lines = ["usage: \(spec.usage)", "  \(spec.summary)"]
        lines += spec.details.map { "  " + $0 }
        if !spec.parameters.isEmpty {
            let labels = spec.parameters.map(\.label)
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
