import ArgumentParser
import Transcripts

/// `memorize cast TRANSCRIPT`: a transcript's replay as an asciicast that asciinema plays.
struct Cast: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cast",
        abstract: "Turn a transcript into an asciicast (asciinema's format), to watch or share.",
        discussion: """
            Replays the transcript as 'memorize test' does (on a virtual terminal of its @ size and the \
            manual clock) and writes what a terminal would have shown as an asciicast (v2, or v3 with \
            --cast-format v3): the prompt and each input, what the session prints, and what its screens \
            draw. Each '#' comment and each input is a marker, a chapter a player can jump to. '~ wait' \
            steps set the pace, \
            with a short pause before each input and after each key or gesture, so the keys can be seen \
            landing. The same transcript gives the same file, byte for byte. Play it with \
            'asciinema play FILE.cast'. A transcript that does not pass as it is still gives a cast, \
            with a warning.
            """
    )

    @Argument(help: "The transcript (a .transcript file).")
    var transcript: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the cast to this file (atomically) instead of standard output.", valueName: "file.cast"))
    var output: String?

    @Option(name: .customLong("cast-format"), help: ArgumentHelp("The asciicast version to write.", valueName: "v2|v3"))
    var format: Asciicast.Format = .v2

    func run() throws {
        let status = TranscriptCast.writeCast(ofFile: transcript, to: output, format: format)
        if status != 0 { throw ExitCode(status) }
    }
}

extension Asciicast.Format: ExpressibleByArgument {}
