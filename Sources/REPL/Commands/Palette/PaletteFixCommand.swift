import Emoji
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `palette fix FILE [--dry-run]`: what `memorize palette fix` does, from the REPL. Only
/// palettes are rewritten; prose and other JSON are refused and left as they are.
struct PaletteFixCommand: Command, Equatable {
    static let spec = CommandSpec(
        "fix", in: .palette,
        parameters: [
            .positional("FILE", \Self.file, .word, required: true, "theme or palettes JSON, or a text palette", missing: "a file"),
            .flag("dry-run", \Self.dryRun, .presence, "say what would change, and write nothing"),
        ],
        summary: "rewrite a palette file canonical (never prose)")

    var file = ""
    var dryRun = false

    init() {}

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
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
