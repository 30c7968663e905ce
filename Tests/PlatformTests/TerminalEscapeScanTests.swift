import Platform
import Testing

/// The fast check answers exactly what decoding and escaping would: true where `terminalSafe`
/// changes the text, false where it leaves it as it is, and every overload agrees.
@Suite("mayNeedTerminalEscape")
struct TerminalEscapeScanTests {
    /// What the check stands for: decode, escape, compare.
    private static func needsEscape(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.terminalSafe != text
    }

    /// Every overload's answer, the generic one reached through a sequence that is not contiguous.
    private static func answers(_ bytes: [UInt8]) -> [Bool] {
        let padded = [0x61] + bytes + [0x0A]
        let slice = padded[1...].dropLast()  // what `palette lint` passes: a slice not at index 0
        return [
            String.mayNeedTerminalEscape(utf8: bytes),
            String.mayNeedTerminalEscape(utf8: slice),
            bytes.withUnsafeBytes { String.mayNeedTerminalEscape(utf8: $0) },
            String.mayNeedTerminalEscape(utf8: bytes.lazy.map { $0 }),
        ]
    }

    /// Checks `bytes` alone, then at every offset in a word of letters and across the boundary
    /// of two words, where the fast check reads eight bytes at a time.
    private static func check(_ bytes: [UInt8], sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = needsEscape(bytes)
        let got = answers(bytes)
        if got != [expected, expected, expected, expected] {
            Issue.record("\(bytes.map { String($0, radix: 16) }): expected \(expected), got \(got)", sourceLocation: sourceLocation)
        }
        for offset in 1..<9 {
            let padded = [UInt8](repeating: 0x61, count: offset) + bytes + [UInt8](repeating: 0x61, count: 9)
            let got = padded.withUnsafeBytes { String.mayNeedTerminalEscape(utf8: $0) }
            if got != expected {
                Issue.record("\(bytes.map { String($0, radix: 16) }) at \(offset): expected \(expected), got \(got)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test("every byte value, alone and between letters")
    func everyByte() {
        for byte in UInt8.min...UInt8.max {
            Self.check([byte])
            Self.check([0x61, byte, 0x62])
        }
    }

    @Test("every byte after each lead byte: C1 controls are C2 80…9F and nothing else of two bytes")
    func everyPair() {
        for first in UInt8.min...UInt8.max {
            for second in UInt8.min...UInt8.max {
                Self.check([first, second])
            }
        }
    }

    @Test("every two bytes after E2: the overrides and isolates, and the ill-formed neighbours")
    func everyTripleAfterE2() {
        for second in UInt8.min...UInt8.max {
            for third in UInt8.min...UInt8.max {
                Self.check([0xE2, second, third])
                Self.check([0xF0, 0xE2, second, third])
            }
        }
    }

    @Test("text of the bytes that matter, in many orders (a fixed seed, so it replays)")
    func mixedText() {
        let alphabet: [UInt8] = [0x09, 0x0A, 0x1B, 0x20, 0x61, 0x7F, 0x80, 0x81, 0x9B, 0x9F, 0xA0, 0xA6, 0xA9, 0xAA, 0xAE, 0xAF,
                                 0xBF, 0xC2, 0xC3, 0xE2, 0xEF, 0xF0, 0xF4, 0xFF]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            for _ in 0..<6 {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                bytes.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            Self.check(bytes)
        }
    }

    @Test("lines as lint writes them: plain text, emoji and © ™ ▶ need nothing; a smuggled control does")
    func lintLines() {
        #expect(!String.mayNeedTerminalEscape(utf8: Array("a.txt:4:49: © is text by default; write ©️".utf8)))
        #expect(!String.mayNeedTerminalEscape(utf8: Array("x 👨‍👩‍👧‍👦 ™ ▶ Ünïcödé\t".utf8)))
        #expect(String.mayNeedTerminalEscape(utf8: Array("a\u{1B}]0;pwned\u{7}".utf8)))
        #expect(String.mayNeedTerminalEscape(utf8: Array("x\u{202E}y".utf8)))
        #expect(String.mayNeedTerminalEscape(utf8: Array("a\u{9B}31m".utf8)))
    }
}
