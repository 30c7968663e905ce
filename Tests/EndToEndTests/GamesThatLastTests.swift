import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Games that last (#33): a game killed mid-way resumes identically, best scores are kept and
/// shown, the daily deal depends on the day alone, and `verify` confirms a recorded game's score
/// or refuses a tampered one. All against the binary a player runs.
@Suite("Games that last")
struct GamesThatLastTests {
    /// A player's home of their own, with nothing in it.
    static func home() throws -> URL {
        let home = scratchPath("memorize-lasting")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return home
    }

    /// The last line that is `state`'s JSON in what the terminal showed.
    static func stateLine(in shown: String) -> String? {
        shown.replacingOccurrences(of: "\r", with: "").split(separator: "\n").last { $0.hasPrefix("{\"breakdown\"") }.map(String.init)
    }

    @Test("a game killed by SIGTERM or SIGHUP at the prompt resumes identically", arguments: [SIGTERM, SIGHUP])
    func killedAtThePrompt(signal: Int32) throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let terminal = try PseudoTerminal(["--size", "80x24"], environment: ["HOME": home.path])
        _ = terminal.read { $0.contains("memorize> ") }
        // bonus=0: nothing in `state` depends on how long the kill takes.
        terminal.send("new animals pairs=3 seed=4 bonus=0\n")
        _ = terminal.read { $0.contains("3 of 3 pairs left") }
        terminal.send("choose 1 2 3 4 5\nstate\n")
        let before = try #require(Self.stateLine(in: terminal.read { Self.stateLine(in: $0) != nil && $0.hasSuffix("> ") }))
        terminal.signal(signal)
        _ = terminal.readUntilGone()
        let after = try MemorizeProcess.run(["--size", "80x24", "-c", "resume; state"], environment: ["HOME": home.path])
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stdoutLines.first?.hasPrefix("Resumed: Animals, 3 pairs (seed 4)") == true, "\(after.stdout)")
        #expect(after.stdoutLines.last == before)
    }

    @Test("a game against a bot resumes with both scores and whose turn it is")
    func againstABot() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let terminal = try PseudoTerminal(["--size", "80x24", "--clock", "manual"], environment: ["HOME": home.path])
        _ = terminal.read { $0.contains("memorize> ") }
        terminal.send("new animals pairs=4 seed=4 vs=bot:2\nchoose 1 2\nstate\n")
        let before = try #require(Self.stateLine(in: terminal.read { Self.stateLine(in: $0) != nil && $0.hasSuffix("> ") }))
        #expect(before.contains(#""players":[{"name":"you","#), "\(before)")
        terminal.signal(SIGTERM)
        _ = terminal.readUntilGone()
        let after = try MemorizeProcess.run(["--size", "80x24", "-c", "resume; state"], environment: ["HOME": home.path])
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stdoutLines.last == before)
    }

    @Test("a game left on the play screen by SIGTERM resumes identically, and the REPL says it is kept")
    func killedOnThePlayScreen() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        // The game as the same deal and choice leave it, at the play screen's size: what 'state'
        // would have said on the screen when it was killed (bonus=0: no time in it).
        let deal = "new animals pairs=2 seed=5 bonus=0"
        let expected = try MemorizeProcess.run(["--size", "80x24", "-c", "\(deal); choose 1; state"], environment: ["HOME": home.path])
        let before = try #require(expected.stdoutLines.last)
        #expect(before.contains(#""content":"🐼""#) && before.contains(#""isFaceUp":true"#), "\(before)")
        let play = try PseudoTerminal(["play"] + deal.split(separator: " ").dropFirst().map(String.init), environment: ["HOME": home.path])
        _ = play.read { $0.contains("pairs left") }
        play.send(" ")                      // the first card
        _ = play.read { $0.contains("🐼") }
        play.signal(SIGTERM)
        _ = play.readUntilGone()
        let kept = try MemorizeProcess.run(["--size", "80x24", "-c", "resume; state"], environment: ["HOME": home.path])
        #expect(kept.status == 0, "\(kept.stderr)")
        #expect(kept.stdoutLines.first?.hasPrefix("Resumed: Animals, 2 pairs (seed 5)") == true, "\(kept.stdout)")
        #expect(kept.stdoutLines.last == before)

        let repl = try PseudoTerminal([], environment: ["HOME": home.path])
        let greeting = repl.read { $0.contains("memorize> ") }
        #expect(greeting.contains("Your last game is kept (Animals, 2 of 2 pairs left); 'resume' brings it back."), "\(greeting)")
        repl.endInput()
        _ = repl.waitForExit()
    }

    @Test("a script neither writes the kept game nor resumes what is not there")
    func scriptsOnlyRead() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let result = try MemorizeProcess.run(["-c", "new animals; resume"], environment: ["HOME": home.path])
        #expect(result.status == 1)
        #expect(result.stderrLines == ["error: no game to resume; games are kept by the interactive REPL and 'memorize play' ('new' starts one)"])
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent(".local/state/memorize/game.json").path))
    }

    @Test("a damaged kept game is one clear error, never a trap", arguments: [
        "not json", #"{"format":"memorize-game","version":9}"#,
        #"{"format":"memorize-game","version":1,"seed":1,"theme":{"name":"A","emojis":"🐶🐱","pairs":1,"color":"red"},"game":{"bonusTimeLimit":6,"turns":0,"matches":0,"bonus":0,"penalties":0,"cards":[{"id":0,"content":"🐶","faceUp":false,"matched":false,"seen":false,"faceUpSeconds":0},{"id":0,"content":"🐶","faceUp":false,"matched":false,"seen":false,"faceUpSeconds":0}]}}"#,
        #"{"format":"memorize-game","version":1,"seed":1,"theme":{"name":"A","emojis":"🐶🐱","pairs":1,"color":"red"},"game":{"bonusTimeLimit":6,"turns":0,"matches":2,"bonus":0,"penalties":0,"cards":[{"id":0,"content":"🐶","faceUp":false,"matched":true,"seen":false,"faceUpSeconds":1e400},{"id":1,"content":"🐶","faceUp":false,"matched":true,"seen":false,"faceUpSeconds":0}]}}"#,
    ])
    func damagedKeptGame(contents: String) throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        let state = home.appendingPathComponent(".local/state/memorize")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: state.appendingPathComponent("game.json"))
        let result = try MemorizeProcess.run(["-c", "resume"], environment: ["HOME": home.path])
        #expect(result.status == 1)
        #expect(result.stderrLines.count == 1 && result.stderrLines[0].hasPrefix("error: the kept game '"), "\(result.stderr)")
        #expect(result.stderrLines.first?.contains("is damaged") == true, "\(result.stderr)")
    }

    @Test("a won game enters the scores, shown at its end and by 'scores'")
    func bestScores() throws {
        let home = try Self.home()
        defer { try? FileManager.default.removeItem(at: home) }
        // The manual clock: the bonus, and so the score, cannot depend on how fast the machine is.
        let terminal = try PseudoTerminal(["--date", "2026-11-28", "--clock", "manual"], environment: ["HOME": home.path])
        _ = terminal.read { $0.contains("memorize> ") }
        terminal.send("new animals pairs=2 seed=5\nchoose 1 2 3 4\n")
        let won = terminal.read { $0.contains("First score for Animals, 2 pairs.") }
        #expect(won.contains("🏆 First score for Animals, 2 pairs."), "\(won)")
        terminal.send("new animals pairs=2 seed=7\nchoose 1 3 2 1 3 4\n")
        let again = terminal.read { $0.contains("this game is #2") }
        #expect(again.contains("Best for Animals, 2 pairs: 28 in 2 turns (2026-11-28); this game is #2 of your scores."), "\(again)")
        terminal.endInput()
        _ = terminal.waitForExit()
        let scores = try MemorizeProcess.run(["-c", "scores"], environment: ["HOME": home.path])
        #expect(scores.stdoutLines == ["Animals  2 pairs  28 in 2 turns  2026-11-28"], "\(scores.stdout)")
        let file = try String(contentsOf: home.appendingPathComponent(".local/share/memorize/scores.json"), encoding: .utf8)
        #expect(file.contains(#""format":"memorize-scores""#))
        // Won, so nothing is kept to resume.
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent(".local/state/memorize/game.json").path))
    }

    @Test("the daily deal is the same on two machines given the same day, whatever themes they have")
    func dailyDeal() throws {
        let first = try Self.home(), second = try Self.home()
        defer { [first, second].forEach { try? FileManager.default.removeItem(at: $0) } }
        // The second machine has a theme of its own, which must not change the daily deal.
        let themes = second.appendingPathComponent(".local/share/memorize/themes")
        try FileManager.default.createDirectory(at: themes, withIntermediateDirectories: true)
        try Data(#"{"name":"Aardvarks","emojis":"🐜🦔🦡🐾","pairs":2,"color":"brown"}"#.utf8).write(to: themes.appendingPathComponent("a.json"))
        func deal(_ home: URL, _ day: String, seed: String) throws -> [String] {
            let result = try MemorizeProcess.run(["--seed", seed, "--date", day, "-c", "new daily; state"], environment: ["HOME": home.path])
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdoutLines
        }
        let here = try deal(first, "2026-11-28", seed: "1"), there = try deal(second, "2026-11-28", seed: "99")
        #expect(here == there)
        #expect(here.first?.hasPrefix("Daily game for 2026-11-28: ") == true, "\(here)")
        #expect(try deal(first, "2026-11-29", seed: "1") != here)
        let refused = try MemorizeProcess.run(["-c", "new daily pairs=2"])
        #expect(refused.stderrLines == ["error: the daily game is the same for everyone: leave out pairs=, seed= and bonus="])
        let badDay = try MemorizeProcess.run(["--date", "2026-02-30", "-c", "new daily"])
        #expect(badDay.status == 64)
        #expect(badDay.stderr.contains("'2026-02-30' is not a day; give one as YYYY-MM-DD"), "\(badDay.stderr)")
    }

    @Test("verify confirms a recorded game's score and refuses a tampered one")
    func verify() throws {
        let directory = scratchPath("memorize-verify")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let game = directory.appendingPathComponent("game.transcript")
        try "> new animals pairs=2 seed=5\n> choose 1 2 3 4\n".write(to: game, atomically: true, encoding: .utf8)
        _ = try MemorizeProcess.run(["test", "--update", game.path])
        let confirmed = try MemorizeProcess.run(["verify", game.path])
        #expect(confirmed.status == 0, "\(confirmed.stderr)")
        #expect(confirmed.stdoutLines == ["verified: Animals, 2 pairs (seed 5): won with 28 in 2 turns, scored on the manual clock"])

        let recorded = try String(contentsOf: game, encoding: .utf8)
        #expect(recorded.contains("Final score 28 in 2 turns"))
        let tampered = directory.appendingPathComponent("tampered.transcript")
        try recorded.replacingOccurrences(of: "Final score 28", with: "Final score 99").write(to: tampered, atomically: true, encoding: .utf8)
        let refused = try MemorizeProcess.run(["verify", tampered.path])
        #expect(refused.status == 1)
        // Refused at the input whose output was changed.
        let line = try #require(recorded.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("> choose") }) + 1
        #expect(refused.stderrLines.first?.hasPrefix("refused: \(tampered.path):\(line): ") == true, "\(refused.stderr)")

        let unfinished = directory.appendingPathComponent("unfinished.transcript")
        try "> new animals pairs=2 seed=5\n...\n".write(to: unfinished, atomically: true, encoding: .utf8)
        let none = try MemorizeProcess.run(["verify", unfinished.path])
        #expect(none.status == 1 && none.stderrLines == ["refused: \(unfinished.path): no game is won in it"], "\(none.stderr)")
    }
}
