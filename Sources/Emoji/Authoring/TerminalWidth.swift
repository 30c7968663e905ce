/// Emoji whose width terminals disagree on: a card drawn with one of them shifts its row by a
/// column on some terminals. What `palette lint --terminal` warns about.
public enum TerminalWidth {
    /// Why terminals may draw `emoji` at a width other than 2 columns, or nil when they agree.
    /// - Complexity: O(*k*) in its scalars.
    public static func disagreement(_ emoji: Character) -> String? {
        let scalars = Array(emoji.unicodeScalars)
        guard let first = scalars.first else { return nil }
        if scalars.contains("\u{20E3}") {
            return "a keycap: 1 column on terminals that draw the digit and mark as text, 2 on others"
        }
        if scalars.count == 2, scalars.allSatisfy({ (0x1F1E6...0x1F1FF).contains($0.value) }) {
            return "a flag: 2 columns, or two letters (1 or 2 columns each) where flags are not drawn"
        }
        if scalars.contains(where: { (0xE0020...0xE007F).contains($0.value) }) {
            return "a tag sequence (a subdivision flag): drawn as one flag or as a black flag and tags"
        }
        if scalars.contains("\u{200D}") {
            let parts = scalars.split(separator: "\u{200D}").count
            return "a ZWJ sequence: one glyph of 2 columns, or its \(parts) parts side by side where it is not supported"
        }
        if scalars.dropFirst().contains(where: { $0.properties.isEmojiModifier }) {
            return "a skin-tone sequence: 2 columns, or 4 where the tone is drawn as a swatch"
        }
        if !first.properties.isEmojiPresentation, scalars.contains("\u{FE0F}") {
            return "a text-style symbol made emoji by U+FE0F: 1 column to wcwidth, 2 as an emoji"
        }
        return nil
    }
}
