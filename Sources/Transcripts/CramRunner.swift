#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What running one cram test showed.
public struct CramResult: Sendable {
    public let test: CramTest
    /// What each command printed, as far as it is kept (see ``CramOutput``), cram's `[N]` line
    /// last when it ended with a status N ≠ 0.
    let outputs: [CramOutput.Command]
    /// Indices (into `test.commands`) of the commands whose output did not match.
    public let failedCommands: [Int]
    /// Whether output is expected before the first command (nothing prints it: it always fails).
    public let leadingFails: Bool
    /// The status the shell ended with.
    public let status: Int32
    /// What its ` (bind)` lines captured.
    let bindings: Bindings

    public var passed: Bool { failedCommands.isEmpty && !leadingFails }
}

/// Runs cram tests as cram 0.7 does (`cram/_test.py`): the commands of a file in one shell, an
/// `echo SALT N $?` between each two, so the output can be cut back into each command's and the
/// status of each read. The shell is this process's ``CramShell``; what it prints is compared as
/// it comes (``CramOutput``), never held whole.
public enum CramRunner {
    /// cram's status for a test that skips itself (`exit 80`).
    public static let skipStatus: Int32 = 80

    /// Runs `test` in this process's shell.
    /// - Parameter started: told the line of each command as it starts.
    /// - Complexity: one fork of the shell and the commands' own cost, plus O(*n*) in the bytes
    ///   they print and the comparison of each expected line; memory O(*e*) in the expected lines
    ///   and the bound ``CramOutput`` keeps.
    static func run(_ test: CramTest, started: (Int) -> Void = { _ in }) -> Result<CramResult, CramShell.Failure> {
        let commands = test.commands
        let salt = "CRAM\(UInt64.random(in: 1_000_000_000...UInt64.max))"
        // A file that binds reads, before each command after the first, what the commands
        // before it bound, as shell variables (see ``bindingsLine(_:names:)``).
        let names = CramLines.boundNames(in: commands.map(\.expected))
        var script = ""
        for (index, command) in commands.enumerated() {
            script += "echo \(salt) \(index) $?\n"
            if !names.isEmpty, index > 0 { script += "IFS= read -r \(bindingsVariable) <&9 && eval \"$\(bindingsVariable)\"\n" }
            script += command.source.joined(separator: "\n") + "\n"
        }
        script += "echo \(salt) \(commands.count) $?\n"
        let (directory, file) = absolutePath(test.path)
        let name = test.block.map { "\(file)-\($0)" } ?? file
        var output = CramOutput(salt: salt, expected: commands.map(\.expected))
        var reported = -1
        var fed = 0
        let ran = CramShell.withShared { shell in
            shell.run(script: script, name: name, testDirectory: directory, testFile: file, feedsInput: !names.isEmpty) { bytes in
                output.take(bytes)
                if output.running != reported, commands.indices.contains(output.running) {
                    reported = output.running
                    started(commands[reported].line)
                }
                // The salt line of command N came: the commands before it have printed all they
                // will, and the shell waits for what they bound.
                while !names.isEmpty, fed < output.running, fed + 1 < commands.count {
                    fed += 1
                    shell.send(bindingsLine(output.bindings, names: names))
                }
            }
        }
        output.finish()
        return ran.map { status in
            let outputs = output.commands
            let failed = commands.indices.filter { !outputs[$0].passes(commands[$0].expected) }
            return CramResult(
                test: test, outputs: outputs, failedCommands: failed, leadingFails: !test.leading.isEmpty, status: status, bindings: output.bindings)
        }
    }

    /// The shell variable a binding file's subshell reads each line of bound values into.
    static let bindingsVariable = "MEMORIZE_CRAM_BOUND"

    /// Names a binding never sets as a shell variable: cram's own and the shell's (it is still
    /// compared in output lines).
    static let unsettableNames: Set<String> = [
        "PATH", "HOME", "PWD", "OLDPWD", "IFS", "PS1", "PS2", "PS4", "OPTIND", "SHELL", "ENV", "TESTDIR", "TESTFILE",
        "TESTSHELL", "CRAMTMP", "TMPDIR", "TEMP", "TMP", "LANG", "LC_ALL", "LANGUAGE", "TZ", "CDPATH", "COLUMNS", "GREP_OPTIONS",
    ]

