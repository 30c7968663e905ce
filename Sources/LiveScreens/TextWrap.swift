/// Text broken into lines for a terminal: help pages, key tables, status messages.
public enum TextWrap {
    /// `text` in lines of at most `width` columns (``DisplayWidth``), broken at spaces, never
    /// inside a word: a word wider than a line keeps a line of its own. The first line may be given
    /// a width of its own (`first`), for text that follows a label on it.
    /// - Complexity: O(*n*) in the characters of `text`.
    public static func lines(_ text: String, width: Int, first: Int? = nil) -> [String] {
        var lines: [String] = []
        var line = ""
        var columns = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let wordColumns = DisplayWidth.of(word)
            let limit = lines.isEmpty ? (first ?? width) : width
            if !line.isEmpty, columns + 1 + wordColumns > limit {
                lines.append(line)
                line = String(word)
                columns = wordColumns
            } else if line.isEmpty {
                line = String(word)
                columns = wordColumns
            } else {
                line += " " + word
                columns += 1 + wordColumns
            }
        }
        lines.append(line)
        return lines
    }

    /// `text` after `prefix` on its first line, its other lines indented by `indent` spaces, all
    /// within `width` columns (a hanging indent).
    /// - Complexity: O(*n*) in the characters of `text`.
    public static func hanging(_ text: String, after prefix: String, indent: Int, width: Int) -> [String] {
        let margin = String(repeating: " ", count: indent)
        let wrapped = lines(text, width: max(width - indent, 1), first: max(width - DisplayWidth.of(prefix), 1))
        return [prefix + (wrapped.first ?? "")] + wrapped.dropFirst().map { margin + $0 }
    }
}
