import Escaping
import Platform
import Testing

/// One set of characters is shown escaped in every report: what `terminalSafe` escapes for the
/// text report and `--list` (Platform) is exactly what TAP, JUnit and the JSON report escape
/// (``TerminalControls``, in Escaping, which a foundation cannot share with Platform).
@Suite("TerminalControls agrees with terminalSafe")
struct TerminalControlsTests {
    @Test("on every scalar of the first planes, and the ends of the rest")
    func sameSet() {
        let values = Array(0..<0xD800) + Array(0xE000..<0x1_0000) + [0x1_F600, 0xE_0001, 0x10_FFFF]
        let disagreeing = values.compactMap(Unicode.Scalar.init).filter { scalar in
            let text = String(scalar)
            return (text.terminalSafe != text) != TerminalControls.contains(scalar)
        }
        #expect(disagreeing.isEmpty, "\(disagreeing.map { String($0.value, radix: 16) })")
    }
}
