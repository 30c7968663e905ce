/// Skin-tone variants: the five Fitzpatrick modifiers (🏻🏼🏽🏾🏿) on emoji that take them.
public enum SkinTones {
    /// U+1F3FB … U+1F3FF, light to dark.
    public static let modifiers: [Unicode.Scalar] = (0x1F3FB...0x1F3FF).compactMap(Unicode.Scalar.init)

    /// The five toned forms of `emoji` that Unicode recommends, light to dark; none when it takes
    /// no tone (or already has one). A tone goes after each modifier base in the sequence (so both
    /// people of 🧑‍🤝‍🧑 get it), replacing a U+FE0F there (✌️ → ✌🏽).
    /// - Complexity: O(*k*) for *k* scalars: five table lookups.
    public static func variants(of emoji: Character) -> [Character] {
        let scalars = Array(emoji.unicodeScalars)
        guard !scalars.contains(where: { $0.properties.isEmojiModifier }),
              scalars.contains(where: { $0.properties.isEmojiModifierBase }) else { return [] }
        let table = EmojiTable.shared
        return modifiers.compactMap { tone in
            var toned = String.UnicodeScalarView()
            var i = 0
            while i < scalars.count {
                toned.append(scalars[i])
                if scalars[i].properties.isEmojiModifierBase {
                    toned.append(tone)
                    if i + 1 < scalars.count, scalars[i + 1] == "\u{FE0F}" { i += 1 }
                }
                i += 1
            }
            guard let character = String(toned).first, String(toned).count == 1,
                  let index = table.index(of: character), table.statuses[Int(index)] == .fullyQualified else { return nil }
            return character
        }
    }

    /// `emoji` with every skin tone taken out: the base a toned emoji varies.
    public static func base(of emoji: Character) -> Character {
        guard emoji.unicodeScalars.contains(where: { $0.properties.isEmojiModifier }) else { return emoji }
        var view = String.UnicodeScalarView()
        for scalar in emoji.unicodeScalars where !scalar.properties.isEmojiModifier { view.append(scalar) }
        return (String(view).first?.fullyQualifiedEmoji) ?? emoji
    }
}

/// Emoji that look alike on a card: tone and gender variants of one base (👍 and 👍🏽, 👨‍🍳 and
/// 👩‍🍳). A memory game of both is a game of squinting, so lint notes them.
public enum LookAlikes {
    /// What `emoji` looks like with tones and genders set aside: equal keys look alike.
    /// - Complexity: O(*k*) in its scalars.
    public static func key(of emoji: Character) -> String {
        var scalars = Array(emoji.unicodeScalars).filter { !$0.properties.isEmojiModifier && $0 != "\u{FE0F}" }
        // ZWJ ♀ / ♂ at the end: the gendered forms of a role or activity.
        if scalars.count >= 2, scalars[scalars.count - 2] == "\u{200D}", ["\u{2640}", "\u{2642}"].contains(scalars[scalars.count - 1]) {
            scalars.removeLast(2)
        }
        // Man, woman and person; boy, girl and child; old man, old woman and older person.
        let people: [UInt32: UInt32] = [0x1F468: 0x1F9D1, 0x1F469: 0x1F9D1, 0x1F466: 0x1F9D2, 0x1F467: 0x1F9D2, 0x1F474: 0x1F9D3, 0x1F475: 0x1F9D3]
        var view = String.UnicodeScalarView()
        for scalar in scalars {
            view.append(people[scalar.value].flatMap(Unicode.Scalar.init) ?? scalar)
        }
        return String(view)
    }
}
