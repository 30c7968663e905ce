import REPL

/// A manual page as blocks of text, written out as roff with the man(7) macros (which man-db,
/// groff and mandoc all read): the pages ``ManualPages`` makes from the command declarations.
struct ManualPage {
    /// The page's name and file stem: `memorize`, `memorize.palette.lint`, `memorize-repl`.
    let name: String
    /// `1` for a command, `7` for the command language.
    let section: Int
    /// NAME's description: `report the problems of palette files`.
    let summary: String
    var sections: [Section] = []

    struct Section {
        let title: String
        var blocks: [Block]
    }

    /// A run of text in one font.
    enum Span {
        case plain(String)
        case bold(String)
        case italic(String)
    }

    enum Block {
        /// A filled paragraph.
        case paragraph([Span])
        /// Lines kept as they are (a synopsis's forms), each filled on its own.
        case lines([[Span]])
        /// Terms, each with its text (an option and its help, a command and its summary).
        case definitions([(term: [Span], text: [Block])])
        /// A command's help lines as ``HelpBlock`` reads them: paragraphs and tables.
        case help([HelpBlock])
        /// Text set as typed, indented (an example session).
        case literal([String])
        /// A subsection (`.SS`).
        case subsection(String)
    }

    /// The file name: `memorize.palette.lint.1`.
    var fileName: String { "\(name).\(section)" }

    /// The page in roff. Every character outside ASCII is a `\[uXXXX]` escape; where the output
    /// device has no glyph for one (an emoji, when the locale is not UTF-8) it is defined as
    /// nothing, rather than troff's "can't find special character" on every read.
    func roff(source: String) -> String {
        var body = ".TH \"\(name.uppercased())\" \"\(section)\" \"\" \"\(Roff.escapedArgument(source))\" \"\(section == 1 ? "General Commands Manual" : "Miscellaneous Information Manual")\"\n"
        // Left-aligned and never hyphenated: a name or an option broken across lines cannot be typed.
        body += ".ad l\n.nh\n"
        body += ".SH NAME\n" + Roff.line("\(name) \\- ", Roff.escaped(summary))
        for section in sections {
            body += ".SH \(Roff.escapedArgument(section.title.uppercased()))\n"
            body += section.blocks.map(Roff.block).joined()
        }
        let glyphs = Roff.glyphs(in: body).map { ".if !c\\[u\($0)] .char \\[u\($0)]\n" }.joined()
        return ".\\\" Made by memorize --generate-manual from the declarations the commands are parsed by.\n" + glyphs + body
    }
}

/// Text as roff reads it: escapes, fonts and the man(7) macros for each kind of block.
enum Roff {
    /// `text` with roff's special characters escaped: `\` as `\e`, `-` as `\-` (a hyphen-minus
    /// that copies as typed), a leading `.` or `'` made text, and everything outside ASCII as
    /// `\[uXXXX]`.
    /// - Complexity: O(*n*) in the scalars of `text`.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\e"
            case "-": result += "\\-"
            case "\n", "\t": result += " "
            case _ where scalar.value < 0x20 || scalar.value == 0x7F: continue
            case _ where scalar.isASCII: result.unicodeScalars.append(scalar)
            default: result += "\\[u" + hex(scalar.value) + "]"
            }
        }
        return result
    }

    /// A macro's argument: escaped, without the quotes that would end it.
    static func escapedArgument(_ text: String) -> String {
        escaped(text).replacing("\"", with: "\\(dq")
    }

    /// `XXXX`: at least four upper-case hexadecimal digits, as groff names a Unicode glyph.
    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Spans as one roff text line: fonts switched with `\fB`, `\fI` and back with `\fR`.
    static func text(_ spans: [Span]) -> String {
        spans.map { span in
            switch span {
            case .plain(let text): escaped(text)
            case .bold(let text): "\\fB" + escaped(text) + "\\fR"
            case .italic(let text): "\\fI" + escaped(text) + "\\fR"
            }
        }.joined()
    }

    typealias Span = ManualPage.Span

    /// Pieces of an escaped line joined, as one text line (never one roff reads as a request).
    static func line(_ pieces: String...) -> String {
        let joined = pieces.joined().trimmingSpaces
        guard let first = joined.first else { return "" }
        return (first == "." || first == "'" ? "\\&" : "") + joined + "\n"
    }

    static func block(_ block: ManualPage.Block) -> String {
        switch block {
        case .paragraph(let spans):
            return ".PP\n" + line(text(spans))
        case .lines(let lines):
            return ".PP\n" + lines.map { line(text($0)) }.joined(separator: ".br\n")
        case .definitions(let definitions):
            return definitions.map { term, blocks in
                // The first block is the term's text; more go in an indented block of their own.
                var out = ".TP\n" + line(text(term))
                for (index, inner) in blocks.enumerated() {
                    if index == 0, case .paragraph(let spans) = inner {
                        out += line(text(spans))
                    } else {
                        out += ".RS\n" + Roff.block(inner) + ".RE\n"
                    }
                }
                return out
            }.joined()
        case .help(let blocks):
            return help(blocks)
        case .literal(let lines):
            return ".PP\n.RS 4\n.nf\n" + lines.map { line(escaped($0)) }.joined() + ".fi\n.RE\n"
        case .subsection(let title):
            return ".SS \(escapedArgument(title))\n"
        }
    }

    /// Help lines' paragraphs filled, and their tables as tagged paragraphs (a key and what it does).
    static func help(_ blocks: [HelpBlock]) -> String {
        var out = ""
        for block in blocks {
            switch block {
            case .text(let text, _) where text.isEmpty:
                continue
            case .text(let text, _):
                out += ".PP\n" + line(escaped(text))
            case .table(let rows, _, _):
                for row in rows {
                    out += ".TP\n" + line("\\fB" + escaped(row.name) + "\\fR") + (row.summary.isEmpty ? "" : line(escaped(row.summary)))
                }
            }
        }
        return out
    }

    /// The code points of every `\[uXXXX]` in `roff`, each once, in order.
    static func glyphs(in roff: String) -> [String] {
        var seen = Set<String>()
        var found: [String] = []
        var rest = roff[...]
        while let start = rest.firstRange(of: "\\[u") {
            rest = rest[start.upperBound...]
            guard let end = rest.firstIndex(of: "]") else { break }
            let code = String(rest[..<end])
            if seen.insert(code).inserted { found.append(code) }
            rest = rest[end...]
        }
        return found.sorted()
    }
}

extension String {
    /// Without spaces at either end (a roff text line that starts with one breaks the paragraph).
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
