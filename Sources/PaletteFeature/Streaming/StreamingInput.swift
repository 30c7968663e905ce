import Emoji
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import REPL

extension PaletteStreaming {
    /// A JSON palette file larger than this is refused unread: theme and palette files are small,
    /// and refusing keeps `lint` and `fix` in flat memory whatever they are given.
    static let jsonFileLimit = 16 << 20

    /// How a file is read: by its extension first (`.json` is JSON, `.txt` text), else by its first
    /// character (`{` or `[`: JSON).
    static func kind(of path: String) -> PaletteSource.Kind? {
        let lowered = path.lowercased()
        if lowered.hasSuffix(".json") { return .json }
        if lowered.hasSuffix(".txt") || lowered.hasSuffix(".text") { return .text }
        return nil
    }

    /// Whether a file of no telling extension starts like JSON (`{` or `[` after blanks and a BOM).
    static func sniffJSON(_ path: String, in context: CommandContext) -> Bool {
        guard case .success(let input) = InputFile.open(path, in: context) else { return false }
        defer { input.close() }
        var head = [UInt8](repeating: 0, count: 512)
        guard case .success(let n) = head.withUnsafeMutableBytes({ FileIO.read(from: input.fd, into: $0) }) else { return false }
        let first = head[..<n].first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }
}

/// An open input file (or standard input), with its size when known.
struct InputFile {
    let fd: Int32
    let name: String
    let size: Int?

    /// Opens `path` through the session's workspace (so a transcript's files stay in its box), or
    /// standard input for '-' where it is the command's to read; or says why not in one line.
    static func open(_ path: String, in context: CommandContext) -> Result<InputFile, PaletteFailure> {
        if path == "-" {
            guard context.standardInputIsFree else {
                return .failure(PaletteFailure("'-': standard input carries the commands here; give a file (or run 'memorize palette …' from the shell)"))
            }
            return .success(InputFile(fd: FileIO.standardInput, name: "standard input", size: nil))
        }
        do {
            let fd = try context.session.workspace.openForReading(path, pipes: true)
            return .success(InputFile(fd: fd, name: path, size: FileIO.status(of: fd)?.size))
        } catch {
            return .failure(PaletteFailure(error.message))
        }
    }

    /// The input as messages name it: `'p.txt'`, as the workspace names files, or `standard input`.
    var label: String { fd == FileIO.standardInput ? name : "'\(name)'" }

    func close() { if fd != FileIO.standardInput { FileIO.close(fd) } }

    /// The whole file, if it holds at most `limit` bytes.
    func readAll(limit: Int) -> Result<[UInt8], PaletteFailure> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let read = chunk.withUnsafeMutableBytes { FileIO.read(from: fd, into: $0) }
            switch read {
            case .failure(let reason): return .failure(PaletteFailure("\(label): cannot read it: \(reason)"))
            case .success(0): return .success(bytes)
            case .success(let n):
                bytes += chunk[..<n]
                if bytes.count > limit { return .failure(PaletteFailure("\(label): it is larger than \(limit >> 20) MiB: not a theme or palette file")) }
            }
        }
    }

    /// Calls `body` with blocks of whole lines, `buffer[range]`, each line ending with `\n` but
    /// perhaps the last: the end of the input, or a part of a line of a MiB or more, which is
    /// handed over in parts (`goesOn` is then true: the block's last line goes on in the next).
    /// A part ends before an ASCII byte when one is in its last 64 KiB (a grapheme boundary: no
    /// character is cut), else at a scalar's start. Reads 1 MiB at a time; memory is flat:
    /// `blockSize` + 2 MiB.
    /// - Returns: the bytes read, or why reading stopped (after what was read was handed over).
    /// - Complexity: O(*n*) in the input's bytes.
    func forEachLineBlock(blockSize: Int, _ body: (_ buffer: [UInt8], _ range: Range<Int>, _ goesOn: Bool) -> Void) -> Result<Int, PaletteFailure> {
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
                if filled > 0 { body(buffer, 0..<filled, false) }
                return .failure(PaletteFailure("\(label): cannot read it: \(reason)"))
            case .success(let count): n = count
            }
            if let newline = buffer[filled..<(filled + n)].lastIndex(of: 0x0A) { lineStart = newline + 1 }
            filled += n
            total += n
            // The end, or a line of a MiB or more so far: hand over all there is, or nearly.
            let isEnd = n == 0
            let isLong = !isEnd && filled - lineStart >= chunk
            if isEnd || isLong || lineStart >= blockSize {
                let end = isEnd ? filled : isLong ? Self.partEnd(buffer, lineStart..<filled) : lineStart
                if end > 0 { body(buffer, 0..<end, isLong) }
                buffer.withUnsafeMutableBytes { raw in
                    if let base = raw.baseAddress, end < filled { base.copyMemory(from: base + end, byteCount: filled - end) }
                }
                filled -= end
                lineStart = isLong ? 0 : lineStart - end
            }
            if isEnd { return .success(total) }
        }
    }

    /// Where a part of the long line `buffer[line]` ends: before its last ASCII byte in the last
    /// 64 KiB (nothing but a Prepend mark, which no palette holds, joins a character before
    /// ASCII), else at the start of its last scalar. Never at the line's start.
    /// - Complexity: O(1): at most 64 KiB looked at.
    static func partEnd(_ buffer: [UInt8], _ line: Range<Int>) -> Int {
        let floor = max(line.lowerBound + 1, line.upperBound - (64 << 10))
        var end = line.upperBound - 1
        while end > floor, buffer[end] >= 0x80 { end -= 1 }
        if buffer[end] < 0x80 { return end }
        end = line.upperBound - 1
        while end > line.lowerBound + 1, buffer[end] & 0xC0 == 0x80 { end -= 1 }
        return end
    }
}

/// One line for the user about a file that could not be used.
struct PaletteFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