    /// One line of shell assignments of the names bound so far (`SEED='7' ID='a b'`), which the
    /// subshell reads and `eval`s before the next command: so `$SEED` in a command is what an
    /// earlier command printed where its ` (bind)` line says `[..SEED]`. Unbound names, and
    /// ``unsettableNames``, are left alone.
    /// - Complexity: O(*n*) in the names and their texts.
    static func bindingsLine(_ bindings: Bindings, names: [String]) -> String {
        names.compactMap { name in
            guard !unsettableNames.contains(name), let value = bindings[name] else { return nil }
            // A newline would end the line the shell reads: a value keeps only its first line.
            let text = value.text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
            return name + "=" + CramShell.quoted(text)
        }.joined(separator: " ") + "\n"
    }

    /// The directory (`$TESTDIR`) and the name (`$TESTFILE`) of the file at `path`, made absolute
    /// against the working directory with `.` and `..` taken out, as cram's `os.path.abspath`
    /// does; by hand, as a URL's standardization costs more than a small test.
    /// - Complexity: O(*n*) in the length of the path.
    static func absolutePath(_ path: String) -> (directory: String, file: String) {
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        var parts: [Substring] = []
        for part in full.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        let file = parts.popLast().map(String.init) ?? ""
        return ("/" + parts.joined(separator: "/"), file)
    }

    /// One step of an alignment of expected with printed lines.
    enum Edit: Equatable {
        case keep(String)
        case drop(String)
        case insert(CramLines.Printed)
    }

    /// The most cells (expected times printed lines) aligned by dynamic programming; a bigger
    /// block is shown as replaced whole.
    static let alignmentCells = 250_000

    /// Whether `expected` lines and `printed` ones are few enough to align (``alignmentCells``).
    static func alignable(_ expected: Int, _ printed: Int) -> Bool { (expected + 1) * (printed + 1) <= alignmentCells }

    /// How a failing command's expected lines align with what it printed (see
    /// ``CramOutput/Command/alignment(_:bound:)``): a diff shows it within bounds, and an
    /// update writes it.
    struct Alignment {
        /// Its first expected lines that matched its first printed ones, one for one.
        var matched: Int
        /// The rest of the expected lines (as many as a test keeps) aligned with the printed
        /// lines kept.
        var edits: [Edit]
        /// Whether those were too many to align line by line, and are shown as replaced whole.
        var replacedWhole: Bool
        /// Expected lines past those aligned, and their bytes (newlines included).
        var unalignedLines: Int
        var unalignedBytes: Int
    }

    /// A longest alignment of matching lines (each a cram match: text, escapes, glob, regular
    /// expression), so a diff shows only what changed and `--update` keeps every expected line
    /// whose printed line still matches it, pattern and all.
    /// - Complexity: O(*e* · *a*), or O(*e* + *a*) past ``alignmentCells``.
    static func align(_ expected: [String], _ printed: [CramLines.Printed], bound: Bindings = Bindings()) -> [Edit] {
        let e = expected.count, a = printed.count
        guard alignable(e, a) else { return expected.map(Edit.drop) + printed.map(Edit.insert) }
        let matchers = expected.map { CramLines.Matcher($0, bound: bound) }
        var matched = [[Bool]](repeating: [Bool](repeating: false, count: a), count: e)
        var best = [[Int]](repeating: [Int](repeating: 0, count: a + 1), count: e + 1)
        for i in stride(from: e - 1, through: 0, by: -1) {
            for j in stride(from: a - 1, through: 0, by: -1) {
                matched[i][j] = matchers[i].matches(printed[j])
                best[i][j] = max(best[i + 1][j], best[i][j + 1], matched[i][j] ? 1 + best[i + 1][j + 1] : 0)
            }
        }
        var edits: [Edit] = []
        var i = 0, j = 0
        while i < e || j < a {
            if i < e, j < a, matched[i][j], best[i][j] == 1 + best[i + 1][j + 1] {
                edits.append(.keep(expected[i]))
                (i, j) = (i + 1, j + 1)
            } else if i < e, best[i][j] == best[i + 1][j] {
                edits.append(.drop(expected[i]))
                i += 1
            } else {
                edits.append(.insert(printed[j]))
                j += 1
            }
        }
        return edits
    }
}

