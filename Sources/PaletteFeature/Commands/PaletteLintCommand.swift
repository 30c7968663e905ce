import Emoji
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import REPL

/// `palette lint FILE… [--emoji-version V] [--terminal] [--format text|json]`: every problem of
/// palette files. One declaration for both front ends: in the REPL files are read through the
/// session's workspace; `memorize palette lint` streams them (see `PaletteLintCommand+Shell`).
struct PaletteLintCommand: ShellCommand, Equatable {
    /// A file larger than this is left to `memorize palette lint`, which streams it.
    static let fileBytes = 64 << 20

    static let spec = CommandSpec(
        "lint", in: .palette,
        parameters: [
            .positional("FILE", \Self.files, .word, required: true, repeating: true, "theme or palettes JSON, or a text palette", missing: "a file"),
            .flag("emoji-version", \Self.newest, value: "V", "note emoji newer than Emoji V (default \(EmojiVersion.widelySupported))"),
            .flag("terminal", \Self.terminal, .presence, "note emoji whose width terminals disagree on"),
            .flag("format", \Self.format, LintFormat.choice, value: "F", "text (file:line:column: problem) or json (one array, for editors)"),
        ],
        summary: "report the problems of palette files",
        details: [

            "A file's kind follows its extension (.json, .txt), else its first character. A",

            "text line that is mostly not emoji is prose: one line says so, and 'palette",

            "fix' leaves the file alone. From the shell, text is read in blocks of whole",

            "lines and linted on every core in flat memory, whatever its size; the exit",

            "status is 1 on problems.",

        ])

    var files: [String] = []
    /// The newest Emoji version not worth a note (`--emoji-version`).
    var newest = EmojiVersion.widelySupported
    var terminal = false
    var format = LintFormat.text

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        var output = Output()
        var lines: [String] = []
        var json: [String] = []
        var count = 0
        for file in files {
            let bytes: [UInt8]
            do { bytes = [UInt8](try context.session.workspace.read(file, limit: Self.fileBytes)) } catch { throw CommandError(error.message) }
            let options = PaletteChecks.Options(newest: newest, terminal: terminal)
            let report = LintReport(file: file, format: format)
            var scratch: [UInt8] = []
            let summary = PaletteFile.lint(bytes, kind: PaletteFile.kind(path: file, bytes: bytes), options: options) { problem in
                count += 1
                switch format {
                case .text:
                    lines.append("\(problem.position.map { "\(file):\($0.line):\($0.column)" } ?? file): \(problem.message)")
                case .json:
                    scratch.removeAll(keepingCapacity: true)
                    report.append(problem, to: &scratch)
                    json.append(String(decoding: scratch.dropFirst(), as: UTF8.self))
                }
            }
            if summary.proseLines > 0 {
                output.append(.lines(lines))
                lines = []
                output.note("\(file): \(summary.proseLines) line\(summary.proseLines == 1 ? " is text, not a palette line" : "s are text, not palette lines"); 'palette extract' finds the emoji of a text")
            }
        }
        if format == .json { lines.append("[" + json.joined(separator: ",") + "]") }
        output.append(.lines(lines))
        output.message(count == 0 ? "no problems" : "\(count) problem\(count == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s")")
        return output
    }
}

/// How lint writes a problem: `file:line:column: problem` for people, JSON for editors.
enum LintFormat: String, ChoiceArgument { case text, json }
