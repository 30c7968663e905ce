import LiveScreens
/// `help`, `help CMD` and `help GROUP`, drawn from the declarations in ``CommandRegistry``.
public enum HelpText {
    /// A shell subcommand's `--help` text after its usage: the declaration's details, then its
    /// parameters as `help CMD` lists them, so the shell and the REPL explain a command alike.
    public static func shellDiscussion(for spec: CommandSpec) -> String {
        var lines = paragraphs(spec.details)
        let rows = columns(spec.parameters.map { ($0.label, $0.summary) })
        if !rows.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines.append("ARGUMENTS (the REPL's words: 'help \(spec.fullName)' there says the same):")
            lines += rows
        }
        return lines.joined(separator: "\n")
    }

    /// A summary as the shell's help shows one: a sentence (`Play on the whole terminal.`).
    public static func sentence(_ summary: String) -> String {
        guard let first = summary.first else { return summary }
        return first.uppercased() + summary.dropFirst() + (summary.hasSuffix(".") ? "" : ".")
    }

    /// Help lines written for 80 columns, joined into paragraphs for a help that wraps them itself;
    /// a table row (indented) or a heading (ending in `:`) keeps its line.
    static func paragraphs(_ lines: [String]) -> [String] {
        var joined: [String] = []
        var open = false
        for line in lines {
            let keeps = line.hasPrefix(" ") || line.hasSuffix(":") || line.isEmpty
            if !keeps, open, let last = joined.popLast() {
                joined.append(last + " " + line)
            } else {
                joined.append(line)
            }
            open = !keeps
        }
        return joined
    }

    static func lines(for page: HelpPage) -> [String] {
        switch page {
        case .overview(let topics): overview(topics)
        case .group(let group, let verbs): lines(for: group, verbs: verbs)
        case .command(let spec): detail(for: spec)
        }
    }

    static func overview(_ topics: [CommandRegistry.Topic]) -> [String] {
        var lines = ["Commands:"]
        lines += columns(topics.map { ($0.name, $0.summary) })
        lines.append("Type 'help CMD' for one command's arguments. 'quit' or Ctrl-D leaves.")
        return lines
    }

    /// The group's verbs with their usage lines and summaries, then its notes.
    static func lines(for group: CommandGroup, verbs: [CommandSpec]) -> [String] {
        var lines = ["usage: \(group.name) VERB …", "  \(group.summary)"]
        lines += columns(verbs.map { ($0.usage, $0.summary) })
        lines += group.details.map { "  " + $0 }
        if let verb = group.defaultVerb { lines.append("  '\(group.name)' alone is '\(group.name) \(verb)'.") }
        if !group.aliases.isEmpty { lines.append("  aliases: " + group.aliases.joined(separator: ", ")) }
        lines.append("  'help \(group.name) VERB' explains one.")
        return lines
    }

    static func detail(for spec: CommandSpec) -> [String] {
        var lines = ["usage: \(spec.usage)", "  \(spec.summary)"]
        lines += spec.details.map { "  " + $0 }
        lines += columns(spec.parameters.map { ($0.label, $0.summary) })
        if !spec.aliases.isEmpty {
            lines.append("  aliases: " + spec.aliases.joined(separator: ", "))
        }
        return lines
    }

    /// Help is read on terminals of 80 columns: what a row may take, and the widest left column.
    static let width = 80
    static let leftColumnLimit = 30

    /// Rows of `name  summary` in two columns that fit ``width``: the left column is as wide as
    /// its widest name up to ``leftColumnLimit``; a longer name has a line of its own with its
    /// summary under the others' on the next, and a summary too long for its column wraps at spaces.
    /// - Complexity: O(*n*) in the characters of the rows.
    static func columns(_ rows: [(name: String, summary: String)]) -> [String] {
        let left = rows.map(\.name.count).filter { $0 <= leftColumnLimit }.max() ?? 0
        let indent = String(repeating: " ", count: 2 + left + 2)
        var lines: [String] = []
        for (name, summary) in rows {
            var parts = wrap(summary, to: max(20, width - indent.count))
            if name.count <= left {
                lines.append("  " + name.padding(to: left) + "  " + (parts.first ?? ""))
                parts.removeFirst(min(1, parts.count))
            } else {
                // A usage too long for a line wraps between its parts (never inside `[--lang L]`),
                // its continuation indented.
                let wrapped = wrap(keepingBracketsWhole(name), to: width - 2).map { String($0.map { $0 == "\u{A0}" ? " " : $0 }) }
                lines.append("  " + (wrapped.first ?? name))
                lines += wrapped.dropFirst().map { "      " + $0 }
            }
            lines += parts.map { indent + $0 }
        }
        return lines
    }

    /// The spaces inside `[…]` made no-break spaces, so that ``wrap(_:to:)`` keeps an option whole.
    private static func keepingBracketsWhole(_ text: String) -> String {
        var depth = 0
        return String(text.map { character -> Character in
            if character == "[" { depth += 1 } else if character == "]" { depth = max(0, depth - 1) }
            return character == " " && depth > 0 ? "\u{A0}" : character
        })
    }

    /// `text` in lines of at most `width` characters, broken at spaces (a longer word keeps its line).
    static func wrap(_ text: String, to width: Int) -> [String] { TextWrap.lines(text, width: width) }
}
