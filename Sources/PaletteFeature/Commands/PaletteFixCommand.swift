import Emoji
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import REPL

/// `palette fix FILE… [--dry-run]`: palette files rewritten canonical. Only palettes are
/// rewritten; prose and other JSON are refused and left as they are. In the REPL files are read
/// through the session's workspace; `memorize palette fix` streams text palettes of any size.
struct PaletteFixCommand: ShellCommand, Equatable {
    static let spec = CommandSpec(
        "fix", in: .palette,
        parameters: [
            .positional("FILE", \Self.files, .word, required: true, repeating: true, "theme or palettes JSON, or a text palette", missing: "a file"),
            .flag("dry-run", \Self.dryRun, .presence, "say what would change (from the shell: a unified diff), and write nothing"),
        ],
        summary: "rewrite palette files canonical (never prose)",
        details: [

            "Emoji only, fully qualified, each once. JSON files keep their other fields,",

            "key order and layout: only the emojis strings change. A text palette becomes",

            "one line. Files are written atomically; from the shell the exit status is 1 if",

            "one could not be.",

        ])

    var files: [String] = []
    var dryRun = false

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        var output = Output()
        for file in files { output.items += try fix(file, in: context).items }
        return output
    }

    private func fix(_ file: String, in context: CommandContext) throws(CommandError) -> Output {
        let workspace = context.session.workspace
        let bytes: [UInt8]
        do { bytes = [UInt8](try workspace.read(file, limit: PaletteLintCommand.fileBytes)) } catch { throw CommandError(error.message) }
        let fixed: (bytes: [UInt8], changes: Int)
        do { fixed = try PaletteFile.fixed(bytes, kind: PaletteFile.kind(path: file, bytes: bytes), name: file) } catch { throw CommandError(error.message) }
        guard fixed.bytes != bytes else { return .with(.message("\(file) is canonical already")) }
        let changes = "\(fixed.changes) change\(fixed.changes == 1 ? "" : "s")"
        if dryRun { return .with(.message("would fix \(file) (\(changes))")) }
        do { try workspace.write(Data(fixed.bytes), to: file) } catch { throw CommandError(error.message) }
        return .with(.message("fixed \(file) (\(changes))"))
    }
}
