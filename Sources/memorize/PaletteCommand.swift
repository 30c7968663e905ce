import ArgumentParser
import Emoji
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import REPL
import Storage

/// `memorize palette lint|fix|filter|extract`: palette authoring without the REPL.
struct PaletteCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "palette",
        abstract: "Lint, fix, filter and mine emoji palettes.",
        discussion: """
            Emoji are judged by Unicode's emoji data (Emoji \(EmojiTable.emojiVersion)): fully-qualified, \
            minimally-qualified and unqualified sequences of emoji-test.txt are emoji; the palette form of \
            each is its fully-qualified one, once, in order of first appearance.
            """,
        subcommands: [Lint.self, Fix.self, Filter.self, Extract.self]
    )
}

extension PaletteCommand {
    /// `file:line:col: message` for people, or JSON for editors.
    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    struct Lint: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Report every problem in theme and palette files (JSON) or plain text.",
            discussion: "Exit status 0 when clean, 1 when there are problems (or a file cannot be read).")

        @Argument(help: "Files to check: theme or palette JSON, or plain text.")
        var files: [String]

        @Option(help: "text (file:line:column: problem) or json (one array, for editors).")
        var format: Format = .text

        func validate() throws {
            if files.isEmpty { throw ValidationError("give at least one file") }
        }

        func run() throws {
            var count = 0
            var json: [LintEntry] = []
            for file in files {
                let problems: [PaletteLint.Problem]
                switch read(file) {
                case .failure(let message):
                    problems = [PaletteLint.Problem(kind: .notAPalette, position: nil, character: nil, replacement: nil, message: message)]
                case .success(let bytes):
                    problems = PaletteLint(bytes: bytes, kind: kind(of: file)).problems
                }
                count += problems.count
                for problem in problems {
                    switch format {
                    case .text:
                        let place = problem.position.map { "\(file):\($0.line):\($0.column)" } ?? file
                        StandardStreams.write("\(place): \(problem.message)\n", to: FileIO.standardOutput)
                    case .json:
                        json.append(LintEntry(file: file, problem: problem))
                    }
                }
            }
            if format == .json {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
                let data = (try? encoder.encode(json)) ?? Data("[]".utf8)
                StandardStreams.write(String(decoding: data, as: UTF8.self) + "\n", to: FileIO.standardOutput)
            } else if count > 0 {
                StandardStreams.write("\(count) problem\(count == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s")\n", to: FileIO.standardError)
            }
            if count > 0 { throw ExitCode(1) }
        }
    }

    struct Fix: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Rewrite files canonical: emoji only, fully qualified, each once.",
            discussion: """
                JSON files keep their other fields, key order and layout: only the emojis strings change. \
                Files are written atomically. Exit status 1 if a file could not be fixed.
                """)

        @Argument(help: "Theme or palette JSON files, or plain text files.")
        var files: [String]

        @Flag(help: "Print what would change, as a unified diff, and write nothing.")
        var dryRun = false

        func validate() throws {
            if files.isEmpty { throw ValidationError("give at least one file") }
        }

        func run() throws {
            var failed = false
            for file in files {
                guard case .success(let bytes) = read(file) else {
                    if case .failure(let message) = read(file) { fail("error: " + message) }
                    failed = true
                    continue
                }
                let lint = PaletteLint(bytes: bytes, kind: kind(of: file))
                guard let fixed = lint.fixed else {
                    fail("error: " + "\(file): \(lint.problems.first?.message ?? "cannot be fixed")")
                    failed = true
                    continue
                }
                guard fixed != bytes else { continue }
                if dryRun {
                    StandardStreams.write(UnifiedDiff.make(old: bytes, new: fixed, path: file), to: FileIO.standardOutput)
                    continue
                }
                do {
                    try AtomicFile.write(Data(fixed), to: file)
                    let changes = lint.problems.count
                    StandardStreams.write("fixed \(file) (\(changes) change\(changes == 1 ? "" : "s"))\n", to: FileIO.standardError)
                } catch {
                    fail("error: " + error.description)
                    failed = true
                }
            }
            if failed { throw ExitCode(1) }
        }
    }

    struct Filter: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Read text on standard input; write its palette to standard output.",
            discussion: "The palette: every emoji of the text, fully qualified, once, in order of first appearance.")

        func run() throws {
            var tally = EmojiTally()
            let ok = stream(FileIO.standardInput, name: "standard input", size: nil, into: &tally)
            StandardStreams.write(tally.palette + "\n", to: FileIO.standardOutput)
            if !ok { throw ExitCode(1) }
        }
    }

    struct Extract: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Mine a text (a chat export, a document) for emoji, most frequent first.",
            discussion: """
                Streams the input, so memory stays flat whatever its size; shows progress on standard error \
                for inputs over 4 MB when it is a terminal. Emoji are counted in fully-qualified form.
                """)

        @Argument(help: "The text to read; '-' or nothing for standard input.")
        var file: String = "-"

        @Option(help: "Only the N most frequent.")
        var top: Int?

        @Option(help: "Only emoji found at least N times.")
        var minCount: Int = 1

        @Option(help: "text (count and emoji per line) or palette (one line of emoji, for a theme).")
        var format: ExtractFormat = .text

        enum ExtractFormat: String, ExpressibleByArgument, CaseIterable { case text, palette }

        func validate() throws {
            if let top, top < 1 { throw ValidationError("--top must be at least 1, not \(top)") }
            if minCount < 1 { throw ValidationError("--min-count must be at least 1, not \(minCount)") }
        }

        func run() throws {
            var tally = EmojiTally()
            let ok: Bool
            if file == "-" {
                ok = stream(FileIO.standardInput, name: "standard input", size: nil, into: &tally)
            } else {
                let fd: Int32
                switch FileIO.openForReading(file) {
                case .success(let opened): fd = opened
                case .failure(let reason):
                    fail("error: " + "cannot read '\(file)': \(reason)")
                    throw ExitCode(1)
                }
                defer { FileIO.close(fd) }
                let status = FileIO.status(of: fd)
                if status?.isDirectory == true {
                    fail("error: " + "'\(file)' is a directory")
                    throw ExitCode(1)
                }
                ok = stream(fd, name: file, size: status?.size ?? 0, into: &tally)
            }
            let ranked = tally.ranked(top: top, minimumCount: minCount)
            if tally.total == 0 { StandardStreams.write("note: no emoji found\n", to: FileIO.standardError) }
            switch format {
            case .text:
                let width = String(ranked.first?.count ?? 0).count
                let lines = ranked.map { String(repeating: " ", count: width - String($0.count).count) + "\($0.count)  \($0.emoji)\n" }
                StandardStreams.write(lines.joined(), to: FileIO.standardOutput)
            case .palette:
                StandardStreams.write(String(ranked.map(\.emoji)) + "\n", to: FileIO.standardOutput)
            }
            if !ok { throw ExitCode(1) }
        }
    }
}

