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
                A file's kind follows its extension (.json, .txt), else its first character. Text is read a \
                line at a time, in flat memory whatever its size; a line that is mostly not emoji is prose and \
                gets one summary line. Exit status 0 when clean, 1 when there are problems (or a file cannot be read).
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
            var first = true
            if format == .json { out.write("[") }
            for file in files {
                let problems = lintFile(file) { file, problem in
                    count += 1
                    switch format {
                    case .text:
                        let place = problem.position.map { "\(file):\($0.line):\($0.column)" } ?? file
                        out.write("\(place): \(problem.message)\n")
                    case .json:
                        out.write((first ? "" : ",") + Self.json(problem, file: file))
                        first = false
                    }
                }
                if let prose = problems.prose {
                    out.flush()
                    StandardStreams.write(
                        "note: \(file): \(prose) line\(prose == 1 ? " is text, not a palette line" : "s are text, not palette lines"); 'memorize palette extract \(file)' finds the emoji of a text\n",
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

        /// Lints one file, reporting as it goes; returns how many lines were prose.
        private func lintFile(_ file: String, report: (String, PaletteLint.Problem) -> Void) -> (prose: Int?, Void) {
            func failure(_ message: String) -> PaletteLint.Problem {
                // The line starts with the file already.
                let message = message.hasPrefix(file + ": ") ? String(message.dropFirst(file.count + 2)) : message
                return PaletteLint.Problem(kind: .notAPalette, position: nil, character: nil, replacement: nil, message: message)
            }
            let input: InputFile
            switch InputFile.open(file) {
            case .failure(let error): report(file, failure(error.description)); return (nil, ())
            case .success(let opened): input = opened
            }
            defer { input.close() }
            let kind = kind(of: file)
            if kind == .json || (kind == nil && input.size.map { $0 <= jsonFileLimit } == true && sniffJSON(file)) {
                switch input.readAll(limit: jsonFileLimit) {
                case .failure(let error): report(file, failure(error.description))
                case .success(let bytes):
                    for problem in PaletteLint(bytes: bytes, kind: .json, options: targets.options).problems { report(file, problem) }
                }
                return (nil, ())
            }
            var linter = TextPaletteLint(options: targets.options)
            var sawText = false
            let read = input.forEachLine { line in
                if !sawText, line.contains(where: { ![0x20, 0x09, 0x0D].contains($0) }) { sawText = true }
                linter.lint(line: line) { report(file, $0) }
            }
            if case .failure(let error) = read { report(file, failure(error.description)) }
            if case .success = read, !sawText { report(file, failure("the file is empty: no emoji")) }
            return (linter.proseLines > 0 ? linter.proseLines : nil, ())
        }

        static func json(_ problem: PaletteLint.Problem, file: String) -> String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(LintEntry(file: file, problem: problem))) ?? Data("{}".utf8)
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// One problem in `palette lint --format json`; absent fields are left out.
    struct LintEntry: Encodable {
        let file: String
        let kind: String
        let message: String
        let line: Int?
        let column: Int?
        let character: String?
        let codePoints: String?
        let replacement: String?

        init(file: String, problem: PaletteLint.Problem) {
            self.file = file
            kind = problem.kind.rawValue
            message = problem.message
            line = problem.position?.line
            column = problem.position?.column
            character = problem.character.map { String($0) }
            codePoints = problem.character.map { PaletteLint.Problem.codePoints($0) }
            replacement = problem.replacement.map { String($0) }
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
