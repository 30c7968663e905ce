/// YAML as the TAP report writes it: what both YAML 1.2 and TAP's YAMLish read.
public enum YAMLEscaping {
    /// `text` as a double-quoted scalar, quotes included: `\` and `"` with a backslash, `\t` `\n`
    /// `\r` by name, the other ``TerminalControls`` (C0, DEL, C1 as `\xHH`, direction overrides
    /// as `\uHHHH`: YAML escapes, which read back as the text); the rest as it is.
    /// - Complexity: O(*n*) in its scalars.
    public static func quoted(_ text: String) -> String {
        DoubleQuoted.quoted(text, alsoControl: TerminalControls.contains, control: TerminalControls.escape)
    }

    /// One line of a literal block scalar (`key: |`), where nothing is an escape and a control
    /// character (C0, DEL, C1) may not stand: those (tab included) are shown as `\xHH`, and a
    /// direction override as `\uHHHH` (see ``TerminalControls``), the rest kept.
    /// - Complexity: O(*n*) in its scalars.
    public static func blockLine(_ line: String) -> String {
        var result = ""
        result.reserveCapacity(line.utf8.count)
        for scalar in line.unicodeScalars {
            if scalar == "\t" || TerminalControls.contains(scalar) {
                result += TerminalControls.escape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
