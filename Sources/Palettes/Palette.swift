import Emoji

/// A named string of emoji to draw from, as in CS193p's EmojiArt: what themes are built from.
public struct Palette: Identifiable, Codable, Hashable, Sendable {
    public var name: String
    /// The emoji, each once, fully qualified (the store runs everything through ``PaletteFilter``).
    public var emojis: String
    public let id: Int

    public init(name: String, emojis: String, id: Int) {
        self.name = name
        self.emojis = emojis
        self.id = id
    }
}

extension Palette {
    /// The course's starting palettes (EmojiArt, 2021), put through the filter: its unqualified
    /// 🏎 and ⛷ come out fully qualified.
    public static let defaults: [(name: String, emojis: String)] = [
        ("Vehicles", "🚙🚗🚘🚕🚖🏎🚚🛻🚛🚐🚓🚔🚑🚒🚀✈️🛫🛬🛩🚁🛸🚲🏍🛶⛵️🚤🛥🛳⛴🚢🚂🚝🚅🚆🚊🚉🚇🛺🚜"),
        ("Sports", "🏈⚾️🏀⚽️🎾🏐🥏🏓⛳️🥅🥌🏂⛷🎳"),
        ("Music", "🎼🎤🎹🪘🥁🎺🪗🪕🎻"),
        ("Animals", "🐥🐣🐂🐄🐎🐖🐏🐑🦙🐐🐓🐁🐀🐒🦆🦅🦉🦇🐢🐍🦎🦖🦕🐅🐆🦓🦍🦧🦣🐘🦛🦏🐪🐫🦒🦘🦬🐃🦌🐕🐩🦮🐈🦤🦢🦩🕊🦝🦨🦡🦫🦦🦥🐿🦔"),
        ("Animal Faces", "🐵🙈🙊🙉🐶🐱🐭🐹🐰🦊🐻🐼🐻‍❄️🐨🐯🦁🐮🐷🐸🐲"),
        ("Flora", "🌲🌴🌿☘️🍀🍁🍄🌾💐🌷🌹🥀🌺🌸🌼🌻"),
        ("Weather", "☀️🌤⛅️🌥☁️🌦🌧⛈🌩🌨❄️💨☔️💧💦🌊☂️🌫🌪"),
        ("COVID", "💉🦠😷🤧🤒"),
        ("Faces", "😀😃😄😁😆😅😂🤣🥲☺️😊😇🙂🙃😉😌😍🥰😘😗😙😚😋😛😝😜🤪🤨🧐🤓😎🥸🤩🥳😏😞😔😟😕🙁☹️😣😖😫😩🥺😢😭😤😠😡🤯😳🥶😥😓🤗🤔🤭🤫🤥😶😐😑😬🙄😯😦😧😮😲🥱😴🤤😪😵🤐🥴🤢🤮🤧😷🤒🤕🤑🤠"),
    ]
}
