import ArgumentParser
import Emoji
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import REPL

/// The options `lint` and `fix` share: what to check beyond validity.
struct LintTargets: ParsableArguments {
    @Option(help: ArgumentHelp("Note emoji newer than this Emoji version: what the palette's players can draw.", valueName: "version"))
    var emojiVersion: String = EmojiVersion.widelySupported.description

    @Flag(help: "Note sequences whose width terminals disagree on (✈️, flags, keycaps, ZWJ sequences).")
    var terminal = false

    func validate() throws {
        if EmojiVersion(emojiVersion) == nil { throw ValidationError("--emoji-version must be a version like 15.1, not '\(emojiVersion)'") }
    }

    var options: PaletteChecks.Options {
        PaletteChecks.Options(newest: EmojiVersion(emojiVersion), terminal: terminal)
    }
}

extension PaletteCommand {
    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Report every problem in theme and palette files (JSON) or plain-text palettes.",
            discussion: """
                A file's kind follows its extension (.json, .txt), else its first character. Text is read in \
                blocks of whole lines and linted on every core, in flat memory whatever its size, with the \
                one-core result; a line that is mostly not emoji is prose and gets one summary line. Exit status 0 when clean, 1 when there are problems (or a file cannot be read).
                """)

        @Argument(help: "Files to check: theme or palettes JSON, or plain-text palettes ('-' for standard input).")
        var files: [String]

        @Option(help: "text (file:line:column: problem) or json (one array, for editors).")
        var format: PaletteFormat = .text

        @OptionGroup var targets: LintTargets

        func validate() throws {
            if files.isEmpty { throw ValidationError("give at least one file") }
        }

        func run() throws {
            let out = BufferedOutput(FileIO.standardOutput)
            var count = 0
            // Every JSON object starts with its comma (so pieces on other cores can write theirs);
            // the array's first drops it.
            var first = true
            func emit(_ bytes: ArraySlice<UInt8>) {
                guard first, format == .json, !bytes.isEmpty else { return out.write(bytes: bytes) }
                first = false
                out.write(bytes: bytes.dropFirst())
            }
            if format == .json { out.write("[") }
            for file in files {
                let report = LintReport(file: file, format: format)
                let prose = lintFile(file, report: report, emit: emit, count: &count)
                if let prose {
                    out.flush()
                    StandardStreams.write(
                        "note: \(file.terminalSafe): \(prose) line\(prose == 1 ? " is text, not a palette line" : "s are text, not palette lines"); 'memorize palette extract \(file.terminalSafe)' finds the emoji of a text\n",
                        to: FileIO.standardError)
                }
            }
            if format == .json { out.write("]\n") }
            out.flush()
            if format == .text, count > 0 {
                StandardStreams.write("\(count) problem\(count == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s")\n", to: FileIO.standardError)
            }
            if count > 0 { throw ExitCode(1) }
        }

        /// Lints one file, writing its problems as it goes (text on every core, in blocks of
        /// whole lines: ``ParallelTextLint``); returns how many lines were prose.
        private func lintFile(_ file: String, report: LintReport, emit: (ArraySlice<UInt8>) -> Void, count: inout Int) -> Int? {
            var bytes: [UInt8] = []
            func send(_ problem: PaletteLint.Problem) {
                bytes.removeAll(keepingCapacity: true)
                report.append(problem, to: &bytes)
                emit(bytes[...])
                count += 1
            }
            func failure(_ message: String) -> PaletteLint.Problem {
                // The line starts with the file already.
                let message = message.hasPrefix(file + ": ") ? String(message.dropFirst(file.count + 2)) : message
                return PaletteLint.Problem(kind: .notAPalette, position: nil, character: nil, replacement: nil, message: message)
            }
            let input: InputFile
            switch InputFile.open(file) {
            case .failure(let error): send(failure(error.description)); return nil
            case .success(let opened): input = opened
            }
            defer { input.close() }
            let kind = kind(of: file)
            if kind == .json || (kind == nil && input.size.map { $0 <= jsonFileLimit } == true && sniffJSON(file)) {
                switch input.readAll(limit: jsonFileLimit) {
                case .failure(let error): send(failure(error.description))
                case .success(let bytes):
                    for problem in PaletteLint(bytes: bytes, kind: .json, options: targets.options).problems { send(problem) }
                }
                return nil
            }
            var linter = ParallelTextLint(linter: TextPaletteLint(options: targets.options), workers: lintWorkers)
            var sawText = false
            let read = input.forEachLineBlock(blockSize: lintBlock) { block, range in
                if !sawText { sawText = block[range].contains { ![0x20, 0x09, 0x0D, 0x0A].contains($0) } }
                linter.lint(block, range, format: report.append, emit: emit)
            }
            count += linter.problems
            if case .failure(let error) = read { send(failure(error.description)) }
            if case .success = read, !sawText { send(failure("the file is empty: no emoji")) }
            return linter.linter.proseLines > 0 ? linter.linter.proseLines : nil
        }
    }
}

/// Whether a file of no telling extension starts like JSON (`{` or `[` after blanks and a BOM).
func sniffJSON(_ path: String) -> Bool {
    guard case .success(let input) = InputFile.open(path) else { return false }
    defer { input.close() }
    var head = [UInt8](repeating: 0, count: 512)
    guard case .success(let n) = head.withUnsafeMutableBytes({ FileIO.read(from: input.fd, into: $0) }) else { return false }
    let first = head[..<n].first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
    return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
}
