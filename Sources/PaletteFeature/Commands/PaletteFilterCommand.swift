import Emoji
import Platform
import REPL

/// `palette filter [FILE…]`: the palette of texts — every emoji, fully qualified, once, in order
/// of first appearance. From the shell standard input is read when no file is given.
struct PaletteFilterCommand: ShellCommand, Equatable {
    static let spec = CommandSpec(
        "filter", in: .palette,
        parameters: [
            .positional("FILE", \Self.files, .word, required: false, repeating: true, "texts to read, in order ('-' or none: standard input, from the shell)"),
        ],
        summary: "the palette of texts: every emoji once, in order",
        details: [

            "Emoji are judged by Unicode's emoji data; each is written in its",

            "fully-qualified form, once. From the shell large inputs are scanned on every",

            "core in flat memory.",

        ])

    var files: [String] = []

    init() {}

    /// - Complexity: O(*n*) in the bytes read.
    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        var tally = EmojiTally()
        try context.tally(files, into: &tally, verb: "filter")
        return .with(.lines([tally.palette]))
    }

    func runInShell(_ shell: ShellContext) -> Int32 {
        var tally = EmojiTally()
        let ok = PaletteStreaming.scanAll(files, into: &tally, label: "filter")
        StandardStreams.write(tally.palette + "\n", to: FileIO.standardOutput)
        return ok ? 0 : 1
    }
}

/// `palette extract [FILE…] [--top N] [--min-count N] [--format text|palette] [--text-symbols keep|skip]`:
/// mine texts (chat exports, documents) for emoji, most frequent first.
struct PaletteExtractCommand: ShellCommand, Equatable {
    static let spec = CommandSpec(
        "extract", in: .palette,
        parameters: [
            .positional("FILE", \Self.files, .word, required: false, repeating: true, "texts to read, in order ('-' or none: standard input, from the shell)"),
            .flag("top", \Self.top, .integer(1...Int.max), value: "N", "only the N most frequent"),
            .flag("min-count", \Self.minimumCount, .integer(1...Int.max), value: "N", "only emoji found at least N times (default 1)"),
            .flag("format", \Self.format, ExtractFormat.choice, value: "F", "text (count and emoji a line) or palette (one line of emoji, for a theme)"),
            .flag("text-symbols", \Self.textSymbols, TextSymbols.choice, value: "keep|skip",
                  "text-style symbols without U+FE0F (©, ™, ▶, ❤): keep them, or skip them as the punctuation they usually are"),
        ],
        summary: "mine texts for emoji, most frequent first",
        details: [

            "Emoji are counted in fully-qualified form. From the shell the input is",

            "streamed, so memory stays flat whatever its size, on every core, with progress",

            "on standard error for inputs over 4 MB when it is a terminal.",

        ])

    enum ExtractFormat: String, ChoiceArgument { case text, palette }
    enum TextSymbols: String, ChoiceArgument { case keep, skip }

    var files: [String] = []
    var top: Int?
    var minimumCount = 1
    var format = ExtractFormat.text
    var textSymbols = TextSymbols.keep

    init() {}

    /// - Complexity: O(*n* + *e* log *e*) for *n* bytes read and *e* distinct emoji.
    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        var tally = EmojiTally(skipsTextSymbols: textSymbols == .skip)
        try context.tally(files, into: &tally, verb: "extract")
        var output = Output()
        if tally.total == 0 { output.note("no emoji found") }
        output.append(.lines(lines(of: tally)))
        return output
    }

    func runInShell(_ shell: ShellContext) -> Int32 {
        var tally = EmojiTally(skipsTextSymbols: textSymbols == .skip)
        let ok = PaletteStreaming.scanAll(files, into: &tally, label: "extract")
        if tally.total == 0 { StandardStreams.write("note: no emoji found\n", to: FileIO.standardError) }
        let out = BufferedOutput(FileIO.standardOutput)
        for line in lines(of: tally) { out.write(line + "\n") }
        out.flush()
        return ok ? 0 : 1
    }

    /// The ranking as the format writes it: counts right-aligned beside their emoji, or one palette line.
    private func lines(of tally: EmojiTally) -> [String] {
        let ranked = tally.ranked(top: top, minimumCount: minimumCount)
        switch format {
        case .text:
            let width = String(ranked.first?.count ?? 0).count
            return ranked.map { emoji, count in String(repeating: " ", count: width - String(count).count) + "\(count)  \(emoji)" }
        case .palette:
            return [String(ranked.map(\.emoji))]
        }
    }
}

extension CommandContext {
    /// Tallies the emoji of `files`, read through the session's workspace (the REPL's input is its
    /// commands, so standard input is the shell's alone).
    func tally(_ files: [String], into tally: inout EmojiTally, verb: String) throws(CommandError) {
        guard !files.isEmpty, !files.contains("-") else {
            throw CommandError("palette \(verb) in the REPL reads files: give FILE (standard input is for 'memorize palette \(verb)')")
        }
        for file in files {
            let bytes: [UInt8]
            do { bytes = [UInt8](try session.workspace.read(file, limit: PaletteLintCommand.fileBytes)) } catch { throw CommandError(error.message) }
            bytes.withUnsafeBytes { _ = tally.add($0, isFinal: true) }
        }
    }
}

extension PaletteStreaming {
    /// Scans each of `files` ('-' or none: standard input) into `tally`; false if any failed.
    static func scanAll(_ files: [String], into tally: inout EmojiTally, label: String) -> Bool {
        var ok = true
        for file in files.isEmpty ? ["-"] : files {
            switch InputFile.open(file) {
            case .failure(let error):
                StandardStreams.write("error: cannot read \(error.description.terminalSafe)\n", to: FileIO.standardError)
                ok = false
            case .success(let input):
                defer { input.close() }
                if !scan(input, into: &tally, progressLabel: label) { ok = false }
            }
        }
        return ok
    }
}
