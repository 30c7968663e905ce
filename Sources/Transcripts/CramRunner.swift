#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What running one cram test showed.
public struct CramResult: Sendable {
    public let test: CramTest
    /// What each command printed, cram's `[N]` line last when it ended with a status N ≠ 0; nil
    /// for a command that never ran (an earlier one ended the shell).
    let actual: [[CramLines.Printed]?]
    /// Indices (into `test.commands`) of the commands whose output did not match.
    public let failedCommands: [Int]
    /// Whether output is expected before the first command (nothing prints it: it always fails).
    public let leadingFails: Bool
    /// The status the shell ended with.
    public let status: Int32

    public var passed: Bool { failedCommands.isEmpty && !leadingFails }
}

/// Runs cram tests as cram 0.7 does (`cram/_test.py`): the commands of a file in one shell, an
/// `echo SALT N $?` between each two, so the output can be cut back into each command's and the
/// status of each read. The shell is this process's ``CramShell``.
public enum CramRunner {
    /// cram's status for a test that skips itself (`exit 80`).
    public static let skipStatus: Int32 = 80

    /// Runs `test` in this process's shell.
    /// - Complexity: one fork of the shell and the commands' own cost, plus O(*e* · *a*) per
    ///   command to compare what it printed.
    static func run(_ test: CramTest) -> Result<CramResult, CramShell.Failure> {
        let commands = test.commands
        let salt = "CRAM\(UInt64.random(in: 1_000_000_000...UInt64.max))"
        var script = ""
        for (index, command) in commands.enumerated() {
            script += "echo \(salt) \(index) $?\n"
            script += command.source.joined(separator: "\n") + "\n"
        }
        script += "echo \(salt) \(commands.count) $?\n"
        let absolute = URL(fileURLWithPath: test.path).standardizedFileURL
        let name = test.block.map { "\(absolute.lastPathComponent)-\($0)" } ?? absolute.lastPathComponent
        let ran = CramShell.withShared { shell in
            shell.run(script: script, name: name, testDirectory: absolute.deletingLastPathComponent().path,
                      testFile: absolute.lastPathComponent)
        }
        return ran.map { output, status in
            let actual = split(output, salt: salt, commands: commands.count)
            let failed = commands.indices.filter { index in
                actual[index].map { !matches(commands[index].expected, $0) } ?? true
            }
            return CramResult(test: test, actual: actual, failedCommands: failed, leadingFails: !test.leading.isEmpty, status: status)
        }
    }

    /// The output cut at the salt lines into each command's, as cram's `test()` cuts it: its
    /// last byte dropped first (the final salt line's newline), each line's text before a salt
    /// is output, and a salt's status other than 0 is the `[N]` line of the command before it.
    private static func split(_ output: [UInt8], salt: String, commands: Int) -> [[CramLines.Printed]?] {
        var actual = [[CramLines.Printed]?](repeating: nil, count: commands)
        let mark = Array(salt.utf8)
        var position = -1
        for line in CramLines.split(output.dropLast()) {
            var text = line, marker: ArraySlice<UInt8>?
            if let found = line.firstRange(of: mark) {
                text = line[..<found.lowerBound]
                marker = line[found.upperBound...]
            }
            if !text.isEmpty, position >= 0, position < commands {
                actual[position]?.append(CramLines.printed(text))
            }
            guard let marker else { continue }
            let fields = String(decoding: marker, as: UTF8.self).split(whereSeparator: \.isWhitespace)
            guard fields.count == 2, let next = Int(fields[0]), let status = Int32(fields[1]) else { continue }
            if status != 0, position >= 0, position < commands { actual[position]?.append(CramLines.Printed(written: "[\(status)]")) }
            position = next
            if position < commands { actual[position] = [] }
        }
        return actual
    }

