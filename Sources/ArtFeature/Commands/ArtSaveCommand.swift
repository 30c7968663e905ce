import EmojiArt
import REPL

/// `art save [FILE] [--format 2021|2023|2020|…]`: write the document; it autosaves there, in that
/// format, from then on.
struct ArtSaveCommand: Command, Equatable {
    static let spec = CommandSpec(
        "save", in: .art,
        parameters: [
            // One word (quote a name with spaces), so that --format can follow it.
            .positional("FILE", \Self.path, .word, required: false, "a .emojiart file (default: the document's own)", missing: "a file"),
            .flag("format", \Self.format, ArtSaveFormat.choice, value: "YEAR",
                  "the EmojiArt app year whose JSON to write: 2021, 2023, 2020, 2021-url or 2021-synthesized (default: the one it was opened in, else 2021)"),
        ],
        summary: "write the document; later changes autosave there",
        details: [
            "Each year's EmojiArt app opens its own year's JSON: 2021 (the background's key",
            "'theURL'), 2023 (background a URL, emoji with 'string' and 'position', y up),",
            "2020 ('backgroundURL', 'uniqueEmojiID'); 2021-url and 2021-synthesized are the",
            "2021 model as other apps encode it. 2020 and 2023 hold no image data.",
        ])

    var path: String?
    var format: ArtSaveFormat?

    init(path: String?, format: ArtSaveFormat? = nil) {
        self.path = path
        self.format = format
    }
    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let art = context.session.art
        var output = Output()
        context.settleInBatch(into: &output)
        let saved = try intent { () throws(IntentError) in try art.save(to: path, format: format?.format) }
        let inFormat = art.format == .course2021 ? "" : " in \(art.format.summary)"
        output.message("Saved \(CommandContext.emojiCount(art.document?.emojis.count ?? 0)) to \(saved)\(inFormat); changes now autosave there")
        return output
    }
}

/// `art save --format`: a course year's EmojiArt JSON, by the name `--format` takes.
enum ArtSaveFormat: String, ChoiceArgument {
    case course2021 = "2021"
    case course2023 = "2023"
    case course2020 = "2020"
    case course2021URLKey = "2021-url"
    case course2021Synthesized = "2021-synthesized"

    var format: EmojiArtFormat {
        switch self {
        case .course2021: .course2021
        case .course2023: .course2023
        case .course2020: .course2020
        case .course2021URLKey: .course2021URLKey
        case .course2021Synthesized: .course2021Synthesized
        }
    }
}
