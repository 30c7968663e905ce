/// The EmojiArt JSON of each CS193p course year and of the encodings students' apps produce: what
/// a document was opened in, and what `art save --format` writes, so a picture made here opens in
/// the app a student has.
///
/// Canvas coordinates are the 2021 model's everywhere in memorize (offsets from the centre, y
/// down); each format converts on reading and writing.
public enum EmojiArtFormat: String, CaseIterable, Sendable, Hashable {
    /// CS193p 2021: `{"background":{"theURL":"…"}|{"imageData":"<base64>"}|{}, "emojis":[{"text","x","y","size","id"}],
    /// "uniqueEmojiId":N}`, the background with the course's own `Codable`.
    case course2021 = "2021"
    /// The 2021 model whose background `CodingKeys` keep the case's name: `{"url":"…"}`.
    case course2021URLKey = "2021-url"
    /// The 2021 model with Swift's synthesized enum coding for the background:
    /// `{"url":{"_0":"…"}}`, `{"imageData":{"_0":"<base64>"}}`, `{"blank":{}}`.
    case course2021Synthesized = "2021-synthesized"
    /// CS193p 2023/24: `{"background":"…" (absent when nil), "emojis":[{"string","position":{"x","y"},"size","id"}],
    /// "uniqueEmojiId":N}`, y pointing up.
    case course2023 = "2023"
    /// CS193p 2020: `{"backgroundURL":"…" (absent when nil), "emojis":[{"text","x","y","size","id"}], "uniqueEmojiID":N}`.
    case course2020 = "2020"

    /// What a user reads in a message, in plain words: `the 2023 EmojiArt format` (the year of
    /// CS193p's EmojiArt app that reads it).
    public var summary: String {
        switch self {
        case .course2021: "the 2021 EmojiArt format"
        case .course2021URLKey: "the 2021 EmojiArt format with its background key spelt 'url'"
        case .course2021Synthesized: "the 2021 EmojiArt format with Swift's synthesized background coding"
        case .course2023: "the 2023 EmojiArt format"
        case .course2020: "the 2020 EmojiArt format"
        }
    }

    /// Whether the format can hold a background of embedded image data (2020 and 2023 hold a URL only).
    public var holdsImageData: Bool {
        switch self {
        case .course2021, .course2021URLKey, .course2021Synthesized: true
        case .course2023, .course2020: false
        }
    }
}
