extension CommandSpec {
    /// `art …` and `export board FILE`: EmojiArt documents.
    public static let artCommands: [CommandSpec] = [
        CommandSpec(
            name: "art", aliases: [],
            parameters: [
                .positional("VERB", .choice(ArtCommand.verbs), required: true, "what to do to the document"),
                .positional("ARGS", .rest, required: false, "the verb's arguments, below"),
            ],
            summary: "make EmojiArt: open, edit, show and save a document",
            details: ArtCommand.verbs.compactMap { ArtCommandParser.usages[$0] } + [
                "X and Y are offsets from the canvas's centre; sizes are points (default 40).",
                "An open document autosaves to its file after every change. Backgrounds load",
                "off the input thread: 'art show' says fetching, failed(URL) or ready; scripts",
                "say 'art wait' (in batch mode show, save and export wait by themselves).",
            ],
            build: { arguments throws(CommandError) in
                let verb = arguments.text("VERB") ?? ""
                return .art(try ArtCommandParser.parse(verb: verb, arguments.words("ARGS")))
            }
        ),
        CommandSpec(
            name: "export", aliases: [],
            parameters: [
                .positional("WHAT", .choice(["board"]), required: true, "what to export"),
                .positional("FILE", .rest, required: true, "the file; .emojiart, .svg or .txt"),
            ],
            summary: "write the board as an EmojiArt document, SVG or text",
            details: [
                "Cards are laid out as on the terminal board, on the canvas (--canvas, default",
                "1024x768): face-up cards as their emoji, face-down ones as the theme colour's square.",
            ],
            build: { arguments in .exportBoard(path: arguments.words("FILE").joined(separator: " ")) }
        ),
    ]
}
