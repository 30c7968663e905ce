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

            With --import FILE.cast it goes the other way: an 'asciinema rec --stdin' recording of a \
            line session of memorize becomes a transcript (to -o or standard output), its inputs the \
            lines typed and its expected output what the terminal showed after each, without control \
            sequences; markers become comments. Full-screen screens are not read (record those with \
            'memorize record'); a transcript that does not pass as made (a game dealt without seed=) \
            is written with a warning.
            """
    )

    @Argument(help: "The transcript (a .transcript file).")
    var transcript: String?

    @Option(name: .customLong("import"), help: ArgumentHelp(
        "Instead, make a transcript of an 'asciinema rec --stdin' recording of a line session of memorize.",
        valueName: "file.cast"))
    var importing: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the cast to this file (atomically) instead of standard output.", valueName: "file.cast"))
    var output: String?

    @Option(name: .customLong("cast-format"), help: ArgumentHelp("The asciicast version to write.", valueName: "v2|v3"))
    var format: Asciicast.Format = .v2

    func run() throws {
        // Here rather than in validate(): a mistyped option is named first, as for every command.
        if (transcript == nil) == (importing == nil) {
            throw ValidationError("give a transcript to cast, or --import FILE.cast (one of them)")
        }
        if let importing {
            let status = CastImport.writeTranscript(ofCast: importing, to: output)
            if status != 0 { throw ExitCode(status) }
            return
        }
        let status = TranscriptCast.writeCast(ofFile: transcript ?? "", to: output, format: format)
        if status != 0 { throw ExitCode(status) }
    }
}

extension Asciicast.Format: ExpressibleByArgument {}
