extension StringProtocol {
    /// Without leading and trailing spaces and tabs (general category Zs, U+0009 and U+200B):
    /// what Foundation's `trimmingCharacters(in: .whitespaces)` gives, without full Foundation.
    /// - Complexity: O(*n*) in the length.
    public func trimmingSpaces() -> String {
        trimmingScalars { $0 == "\t" || $0 == "\u{200B}" || $0.properties.generalCategory == .spaceSeparator }
    }

    /// Without leading and trailing white space and line breaks: what Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` gives (general category Z, U+0009 to
    /// U+000D, U+0085 and U+200B).
    /// - Complexity: O(*n*) in the length.
    public func trimmingSpacesAndNewlines() -> String {
        trimmingScalars { scalar in
            switch scalar.properties.generalCategory {
            case .spaceSeparator, .lineSeparator, .paragraphSeparator: true
            default: (0x09...0x0D).contains(scalar.value) || scalar.value == 0x85 || scalar.value == 0x200B
            }
        }
    }

    /// Trims by Unicode scalar, as Foundation does, not by Character.
    private func trimmingScalars(_ trim: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !trim($0) }), let last = scalars.lastIndex(where: { !trim($0) }) else {
            return ""
        }
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: scalars[first...last])
        return String(trimmed)
    }
}
