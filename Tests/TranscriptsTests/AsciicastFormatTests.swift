import Foundation
import Testing
@testable import Transcripts

/// Markers and asciicast v3: the same events in either version, v3's times relative.
struct AsciicastFormatTests {
    func sample() -> Asciicast {
        var cast = Asciicast(width: 80, height: 24, timestamp: 1_700_000_000, title: "t")
        cast.environment = [("TERM", "xterm-256color"), ("SHELL", "/bin/sh")]
        cast.marker("a story \u{1B}]0;owned\u{7}", at: 0)
        cast.output("> ", at: 0)
        cast.output("new\r\n", at: 0.8)
        cast.marker("> choose 1", at: 0.5)   // earlier: moved up
        cast.resize(width: 90, height: 30, at: 2.25)
        return cast
    }

    @Test func v2KeepsTimesFromTheStartAndMarkersAreTerminalSafe() {
        #expect(sample().text == """
            {"version": 2, "width": 80, "height": 24, "timestamp": 1700000000, "title": "t", "env": {"TERM": "xterm-256color", "SHELL": "/bin/sh"}}
            [0.000000, "m", "a story \\\\u{1B}]0;owned\\\\u{7}"]
            [0.000000, "o", "> "]
            [0.800000, "o", "new\\r\\n"]
            [0.800000, "m", "> choose 1"]
            [2.250000, "r", "90x30"]

            """)
        #expect(sample().text == sample().text(in: .v2))
    }

    @Test func v3PutsTheSizeAndTERMInTermAndGivesIntervals() {
        #expect(sample().text(in: .v3) == """
            {"version": 3, "term": {"cols": 80, "rows": 24, "type": "xterm-256color"}, "timestamp": 1700000000, "title": "t", "env": {"SHELL": "/bin/sh"}}
            [0.000000, "m", "a story \\\\u{1B}]0;owned\\\\u{7}"]
            [0.000000, "o", "> "]
            [0.800000, "o", "new\\r\\n"]
            [0.000000, "m", "> choose 1"]
            [1.450000, "r", "90x30"]

            """)
    }

    @Test(arguments: [("new animals", "> new animals"), ("  # we win  ", "we win"), ("#", nil), ("   ", nil),
                      ("#️⃣ themes", "> #️⃣ themes")])
    func aTypedLineNamesItsMarker(line: String, label: String?) {
        #expect(CastRecorder.label(of: line) == label)
    }

    @Test func aTranscriptsChaptersAreItsInputsAndStepsWithTheCommentsAboveThem() throws {
        let text = "# story\n> new\n# key\n~ press q\n> score\n#  the end \n"
        let transcript = try Transcript.parse(Data(text.utf8), path: "t.transcript", testHooks: false)
        #expect(TranscriptCast.Chapter.plan(transcript.lines) == [
            .init(input: "new", comments: ["story"]), .init(isStep: true, comments: ["key"]),
            .init(input: "score"), .init(comments: ["the end"]),
        ])
    }
}
