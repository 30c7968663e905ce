/// The characters a report never writes as they are, whatever its format: a terminal (or a CI
/// page showing the report) would obey them. The C0 controls but tab, DEL, the C1 controls
/// (U+009B is CSI to some terminals) and the invisible direction overrides and isolates
/// (U+202A…U+202E, U+2066…U+2069), which reorder what follows them on the screen.
///
/// The same set as `terminalSafe` escapes on a terminal (Platform, which a foundation here
/// cannot import; `TerminalControlsTests` checks the two agree on every scalar): TAP, JUnit and
/// the JSON report each write these in their own syntax (``escape(_:)``), the text report and
/// `--list` as `\u{1B}`.
public enum TerminalControls {
    /// Whether `scalar` is one a report writes as an escape.
    /// - Complexity: O(1).
    public static func contains(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `scalar` as YAML's double-quoted escapes write it, which JUnit's text borrows: `\xHH`
    /// below U+0100, else `\uHHHH` (lower-case hex).
    public static func escape(_ scalar: Unicode.Scalar) -> String {
        scalar.value < 0x100 ? "\\x" + Hex.string(scalar.value, width: 2) : "\\u" + Hex.string(scalar.value, width: 4)
    }
}
