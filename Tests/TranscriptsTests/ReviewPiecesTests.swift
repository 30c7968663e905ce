import Foundation
import Testing
@testable import Transcripts

/// The pieces `--review` chooses from: an update in hunks whose text, with every hunk taken, is
/// what `--update` writes, and with some taken, the file with exactly those; how a hunk is shown;
/// and the screens `--artifacts` draws.
@Suite("Review: hunks, their view, and pictures of screens")
struct ReviewPiecesTests {
    static let transcript = """
        # story
        > score
        | score: 5
        # among the output
        > score
        | score: 6

        """

    @Test func hunksAddUpToTheUpdate() throws {
        let directory = try TranscriptDirectory(["a.transcript": Self.transcript])
        let result = try runTranscript(directory.path("a.transcript"))
        let update = try #require(result.report.update)
        let hunks = try #require(update.hunks)
        #expect(hunks.map(\.line) == [2, 5])
        #expect(update.text(accepting: [0, 1]) == result.updatedText())
        #expect(update.text(accepting: []) == "# story\n> score\n| score: 5\n# among the output\n> score\n| score: 6\n")
        let error = "! error: no game yet; start one with 'new'"
        #expect(update.text(accepting: [1]) == "# story\n> score\n| score: 5\n# among the output\n> score\n\(error)\n")
        // The comment among the first block's output moves after its new output, as --update puts it.
        #expect(update.text(accepting: [0]) == "# story\n> score\n\(error)\n# among the output\n> score\n| score: 6\n")
        #expect(hunks[0].before == ["| score: 5", "# among the output"] && hunks[0].after == [error, "# among the output"])
    }

    @Test func anExitStatusIsAHunkOfItsOwn() throws {
        // `@ exit` is a setting, so it is read before the first input.
        let text = "# story\n@ exit: 0\n> score\n| score: 5\n"
        let directory = try TranscriptDirectory(["a.transcript": text])
        let update = try #require(try runTranscript(directory.path("a.transcript")).report.update)
        #expect(update.hunks?.map(\.title) == ["exit status", "output of '> score'"])
        #expect(update.text(accepting: [0]) == "# story\n@ exit: 1\n> score\n| score: 5\n")
    }

    @Test func sideBySideOnlyWhenBothFit() {
        let hunk = CaseReport.Hunk(line: 2, title: "t", kept: [], before: ["| a", "| same"], after: ["| b", "| same"])
        let wide = HunkView.render(hunk, width: 80, color: false)
        #expect(wide == ["  expected │   actual", "- | a      │ + | b", "  | same   │   | same"])
        let narrow = HunkView.render(hunk, width: 12, color: false)
        #expect(narrow == ["expected:", "- | a", "  | same", "actual:", "+ | b", "  | same"])
    }

    @Test func screenCellsAndTheirDifferences() {
        let expected = ScreenCells(snapshot: ["a😐b", "styles:", "x...", "x = 31"])
        let actual = ScreenCells(snapshot: ["a🙂b", "styles:", "....", "x = 31"])
        #expect(expected.width == 4 && expected.cell(x: 2, y: 0).text.isEmpty && expected.cell(x: 0, y: 0).style == "31")
        let cells = ScreenCells.differences(expected, actual).map { [$0.x, $0.y] }
        #expect(cells == [[0, 0], [1, 0], [2, 0]])
    }

    @Test func colorsAsXtermDrawsThem() {
        #expect(SGRLook.palette(208) == "#ff8700" && SGRLook.palette(1) == "#cd0000" && SGRLook.palette(244) == "#808080")
        let look = SGRLook("1;38;2;1;2;3;48;5;21;7")
        #expect(look.bold && look.reverse && look.foregroundColor == "#0000ff" && look.backgroundColor == "#010203")
        #expect(SGRLook("").foregroundColor == ScreenSVG.foreground && SGRLook("0").backgroundColor == nil)
    }
}
