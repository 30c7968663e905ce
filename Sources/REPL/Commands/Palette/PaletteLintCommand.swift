import Emoji
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `palette lint FILE… [--emoji-version V] [--terminal]`: what `memorize palette lint` reports,
/// from the REPL (files are read through the session's workspace).
struct PaletteLintCommand: Command, Equatable {
    /// A file larger than this is left to `memorize palette lint`, which streams it.
    static let fileBytes = 64 << 20

    static let spec = CommandSpec(
        "lint", in: .palette,
        parameters: [
            .positional("FILE", \Self.files, .word, required: true, repeating: true, "theme or palettes JSON, or a text palette", missing: "a file"),
            .flag("emoji-version", \Self.versionWord, .word, value: "V", "note emoji newer than Emoji V (default \(EmojiVersion.widelySupported))"),
            .flag("terminal", \Self.terminal, .presence, "note emoji whose width terminals disagree on"),
        ],
        summary: "report the problems of palette files",
        details: [
            "file:line:column: problem, as 'memorize palette lint' prints it. A text line that is",
            "mostly not emoji is prose: one line says so, and 'palette fix' leaves the file alone.",
        ])

    var files: [String] = []
    /// `--emoji-version`, as typed.
    var versionWord: String?
    var terminal = false
    /// The newest Emoji version not worth a note.
    private(set) var newest = EmojiVersion.widelySupported

    init() {}

    mutating func validate() throws(CommandError) { newest = try Self.version(versionWord) }

    static func version(_ text: String?) throws(CommandError) -> EmojiVersion {
        guard let text else { return .widelySupported }
        guard let version = EmojiVersion(text) else { throw CommandError("--emoji-version must be a version like 15.1, not '\(text.prefix(40))'") }
        return version
    }

    func run(_ context: inout CommandContext) throws(CommandError) -> Output {
        var output = Output()
        var lines: [String] = []
        var count = 0
        for file in files {
            let bytes: [UInt8]
            do { bytes = [UInt8](try context.session.workspace.read(file, limit: Self.fileBytes)) } catch { throw CommandError(error.message) }
            let options = PaletteChecks.Options(newest: newest, terminal: terminal)
            let summary = PaletteFile.lint(bytes, kind: PaletteFile.kind(path: file, bytes: bytes), options: options) { problem in
                count += 1
                lines.append("\(problem.position.map { "\(file):\($0.line):\($0.column)" } ?? file): \(problem.message)")
            }
            if summary.proseLines > 0 {
                output.append(.lines(lines))
                lines = []
                output.note("\(file): \(summary.proseLines) line\(summary.proseLines == 1 ? " is text, not a palette line" : "s are text, not palette lines"); 'palette extract' finds the emoji of a text")
            }
        }
        output.append(.lines(lines))
        output.message(count == 0 ? "no problems" : "\(count) problem\(count == 1 ? "" : "s") in \(files.count) file\(files.count == 1 ? "" : "s")")
        return output
    }
}
