/// Outside text made safe to print on a terminal: control characters (C0, DEL, C1) and the
/// invisible direction overrides are shown as `\u{1B}`-style escapes instead of being obeyed, so a
/// theme named `ESC ] 0 ; … BEL` cannot retitle a terminal, move its cursor or hide text.
///
/// The one sanitiser: everything from outside (names, paths, file contents quoted in errors) that
/// reaches a terminal or standard error goes through it. JSON on standard output and files written
/// keep the exact text. Tabs stay tabs.
extension String {
    /// - Complexity: O(*n*); a string with nothing to show is returned as it is, unallocated.
    public var terminalSafe: String {
        guard unicodeScalars.contains(where: \.needsEscapeOnTerminal) else { return self }
        var result = ""
        result.reserveCapacity(utf8.count + 16)
        for scalar in unicodeScalars {
            if scalar.needsEscapeOnTerminal {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

extension String {
    /// Whether UTF-8 `bytes` hold something ``terminalSafe`` escapes: a C0 control but tab, DEL,
    /// a C1 control (`C2 80`…`C2 9F`) or a direction override or isolate (`E2 80 AA`…`E2 80 AE`,
    /// `E2 81 A6`…`E2 81 A9`). False means certainly not, whatever the bytes (an ill-formed
    /// sequence decodes to U+FFFD, which is shown as it is); true means decode and ask
    /// ``terminalSafe``.
    ///
    /// The contiguous overloads below are what a caller with bytes in memory gets: this one goes
    /// through the sequence's witnesses for every byte, across the module boundary.
    /// - Complexity: O(*n*), no allocation.
    public static func mayNeedTerminalEscape(utf8 bytes: some Sequence<UInt8>) -> Bool {
        var scan = TerminalEscapeScan()
        for byte in bytes where scan.needsEscape(after: byte) { return true }
        return false
    }

    /// ``mayNeedTerminalEscape(utf8:)-(Sequence<UInt8>)`` at the cost of a byte scan: what a
    /// writer checks on every line (`palette lint` on each problem it prints).
    /// - Complexity: O(*n*), no allocation.
    public static func mayNeedTerminalEscape(utf8 bytes: UnsafeRawBufferPointer) -> Bool {
        var scan = TerminalEscapeScan()
        var i = 0
        // Eight bytes at a time while none of them could start or be what needs escaping (most
        // text); a word that might goes through the exact scan, byte by byte.
        while i + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            if scan.awaitsContinuation || TerminalEscapeScan.mayMatter(word) {
                for j in i..<i + 8 where scan.needsEscape(after: bytes[j]) { return true }
            } else {
                scan.skip(last: bytes[i + 7], beforeLast: bytes[i + 6])
            }
            i += 8
        }
        while i < bytes.count {
            if scan.needsEscape(after: bytes[i]) { return true }
            i += 1
        }
        return false
    }

    /// The contiguous check for a slice, which is what `out[start...]` of a byte buffer is.
    /// - Complexity: O(*n*), no allocation.
    public static func mayNeedTerminalEscape(utf8 bytes: ArraySlice<UInt8>) -> Bool {
        bytes.withUnsafeBytes { mayNeedTerminalEscape(utf8: $0) }
    }

    /// The contiguous check for an array.
    /// - Complexity: O(*n*), no allocation.
    public static func mayNeedTerminalEscape(utf8 bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBytes { mayNeedTerminalEscape(utf8: $0) }
    }

    /// Each line made ``terminalSafe`` on its own, the line feeds kept: for text of several
    /// lines (a diff) that goes to a terminal.
    /// - Complexity: O(*n*).
    public var terminalSafeLines: String {
        guard unicodeScalars.contains(where: { $0 != "\n" && $0.needsEscapeOnTerminal }) else { return self }
        return split(separator: "\n", omittingEmptySubsequences: false).map { String($0).terminalSafe }.joined(separator: "\n")
    }
}

extension Unicode.Scalar {
    /// C0 controls but tab, DEL, C1 controls, and the bidirectional overrides and isolates.
    var needsEscapeOnTerminal: Bool {
        switch value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }
}

/// The bytes of the scalars ``Swift/Unicode/Scalar/needsEscapeOnTerminal`` names, recognised one
/// byte at a time with the two bytes before it: C0 and DEL are single bytes; a C1 control is
/// `C2` then `80`…`9F`; an override or isolate is `E2 80 AA`…`AE` or `E2 81 A6`…`A9`. Any other
/// encoding of those scalars is ill-formed and decodes to U+FFFD, so nothing else can need escaping.
struct TerminalEscapeScan {
    private var previous: UInt8 = 0
    private var beforePrevious: UInt8 = 0

    /// Whether `byte` completes (or is) the encoding of a scalar that needs escaping.
    @inline(__always)
    mutating func needsEscape(after byte: UInt8) -> Bool {
        defer {
            beforePrevious = previous
            previous = byte
        }
        switch byte {
        case 0x09: return false
        case 0x00...0x1F, 0x7F: return true
        case 0x80...0x9F where previous == 0xC2: return true
        case 0xAA...0xAE where previous == 0x80 && beforePrevious == 0xE2: return true
        case 0xA6...0xA9 where previous == 0x81 && beforePrevious == 0xE2: return true
        default: return false
        }
    }

    /// Whether the bytes before may be the start of a C1 control or an override, so that the
    /// next bytes must be looked at one by one whatever they are.
    var awaitsContinuation: Bool { previous == 0xC2 || previous == 0xE2 || beforePrevious == 0xE2 }

    /// Moves past bytes the word test cleared, of which these were the last two.
    @inline(__always)
    mutating func skip(last: UInt8, beforeLast: UInt8) {
        previous = last
        beforePrevious = beforeLast
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// Whether any of the eight bytes of `word` is below 0x20, DEL, 0xC2 or 0xE2: false means
    /// none of them needs escaping or starts an encoding that does (a continuation byte needs its
    /// lead byte, and a word without one passes its bytes on as ``skip(last:beforeLast:)``).
    /// The tests are exact for "some byte": a borrow can only start at a byte that matches.
    @inline(__always)
    static func mayMatter(_ word: UInt64) -> Bool {
        let below0x20 = (word &- ones &* 0x20) & ~word & highBits
        return below0x20 | hasByte(word, 0x7F) | hasByte(word, 0xC2) | hasByte(word, 0xE2) != 0
    }

    @inline(__always)
    private static func hasByte(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let x = word ^ (ones &* UInt64(byte))
        return (x &- ones) & ~x & highBits
    }
}
