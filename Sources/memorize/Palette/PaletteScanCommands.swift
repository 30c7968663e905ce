import ArgumentParser
import Emoji
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import REPL

extension PaletteCommand {
    struct Filter: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the palette of texts (files, or standard input) to standard output.",
            discussion: """
                The palette: every emoji of the text, fully qualified, once, in order of first appearance. \
                Large inputs are scanned on every core.
                """)

        @Argument(help: "The texts to read, in order; '-' or nothing for standard input.")
        var files: [String] = []

        func run() throws {
            var tally = EmojiTally()
            let ok = scanAll(files, into: &tally, label: "filter")
            StandardStreams.write(tally.palette + "\n", to: FileIO.standardOutput)
            if !ok { throw ExitCode(1) }
        }
    }

    struct Extract: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Mine texts (chat exports, documents) for emoji, most frequent first.",
            discussion: """
                Streams the input, so memory stays flat whatever its size, on every core; shows progress on \
                standard error for inputs over 4 MB when it is a terminal. Emoji are counted in fully-qualified form.
                """)

        @Argument(help: "The texts to read, in order; '-' or nothing for standard input.")
        var files: [String] = []

        @Option(help: "Only the N most frequent.")
        var top: Int?

        @Option(help: "Only emoji found at least N times.")
        var minCount: Int = 1

        @Option(help: "text (count and emoji per line) or palette (one line of emoji, for a theme).")
        var format: ExtractFormat = .text

        @Option(help: "Text-style symbols written without U+FE0F (©, ™, ▶, ❤): keep them, or skip them as the punctuation they usually are in prose.")
        var textSymbols: TextSymbols = .keep

        enum ExtractFormat: String, ExpressibleByArgument, CaseIterable { case text, palette }
        enum TextSymbols: String, ExpressibleByArgument, CaseIterable { case keep, skip }

        func validate() throws {
            if let top, top < 1 { throw ValidationError("--top must be at least 1, not \(top)") }
            if minCount < 1 { throw ValidationError("--min-count must be at least 1, not \(minCount)") }
        }

        func run() throws {
            var tally = EmojiTally(skipsTextSymbols: textSymbols == .skip)
            let ok = scanAll(files, into: &tally, label: "extract")
            let ranked = tally.ranked(top: top, minimumCount: minCount)
            if tally.total == 0 { StandardStreams.write("note: no emoji found\n", to: FileIO.standardError) }
            let out = BufferedOutput(FileIO.standardOutput)
            switch format {
            case .text:
                let width = String(ranked.first?.count ?? 0).count
                for (emoji, count) in ranked {
                    out.write(String(repeating: " ", count: width - String(count).count) + "\(count)  \(emoji)\n")
                }
            case .palette:
                out.write(String(ranked.map(\.emoji)) + "\n")
            }
            out.flush()
            if !ok { throw ExitCode(1) }
        }
    }
}

/// Scans each of `files` ('-' or none: standard input) into `tally`; false if any failed.
func scanAll(_ files: [String], into tally: inout EmojiTally, label: String) -> Bool {
    var ok = true
    for file in files.isEmpty ? ["-"] : files {
        switch InputFile.open(file) {
        case .failure(let error):
            fail("error: cannot read \(error)")
            ok = false
        case .success(let input):
            defer { input.close() }
            if !stream(input, into: &tally, progressLabel: label) { ok = false }
        }
    }
    return ok
}
