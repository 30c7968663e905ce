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
    /// Whether UTF-8 `bytes` may hold something ``terminalSafe`` escapes: a C0 control but tab,
    /// DEL, or the lead byte of a C1 control (0xC2) or of a direction override (0xE2). False
    /// means certainly not; true means decode and ask ``terminalSafe``.
    /// - Complexity: O(*n*), no allocation.
    public static func mayNeedTerminalEscape(utf8 bytes: some Sequence<UInt8>) -> Bool {
        bytes.contains { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 }
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
