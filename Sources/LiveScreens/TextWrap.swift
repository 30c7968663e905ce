/// Text broken into lines for a terminal: help pages, key tables, status messages.
public enum TextWrap {
    /// `text` in lines of at most `width` characters, broken at spaces (a longer word keeps its line).
    /// - Complexity: O(*n*) in the characters of `text`.
    public static func lines(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(word)
            } else {
                line += line.isEmpty ? String(word) : " " + word
            }
        }
        lines.append(line)
        return lines
    }
}
