/// Where text goes as UTF-8 bytes: an array, or a fixed buffer (``FixedBytes``) that a line is
/// put together in before it is appended in one go. (Internal, so that every use is specialised.)
protocol ByteSink {
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>)
    mutating func appendByte(_ byte: UInt8)
}

extension Array: ByteSink where Element == UInt8 {
    @inline(__always)
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
    @inline(__always)
    mutating func appendByte(_ byte: UInt8) { append(byte) }
}

/// Bytes written into memory someone else owns (a buffer on the stack), up to its capacity: a
/// write that does not fit sets ``overflowed`` and is dropped, and the writer starts again on an
/// array. Many small writes here and one append to an array cost less than many small appends.
struct FixedBytes: ByteSink {
    private let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0
    private(set) var overflowed = false

    init(_ buffer: UnsafeMutableBufferPointer<UInt8>) { self.buffer = buffer }

    @inline(__always)
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        let n = bytes.count
        guard let base = buffer.baseAddress, let source = bytes.baseAddress, count + n <= buffer.count else {
            if n > 0 { overflowed = true }
            return
        }
        let target = UnsafeMutableRawPointer(base + count)
        let from = UnsafeRawPointer(source)
        // Most pieces of a line are a few bytes: two overlapping words copy 8 to 16 of them
        // without a call to memmove.
        if n >= 8 && n <= 16 {
            let head = from.loadUnaligned(as: UInt64.self)
            let tail = from.loadUnaligned(fromByteOffset: n - 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: n - 8, as: UInt64.self)
        } else if n < 8 {
            for i in 0..<n { target.storeBytes(of: source[i], toByteOffset: i, as: UInt8.self) }
        } else {
            target.copyMemory(from: from, byteCount: n)
        }
        count += n
    }

    @inline(__always)
    mutating func appendByte(_ byte: UInt8) {
        guard count < buffer.count else { overflowed = true; return }
        buffer[count] = byte
        count += 1
    }

    /// What was written.
    var written: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(rebasing: buffer[..<count]) }
}

/// Text appended to a byte sink as UTF-8, with no `String` in between: what the linter's reports
/// are made of when there are millions of them (a `String` per number and per message costs more
/// than finding the problem did).
public enum ByteText {
    /// Appends `value` in decimal.
    /// - Complexity: O(1): at most 20 digits.
    public static func decimal(_ value: Int, to out: inout [UInt8]) { putDecimal(value, to: &out) }

    /// Appends a literal's bytes.
    /// - Complexity: O(*k*) in its bytes.
    public static func literal(_ text: StaticString, to out: inout [UInt8]) { putLiteral(text, to: &out) }

