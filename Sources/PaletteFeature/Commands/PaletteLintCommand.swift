import Emoji
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import REPL

/// `palette lint FILE… [--emoji-version V] [--terminal] [--format text|json]`: every problem of
/// palette files, streamed (see `PaletteLintCommand+Files`), the same from every front end.
struct PaletteLintCommand: ShellCommand, Equatable {
    static let spec = CommandSpec(
        "lint", in: .palette,
        parameters: [
            .positional("FILE", \Self.files, .word, required: true, repeating: true, "theme or palettes JSON, or a text palette", missing: "a file"),
            .flag("emoji-version", \Self.newest, value: "V", "note emoji newer than Emoji V (default \(EmojiVersion.widelySupported))"),
            .flag("terminal", \Self.terminal, .presence, "note emoji this terminal draws at another width (its probed profile, else those terminals disagree on)"),
            .flag("profile", \Self.profile, .word, value: "P", "with --terminal: the width profile P (a file, or a terminal's name) instead of this terminal's"),
            .flag("format", \Self.format, LintFormat.choice, value: "F", "text (file:line:column: problem) or json (one array, for editors)"),
        ],
        summary: "report the problems of palette files",
        details: [

            "A file's kind follows its extension (.json, .txt), else its first character. A",

            "text line that is mostly not emoji is prose: one line says so, its emoji are",

            "still linted, and 'palette fix' leaves the file alone. With --terminal, the",

            "emoji this terminal's probed width profile ('palette probe') names are noted.",

            "Text is read in blocks of whole lines and linted",

            "on every core in flat memory, whatever its size. Problems go to standard",

            "output, the count to standard error; the exit status is 1 on problems.",

        ])

    var files: [String] = []
    /// The newest Emoji version not worth a note (`--emoji-version`).
    var newest = EmojiVersion.widelySupported
    var terminal = false
    /// A width profile (`--profile`): a file or a probed terminal's name.
    var profile: String?
    var format = LintFormat.text

    init() {}

    /// Every problem of every file, written as it is found (``CommandStream``): files of any
    /// size in flat memory, text linted on every core in blocks of whole lines. A summary on
    /// standard error; problems are a finding (exit status 1 in batch), a file that cannot be
    /// read an error, and the files after it are still linted.
    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let stream = context.stream
        let widths = try terminalWidths(in: context)
        var count = 0
        // Every JSON object starts with its comma (so pieces on other cores can write theirs);
        // the array's first drops it.
        var first = true
        func emit(_ bytes: ArraySlice<UInt8>) {
            guard first, format == .json, !bytes.isEmpty else { return stream.write(bytes: bytes) }
            first = false
            stream.write(bytes: bytes.dropFirst())
        }
        if format == .json { stream.write("[") }
        var linted = 0
        for file in files {
            guard let prose = lintFile(file, in: context, widths: widths, report: LintReport(file: file, format: format), emit: emit, count: &count) else { continue }
            linted += 1
            guard prose > 0 else { continue }
            let lines = prose == 1 ? "1 line is text" : "\(prose) lines are text"
            stream.note("\(file): \(lines); 'palette extract \(Lexer.quoted(file))' finds its emoji")
        }
        if format == .json { stream.write("]\n") }
        if count > 0 { stream.reportFinding() }
        // The count is of the files read: one that could not be was an error of its own.
        if format == .text, linted > 0 {
            let scope = "in \(linted) file\(linted == 1 ? "" : "s")"
            stream.status(count == 0 ? "no problems \(scope)" : "\(count) problem\(count == 1 ? "" : "s") \(scope)")
        }
        return Output()
    }
}

extension PaletteLintCommand {
    /// The widths `--terminal` checks against: the profile `--profile` names, else the probed
    /// profile of the terminal the environment names (even when the output is a pipe), else nil
    /// (the fixed list of kinds terminals disagree on).
    func terminalWidths(in context: CommandContext) throws(CommandError) -> [String: WidthProfile.Difference]? {
        if let profile {
            guard terminal else { throw CommandError("--profile is the width profile of --terminal: give --terminal too") }
            return try WidthProfiles.load(profile, in: context.session.workspace).lookup
        }
        guard terminal else { return nil }
        return try WidthProfiles.forEnvironment(in: context.session.workspace)?.lookup
    }
}

/// How lint writes a problem: `file:line:column: problem` for people, JSON for editors.
enum LintFormat: String, ChoiceArgument { case text, json }
