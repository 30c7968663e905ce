/// How a CLDR short name is spelled as a `:shortcode:`: lowercased, apostrophes and quotation
/// marks left out, and every other run of spaces and punctuation one `_` (red heart → `red_heart`,
/// flag: Japan → `flag_japan`, woman’s hat → `womans_hat`, keycap: # → `keycap_#`).
///
/// Standard library only: `scripts/generate-emoji-names` compiles this file too, and refuses data
/// in which two emoji would get the same shortcode.
public enum EmojiShortcodeSpelling {
    /// - Complexity: O(*n*) in the name's length.
    public static func shortcode(forName name: String) -> String {
        var out = ""
        var pendingUnderscore = false
        for character in name.lowercased() {
            if "'’‘\"“”".contains(character) { continue }
            if character.isLetter || character.isNumber || character == "#" || character == "*" {
                if pendingUnderscore && !out.isEmpty { out.append("_") }
                pendingUnderscore = false
                out.append(character)
            } else {
                pendingUnderscore = true
            }
        }
        return out
    }
}
