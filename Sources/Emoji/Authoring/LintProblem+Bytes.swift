extension PaletteLint.Problem {
    /// Appends ``message`` as UTF-8, building no `String` for the common problems.
    /// - Complexity: O(*k*) in its length.
    public func appendMessage(to out: inout [UInt8]) {
        switch detail {
        case .text(let text):
            out.append(contentsOf: text.utf8)
        case .prose(let others, let emoji):
            ByteText.decimal(others, to: &out)
            ByteText.literal(" characters that are not emoji", to: &out)
            if emoji != 0 {
                ByteText.literal(" and ", to: &out)
                ByteText.decimal(emoji, to: &out)
                ByteText.literal(" emoji", to: &out)
            }
            ByteText.literal(": text, not a palette line ('palette extract' finds the emoji of a text)", to: &out)
        case .notEmoji(let reason):
            appendShown(to: &out)
            ByteText.literal(": ", to: &out)
            out.append(contentsOf: reason.description.utf8)
        case .duplicate(let first):
            appendShown(to: &out)
            if first.column > 0 {
                ByteText.literal(": duplicate of the one at ", to: &out)
                ByteText.decimal(first.line, to: &out)
                out.append(UInt8(ascii: ":"))
                ByteText.decimal(first.column, to: &out)
            } else {
                ByteText.literal(": duplicate of the one on line ", to: &out)
                ByteText.decimal(first.line, to: &out)
            }
        }
    }

    /// Appends ``character`` as UTF-8 (nothing when there is none).
    public func appendCharacter(to out: inout [UInt8]) {
        switch subject {
        case .none: break
        case .character(let character): out.append(contentsOf: String(character).utf8)
        case .entry(let entry): out.append(contentsOf: EmojiTable.shared.utf8(of: entry))
        case .ascii(let byte): out.append(byte)
        }
    }

    /// Appends the code points of ``character`` (`U+2764 U+FE0F`; nothing when there is none).
    public func appendCodePoints(to out: inout [UInt8]) {
        switch subject {
        case .none: break
        case .character(let character):
            var first = true
            for scalar in character.unicodeScalars {
                if !first { out.append(UInt8(ascii: " ")) }
                first = false
                ByteText.codePoint(scalar.value, to: &out)
            }
        case .entry(let entry): ByteText.codePoints(ofUTF8: EmojiTable.shared.utf8(of: entry), to: &out)
        case .ascii(let byte): ByteText.codePoint(UInt32(byte), to: &out)
        }
    }

    /// `'😀' U+1F600`: the character and its code points, as every message about one starts.
    private func appendShown(to out: inout [UInt8]) {
        out.append(UInt8(ascii: "'"))
        appendCharacter(to: &out)
        ByteText.literal("' ", to: &out)
        appendCodePoints(to: &out)
    }
}
