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
    /// The course's starting palettes (EmojiArt, 2021), written as the palette filter leaves them
    /// (the course's 🏎 and ⛷ fully qualified, its ⚾️ without the selector emoji presentation
    /// makes redundant), so that starting a session needs no emoji table. PalettesTests holds each
    /// to the filter: filtering one changes nothing.
    public static let defaults: [(name: String, emojis: String)] = [
        ("Vehicles", "🚙🚗🚘🚕🚖🏎️🚚🛻🚛🚐🚓🚔🚑🚒🚀✈️🛫🛬🛩️🚁🛸🚲🏍️🛶⛵🚤🛥️🛳️⛴️🚢🚂🚝🚅🚆🚊🚉🚇🛺🚜"),
        ("Sports", "🏈⚾🏀⚽🎾🏐🥏🏓⛳🥅🥌🏂⛷️🎳"),
        ("Music", "🎼🎤🎹🪘🥁🎺🪗🪕🎻"),
        ("Animals", "🐥🐣🐂🐄🐎🐖🐏🐑🦙🐐🐓🐁🐀🐒🦆🦅🦉🦇🐢🐍🦎🦖🦕🐅🐆🦓🦍🦧🦣🐘🦛🦏🐪🐫🦒🦘🦬🐃🦌🐕🐩🦮🐈🦤🦢🦩🕊️🦝🦨🦡🦫🦦🦥🐿️🦔"),
        ("Animal Faces", "🐵🙈🙊🙉🐶🐱🐭🐹🐰🦊🐻🐼🐻‍❄️🐨🐯🦁🐮🐷🐸🐲"),
        ("Flora", "🌲🌴🌿☘️🍀🍁🍄🌾💐🌷🌹🥀🌺🌸🌼🌻"),
        ("Weather", "☀️🌤️⛅🌥️☁️🌦️🌧️⛈️🌩️🌨️❄️💨☔💧💦🌊☂️🌫️🌪️"),
        ("COVID", "💉🦠😷🤧🤒"),
        ("Faces", "😀😃😄😁😆😅😂🤣🥲☺️😊😇🙂🙃😉😌😍🥰😘😗😙😚😋😛😝😜🤪🤨🧐🤓😎🥸🤩🥳😏😞😔😟😕🙁☹️😣😖😫😩🥺😢😭😤😠😡🤯😳🥶😥😓🤗🤔🤭🤫🤥😶😐😑😬🙄😯😦😧😮😲🥱😴🤤😪😵🤐🥴🤢🤮🤧😷🤒🤕🤑🤠"),
    ]
}