    /// Whether the printed lines are the expected ones, line for line.
    static func matches(_ expected: [String], _ printed: [CramLines.Printed]) -> Bool {
        expected.count == printed.count && zip(expected, printed).allSatisfy { CramLines.matches($0, $1) }
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

    /// A longest alignment of matching lines (each a cram match: text, escapes, glob, regular
    /// expression), so a diff shows only what changed and `--update` keeps every expected line
    /// whose printed line still matches it, pattern and all.
    /// - Complexity: O(*e* · *a*), or O(*e* + *a*) past ``alignmentCells``.
    static func align(_ expected: [String], _ printed: [CramLines.Printed]) -> [Edit] {
        let e = expected.count, a = printed.count
        guard (e + 1) * (a + 1) <= alignmentCells else { return expected.map(Edit.drop) + printed.map(Edit.insert) }
        var matched = [[Bool]](repeating: [Bool](repeating: false, count: a), count: e)
        var best = [[Int]](repeating: [Int](repeating: 0, count: a + 1), count: e + 1)
        for i in stride(from: e - 1, through: 0, by: -1) {
            for j in stride(from: a - 1, through: 0, by: -1) {
                matched[i][j] = CramLines.matches(expected[i], printed[j])
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
    /// printed), lines written as in the file.
    /// - Complexity: the alignment of each failing command.
    func diffLines() -> [CaseReport.DiffLine] {
        let indent = String(repeating: " ", count: test.indent)
        var lines: [CaseReport.DiffLine] = []
        if leadingFails {
            lines.append(.init(.header, "\(test.name): output expected before the first command, which nothing prints"))
            lines += test.leading.map { .init(.removed, "- " + indent + $0) }
        }
        let commands = test.commands
        for index in failedCommands {
            let command = commands[index]
            guard let printed = actual[index] else {
                lines.append(.init(.header, "\(test.path):\(command.line): '$ \(command.source[0])' did not run: the shell ended (status \(status)) before it"))
                continue
            }
            lines.append(.init(.header, "\(test.path):\(command.line): output of '$ \(command.source[0])' differs"))
            lines.append(.init(.expectedMark, "--- expected"))
            lines.append(.init(.actualMark, "+++ actual"))
            for edit in CramRunner.align(command.expected, printed) {
                switch edit {
                case .keep(let text): lines.append(.init(.same, "  " + indent + text))
                case .drop(let text): lines.append(.init(.removed, "- " + indent + text))
                case .insert(let line): lines.append(.init(.added, "+ " + indent + line.written))
                }
            }
        }
        return lines
    }

    /// The test's text with each failing command's output replaced by what it printed, keeping
    /// comments, commands and every expected line (`(re)`, `(glob)`, `(esc)` included) that
    /// still matches its printed line. Output expected before the first command goes, as cram's
    /// own patch drops it; a command that never ran keeps what it expected.
    /// - Complexity: O(*n*) in the lines, plus the alignment of each failing command.
    public func updatedText() -> String {
        let failed = Set(failedCommands)
        let commands = test.commands
        let indent = String(repeating: " ", count: test.indent)
        var lines: [String] = []
        var moved: [String] = []
        var index = -1
        func finishCommand() {
            if index >= 0, failed.contains(index), let printed = actual[index] {
                lines += CramRunner.align(commands[index].expected, printed).compactMap { edit in
                    switch edit {
                    case .keep(let text): indent + text
                    case .drop: nil
                    case .insert(let line): indent + line.written
                    }
                }
            }
            lines += moved
            moved = []
        }
        var sawOutput = false
        for line in test.lines {
            switch line.kind {
            case .command:
                finishCommand()
                index += 1
                sawOutput = false
                lines.append(line.text)
            case .continuation:
                lines.append(line.text)
            case .output:
                sawOutput = true
                let rewritten = index >= 0 && failed.contains(index) && actual[index] != nil
                if index >= 0, !rewritten { lines.append(line.text) }
            case .comment:
                if index >= 0, failed.contains(index), actual[index] != nil, sawOutput {
                    moved.append(line.text)
                } else {
                    lines.append(line.text)
                }
            }
        }
        finishCommand()
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }

    /// The result as a report: passed, or failed with its diff and its update.
    /// - Complexity: O(1) when it passed; ``diffLines()`` and ``updatedText()`` otherwise.
    public var report: CaseReport {
        guard !passed else { return CaseReport(status: .passed) }
        let commands = test.commands
        let first = failedCommands.first.map { commands[$0] }
        let message = first.map { "output of '$ \($0.source[0])' differs" } ?? "output expected before the first command"
        var report = CaseReport(status: .failed, line: first?.line ?? test.lines.first?.number ?? 0, message: message)
        report.diff = diffLines()
        let changes = (leadingFails ? ["start"] : []) + failedCommands.map { "line \(commands[$0].line)" }
        report.update = CaseReport.Update(text: updatedText(), changes: changes)
        return report
    }
}
