/// The double-quoted string of the C family, which Swift literals and YAML share: quotes around,
/// `\` and `"` with a backslash, `\n` `\r` `\t` by name, the rest as it is but for the other
/// control characters (C0 and DEL), which each format writes its own way.
enum DoubleQuoted {
    /// Whether `scalar` is a control character no format here writes as it is.
    static func isControl(_ scalar: Unicode.Scalar) -> Bool { scalar.value < 0x20 || scalar.value == 0x7F }

    /// `text` quoted, each other control character (and each scalar `alsoControl` names) as
    /// `control` writes it.
    /// - Complexity: O(*n*) in its scalars.
    static func quoted(
        _ text: String, alsoControl: (Unicode.Scalar) -> Bool = { _ in false }, control: (Unicode.Scalar) -> String
    ) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isControl(scalar) || alsoControl(scalar): result += control(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
