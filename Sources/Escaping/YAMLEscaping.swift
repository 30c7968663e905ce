/// YAML as the TAP report writes it: what both YAML 1.2 and TAP's YAMLish read.
public enum YAMLEscaping {
    /// `text` as a double-quoted scalar, quotes included: `\` and `"` with a backslash, `\t` `\n`
    /// `\r` by name, the other control characters (C0, DEL and C1) as `\xHH`; the rest as it is.
    /// - Complexity: O(*n*) in its scalars.
    public static func quoted(_ text: String) -> String {
        DoubleQuoted.quoted(text, alsoControl: isC1) { "\\x" + Hex.string($0.value, width: 2) }
    }

    /// One line of a literal block scalar (`key: |`), where nothing is an escape and a control
    /// character (C0, DEL, C1) may not stand: those (tab included) are shown as `\xHH`, the rest kept.
    /// - Complexity: O(*n*) in its scalars.
    public static func blockLine(_ line: String) -> String {
        var result = ""
        result.reserveCapacity(line.utf8.count)
        for scalar in line.unicodeScalars {
            if DoubleQuoted.isControl(scalar) || isC1(scalar) {
                result += "\\x" + Hex.string(scalar.value, width: 2)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A C1 control (U+0080…U+009F): not printable in YAML (1.2, §5.1), but for NEL, which a
    /// terminal may obey as a line break as it obeys U+009B as CSI; `\x85` reads back the same.
    private static func isC1(_ scalar: Unicode.Scalar) -> Bool { (0x80...0x9F).contains(scalar.value) }
}
