import Foundation
import Testing

/// A best score can be trusted (#33): a game won with more bonus time, after `state` showed its
/// face-down cards, or from a deal dealt before in the session is left out of the score book with
/// a note saying why, and `verify` refuses it; the play screen shows what the book said of a
/// game won on it, and says it again at the prompt. All against the binary a player runs.
@Suite("Scores to trust")
struct TrustedScoresTests {
    /// `-c` with the standard options of these tests: a fixed day and the manual clock.
    static func run(_ commands: String, home: URL? = nil) throws -> MemorizeProcess.Result {
        try MemorizeProcess.run(["--date", "2026-11-28", "--clock", "manual", "-c", commands], environment: home.map { ["HOME": $0.path] } ?? [:])
    }

    @Test("a game won with bonus= other than 6 is not entered, and a note says why")
    func bonusNotEntered() throws {
        let result = try Self.run("new animals pairs=2 seed=5 bonus=600; choose 1 2 3 4; scores")
        #expect(result.stderrLines == ["note: not in the score book: played with bonus=600, not the standard 6 seconds"], "\(result.stderr)")
        #expect(!result.stdout.contains("🏆"), "\(result.stdout)")
        #expect(result.stdoutLines.last == "no scores yet; win a game to have one", "\(result.stdout)")
        // The standard bonus, typed or not, is a score like any other.
        let standard = try Self.run("new animals pairs=2 seed=5 bonus=6; choose 1 2 3 4")
        #expect(standard.stdoutLines.last == "🏆 First score for Animals, 2 pairs.", "\(standard.stdout)")
    }

    @Test("'state' while cards are face down leaves the game out of the book; after the end it does not")
    func revealedNotEntered() throws {
        let revealed = try Self.run("new animals pairs=2 seed=5; state; choose 1 2 3 4; scores")
        #expect(revealed.stderrLines == ["note: not in the score book: 'state' showed its face-down cards"], "\(revealed.stderr)")
        #expect(revealed.stdoutLines.last == "no scores yet; win a game to have one")
        let midway = try Self.run("new animals pairs=2 seed=5; choose 1 2; state; choose 3 4")
        #expect(midway.stderrLines == ["note: not in the score book: 'state' showed its face-down cards"], "\(midway.stderr)")
        // Nothing face down is left to show once the game is won, and the next deal starts unseen.
        let after = try Self.run("new animals pairs=2 seed=5; choose 1 2 3 4; state; new animals pairs=2 seed=7; choose 1 2 3 4; scores animals")
        #expect(after.stderr.isEmpty, "\(after.stderr)")
        #expect(after.stdoutLines.suffix(2).allSatisfy { $0.hasPrefix("Animals  2 pairs  ") }, "\(after.stdout)")
    }

    @Test("a deal dealt again in the same session is not entered the second time")
    func replayedNotEntered() throws {
        let result = try Self.run("new animals pairs=2 seed=5; choose 1 2 3 4; new animals pairs=2 seed=5; choose 1 2 3 4; scores animals")
        #expect(result.stderrLines == ["note: not in the score book: its deal was dealt before in this session"], "\(result.stderr)")
        #expect(result.stdoutLines.last == "Animals  2 pairs  28 in 2 turns  2026-11-28", "\(result.stdout)")
    }

