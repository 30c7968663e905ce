#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Game
import Storage
import REPL
import Themes

/// The game in progress as a file (`game.json`): the theme it was dealt from, its seed, and
/// every card as it stands. Written atomically after each line of an interactive session and when
/// it ends (quit, Ctrl-D, SIGTERM, SIGHUP, a closed terminal), so `resume` brings back the same
/// game, card for card; removed when the game is won.
///
///     {"format":"memorize-game","version":1,"seed":7,"daily":null,
///      "theme":{"name":"Animals","emojis":"…","pairs":8,"color":"orange"},
///      "game":{"bonusTimeLimit":6,"turns":3,"matches":2,"bonus":5,"penalties":0,
///              "cards":[{"id":4,"content":"🐶","faceUp":true,"matched":false,"seen":false,"faceUpSeconds":1.5},…]}}
struct KeptGame: Codable, Equatable {
    static let format = "memorize-game"
    static let version = 1
    /// The largest file read back: a 10,000-pair game is about 1 MiB.
    static let fileBytes = 8 << 20

    var theme: Theme
    var seed: UInt64
    /// The day, when this is that day's daily game.
    var daily: String?
    /// The face's happiness (0…100) when the game was kept.
    var happiness: Int?
    /// Who plays, with their scores, and whose turn it is (nil: you alone).
    var players: [Player]?
    var turn: Int?
    /// `state` showed the face-down cards: a win will not enter the score book (nil: it did not).
    var revealed: Bool?
    var game: MemoryGameSnapshot<String>

    /// A seat at the table: a person, or a bot that remembers `bot` cards.
    struct Player: Codable, Equatable {
        var name: String
        var bot: Int?
        var score: Int
    }

    private enum CodingKeys: String, CodingKey { case format, version, theme, seed, daily, happiness, players, turn, revealed, game }

    init(theme: Theme, seed: UInt64, daily: String?, happiness: Int?, game: MemoryGameSnapshot<String>) {
        self.theme = theme
        self.seed = seed
        self.daily = daily
        self.happiness = happiness
        self.game = game
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard try container.decode(String.self, forKey: .format) == Self.format else {
            throw DecodingError.dataCorruptedError(forKey: .format, in: container, debugDescription: "not a memorize game")
        }
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.version else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: container, debugDescription: "version \(version) is not one this memorize reads (\(Self.version))")
        }
        theme = try container.decode(Theme.self, forKey: .theme)
        seed = try container.decode(UInt64.self, forKey: .seed)
        daily = try container.decodeIfPresent(String.self, forKey: .daily)
        happiness = try container.decodeIfPresent(Int.self, forKey: .happiness)
        players = try container.decodeIfPresent([Player].self, forKey: .players)
        turn = try container.decodeIfPresent(Int.self, forKey: .turn)
        revealed = try container.decodeIfPresent(Bool.self, forKey: .revealed)
        game = try container.decode(SnapshotCoding.self, forKey: .game).snapshot
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.format, forKey: .format)
        try container.encode(Self.version, forKey: .version)
        try container.encode(theme, forKey: .theme)
        try container.encode(seed, forKey: .seed)
        try container.encode(daily, forKey: .daily)
        try container.encodeIfPresent(happiness, forKey: .happiness)
        try container.encodeIfPresent(players, forKey: .players)
        try container.encodeIfPresent(turn, forKey: .turn)
        try container.encodeIfPresent(revealed, forKey: .revealed)
        try container.encode(SnapshotCoding(game), forKey: .game)
    }

    /// The JSON form of a ``MemoryGameSnapshot`` (the Game module knows no files).
    private struct SnapshotCoding: Codable {
        struct Card: Codable {
            var id: Int
            var content: String
            var faceUp: Bool
            var matched: Bool
            var seen: Bool
            var faceUpSeconds: Double
        }

        var bonusTimeLimit: Double
        var turns: Int
        var matches: Int
        var bonus: Int
        var penalties: Int
        var cards: [Card]

        init(_ snapshot: MemoryGameSnapshot<String>) {
            bonusTimeLimit = snapshot.bonusTimeLimit
            turns = snapshot.turns
            matches = snapshot.scoreBreakdown.matches
            bonus = snapshot.scoreBreakdown.bonus
            penalties = snapshot.scoreBreakdown.penalties
            cards = snapshot.cards.map {
                Card(id: $0.id, content: $0.content, faceUp: $0.isFaceUp, matched: $0.isMatched, seen: $0.hasBeenSeen, faceUpSeconds: $0.faceUpSeconds)
            }
        }

        var snapshot: MemoryGameSnapshot<String> {
            MemoryGameSnapshot(
                cards: cards.map {
                    .init(id: $0.id, content: $0.content, isFaceUp: $0.faceUp, isMatched: $0.matched, hasBeenSeen: $0.seen, faceUpSeconds: $0.faceUpSeconds)
                },
                scoreBreakdown: ScoreBreakdown(matches: matches, bonus: bonus, penalties: penalties),
                turns: turns, bonusTimeLimit: bonusTimeLimit)
        }
    }

    /// The players as the table seats them, and the seating `new` would have made: you alone,
    /// you and one bot, or two to four people. Nil when the kept players are none of these.
    func seating() -> (Seating, [Table<String>.Player], [Int])? {
        guard let players, players.count > 1 else { return (.solo, Seating.solo.players, [game.scoreBreakdown.total]) }
        let scores = players.map(\.score)
        if players.count == 2, players[0].bot == nil, let memory = players[1].bot {
            guard Strategy.memoryRange.contains(memory) else { return nil }
            return (.versusBot(memory: memory), Seating.versusBot(memory: memory).players, scores)
        }
        guard players.allSatisfy({ $0.bot == nil }), players.count <= Seating.maximumPeople else { return nil }
        return (.people(players.count), Seating.people(players.count).players, scores)
    }

    // MARK: - The file

    /// The kept game at `path`, nil when there is none; an error names what is wrong with a file
    /// that is there (never a trap: the file is outside input once written).
    /// - Complexity: O(*n*) in the file's bytes.
    static func read(_ path: String, in workspace: Workspace) throws(IntentError) -> KeptGame? {
        do { return try KeptFile.read(KeptGame.self, at: path, in: workspace, limit: fileBytes) } catch {
            switch error {
            case .file(let failure): throw IntentError("cannot read the kept game: \(failure.message)")
            case .damaged(let reason), .unencodable(let reason):
                throw IntentError("the kept game '\(path)' is damaged (\(reason)); 'new' starts another and replaces it")
            }
        }
    }

    /// Writes the game atomically to `path`, making its directory if need be.
    /// - Complexity: O(*n*) in the cards.
    func write(to path: String, in workspace: Workspace) throws(IntentError) {
        do { try KeptFile.write(self, to: path, in: workspace) } catch {
            switch error {
            case .file(let failure): throw IntentError("cannot keep the game: \(failure.message)")
            case .damaged(let reason), .unencodable(let reason): throw IntentError("cannot keep the game: \(reason)")
            }
        }
    }
}
