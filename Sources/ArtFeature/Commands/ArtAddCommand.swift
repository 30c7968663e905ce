import EmojiArt
import REPL

/// `art add EMOJI at X,Y [size N]`: the course's drop of an emoji on the canvas.
struct ArtAddCommand: DocumentEdit, Equatable {
    /// The size `add` uses when none is given (the course's default font size).
    static let defaultSize = ArtEditor.defaultEmojiSize

    static let spec = CommandSpec(
        "add", in: .art,
        parameters: [
            .positional("EMOJI", \Self.text, .emoji, required: true, "one emoji"),
            .keyword("at", \Self.place, .point, required: true, "offsets from the canvas's centre, in points"),
            .keyword("size", \Self.size, .integer(EmojiArtModel.Limits.size), required: false, "in points (default \(defaultSize))"),
        ],
        summary: "add an emoji at a place",
        needs: "an emoji and a place")

    var text = ""
    var place = Point.zero
    var size: Int?
    var x: Int { place.x }
    var y: Int { place.y }

    init(text: String, x: Int, y: Int, size: Int? = nil) {
        self.text = text
        self.place = Point(x: x, y: y)
        self.size = size
    }

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let art = context.session.art
        let emoji = try intent { () throws(IntentError) in try art.add(text, at: (x, y), size: size ?? Self.defaultSize) }
        return .with(.message("Added \(emoji.text) as emoji \(emoji.id) at \(emoji.x),\(emoji.y), size \(emoji.size)"))
    }
}