// MARK: - Shared

/// One problem in `palette lint --format json`; absent fields are left out.
private struct LintEntry: Encodable {
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

private enum ReadResult { case success([UInt8]), failure(String) }

/// The bytes of `path`, or one line saying why not. Palette files are small: read whole.
private func read(_ path: String) -> ReadResult {
    switch PathKind(of: path) {
    case .missing: return .failure("\(path): no such file")
    case .directory: return .failure("\(path): is a directory")
    case .file: break
    }
    guard let data = FileManager.default.contents(atPath: path) else { return .failure("\(path): cannot be read") }
    return .success([UInt8](data))
}

/// JSON by extension; otherwise decided by content.
private func kind(of path: String) -> PaletteSource.Kind? {
    path.lowercased().hasSuffix(".json") ? .json : nil
}

/// Scans `fd` to its end in 1 MiB chunks. Warns about invalid UTF-8 (offsets of the first few)
/// and read errors; returns false after a read error.
private func stream(_ fd: Int32, name: String, size: Int?, into tally: inout EmojiTally) -> Bool {
    let chunk = 1 << 20
    var buffer = [UInt8](repeating: 0, count: chunk + 64)
    var pending = 0
    var ok = true
    let progress = Progress(total: size, enabled: Terminal.isTTY(FileIO.standardError))
    while true {
        let read = buffer.withUnsafeMutableBytes { raw in
            FileIO.read(from: fd, into: UnsafeMutableRawBufferPointer(rebasing: raw[pending..<(pending + chunk)]))
        }
        var count = -1
        switch read {
        case .success(let n): count = n
        case .failure(let reason):
            fail("error: " + "cannot read \(name): \(reason)")
            ok = false
        }
        let end = pending + max(count, 0)
        let isFinal = count <= 0
        let consumed = buffer.withUnsafeBytes { tally.add(UnsafeRawBufferPointer(rebasing: $0[0..<end]), isFinal: isFinal) }
        // The unconsumed tail (an emoji or a scalar that may go on) moves to the front.
        buffer.withUnsafeMutableBytes { raw in
            if let base = raw.baseAddress, consumed < end { base.copyMemory(from: base + consumed, byteCount: end - consumed) }
        }
        pending = end - consumed
        progress.update(tally.bytesScanned)
        if isFinal { break }
    }
    progress.finish()
    if tally.invalidCount > 0 {
        let offsets = tally.invalidOffsets.map(String.init).joined(separator: ", ")
        let more = tally.invalidCount > tally.invalidOffsets.count ? " and \(tally.invalidCount - tally.invalidOffsets.count) more" : ""
        StandardStreams.write("warning: \(name): invalid UTF-8 at byte \(offsets)\(more) (read as U+FFFD)\n", to: FileIO.standardError)
    }
    return ok
}

/// One line on standard error, redrawn at most five times a second, for inputs over 4 MB.
private final class Progress {
    let total: Int?
    let enabled: Bool
    var shown = false
    var last = Date.distantPast

