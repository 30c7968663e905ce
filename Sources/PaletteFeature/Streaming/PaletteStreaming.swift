import Emoji
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import REPL

/// How the shell's palette verbs read text of any size: in blocks, on every core.
enum PaletteStreaming {
    /// How many threads a large input is scanned on: every core.
    static let scanWorkers = max(1, ProcessInfo.processInfo.activeProcessorCount)

    /// How many threads `lint` and `fix` use, and how much text they read at a time: a block is cut
    /// into a piece per thread (``ParallelTextLint``), whose output together stays under 8 MiB.
    static let lintWorkers = scanWorkers
    static let lintBlock = 2 << 20

    /// Scans `input` to its end: whole lines go to every core in blocks (``ParallelTally``), a line
    /// longer than a block streams through one scanner. Warns about invalid UTF-8 (the first few
    /// offsets) and read errors on `stream`.
    /// - Complexity: O(*n*) in the input's bytes; memory is flat.
    static func scan(_ input: InputFile, into tally: inout EmojiTally, progressLabel: String, stream: CommandStream) {
        let block = (4 << 20) * scanWorkers
        var buffer = [UInt8](repeating: 0, count: block + (1 << 20))
        var filled = 0
        let progress = Progress(total: input.size, enabled: stream.showsProgress, label: progressLabel)
        while true {
            let room = block - filled
            let read = buffer.withUnsafeMutableBytes { raw in
                FileIO.read(from: input.fd, into: UnsafeMutableRawBufferPointer(rebasing: raw[filled..<(filled + room)]))
            }
            var count = 0
            switch read {
            case .success(let n): count = n
            case .failure(let reason):
                stream.error("\(input.label): cannot read it: \(reason)")
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
            stream.status("warning: \(input.label): invalid UTF-8 at byte \(offsets)\(more) (read as U+FFFD)")
        }
    }
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

