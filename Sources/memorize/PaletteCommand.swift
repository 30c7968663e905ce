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
        abstract: "Lint, fix, filter and mine emoji palettes; find emoji by name.",
        discussion: """
            Emoji are judged by Unicode's emoji data (Emoji \(EmojiTable.emojiVersion)): fully-qualified, \
            minimally-qualified and unqualified sequences of emoji-test.txt are emoji; the palette form of \
            each is its fully-qualified one, once, in order of first appearance.
            """,
        subcommands: [Lint.self, Fix.self, Filter.self, Extract.self, Search.self, Suggest.self]
    )
}

// MARK: - Shared

/// `file:line:col: message` for people, or JSON for editors.
enum PaletteFormat: String, ExpressibleByArgument, CaseIterable { case text, json }

/// A JSON palette file larger than this is refused unread: theme and palette files are small,
/// and refusing keeps `lint` and `fix` in flat memory whatever they are given.
let jsonFileLimit = 16 << 20

/// How a file is read: by its extension first (`.json` is JSON, `.txt` text), else by its first
/// character (`{` or `[`: JSON).
func kind(of path: String) -> PaletteSource.Kind? {
    let lowered = path.lowercased()
    if lowered.hasSuffix(".json") { return .json }
    if lowered.hasSuffix(".txt") || lowered.hasSuffix(".text") { return .text }
    return nil
}

/// An open input file (or standard input), with its size when known.
struct InputFile {
    let fd: Int32
    let name: String
    let size: Int?

    /// Opens `path` ('-' is standard input), or says why not in one line.
    static func open(_ path: String) -> Result<InputFile, PaletteFailure> {
        if path == "-" { return .success(InputFile(fd: FileIO.standardInput, name: "standard input", size: nil)) }
        switch FileSystem.openInput(path) {
        case .failure(.system(let reason)):
            // As the other palette messages say it ("no such file"), not strerror's capitals.
            let why = reason.isNotFound ? "no such file" : reason.description
            return .failure(PaletteFailure("\(path): \(why)"))
        case .failure(.notRegular(.directory)):
            return .failure(PaletteFailure("\(path): is a directory"))
        case .failure(.notRegular):
            return .failure(PaletteFailure("\(path): not a regular file (a FIFO or a device is never opened)"))
        case .success(let fd):
            return .success(InputFile(fd: fd, name: path, size: FileIO.status(of: fd)?.size))
        }
    }

    func close() { if fd != FileIO.standardInput { FileIO.close(fd) } }

    /// The whole file, if it holds at most `limit` bytes.
    func readAll(limit: Int) -> Result<[UInt8], PaletteFailure> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let read = chunk.withUnsafeMutableBytes { FileIO.read(from: fd, into: $0) }
            switch read {
            case .failure(let reason): return .failure(PaletteFailure("\(name): cannot read: \(reason)"))
            case .success(0): return .success(bytes)
            case .success(let n):
                bytes += chunk[..<n]
                if bytes.count > limit { return .failure(PaletteFailure("\(name): larger than \(limit >> 20) MiB: not a theme or palette file")) }
            }
        }
    }

    /// Calls `body` with blocks of whole lines, `buffer[range]`, each line ending with `\n` but
    /// perhaps the last: the end of the input, or the first MiB or more of a line longer than
    /// that, which is handed over in parts. Reads 1 MiB at a time and cuts lines as it always has,
    /// so the lines are the same whatever `blockSize` is; memory is flat: `blockSize` + 2 MiB.
    /// - Returns: the bytes read, or why reading stopped (after the lines before it were handed over).
    func forEachLineBlock(blockSize: Int, _ body: ([UInt8], Range<Int>) -> Void) -> Result<Int, PaletteFailure> {
        let chunk = 1 << 20
        var buffer = [UInt8](repeating: 0, count: blockSize + 2 * chunk)
        var filled = 0
        var lineStart = 0   // after the last line feed: where the line being read starts
        var total = 0
        while true {
            let read = buffer.withUnsafeMutableBytes { raw in
                FileIO.read(from: fd, into: UnsafeMutableRawBufferPointer(rebasing: raw[filled..<(filled + chunk)]))
            }
            let n: Int
            switch read {
            case .failure(let reason):
                if lineStart > 0 { body(buffer, 0..<lineStart) }
                return .failure(PaletteFailure("\(name): cannot read: \(reason)"))
            case .success(let count): n = count
            }
            if let newline = buffer[filled..<(filled + n)].lastIndex(of: 0x0A) { lineStart = newline + 1 }
            filled += n
            total += n
            // The end, or a line of a MiB or more so far: hand over all there is.
            let all = n == 0 || filled - lineStart >= chunk
            if all || lineStart >= blockSize {
                let end = all ? filled : lineStart
                if end > 0 { body(buffer, 0..<end) }
                buffer.withUnsafeMutableBytes { raw in
                    if let base = raw.baseAddress, end < filled { base.copyMemory(from: base + end, byteCount: filled - end) }
                }
                filled -= end
                lineStart = all ? 0 : lineStart - end
            }
            if n == 0 { return .success(total) }
        }
    }
}

