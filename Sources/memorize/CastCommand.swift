import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Platform
import REPL
import Storage
import Transcripts

/// `memorize cast TRANSCRIPT`: a transcript's replay as an asciicast that asciinema plays.
struct Cast: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cast",
        abstract: "Turn a transcript into an asciicast (asciinema's format), to watch or share.",
        discussion: """
            Replays the transcript as 'memorize test' does (on a virtual terminal of its @ size and the \
            manual clock) and writes what a terminal would have shown as an asciicast v2: the prompt and \
            each input, what the session prints, and what its screens draw. '~ wait' steps set the pace, \
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

    func run() throws {
        guard FileSystem.info(transcript) != nil, let data = FileManager.default.contents(atPath: transcript) else {
            fail("error: cannot read '\(transcript)'")
            throw ExitCode(1)
        }
        let cast: Asciicast
        do {
            let parsed = try Transcript.parse(data, path: transcript)
            let made = try TranscriptCast.cast(parsed)
            cast = made.cast
            if !made.passed {
                fail("warning: '\(transcript)' does not pass as it is ('memorize test \(transcript)' shows how); the cast shows what it does now")
            }
        } catch let error as TranscriptError {
            fail("error: \(error)")
            throw ExitCode(2)
        } catch {
            fail("error: \(error)")
            throw ExitCode(1)
        }
        guard let output else {
            StandardStreams.write(cast.text, to: FileIO.standardOutput)
            return
        }
        do {
            try AtomicFile.write(cast.text, to: output)
        } catch {
            fail("error: \(error)")
            throw ExitCode(1)
        }
    }
}
