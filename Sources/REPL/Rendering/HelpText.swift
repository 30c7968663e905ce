import LiveScreens
/// `help`, `help CMD` and `help GROUP`, drawn from the declarations in ``CommandRegistry``.
public enum HelpText {
    /// A shell subcommand's usage for argument-parser, which prints it after `USAGE: ` and
    /// indents each line after the first by 7 but never wraps it: wrapped here, between its parts,
    /// to `width` (argument-parser's page), its continuations two further in.
    public static func shellUsage(_ usage: String, width: Int = HelpText.width) -> String {
        let room = max(width - "USAGE: ".count - 1, 20)
        return TextWrap.lines(keepingBracketsWhole(usage), width: room - 2, first: room)
            .enumerated().map { $0.offset == 0 ? breakable($0.element) : "  " + breakable($0.element) }
            .joined(separator: "\n")
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
        for (index, line) in lines.enumerated() {
            // A line ending in `:` heads what follows only when a table or a blank line follows.
            let next = index + 1 < lines.count ? lines[index + 1] : ""
            let heading = line.hasSuffix(":") && (next.isEmpty || next.hasPrefix(" "))
            let keeps = line.hasPrefix(" ") || heading || line.isEmpty
            if !keeps, open, let last = joined.popLast() {
                joined.append(last + " " + line)
            } else {
                joined.append(line)
            }
            open = !keeps
        }
        return joined
    }

    /// The page in lines of at most `width` columns (the terminal's; 80 without one).
    static func lines(for page: HelpPage, width: Int = HelpText.width) -> [String] {
        switch page {
        case .overview(let topics): overview(topics, width: width)
        case .group(let group, let verbs): lines(for: group, verbs: verbs, width: width)
        case .command(let spec): detail(for: spec, width: width)
        }
    }

    static func overview(_ topics: [CommandRegistry.Topic], width: Int = HelpText.width) -> [String] {
        var lines = ["Commands:"]
        lines += columns(topics.map { ($0.name, $0.summary) }, width: width)
        lines += wrap("Type 'help CMD' for one command's arguments. 'quit' or Ctrl-D leaves.", to: width)
        return lines
    }

    /// The group's verbs with their usage lines and summaries, then its notes.
    static func lines(for group: CommandGroup, verbs: [CommandSpec], width: Int = HelpText.width) -> [String] {
        var lines = usage("\(group.name) VERB …", name: group.name, width: width)
        lines += indented([group.summary], width: width)
        lines += columns(verbs.map { ($0.usage, $0.summary) }, width: width)
        lines += indented(group.details, width: width)
        // Each note a paragraph of its own.
        if let verb = group.defaultVerb { lines += indented(["'\(group.name)' alone is '\(group.name) \(verb)'."], width: width) }
        if !group.aliases.isEmpty { lines += indented(["aliases: " + group.aliases.joined(separator: ", ")], width: width) }
        lines += indented(["'help \(group.name) VERB' explains one."], width: width)
        return lines
    }

    static func detail(for spec: CommandSpec, width: Int = HelpText.width) -> [String] {
        var lines = usage(spec.usage, name: spec.fullName, width: width)
        lines += indented([spec.summary], width: width) + indented(spec.details, width: width)
        lines += columns(spec.parameters.map { ($0.label, $0.summary) }, width: width)
        if !spec.aliases.isEmpty {
            lines += indented(["aliases: " + spec.aliases.joined(separator: ", ")], width: width)
        }
        return lines
    }

    /// `usage: USAGE` with a hanging indent under the command's first argument (never inside
    /// `[--lang L]`).
    static func usage(_ usage: String, name: String, width: Int) -> [String] {
        let prefix = "usage: "
        let whole = keepingBracketsWhole(usage)
        let widest = whole.split(separator: " ").map { DisplayWidth.of($0) }.max() ?? 0
        // Under the first argument, unless its widest part would not fit there.
        let indent = [prefix.count + name.count + 1, 8, 2].first { $0 <= width / 2 && $0 + widest <= width } ?? 2
        return TextWrap.hanging(whole, after: prefix, indent: indent, width: width).map(Self.breakable)
    }

    /// Help lines written for 80 columns (paragraphs, headings, tables) indented by two and laid
    /// out anew for `width`: a paragraph fills its lines; a table (rows of `  key  what it does`,
    /// a row's summary perhaps continued on more indented lines) is laid out again by
    /// ``columns(_:width:margin:)``.
    /// - Complexity: O(*n*) in the characters of the lines.
    static func indented(_ lines: [String], width: Int) -> [String] {
        var result: [String] = []
        for block in HelpBlock.blocks(lines) {
            switch block {
            case .table(let rows, let lead, let summaryColumn):
                let limit = max(width * 3 / 8, 8)
                let widest = rows.map { DisplayWidth.of($0.name) }.filter { $0 <= limit }.max() ?? 0
                let left = min(max(summaryColumn - lead - 2, 0), widest)
                result += columns(rows.map { ($0.name, $0.summary) }, width: width, margin: lead + 2, left: left)
            case .text(let text, let lead):
                let margin = String(repeating: " ", count: lead + 2)
                result += TextWrap.hanging(text, after: margin, indent: min(lead + 2, width / 2), width: width)
            }
        }
        return result
    }

    /// Help is read on terminals of 80 columns unless the terminal says otherwise: what a row
    /// may take there, and the widest left column.
    public static let width = 80
    static let leftColumnLimit = 30

    /// Rows of `name  summary` in two columns that fit `width`: the left column is as wide as
    /// its widest name up to ``leftColumnLimit`` (3/8 of a narrow page), or `left` when given; a longer name has a
    /// line of its own with its summary under the others' on the next, and a summary too long
    /// for its column wraps at spaces.
    /// - Complexity: O(*n*) in the characters of the rows.
    static func columns(
        _ rows: [(name: String, summary: String)], width: Int = HelpText.width, margin: Int = 2, left fixed: Int? = nil
    ) -> [String] {
        let limit = min(leftColumnLimit, max(width * 3 / 8, 8))
        let left = fixed ?? rows.map { DisplayWidth.of($0.name) }.filter { $0 <= limit }.max() ?? 0
        let pad = String(repeating: " ", count: margin)
        let indent = String(repeating: " ", count: margin + left + 2)
        var lines: [String] = []
        for (name, summary) in rows {
            var parts = summary.isEmpty ? [] : wrap(summary, to: max(width - indent.count, 10))
            if DisplayWidth.of(name) <= left {
                lines.append((pad + name + String(repeating: " ", count: left - DisplayWidth.of(name)) + "  " + (parts.first ?? "")).trimmingTrailingSpaces())
                parts.removeFirst(min(1, parts.count))
            } else {
                // A usage too long for a line wraps between its parts (never inside `[--lang L]`),
                // its continuation indented.
                lines += TextWrap.hanging(keepingBracketsWhole(name), after: pad, indent: min(margin + 4, width / 4), width: width)
                    .map(Self.breakable)
            }
            lines += parts.map { indent + $0 }
        }
        return lines
    }

    /// A line with ``keepingBracketsWhole(_:)``'s no-break spaces made plain again.
    private static func breakable(_ line: String) -> String {
        String(line.map { $0 == "\u{A0}" ? " " : $0 })
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