/// One line for the user about a file that could not be used.
struct PaletteFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Output gathered and written 64 KiB at a time: a million problems are a few hundred writes.
final class BufferedOutput {
    private let fd: Int32
    private var buffer: [UInt8] = []

    init(_ fd: Int32) {
        self.fd = fd
        buffer.reserveCapacity(1 << 16)
    }

    func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count >= 1 << 16 { flush() }
    }

    /// Writes `bytes`; a large part goes out as it is, not through the buffer.
    func write(bytes: ArraySlice<UInt8>) {
        if buffer.count + bytes.count < 1 << 17 {
            buffer.append(contentsOf: bytes)
            if buffer.count >= 1 << 16 { flush() }
            return
        }
        flush()
        bytes.withUnsafeBytes { _ = FileIO.writeAll($0, to: fd) }
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { _ = FileIO.writeAll($0, to: fd) }
        buffer.removeAll(keepingCapacity: true)
    }

    deinit { flush() }
}

/// How many threads a large input is scanned on: every core.
let scanWorkers = max(1, ProcessInfo.processInfo.activeProcessorCount)

/// How many threads `lint` and `fix` use, and how much text they read at a time: a block is cut
/// into a piece per thread (``ParallelTextLint``), whose output together stays under 8 MiB.
let lintWorkers = scanWorkers
let lintBlock = 2 << 20

/// Scans `input` to its end: whole lines go to every core in blocks (``ParallelTally``), a line
/// longer than a block streams through one scanner. Warns about invalid UTF-8 (the first few
/// offsets) and read errors; returns false after a read error.
func stream(_ input: InputFile, into tally: inout EmojiTally, progressLabel: String) -> Bool {
    let block = (4 << 20) * scanWorkers
    var buffer = [UInt8](repeating: 0, count: block + (1 << 20))
    var filled = 0
    var ok = true
    let progress = Progress(total: input.size, enabled: Terminal.isTTY(FileIO.standardError), label: progressLabel)
    while true {
        let room = block - filled
        let read = buffer.withUnsafeMutableBytes { raw in
            FileIO.read(from: input.fd, into: UnsafeMutableRawBufferPointer(rebasing: raw[filled..<(filled + room)]))
        }
        var count = 0
        switch read {
        case .success(let n): count = n
        case .failure(let reason):
            fail("error: " + "cannot read \(input.name): \(reason)")
            ok = false
        }
        filled += count
        let isFinal = count == 0
        guard isFinal || filled >= block else { continue }
        var consumed = filled
        if isFinal {
            ParallelTally.add(buffer, count: filled, to: &tally, workers: scanWorkers)
        } else if let newline = buffer[..<filled].lastIndex(of: 0x0A) {
            consumed = newline + 1
            ParallelTally.add(buffer, count: consumed, to: &tally, workers: scanWorkers)
        } else {
            consumed = buffer.withUnsafeBytes { tally.add(UnsafeRawBufferPointer(rebasing: $0[..<filled]), isFinal: false) }
        }
        buffer.withUnsafeMutableBytes { raw in
            if let base = raw.baseAddress, consumed < filled { base.copyMemory(from: base + consumed, byteCount: filled - consumed) }
        }
        filled -= consumed
        progress.update(tally.bytesScanned)
        if isFinal { break }
    }
    progress.finish()
    if tally.invalidCount > 0 {
        let offsets = tally.invalidOffsets.map(String.init).joined(separator: ", ")
        let more = tally.invalidCount > tally.invalidOffsets.count ? " and \(tally.invalidCount - tally.invalidOffsets.count) more" : ""
        StandardStreams.write("warning: \(input.name.terminalSafe): invalid UTF-8 at byte \(offsets)\(more) (read as U+FFFD)\n", to: FileIO.standardError)
    }
    return ok
}

/// One line on standard error, redrawn at most five times a second, for inputs over 4 MB.
final class Progress {
    let total: Int?
    let enabled: Bool
    let label: String
    var shown = false
    var last = Date.distantPast

    init(total: Int?, enabled: Bool, label: String) {
        self.total = total
        self.enabled = enabled
        self.label = label
    }

    func update(_ bytes: Int) {
        guard enabled, bytes > 4 << 20, Date().timeIntervalSince(last) > 0.2 else { return }
        last = Date()
        let megabytes = { (n: Int) in "\(n / 1_000_000).\(n / 100_000 % 10) MB" }
        var line = "\(label): \(megabytes(bytes))"
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
