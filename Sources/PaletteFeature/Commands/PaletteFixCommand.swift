import Emoji
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import REPL

/// `palette fix FILE… [--dry-run]`: palette files rewritten canonical. Only palettes are
/// rewritten; prose and other JSON are refused and left as they are. Text palettes of any size
/// are streamed (see `PaletteFixCommand+Files`).
struct PaletteFixCommand: ShellCommand, Equatable {
    static let spec = CommandSpec(
        "fix", in: .palette,
        parameters: [
            .positional("FILE", \Self.files, .word, required: true, repeating: true, "theme or palettes JSON, or a text palette", missing: "a file"),
            .flag("dry-run", \Self.dryRun, .presence, "say what would change (a unified diff), and write nothing"),
            .flag("terminal", \Self.terminal, .presence, "swap emoji this terminal's probed profile draws at another width for a form it draws as expected"),
            .flag("profile", \Self.profile, .word, value: "P", "with --terminal: the width profile P (a file, or a terminal's name) instead of this terminal's"),
        ],
        summary: "rewrite palette files canonical (never prose)",
        details: [

            "Emoji only, fully qualified, each once. JSON files keep their other fields,",

            "key order and layout: only the emojis strings change. A text palette becomes",

            "one line. Files are written atomically; the exit status is 1 if one could not",

            "be. With --terminal, an emoji the width profile ('palette probe') saw drawn",

            "at another width is swapped for its fully-qualified form or its form without",

            "U+FE0F, whichever the profile does not list.",

        ])

    var files: [String] = []
    var dryRun = false
    var terminal = false
    /// A width profile (`--profile`): a file or a probed terminal's name.
    var profile: String?

    init() {}

    /// Each file fixed in turn: one that cannot be is an error, and the others are still fixed.
    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        let swaps = try widthSwaps(in: context)
        for file in files {
            do { try fix(file, in: context, swaps: swaps) } catch { context.stream.error(error.description) }
        }
        return Output()
    }

    /// The swaps `--terminal` asks for: by the profile `--profile` names, else by the probed
    /// profile of the terminal the environment names; an error without one (there is no fixed
    /// list to swap by).
    func widthSwaps(in context: CommandContext) throws(CommandError) -> WidthSwaps? {
        if profile != nil, !terminal { throw CommandError("--profile is the width profile of --terminal: give --terminal too") }
        guard terminal else { return nil }
        let workspace = context.session.workspace
        if let profile { return WidthSwaps(profile: try WidthProfiles.load(profile, in: workspace)) }
        guard let found = try WidthProfiles.forEnvironment(in: workspace) else {
            throw CommandError("no width profile for this terminal: 'palette probe' measures it, or give --profile P")
        }
        return WidthSwaps(profile: found)
    }
}
