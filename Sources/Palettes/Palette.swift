import Emoji
import Storage

/// A named string of emoji to draw from, as in CS193p's EmojiArt: what themes are built from.
public struct Palette: Identifiable, Codable, Hashable, Sendable {
    public var name: String
    /// The emoji, each once, fully qualified (the store runs everything through ``PaletteFilter``).
    public var emojis: String
    public let id: Int
    /// The palette's other keys in its file (another tool's `color`), as their JSON text: the
    /// store writes them back as they were. Not coded here: see ``PaletteStore``.
    public var extras: [String: JSONValue] = [:]

    private enum CodingKeys: String, CodingKey { case name, emojis, id }

    /// The keys a palette file's palette has that are not ``extras``.
    static let knownKeys: Set<String> = ["name", "emojis", "id"]

    /// Whether JSONDecoder reads the field at `path` of a palette file (`[2].id`, not `[2].color`).
    static func isDecoded(_ path: [JSONPathComponent]) -> Bool {
        guard path.count >= 2, case .key(let key) = path[1] else { return true }
        return knownKeys.contains(key)
    }

    public init(name: String, emojis: String, id: Int, extras: [String: JSONValue] = [:]) {
        self.name = name
        self.emojis = emojis
        self.id = id
        self.extras = extras
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