    @inline(__always)
    static func putDecimal(_ value: Int, to out: inout some ByteSink) {
        var magnitude = value.magnitude
        if value < 0 { out.appendByte(UInt8(ascii: "-")) }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var i = 20
            repeat {
                i -= 1
                digits[i] = UInt8(truncatingIfNeeded: magnitude % 10) &+ UInt8(ascii: "0")
                magnitude /= 10
            } while magnitude > 0
            out.appendBytes(UnsafeBufferPointer(rebasing: digits[i...]))
        }
    }

    @inline(__always)
    static func putLiteral(_ text: StaticString, to out: inout some ByteSink) {
        text.withUTF8Buffer { out.appendBytes($0) }
    }

    /// Appends a string's bytes.
    @inline(__always)
    static func putString(_ text: String, to out: inout some ByteSink) {
        var text = text
        text.withUTF8 { out.appendBytes($0) }
    }

    /// Appends `U+XXXX` (at least four upper-case hex digits), as `PaletteLint.Problem.codePoints` spells one.
    @inline(__always)
    static func putCodePoint(_ value: UInt32, to out: inout some ByteSink) {
        let hex: StaticString = "0123456789ABCDEF"
        out.appendByte(UInt8(ascii: "U"))
        out.appendByte(UInt8(ascii: "+"))
        var digits = 4
        while digits < 8, value >> (4 * UInt32(digits)) != 0 { digits += 1 }
        hex.withUTF8Buffer { table in
            for shift in stride(from: 4 * (digits - 1), through: 0, by: -4) {
                out.appendByte(table[Int((value >> UInt32(shift)) & 0xF)])
            }
        }
    }

    /// Appends the code points of well-formed UTF-8 `bytes`, separated by spaces (`U+2764 U+FE0F`).
    /// - Complexity: O(*n*) in the bytes.
    static func putCodePoints(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, to out: inout some ByteSink) {
        var i = 0
        while i < bytes.count {
            let b0 = bytes[i]
            var value = UInt32(b0)
            var length = 1
            if b0 >= 0xF0 { value = UInt32(b0 & 0x07); length = 4 } else if b0 >= 0xE0 { value = UInt32(b0 & 0x0F); length = 3 } else if b0 >= 0xC0 { value = UInt32(b0 & 0x1F); length = 2 }
            var k = 1
            while k < length, i + k < bytes.count {
                value = value << 6 | UInt32(bytes[i + k] & 0x3F)
                k += 1
            }
            if i > 0 { out.appendByte(UInt8(ascii: " ")) }
            putCodePoint(value, to: &out)
            i += length
        }
    }

    /// Whether every byte is ASCII, eight at a time.
    /// - Complexity: O(*n*).
    @inline(__always)
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var i = 0
        while i + 8 <= bytes.count {
            if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            i += 8
        }
        while i < bytes.count {
            if base[i] >= 0x80 { return false }
            i += 1
        }
        return true
    }

    /// The high bit of each byte of `x` that is zero, and nothing else: exact, with no borrow
    /// from one byte into the next (unlike the `x - 0x01…` trick).
    @inline(__always)
    static func zeroBytes(_ x: UInt64) -> UInt64 {
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((x & low) &+ low) | x | low)
    }

    /// How many bytes of ASCII `bytes` are not a space, tab, vertical tab or form feed: the
    /// characters of an ASCII line that are not blank.
    /// - Complexity: O(*n*), eight bytes at a time.
    static func nonBlankASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var count = 0
        var i = 0
        while i + 8 <= bytes.count {
            let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let blank = zeroBytes(x ^ 0x2020_2020_2020_2020) | zeroBytes(x ^ 0x0909_0909_0909_0909)
                | zeroBytes(x ^ 0x0B0B_0B0B_0B0B_0B0B) | zeroBytes(x ^ 0x0C0C_0C0C_0C0C_0C0C)
            count += 8 - blank.nonzeroBitCount
            i += 8
        }
        while i < bytes.count {
            let byte = base[i]
            if byte != 0x20 && byte != 0x09 && byte != 0x0B && byte != 0x0C { count += 1 }
            i += 1
        }
        return count
    }

    /// How many scalars of UTF-8 `bytes` (invalid bytes: each a start) are not a space or tab:
    /// what a line's characters are counted by before deciding it is prose.
    /// - Complexity: O(*n*), eight bytes at a time.
    static func nonBlankScalars(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var count = 0
        var i = 0
        while i + 8 <= bytes.count {
            let x = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            // Continuation bytes are 10xxxxxx: the high bit set, the next one clear.
            let continuation = x & ~(x << 1) & 0x8080_8080_8080_8080
            let blank = zeroBytes(x ^ 0x2020_2020_2020_2020) | zeroBytes(x ^ 0x0909_0909_0909_0909)
            count += 8 - (continuation | blank).nonzeroBitCount
            i += 8
        }
        while i < bytes.count {
            let byte = base[i]
            if byte & 0xC0 != 0x80 && byte != 0x20 && byte != 0x09 { count += 1 }
            i += 1
        }
        return count
    }

    /// The Unicode scalars of UTF-8 `bytes`: the bytes that do not continue a sequence.
    /// - Complexity: O(*n*)
    static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes where byte & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// How many line feeds `bytes` holds, eight bytes at a time.
    /// - Complexity: O(*n*).
    public static func lineFeeds(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var count = 0
        var i = 0
        while i + 8 <= bytes.count {
            count += zeroBytes(raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ 0x0A0A_0A0A_0A0A_0A0A).nonzeroBitCount
            i += 8
        }
        while i < bytes.count {
            if base[i] == 0x0A { count += 1 }
            i += 1
        }
        return count
    }
}
