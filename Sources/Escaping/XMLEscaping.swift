/// XML 1.0 text and attribute values: the SVG export and the JUnit report go through it.
///
/// `&` and `<` are always entities, and `>` too (so that `]]>` never appears); which quotes and
/// white space become references depends on where the text goes (``Context``). Characters XML 1.0
/// cannot hold even as a reference (the C0 controls other than tab, line feed and carriage return,
/// U+FFFE and U+FFFF) are dropped or shown as `\xHH`, as the caller chooses (``Forbidden``).
public enum XMLEscaping {
    /// Where the text goes.
    public enum Context: Sendable {
        /// Anywhere: character data, or an attribute in either quote. Both quotes are entities;
        /// white space is kept (in an attribute a line feed then reads as a space).
        case anywhere
        /// Character data: only `&`, `<` and `>`; quotes and white space as they are.
        case text
        /// A value in double quotes: `"` as `&quot;`, and a line feed as `&#10;` (attribute
        /// normalisation would read a line feed as a space); `'` as it is.
        case doubleQuotedAttribute
    }

    /// What becomes of a character XML cannot hold.
    public enum Forbidden: Sendable {
        /// Left out (an SVG stays well formed whatever a document holds).
        case dropped
        /// Shown as `\xHH` (a report keeps a sign of what the output held).
        case shownAsHex
    }

    /// `text` escaped for `context`.
    /// - Complexity: O(*n*) in its scalars.
    public static func escaped(_ text: String, for context: Context, forbidden: Forbidden) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where context != .text: result += "&quot;"
            case "'" where context == .anywhere: result += "&apos;"
            case "\n" where context == .doubleQuotedAttribute: result += "&#10;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            case _ where isForbidden(scalar):
                if forbidden == .shownAsHex { result += "\\x" + Hex.string(scalar.value, width: 2) }
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Not a `Char` of XML 1.0 (tab, line feed and carriage return are handled before). A Swift
    /// scalar is never a surrogate, so U+D800…U+DFFF need no test.
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
    }
}