    init(total: Int?, enabled: Bool) {
        self.total = total
        self.enabled = enabled
    }

    func update(_ bytes: Int) {
        guard enabled, bytes > 4 << 20, Date().timeIntervalSince(last) > 0.2 else { return }
        last = Date()
        let megabytes = { (n: Int) in "\((n + 50_000) / 1_000_000).\((n + 50_000) / 100_000 % 10) MB" }
        var line = "extract: \(megabytes(bytes))"
        if let total, total > 0 { line += " of \(megabytes(total)) (\(min(100, bytes * 100 / total))%)" }
        StandardStreams.write("\r\(line)\u{1B}[K", to: FileIO.standardError)
        shown = true
    }

    func finish() {
        if shown { StandardStreams.write("\r\u{1B}[K", to: FileIO.standardError) }
    }
}

/// A unified diff of two files as one hunk around what changed (palette fixes touch one place
/// or a few close together; one hunk keeps it short and always correct).
enum UnifiedDiff {
    static func make(old: [UInt8], new: [UInt8], path: String) -> String {
        let a = String(decoding: old, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let b = String(decoding: new, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let context = 2
        let start = max(0, prefix - context)
        let aEnd = min(a.count, a.count - suffix + context), bEnd = min(b.count, b.count - suffix + context)
        var out = "--- \(path)\n+++ \(path) (fixed)\n"
        out += "@@ -\(start + 1),\(aEnd - start) +\(start + 1),\(bEnd - start) @@\n"
        for line in a[start..<prefix] { out += " \(line)\n" }
        for line in a[prefix..<(a.count - suffix)] { out += "-\(line)\n" }
        for line in b[prefix..<(b.count - suffix)] { out += "+\(line)\n" }
        for line in a[(a.count - suffix)..<aEnd] { out += " \(line)\n" }
        return out
    }
}
