import ArgumentParser
import Transcripts

/// `memorize verify TRANSCRIPT`: a recorded game's score, confirmed by replaying it.
struct Verify: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Confirm a recorded game's score by replaying it.",
        discussion: """
            Replays the transcript as 'memorize test' does (its seed, size and the manual clock) and \
            confirms the last game won in it: 'verified: THEME, N pairs (seed S): won with SCORE in T \
            turns, scored on the manual clock' (the bonus counts only the time 'wait' lines let \
            pass). The score is the replay's own; a file that says anything memorize does not print \
            (an edited score, a changed card) is refused with the line where it differs, as is one \
            in which no game is won, and one whose game the score book would not enter: played with \
            bonus= other than 6, after 'state' showed its face-down cards, or a deal dealt before in \
            it. Record a game to share with 'memorize record FILE.transcript'. \
            Exit status: 0 confirmed, 1 refused, 2 malformed.
            """
    )

    @Argument(help: "The recorded game (a .transcript file).")
    var transcript: String

    func run() throws {
        let status = TranscriptVerification.verifyFile(transcript)
        if status != 0 { throw ExitCode(status) }
    }
}
