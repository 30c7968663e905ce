import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import REPL
import Transcripts

/// `memorize record FILE`: a normal REPL whose session is saved as a transcript.
struct Record: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "record",
        abstract: "Play a session and save it as a transcript.",
        usage: HelpText.shellUsage("memorize record <file> [--force] [<session options>]", width: ShellHelpWidth.columns),
        discussion: """
            Starts the REPL (readline on a terminal; plain reading from a pipe) on the manual clock \
            ('wait S' moves it) with a fixed seed and board size, and writes the session to FILE after \
            every command, so that 'memorize test FILE' passes straight after. Only the bundled themes \
            are used unless --theme-dir is given. On a terminal, a screen a command opens (play, art \
            edit, face screen) records what it gets as '~' steps: keys, clicks, drags, the wheel, \
            pastes, resizes, and the time between them in tenths of a second; Ctrl-\\ there takes a \
            snapshot, and leaving takes one too. Output lines keep no match of --redact, nor $HOME or the \
            user's name: each is written as [..], which matches on replay. --cast also writes an asciicast \
            of the session (asciinema's format: v2, or v3 with --cast-format v3), rewritten atomically as the \
            transcript is; each line typed is a marker (a chapter a player can jump to), named by \
            the line or, for a '# comment' line, by the comment.
            """
    )

    @Argument(help: "The transcript to write (conventionally transcripts/NAME.transcript).")
    var file: String

    @Flag(help: "Replace FILE (and the cast) if it exists.")
    var force = false

    @Option(help: ArgumentHelp("Also write an asciicast of the session (what the terminal showed, timed) to this file.", valueName: "file.cast"))
    var cast: String?

    @Option(help: ArgumentHelp("Write what this regular expression matches in an output line as [..] (repeatable; $HOME and the user's name always are).", valueName: "regex"))
    var redact: [String] = []

    @Option(name: .customLong("cast-format"), help: ArgumentHelp("The asciicast version --cast writes.", valueName: "v2|v3"))
    var castFormat: Asciicast.Format = .v2

    @OptionGroup var options: SessionOptions

    /// The user's patterns and the defaults.
    private func redaction() throws -> Redaction {
        let patterns = Redaction.defaults(environment: ProcessInfo.processInfo.environment) + redact
        do throws(Redaction.Problem) {
            return try Redaction(patterns: patterns)
        } catch {
            throw ValidationError("--redact '\(error.pattern)' is not a regular expression")
        }
    }

    /// A recording runs on the manual clock, so that its replay sees the same time: `--clock
    /// system` was taken and quietly ignored.
    func validate() throws {
        if options.clock == .system {
            throw ValidationError("--clock system cannot be recorded: a transcript replays on the manual clock")
        }
        _ = try redaction()
    }

    func run() throws {
        let launch = options.launch(interactive: Terminal.isTTY(FileIO.standardInput), userThemesByDefault: false)
        let status = SessionRecording.record(
            into: file, replacing: force, launch: launch, themeDirectory: options.themeDir, cast: cast, castFormat: castFormat,
            redaction: try redaction())
        if status != 0 { throw ExitCode(status) }
    }
}
