import Foundation
import Testing

/// Issue #33's someone to play against, end to end: a game against a bot and a hot-seat game
/// from the shell, and the memory bot's simulations, through the built binary.
@Suite("Someone to play against")
struct OpponentsTests {
    /// The JSON object of `state`'s line.
    static func state(_ line: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    }

    @Test func aBotPlaysItsTurnAtOnceAndTheGameReplays() throws {
        let commands = "new animals pairs=4 seed=3 bonus=0 vs=bot:2; choose 1 7; choose 1 5; choose 2 7; state"
        let result = try MemorizeProcess.run(["-c", commands])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("bot turns 3 🐦 and 6 🐦: match! +2"), "\(lines)")
        #expect(lines.contains("🎉 All pairs matched in 7 turns: bot wins, 6 to 1."), "\(lines)")
        let state = try Self.state(try #require(lines.last))
        let players = try #require(state["players"] as? [[String: Any]])
        #expect(players.map { $0["name"] as? String } == ["you", "bot"])
        #expect(players.map { $0["score"] as? Int } == [1, 6])
        #expect(state["turn"] as? String != nil)
        #expect(lines.dropLast().allSatisfy { $0.count <= 80 }, "\(lines.filter { $0.count > 80 })")   // all but state's JSON
        // The bot's guesses come from the seed: the same commands, the same game.
        #expect(try MemorizeProcess.run(["-c", commands]).stdout == result.stdout)
    }

    @Test func hotSeatPassesTheBoardOnAMismatch() throws {
        let result = try MemorizeProcess.run(["-c", "new animals pairs=3 seed=5 bonus=0 players=2; choose 1 2; choose 4 5; state"])
        #expect(result.status == 0, "\(result.stderr)")
        let state = try Self.state(try #require(result.stdout.split(separator: "\n").last.map(String.init)))
        #expect(state["turn"] as? String == "P2")
        #expect((state["players"] as? [[String: Any]])?.map { $0["score"] as? Int } == [0, 2])
        #expect(result.stdout.contains("Animals · P1 0 · P2 2 · P2's turn · 2 of 3 pairs left · match! +2"))
    }

    @Test func aGameAloneKeepsTheCoursesState() throws {
        let result = try MemorizeProcess.run(["-c", "new animals pairs=2 seed=1; state"])
        let state = try Self.state(try #require(result.stdout.split(separator: "\n").last.map(String.init)))
        #expect(state["players"] == nil && state["turn"] == nil)
    }

    @Test func theMemoryBotSimulatesAndRefusesABadK() throws {
        let result = try MemorizeProcess.run(["-c", "simulate strategy=memory:4 games=200 pairs=8 seed=1 bonus=0"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("200 games of 8 pairs, strategy memory:4, seed 1"))
        let bad = try MemorizeProcess.run(["-c", "simulate strategy=memory:-2"])
        #expect(bad.status != 0)
        #expect(bad.stderrLines == ["error: strategy memory:K needs K, the cards the bot remembers, from 0 to 1000000, not '-2'"])
    }
}
