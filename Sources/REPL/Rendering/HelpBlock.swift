import LiveScreens

/// Help lines written for 80 columns (a command's details, a group's notes, a screen's key table)
/// read as what they are: paragraphs and tables. `help` and the shell's `--help` lay them out
/// again for the terminal's width (``HelpText/indented(_:width:)``); the manual pages write them
/// as roff, which fills paragraphs itself. One reading, so the page and the help cannot differ.
public enum HelpBlock: Sendable, Equatable {
    /// A paragraph (or a heading, or an empty line), `lead` spaces in, as one line.
    case text(String, lead: Int)
    /// Rows of `name  summary`, `lead` spaces in; `summaryColumn` is where the summaries were
    /// written (for 80 columns), kept where it fits.
    case table([Row], lead: Int, summaryColumn: Int)

    public struct Row: Sendable, Equatable {
        public var name: String
        public var summary: String
    }

    /// The blocks of `lines`: a paragraph's lines joined (``HelpText/paragraphs(_:)``); indented
    /// lines of `key  what it does` (two spaces apart) a table, a row's summary perhaps continued
    /// on more indented lines, or begun there under a label too long for its column.
    /// - Complexity: O(*n*) in the characters of the lines.
    public static func blocks(_ lines: [String]) -> [HelpBlock] {
        var blocks: [HelpBlock] = []
        var rows: [Row] = []
        var tableLead = 0
        var summaryColumn = 0
        func flush() {
            if !rows.isEmpty { blocks.append(.table(rows, lead: tableLead, summaryColumn: summaryColumn)) }
            rows = []
            summaryColumn = 0
        }
        for line in HelpText.paragraphs(lines) {
            let lead = line.prefix { $0 == " " }.count
            let text = String(line.dropFirst(lead))
            let gap = zip(text.indices, text.dropFirst().indices).first { text[$0] == " " && text[$1] == " " }?.0
            if !rows.isEmpty, lead > tableLead, gap == nil, let last = rows.popLast() {
                rows.append(Row(name: last.name, summary: last.summary.isEmpty ? text : last.summary + " " + text))
                continue
            }
            if lead > 0, rows.isEmpty || lead == tableLead {
                if rows.isEmpty { tableLead = lead }
                guard let gap else {
                    rows.append(Row(name: text, summary: ""))
                    continue
                }
                let summary = text[gap...].drop { $0 == " " }
                summaryColumn = max(summaryColumn, lead + DisplayWidth.of(text[..<summary.startIndex]))
                rows.append(Row(name: String(text[..<gap]), summary: String(summary)))
                continue
            }
            flush()
            blocks.append(.text(text, lead: lead))
        }
        flush()
        return blocks
    }
}
