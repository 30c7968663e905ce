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
        ],
        summary: "rewrite palette files canonical (never prose)",
        details: [

            "Emoji only, fully qualified, each once. JSON files keep their other fields,",

            "key order and layout: only the emojis strings change. A text palette becomes",

            "one line. Files are written atomically; the exit status is 1 if one could not",

            "be.",

        ])

    var files: [String] = []
    var dryRun = false

    init() {}

    /// Each file fixed in turn: one that cannot be is an error, and the others are still fixed.
    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        for file in files {
            do { try fix(file, in: context) } catch { context.stream.error(error.description) }
        }
        return Output()
    }
}