extension CramResult {
    /// For each failing command, `file:line`, the command and a diff (`-` expected, `+`
    /// printed), lines written as in the file; what was printed past the bound a test keeps is
    /// counted at the end of its command's diff, and so are expected lines past it; of a long
    /// run of lines that matched before the first difference only the last few are shown.
    /// - Complexity: the alignment of each failing command; the diff holds O(``CramOutput/keptLines``)
    ///   lines a command, whatever the file expects or the command prints.
    func diffLines() -> [CaseReport.DiffLine] { diffLines(alignments: failingAlignments()) }

    /// How each failing command's expected lines align with what it printed: computed once for
    /// both the diff and the update.
    /// - Complexity: the alignment of each failing command.
    private func failingAlignments() -> [Int: CramRunner.Alignment] {
        var alignments: [Int: CramRunner.Alignment] = [:]
        for index in failedCommands where outputs[index].ran {
            alignments[index] = outputs[index].alignment(test.commands[index].expected, bound: bindings)
        }
        return alignments
    }

    /// The most lines that matched before a command's first difference that its diff shows
    /// whole; of more, the last ``contextLines``, after a line counting the others.
    static let shownMatchingLines = 20
    static let contextLines = 3

    private func diffLines(alignments: [Int: CramRunner.Alignment]) -> [CaseReport.DiffLine] {
        let indent = String(repeating: " ", count: test.indent)
        var lines: [CaseReport.DiffLine] = []
        if leadingFails {
            lines.append(.init(.header, "\(test.name): output expected before the first command, which nothing prints"))
            lines += test.leading.map { .init(.removed, "- " + indent + $0) }
        }
        let commands = test.commands
        for index in failedCommands {
            let command = commands[index], printed = outputs[index]
            guard printed.ran, let alignment = alignments[index] else {
                lines.append(.init(.header, "\(test.path):\(command.line): '$ \(command.source[0])' did not run: the shell ended (status \(status)) before it"))
                continue
            }
            lines.append(.init(.header, "\(test.path):\(command.line): output of '$ \(command.source[0])' differs"))
            lines.append(.init(.expectedMark, "--- expected"))
            lines.append(.init(.actualMark, "+++ actual"))
            var shown = 0
            if alignment.matched > Self.shownMatchingLines {
                shown = alignment.matched - Self.contextLines
                lines.append(.init(.header, "… \(shown) matching lines not shown"))
            }
            lines += command.expected[shown..<alignment.matched].map { .init(.same, "  " + indent + $0) }
            if alignment.replacedWhole {
                lines.append(.init(.header, "… the rest is too long to align line by line: shown replaced whole"))
            }
            for edit in alignment.edits {
                switch edit {
                case .keep(let text): lines.append(.init(.same, "  " + indent + text))
                case .drop(let text): lines.append(.init(.removed, "- " + indent + text))
                case .insert(let line): lines.append(.init(.added, "+ " + indent + line.written))
                }
            }
            if alignment.unalignedLines > 0 {
                let count = alignment.unalignedLines
                lines.append(.init(.header, "… and \(count) more expected \(count == 1 ? "line" : "lines") (\(CramOutput.describe(bytes: alignment.unalignedBytes))) not shown: "
                    + "a diff shows the first \(CramOutput.describe(bytes: CramOutput.keptBytes)) or \(CramOutput.keptLines) lines of what a command expects after its first difference"))
            }
            if printed.omittedLines > 0 {
                lines.append(.init(.header, "… and \(printed.omittedLines) more \(printed.omittedLines == 1 ? "line" : "lines") (\(CramOutput.describe(bytes: printed.omittedBytes))) not shown: "
                    + "a test keeps the first \(CramOutput.describe(bytes: CramOutput.keptBytes)) or \(CramOutput.keptLines) lines of what its commands print"))
            }
        }
        return lines
    }

