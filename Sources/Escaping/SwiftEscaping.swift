/// Swift source, as the build's generated files write it.
public enum SwiftEscaping {
    /// `text` as a Swift string literal, quotes included: `\` and `"` with a backslash, `\n` `\r`
    /// `\t` by name, the other control characters (C0 and DEL) as `\u{H}`; the rest, emoji
    /// included, as it is (a literal holds any other scalar).
    /// - Complexity: O(*n*) in its scalars.
    public static func literal(_ text: String) -> String {
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{" + Hex.string(scalar.value, width: 1) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
