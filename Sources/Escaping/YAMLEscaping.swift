/// YAML as the TAP report writes it: what both YAML 1.2 and TAP's YAMLish read.
public enum YAMLEscaping {
    /// `text` as a double-quoted scalar, quotes included: `\` and `"` with a backslash, `\t` `\n`
    /// `\r` by name, the other control characters (C0 and DEL) as `\xHH`; the rest as it is.
    /// - Complexity: O(*n*) in its scalars.
    public static func quoted(_ text: String) -> String {
        DoubleQuoted.quoted(text) { "\\x" + Hex.string($0.value, width: 2) }
    }

    /// One line of a literal block scalar (`key: |`), where nothing is an escape and a control
    /// character may not stand: those (tab included) are shown as `\xHH`, the rest kept.
    /// - Complexity: O(*n*) in its scalars.
    public static func blockLine(_ line: String) -> String {
        var result = ""
        result.reserveCapacity(line.utf8.count)
        for scalar in line.unicodeScalars {
            if DoubleQuoted.isControl(scalar) {
                result += "\\x" + Hex.string(scalar.value, width: 2)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
