/// How many columns a character takes: the width model in force (``WidthModel``: a profile
/// measured on this terminal) where it has measured the character, else by our own rule
/// rather than the terminal's table: an emoji (anything with emoji presentation, written with
/// U+FE0F, a keycap or a flag) and East Asian wide characters take two; everything else one.
///
/// Terminals disagree about emoji written with U+FE0F (✈️ ☀️ 🕷️ ❄️): tmux, VTE and most
/// emulators give them one column, others two. Screens therefore lay out by this measure and then
/// position every cell explicitly (see ``FrameRenderer``), so either kind of terminal shows the
/// cells where the layout put them; with a profile, the layout also knows how wide they are.
public enum DisplayWidth {
    /// - Complexity: O(*s*) in the character's scalars (O(1) for ASCII).
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
        let unicode = unicode(of: character)
        return measured(character) ?? unicode
    }

    /// How wide the width model in force says `character` is drawn; nil under Unicode's widths,
    /// which answers before the emoji's properties are looked up, and without the model's lock
    /// or a copy of its table (a frame of 10,000 emoji asks 10,000 times).
    /// - Complexity: O(1) (a task-local read; under a profile, a property and a hash look-up).
    private static func measured(_ character: Character) -> Int? {
        let source = WidthModel.Source.current
        guard source !== WidthModel.Source.unicode, mayDiffer(character) else { return nil }
        return source.model.measured(character)
    }

    /// Columns of an emoji in a screen's two-column slot (a card, the art canvas, the strip): what
    /// the width model measured, else two, whatever Unicode says of the character.
    /// - Complexity: O(*s*) in the character's scalars.
    public static func ofEmoji(_ character: Character) -> Int {
        measured(character) ?? 2
    }

    /// Unicode's width of `character` (East Asian Width and emoji presentation, by our rule),
    /// whatever the terminal: what a probe compares a terminal's drawing with.
    /// - Complexity: O(*s*) in the character's scalars (O(1) for ASCII).
    public static func unicode(of character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
        var scalars = character.unicodeScalars.makeIterator()
        guard let first = scalars.next() else { return 0 }
        if first.properties.isEmojiPresentation || isWide(first.value) { return 2 }
        while let next = scalars.next() {
            if next == "\u{FE0F}" || next == "\u{20E3}" { return 2 }   // emoji presentation, keycap
        }
        return 1
    }

    /// `emoji` as a slot of `slot` columns can show it, with its columns: itself when the
    /// terminal draws it no wider (``ofEmoji(_:)``), else its first part (``firstPart(of:)``)
    /// when that fits, else nil (drawn wider than its slot, it would cover its neighbours). One
    /// the terminal does not draw at all (0 columns: newer than it knows) counts as not fitting.
    /// - Complexity: O(*s*) in its scalars.
    public static func fitted(_ emoji: Character, in slot: Int) -> (emoji: Character, columns: Int)? {
        let columns = ofEmoji(emoji)
        if columns > 0, columns <= slot { return (emoji, columns) }
        if let part = firstPart(of: emoji) {
            let partColumns = ofEmoji(part)
            if partColumns > 0, partColumns <= slot { return (part, partColumns) }
        }
        return nil
    }

    /// What a terminal that does not join `emoji` draws first: the part before its first ZWJ,
    /// skin tone or tag (👩 of 👩‍🚀, 👋 of 👋🏽, 🏴 of a subdivision flag); nil when it has no such part.
    /// - Complexity: O(*s*) in its scalars.
    public static func firstPart(of emoji: Character) -> Character? {
        var part = ""
        for scalar in emoji.unicodeScalars {
            if scalar == "\u{200D}" || scalar.properties.isEmojiModifier || (0xE0020...0xE007F).contains(scalar.value) { break }
            part.unicodeScalars.append(scalar)
        }
        guard part.count == 1, let first = part.first, first != emoji else { return nil }
        return first
    }

    /// Whether a width profile could hold `character`: an emoji (a profile measures nothing else),
    /// so a session with a profile still measures plain text without looking it up, and loads the
    /// profile only when an emoji is measured.
    /// - Complexity: O(1)
    static func mayDiffer(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first, !first.isASCII || character.unicodeScalars.count > 1 else { return false }
        return first.properties.isEmoji
    }

    /// Columns of `text`, character by character; printable ASCII (most help and status text)
    /// is a column a byte, without breaking it into characters.
    /// - Complexity: O(*n*)
    public static func of(_ text: some StringProtocol) -> Int {
        var columns = 0
        for byte in text.utf8 {
            guard byte >= 0x20, byte < 0x7F else { return text.reduce(0) { $0 + of($1) } }
            columns += 1
        }
        return columns
    }

    /// Whether this scalar is one the renderer may trust any terminal to draw one column wide
    /// (so the cursor's advance after it is known): ASCII, Latin, Greek, Cyrillic, box drawing,
    /// block elements and braille.
    /// - Complexity: O(1)
    static func isSurelyNarrow(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value >= 0x20 && value < 0x7F) || (value >= 0xA0 && value < 0x0370 && value != 0xAD)
            || (value >= 0x2500 && value < 0x25A0) || (value >= 0x2800 && value < 0x2900)
    }

    /// East Asian Wide and Fullwidth blocks (UAX #11), coarsely: CJK, Hangul, kana, fullwidth forms.
    static func isWide(_ value: UInt32) -> Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            true
        default:
            false
        }
    }
}
