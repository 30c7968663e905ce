/// Swift source, as the build's generated files write it.
public enum SwiftEscaping {
    /// `text` as a Swift string literal, quotes included: `\` and `"` with a backslash, `\n` `\r`
    /// `\t` by name, the other control characters (C0 and DEL) as `\u{H}`; the rest, emoji
    /// included, as it is (a literal holds any other scalar).
    /// - Complexity: O(*n*) in its scalars.
    public static func literal(_ text: String) -> String {
        DoubleQuoted.quoted(text) { "\\u{" + Hex.string($0.value, width: 1) + "}" }
    }
}
