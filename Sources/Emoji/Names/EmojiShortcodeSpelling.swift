/// How a CLDR short name is spelled as a `:shortcode:`: lowercased, apostrophes and quotation
/// marks left out, and every other run of spaces and punctuation one `_` (red heart → `red_heart`,
/// flag: Japan → `flag_japan`, woman’s hat → `womans_hat`, keycap: # → `keycap_#`).
///
/// Standard library only: `scripts/generate-emoji-names` compiles this file too, and refuses data
/// in which two emoji would get the same shortcode.
public enum EmojiShortcodeSpelling {
    /// - Complexity: O(*n*) in the name's length.
    public static func shortcode(forName name: String) -> String {
        if let ascii = asciiShortcode(forName: name) { return ascii }
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

    /// The same spelling byte by byte for a name in ASCII (nearly all of them), where a letter
    /// is A–Z or a–z and a number 0–9, so no Unicode property is looked up; nil for any other name.
    private static func asciiShortcode(forName name: String) -> String? {
        var out: [UInt8] = []
        out.reserveCapacity(name.utf8.count)
        var pendingUnderscore = false
        for byte in name.utf8 {
            switch byte {
            case 0x80...: return nil
            case UInt8(ascii: "'"), UInt8(ascii: "\""): continue
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "#"), UInt8(ascii: "*"),
                 UInt8(ascii: "A")...UInt8(ascii: "Z"):
                if pendingUnderscore && !out.isEmpty { out.append(UInt8(ascii: "_")) }
                pendingUnderscore = false
                out.append(byte | (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? 0x20 : 0))
            default:
                pendingUnderscore = true
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
