// Fuzz target: the plain line reader for stdin (`ByteLineReader`) and its strict UTF-8 check
// (`UTF8Validation.validate`), each compared with a small independent reference.
//
// Input layout:
//   byte 0      the reader's maximumLineBytes: 1 + b0 % 96 when b0 < 0xE0, else the default (16 KiB)
//   bytes 1, 2  how the stream arrives: b1 == 0: in one write to a pipe; else as packets on a
//               SOCK_SEQPACKET socket (each read(2) returns one packet), alternately 1 + b1 % 32 and
//               1 + b2 bytes long (at most 64 packets, then the rest in one), so lines, "\r\n" and
//               multi-byte characters are split across reads at fuzzer-chosen places
//   the rest    the byte stream
//
// Oracles: no trap; the reader yields exactly the reference's lines: split at "\n" (the last line
// needs none), a raw line (before dropping one trailing "\r") longer than maximumLineBytes is
// `.invalid` ("line N …longer…"), else a line that is not well-formed UTF-8 (Unicode table 3-7)
// is `.invalid` naming line N and the offset where the first ill-formed sequence starts, else
// `.line` with exactly those bytes; after the end it keeps returning nil. `validate` agrees with
// the reference on the whole stream and on a slice of it.
@testable import REPL
#if canImport(Glibc)
import Glibc
#endif

let maximumInputBytes = 16 * 1024

/// The offset where the first ill-formed sequence starts, or nil if `bytes` is well-formed UTF-8.
func referenceFirstInvalidOffset<C: Collection<UInt8>>(_ bytes: C) -> Int? where C.Index == Int {
    let b = Array(bytes)
    var i = 0
    while i < b.count {
        let lead = b[i]
        var length = 0
        var low: UInt8 = 0x80, high: UInt8 = 0xBF   // the range of the second byte
        switch lead {
        case 0x00...0x7F: i += 1; continue
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; high = 0x9F
        case 0xF0: length = 4; low = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; high = 0x8F
        default: return i
        }
        guard i + length <= b.count, (low...high).contains(b[i + 1]) else { return i }
        for k in 2..<length where !(0x80...0xBF).contains(b[i + k]) { return i }
        i += length
    }
    return nil
}

enum Expected: CustomStringConvertible {
    case line([UInt8])
    case tooLong(line: Int)
    case notUTF8(line: Int, offset: Int)

    var description: String {
        switch self {
        case .line(let bytes): ".line(\(hex(bytes, limit: 64)))"
        case .tooLong(let n): ".tooLong(line \(n))"
        case .notUTF8(let n, let offset): ".notUTF8(line \(n), offset \(offset))"
        }
    }

    func matches(_ input: LineInput) -> Bool {
        switch (self, input) {
        case (.line(let bytes), .line(let text)):
            return Array(text.utf8) == bytes
        case (.tooLong(let n), .invalid(let message)):
            return message.hasPrefix("line \(n) ") && message.contains("longer")
        case (.notUTF8(let n, let offset), .invalid(let message)):
            return message.hasPrefix("line \(n) ") && message.contains("UTF-8") && message.contains("offset \(offset))")
        default:
            return false
        }
    }
}

func referenceLines(_ stream: ArraySlice<UInt8>, maximumLineBytes: Int) -> [Expected] {
    var raw = stream.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if raw.last?.isEmpty == true { raw.removeLast() }   // a final "\n" ends the last line, it starts none
    return raw.enumerated().map { index, line in
        let number = index + 1
        if line.count > maximumLineBytes { return .tooLong(line: number) }
        let content = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
        if let offset = referenceFirstInvalidOffset(Array(content)) { return .notUTF8(line: number, offset: offset) }
        return .line(Array(content))
    }
}

/// A descriptor that reads `stream`: from a pipe (one write) or a SOCK_SEQPACKET socket (one packet
/// per read). nil if the stream could not be queued without blocking.
func descriptor(for stream: ArraySlice<UInt8>, packetSizes: (Int, Int)?) -> Int32? {
    var fds: [Int32] = [0, 0]
    guard let (a, b) = packetSizes else {
        guard pipe(&fds) == 0 else { fatalError("pipe: \(errno)") }
        defer { close(fds[1]) }
        let written = stream.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
        guard written == stream.count else { close(fds[0]); return nil }   // more than the pipe holds
        return fds[0]
    }
    guard socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue), 0, &fds) == 0 else { fatalError("socketpair: \(errno)") }
    defer { close(fds[1]) }
    _ = fcntl(fds[1], F_SETFL, O_NONBLOCK)
    var rest = stream
    var packets = 0
    while !rest.isEmpty {
        let size = packets >= 64 ? rest.count : (packets.isMultiple(of: 2) ? a : b)
        let packet = rest.prefix(size)
        let written = packet.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
        guard written == packet.count else { close(fds[0]); return nil }   // socket buffer full
        rest = rest.dropFirst(packet.count)
        packets += 1
    }
    return fds[0]
}

nonisolated(unsafe) var unqueuedInputs = 0
nonisolated(unsafe) var exitReportInstalled = false

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size >= 3, size <= maximumInputBytes else { return -1 }
    let input = UnsafeBufferPointer(start: data, count: size)
    currentInput = input
    if !exitReportInstalled {
        exitReportInstalled = true
        atexit { writeError("LineReader: \(unqueuedInputs) inputs could not be queued on a pipe or socket and were skipped\n") }
    }
    let b0 = Int(input[0]), b1 = Int(input[1]), b2 = Int(input[2])
    let maximumLineBytes = b0 < 0xE0 ? 1 + b0 % 96 : ByteLineReader.defaultMaximumLineBytes
    let stream = Array(input)[3...]

    // UTF8Validation on its own, on the stream and on a slice of it (indices not from 0).
    let whole = UTF8Validation.validate(stream)
    let expectedWhole: UTF8Validation.Result = referenceFirstInvalidOffset(stream).map { .invalid(offset: $0) } ?? .valid
    check(whole == expectedWhole, "validate: \(whole), reference: \(expectedWhole)")
    let slice = stream.dropFirst(b1 % 8)
    let expectedSlice: UTF8Validation.Result = referenceFirstInvalidOffset(slice).map { .invalid(offset: $0) } ?? .valid
    check(UTF8Validation.validate(slice) == expectedSlice, "validate(slice): \(UTF8Validation.validate(slice)), reference: \(expectedSlice)")

    // ByteLineReader.
    let packetSizes = b1 == 0 ? nil : (1 + b1 % 32, 1 + b2)
    guard let fd = descriptor(for: stream, packetSizes: packetSizes) else {
        unqueuedInputs += 1
        return 0
    }
    defer { close(fd) }
    var reader = ByteLineReader(fileDescriptor: fd, maximumLineBytes: maximumLineBytes)
    let expected = referenceLines(stream, maximumLineBytes: maximumLineBytes)
    var got: [LineInput] = []
    while let input = reader.readLine(prompt: "> ") {
        got.append(input)
        check(got.count <= expected.count, "more lines than expected: \(got.count) > \(expected.count); \(input)")
        if got.count > expected.count { break }
    }
    check(got.count == expected.count, "\(got.count) lines, reference \(expected.count)")
    for (index, (e, g)) in zip(expected, got).enumerated() {
        check(e.matches(g), "line \(index + 1): got \(g), reference \(e) (max \(maximumLineBytes), packets \(String(describing: packetSizes)))")
    }
    check(reader.readLine(prompt: "> ") == nil, "a line after the end of input")
    return 0
}