    @Test("a kept game whose cards 'state' showed is still left out after 'resume'")
    func revealedSurvivesResume() throws {
        let home = try GamesThatLastTests.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let first = try PseudoTerminal(["--clock", "manual"], environment: ["HOME": home.path])
        _ = first.read { $0.contains("memorize> ") }
        first.send("new animals pairs=2 seed=5\nstate\n")
        _ = first.read { GamesThatLastTests.stateLine(in: $0) != nil && $0.hasSuffix("> ") }
        first.endInput()
        _ = first.waitForExit()
        let second = try PseudoTerminal(["--clock", "manual"], environment: ["HOME": home.path])
        _ = second.read { $0.contains("memorize> ") }
        second.send("resume\nchoose 1 2 3 4\n")
        let won = second.read { $0.contains("All pairs matched") && $0.hasSuffix("> ") }
        #expect(won.contains("not in the score book: 'state' showed its face-down cards"), "\(won)")
        second.endInput()
        _ = second.waitForExit()
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent(".local/share/memorize/scores.json").path))
    }

    @Test("the play screen's status line keeps the score book's word at 40 columns, and 'q' says it at the prompt")
    func playScreenShowsTheTrophy() throws {
        let home = try GamesThatLastTests.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let terminal = try PseudoTerminal(["--date", "2026-11-28", "--clock", "manual"], columns: 40, rows: 12, environment: ["HOME": home.path])
        _ = terminal.read { $0.contains("memorize> ") }
        terminal.send("play animals pairs=2 seed=5\n")
        _ = terminal.read { $0.contains("left") }
        terminal.send(" l l l ")          // cards 1 2 3 4: two matches
        // The frame is drawn cell by cell where it changed: the trophy is there, the rest is the
        // transcript screen-play-won-trophy's to show whole.
        let screen = terminal.read { $0.contains("🏆") }
        #expect(screen.contains("🏆"), "\(screen)")
        terminal.send("q")
        let back = terminal.read { $0.contains("First score") && $0.hasSuffix("> ") }
        #expect(back.contains("🏆 First score for Animals, 2 pairs."), "\(back)")
        terminal.endInput()
        _ = terminal.waitForExit()
    }

    @Test("verify refuses a recorded game whose cards 'state' showed, or played with bonus=600, and says so in one line")
    func verifyRefusesUntrusted() throws {
        let directory = scratchPath("memorize-verify-trust")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        func recorded(_ name: String, _ lines: String) throws -> URL {
            let file = directory.appendingPathComponent(name)
            try lines.write(to: file, atomically: true, encoding: .utf8)
            let update = try MemorizeProcess.run(["test", "--update", file.path])
            #expect(update.status == 0, "\(update.stderr)")
            return file
        }
        let fair = try recorded("fair.transcript", "> new animals pairs=2 seed=5\n> choose 1 2 3 4\n")
        let confirmed = try MemorizeProcess.run(["verify", fair.path])
        #expect(confirmed.stdoutLines == ["verified: Animals, 2 pairs (seed 5): won with 28 in 2 turns, scored on the manual clock"])

        // The same recording with `state` typed in before the first choice, and its output as memorize prints it.
        let peeked = try recorded("peeked.transcript", "> new animals pairs=2 seed=5\n> state\n> choose 1 2 3 4\n")
        let refused = try MemorizeProcess.run(["verify", peeked.path])
        #expect(refused.status == 1)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderrLines == [
            "refused: \(peeked.path): not a score to trust: 'state' showed its face-down cards (Animals, 2 pairs (seed 5): won with 28 in 2 turns)",
        ], "\(refused.stderr)")

        let bonus = try recorded("bonus.transcript", "> new animals pairs=2 seed=5 bonus=600\n> choose 1 2 3 4\n")
        let longer = try MemorizeProcess.run(["verify", bonus.path])
        #expect(longer.status == 1)
        #expect(longer.stderrLines.count == 1 && longer.stderrLines[0].hasPrefix("refused: \(bonus.path): not a score to trust: played with bonus=600, not the standard 6 seconds ("),
                "\(longer.stderr)")

        // A fair recording tampered with: `state` and what it printed put in before the choices.
        let fairText = try String(contentsOf: fair, encoding: .utf8)
        let peekedText = try String(contentsOf: peeked, encoding: .utf8)
        let stateBlock = try #require(peekedText.range(of: "> state\n")).lowerBound
        let chooseInPeeked = try #require(peekedText.range(of: "> choose")).lowerBound
        let tampered = directory.appendingPathComponent("tampered.transcript")
        let chooseInFair = try #require(fairText.range(of: "> choose")).lowerBound
        try (String(fairText[..<chooseInFair]) + peekedText[stateBlock..<chooseInPeeked] + fairText[chooseInFair...])
            .write(to: tampered, atomically: true, encoding: .utf8)
        // Refused either way: as it stands, because the win now ends with the note the fair file lacks.
        let caught = try MemorizeProcess.run(["verify", tampered.path])
        #expect(caught.status == 1)
        #expect(caught.stdout.isEmpty, "\(caught.stdout)")
        #expect(caught.stderrLines.count == 1 && caught.stderrLines[0].hasPrefix("refused: \(tampered.path):"), "\(caught.stderr)")
    }

    @Test("'new daily' is always the day's game; a palette called daily is 'new palette:daily', and it says so")
    func dailyIsNotAPalette() throws {
        let home = try GamesThatLastTests.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let made = try MemorizeProcess.run(["-c", "palette new daily 🍎🍌🍇"], environment: ["HOME": home.path])
        #expect(made.status == 0, "\(made.stderr)")
        let daily = try MemorizeProcess.run(["--date", "2026-11-28", "-c", "new daily"], environment: ["HOME": home.path])
        #expect(daily.status == 0, "\(daily.stderr)")
        #expect(daily.stdoutLines.first?.hasPrefix("Daily game for 2026-11-28: ") == true, "\(daily.stdout)")
        #expect(daily.stderrLines == ["note: 'new daily' deals the day's game; your palette is 'new palette:daily'"], "\(daily.stderr)")
        let palette = try MemorizeProcess.run(["-c", "new palette:daily seed=1"], environment: ["HOME": home.path])
        #expect(palette.stdoutLines.first?.hasPrefix("New game: daily, 3 pairs") == true, "\(palette.stdout)")
    }
}