    /// The first failing command that printed more than a test keeps: `--update` cannot write
    /// what it printed, since it does not have it.
    var overflowing: CramTest.Command? {
        failedCommands.first { outputs[$0].ran && outputs[$0].omittedLines > 0 }.map { test.commands[$0] }
    }

    /// The test's text with each failing command's output replaced by what it printed, keeping
    /// comments, commands and every expected line (`(re)`, `(glob)`, `(esc)` included) that
    /// still matches its printed line. Output expected before the first command goes, as cram's
    /// own patch drops it; a command that never ran keeps what it expected. (Meaningful only
    /// when nothing was ``overflowing``.)
    /// - Complexity: O(*n*) in the lines, plus the alignment of each failing command.
    public func updatedText() -> String { update(alignments: failingAlignments()).text }

    /// ``updatedText()`` in pieces: a hunk for each failing command's output (and for output
    /// expected before the first command), which `--review` takes or leaves one by one;
    /// `alignments` are each failing command's (``failingAlignments()``), worked out once.
    /// - Complexity: O(*n*) in the lines.
    func update(alignments: [Int: CramRunner.Alignment]) -> CaseReport.Update {
        let commands = test.commands
        let failed = Set(failedCommands)
        let indent = String(repeating: " ", count: test.indent)
        var pieces = UpdatePieces()
        var index = -1
        var leading = false
        func rewritten(_ index: Int) -> Bool { index >= 0 && failed.contains(index) && outputs[index].ran }
        func finishCommand() {
            if index < 0 {
                return pieces.finish(rewritten: leading ? [] : nil, at: test.lines.first?.number ?? 0, title: "output before the first command")
            }
            guard rewritten(index) else { return pieces.finish(rewritten: nil, at: 0, title: "") }
            let alignment = alignments[index]
            let matched = commands[index].expected[..<(alignment?.matched ?? 0)].map { indent + $0 }
            let written = matched + (alignment?.edits ?? []).compactMap { edit -> String? in
                switch edit {
                case .keep(let text): indent + text
                case .drop: nil
                case .insert(let line): indent + line.written
                }
            }
            pieces.finish(rewritten: written, at: commands[index].line, title: "output of '$ \(commands[index].source[0])'")
        }
        for line in test.lines {
            switch line.kind {
            case .command:
                finishCommand()
                index += 1
                pieces.keep(line.text)
            case .continuation, .comment:
                pieces.keep(line.text)
            case .output:
                if index < 0 {
                    leading = true
                    pieces.replace(line.text)
                } else if rewritten(index) {
                    pieces.replace(line.text)
                } else {
                    pieces.keep(line.text)
                }
            }
        }
        finishCommand()
        let changes = (leadingFails ? ["start"] : []) + failedCommands.map { "line \(commands[$0].line)" }
        return pieces.update(changes: changes)
    }

    /// The result as a report: passed, or failed with its diff and, with `updates`, its update
    /// (refused when a command printed more than a test keeps). Only `--update` and `--review`
    /// use an update, which is the whole file again (in pieces and whole): without them a
    /// failure's report stays the size of its bounded diff, however large the file.
    /// - Complexity: O(1) when it passed; ``diffLines()``, and ``updatedText()`` with `updates`.
    public func report(updates: Bool = true) -> CaseReport {
        guard !passed else { return CaseReport(status: .passed) }
        let commands = test.commands
        let first = failedCommands.first.map { commands[$0] }
        let message = first.map { "output of '$ \($0.source[0])' differs" } ?? "output expected before the first command"
        var report = CaseReport(status: .failed, line: first?.line ?? test.lines.first?.number ?? 0, message: message)
        let alignments = failingAlignments()
        report.diff = diffLines(alignments: alignments)
        guard updates else { return report }
        if let overflowing {
            let refusal = "not rewritten: '$ \(overflowing.source[0])' (line \(overflowing.line)) printed more than "
                + "the \(CramOutput.describe(bytes: CramOutput.keptBytes)) or \(CramOutput.keptLines) lines a test keeps, so --update cannot write what it printed"
            report.update = CaseReport.Update(text: "", changes: [], refusal: refusal)
            return report
        }
        report.update = update(alignments: alignments)
        return report
    }
}
