extension CommandSpec {
    /// The verbs of `palette`, in the order its help lists them.
    static let paletteVerbs = ["list", "show", "new", "add", "remove", "rename", "delete", "move"]

    static let paletteCommands: [CommandSpec] = [
        CommandSpec(
            name: "palette", aliases: ["palettes"],
            parameters: [
                .positional("VERB", .choice(paletteVerbs), required: false, "what to do (default: list)"),
                .positional("ARGS", .theme, required: false, "the palette (name or number) and what the verb needs"),
            ],
            summary: "list, show and edit the emoji palettes",
            details: [
                "palette list                    the palettes, numbered",
                "palette show P                  one palette's emoji (P: a name, any case, or a number)",
                "palette new NAME [EMOJI…]       a new palette, first in the list",
                "palette add P EMOJI…            add emoji (normalised; repeats are dropped)",
                "palette remove P EMOJI…         remove emoji",
                "palette rename P NEW NAME       rename",
                "palette delete P                delete (never the last one)",
                "palette move P N                move to place N",
                "Emoji go through the palette filter: not-emoji are dropped with a notice,",
                "unqualified forms become fully qualified (❤ → ❤️). 'new NAME' plays a palette.",
                "Saved to $XDG_DATA_HOME/memorize/palettes.json (not in transcripts).",
            ],
            build: { arguments in
                .palette(
                    verb: arguments.text("VERB") ?? "list",
                    arguments: arguments.text("ARGS")?.split(separator: " ").map(String.init) ?? [])
            }
        ),
    ]
}
