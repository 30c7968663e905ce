import Emoji
import Platform
import REPL

/// `palette filter [FILE…]`: the palette of texts — every emoji, fully qualified, once, in order
/// of first appearance. Standard input is read when no file is given (and it is free to read).
struct PaletteFilterCommand: ShellCommand, Equatable {
    static let spec = CommandSpec(
        "filter", in: .palette,
        parameters: [
            .positional("FILE", \Self.files, .word, required: false, repeating: true, "texts to read, in order ('-' or none: standard input)"),
        ],
        summary: "the palette of texts: every emoji once, in order",
        details: [

            "Emoji are judged by Unicode's emoji data; each is written in its",

            "fully-qualified form, once. Large inputs are scanned on every core in flat",

            "memory.",

        ])

    var files: [String] = []

    init() {}

    /// - Complexity: O(*n*) in the bytes read.
    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        var tally = EmojiTally()
        try context.tally(files, into: &tally, verb: "filter")
        return .with(.lines([tally.palette]))
    }
}

/// `palette extract [FILE…] [--top N] [--min-count N] [--format text|palette] [--text-symbols keep|skip]`:
/// mine texts (chat exports, documents) for emoji, most frequent first.
struct PaletteExtractCommand: ShellCommand, Equatable {
    static let spec = CommandSpec(
        "extract", in: .palette,
        parameters: [
            .positional("FILE", \Self.files, .word, required: false, repeating: true, "texts to read, in order ('-' or none: standard input)"),
            .flag("top", \Self.top, .integer(1...Int.max), value: "N", "only the N most frequent"),
            .flag("min-count", \Self.minimumCount, .integer(1...Int.max), value: "N", "only emoji found at least N times (default 1)"),
            .flag("format", \Self.format, ExtractFormat.choice, value: "F", "text (count and emoji a line) or palette (one line of emoji, for a theme)"),
            .flag("text-symbols", \Self.textSymbols, TextSymbols.choice, value: "keep|skip",
                  "text-style symbols without U+FE0F (©, ™, ▶, ❤): keep them, or skip them as the punctuation they usually are"),
        ],
        summary: "mine texts for emoji, most frequent first",
        details: [

            "Emoji are counted in fully-qualified form. The input is streamed, so memory",

            "stays flat whatever its size, on every core, with progress on standard error",

            "for inputs over 4 MB when it is a terminal.",

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
        if tally.total == 0 { context.stream.note("no emoji found") }
        for line in lines(of: tally) { context.stream.line(line) }
        return Output()
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
    /// Tallies the emoji of `files` ('-' or none: standard input, where it is free), each streamed
    /// on every core in flat memory. A file that cannot be read is an error on the stream, and
    /// the others are still read.
    /// - Complexity: O(*n*) in the bytes read.
    func tally(_ files: [String], into tally: inout EmojiTally, verb: String) throws(CommandError) {
        guard !files.isEmpty || standardInputIsFree else {
            throw CommandError("palette \(verb) needs FILE here: standard input carries the commands")
        }
        for file in files.isEmpty ? ["-"] : files {
            switch InputFile.open(file, in: self) {
            case .failure(let error): stream.error(error.description)
            case .success(let input):
                defer { input.close() }
                PaletteStreaming.scan(input, into: &tally, progressLabel: verb, stream: stream)
            }
        }
    }
}
