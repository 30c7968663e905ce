import Platform

/// Reads lines from a file descriptor (a pipe, a file, a terminal without readline), byte by byte
/// through a buffer, never trusting the input:
/// - a line that is not valid UTF-8 is skipped with its line number and the offset of the first
///   bad byte;
/// - a line longer than `maximumLineBytes` is skipped without being held in memory;
/// - a trailing `\r` is dropped, and the last line needs no newline.
///
/// - Complexity: O(*n*) in the bytes read; memory O(`maximumLineBytes`).
public struct ByteLineReader: LineReader {
    public static let defaultMaximumLineBytes = 16 * 1024

    private let fd: Int32
    private let maximumLineBytes: Int
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private var start = 0
    private var end = 0
    private var atEnd = false
    private var lineNumber = 0

    public init(fileDescriptor: Int32, maximumLineBytes: Int = defaultMaximumLineBytes) {
        self.fd = fileDescriptor
        self.maximumLineBytes = max(1, maximumLineBytes)
    }

    public mutating func readLine(prompt: String) -> LineInput? {
        var line: [UInt8] = []
        var tooLong = false
        var sawAnything = false
        while true {
            if start == end {
                if atEnd || !refill() {
                    atEnd = true
                    guard sawAnything else { return nil }
                    break
                }
            }
            sawAnything = true
            let chunk = buffer[start..<end]
            if let newline = chunk.firstIndex(of: UInt8(ascii: "\n")) {
                if !tooLong { append(buffer[start..<newline], to: &line, tooLong: &tooLong) }
                start = newline + 1
                break
            }
            if !tooLong { append(chunk, to: &line, tooLong: &tooLong) }
            start = end
        }
        lineNumber += 1
        if tooLong {
            return .invalid("line \(lineNumber) is longer than \(maximumLineBytes) bytes; skipped")
        }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        switch UTF8Validation.validate(line) {
        case .valid: return .line(String(decoding: line, as: UTF8.self))
        case .invalid(let offset):
            return .invalid("line \(lineNumber) is not valid UTF-8 (bad byte at offset \(offset)); skipped")
        }
    }

    private func append(_ bytes: ArraySlice<UInt8>, to line: inout [UInt8], tooLong: inout Bool) {
        if line.count + bytes.count > maximumLineBytes {
            tooLong = true
            line = []
        } else {
            line += bytes
        }
    }

    /// Reads more bytes; false at end of input or on a read error.
    private mutating func refill() -> Bool {
        let fd = fd
        guard case .success(let count) = buffer.withUnsafeMutableBytes({ FileIO.read(from: fd, into: $0) }),
              count > 0 else { return false }
        start = 0
        end = count
        return true
    }
}

/// Strict UTF-8 validation that reports where it failed.
public enum UTF8Validation {
    public enum Result: Equatable { case valid, invalid(offset: Int) }

    /// - Complexity: O(*n*)
    public static func validate<C: Collection<UInt8>>(_ bytes: C) -> Result {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        var scalarStart = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
                scalarStart = offset
            case .emptyInput:
                return .valid
            case .error:
                return .invalid(offset: scalarStart)
            }
        }
    }
}
