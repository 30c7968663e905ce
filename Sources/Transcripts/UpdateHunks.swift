/// `--update`'s rewrite of a file, in pieces: the lines it keeps as they are, and between them
/// each hunk (a failing block's or command's output, the exit status) with the lines the file
/// has and the lines the update writes instead. `--update` takes every hunk; `--review` takes
/// those the user accepts; both write ``CaseReport/Update/text(accepting:)``, so there is one
/// writer of an update whatever chose its hunks.
extension CaseReport {
    /// One change the update makes.
    public struct Hunk: Sendable, Equatable, Codable {
        /// The line of the input, step or command whose output it rewrites (the setting's line
        /// for the exit status; 0 for the start-up output).
        public var line: Int
        /// How the review names it: `output of '> choose 3'`, `exit status`.
        public var title: String
        /// The file's lines kept as they are between the hunk before this one and this one.
        public var kept: [String]
        /// The lines of the file the hunk replaces (comments among them included).
        public var before: [String]
        /// What the update writes in their place (the comments among them moved after it).
        public var after: [String]
        /// For a screen snapshot: the screen expected and the one shown, a row a line.
        public var snapshot: Snapshot?
    }

    /// A failing `~ snapshot`: what the file expects (its patterns as written) and what the
    /// terminal showed, one row a line (then the style rows and legend of `~ snapshot colors`).
    public struct Snapshot: Sendable, Equatable, Codable {
        public var expected: [String]
        public var actual: [String]
        /// For a plain `~ snapshot` of a styled screen, its styles as `~ snapshot colors` writes
        /// them: the actual picture is drawn in its colours, though only text is compared.
        public var actualStyles: [String]?
        /// Whether the styles are part of what is compared (`~ snapshot colors`).
        public var comparesStyles = true
    }
}

extension CaseReport.Update {
    /// The file's text with the hunks at `accepted` (indices into ``hunks``) rewritten and every
    /// other line as it is; nil when the update was not made in pieces.
    /// - Complexity: O(*n*) in the lines.
    public func text(accepting accepted: Set<Int>) -> String? {
        guard let hunks else { return nil }
        var lines: [String] = []
        for (index, hunk) in hunks.enumerated() {
            lines += hunk.kept
            lines += accepted.contains(index) ? hunk.after : hunk.before
        }
        lines += tail ?? []
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}

/// Builds an update's pieces while walking a file's lines once: lines are kept, until an output
/// line the update replaces opens a hunk; comments and blank lines read while a hunk is open go
/// into it and move after its new lines (where `--update` has always put them).
struct UpdatePieces {
    private(set) var hunks: [CaseReport.Hunk] = []
    private var kept: [String] = []
    /// The lines of the open hunk, from its first replaced line on; nil when none is open.
    private var before: [String]?
    private var moved: [String] = []

    /// A line the update keeps (moved after the hunk's new lines when one is open).
    mutating func keep(_ line: String) {
        if before != nil {
            before?.append(line)
            moved.append(line)
        } else {
            kept.append(line)
        }
    }

    /// An output line the update replaces: it opens a hunk, or joins the open one.
    mutating func replace(_ line: String) {
        // Appended in place: `(before ?? []) + [line]` copied the hunk for each line, which made
        // rewriting a command of n lines O(n²) (2,000,000 expected lines never finished).
        if before == nil { before = [] }
        before?.append(line)
    }

    /// A line the update writes as `written` in place of `line`, inside the open hunk if one is
    /// open (a setting after output), else as a hunk of its own.
    mutating func change(_ line: String, to written: String, at number: Int, title: String) {
        if before != nil {
            before?.append(line)
            moved.append(written)
        } else {
            hunks.append(.init(line: number, title: title, kept: kept, before: [line], after: [written]))
            kept = []
        }
    }

    /// The end of a block or command. When its output is rewritten, a hunk ends here with
    /// `written` (then the moved lines) in place of the lines read since it opened, or of none.
    mutating func finish(rewritten written: [String]?, at number: Int, title: String, snapshot: CaseReport.Snapshot? = nil) {
        if let written {
            hunks.append(.init(line: number, title: title, kept: kept, before: before ?? [], after: written + moved, snapshot: snapshot))
            kept = []
        }
        before = nil
        moved = []
    }

    /// The update: its pieces, and its text with every hunk taken.
    func update(changes: [String]) -> CaseReport.Update {
        var update = CaseReport.Update(text: "", changes: changes)
        update.hunks = hunks
        update.tail = kept
        update.text = update.text(accepting: Set(hunks.indices)) ?? ""
        return update
    }
}
