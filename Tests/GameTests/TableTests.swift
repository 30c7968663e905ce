import Testing
@testable import Game
import Randomness

/// A table over an unshuffled board: card 2k and 2k+1 are pair k.
private func table(pairs: Int, players: [Table<Int>.Player], bonus: Double = 0) -> Table<Int> {
    Table(game: MemoryGame(numberOfPairsOfCards: pairs, bonusTimeLimit: bonus, clock: ManualClock()) { $0 }, players: players, botSeed: 7)
}

@Suite("Table: players taking turns on one board")
struct TableTests {
    let two = [Table<Int>.Player(name: "P1"), Table<Int>.Player(name: "P2")]

    @Test("A mismatch passes the turn; a match lets the same player go again")
    func turnPassing() {
        var t = table(pairs: 3, players: two)
        #expect(t.turn == 0)
        t.choose(at: 0); t.choose(at: 1)          // match
        #expect(t.turn == 0)
        t.choose(at: 2); t.choose(at: 4)          // mismatch
        #expect(t.turn == 1)
        t.choose(at: 3); #expect(t.turn == 1, "one card is no turn")
        t.choose(at: 2)
        #expect(t.turn == 1)
        t.choose(at: 4); t.choose(at: 5)
        #expect(t.game.isOver)
    }

    @Test("Each player's score is the board's score changes during their turns, and they add up")
    func scores() {
        var t = table(pairs: 3, players: two)
        t.choose(at: 0); t.choose(at: 2)          // P1 mismatch, nothing seen: 0
        t.choose(at: 4); t.choose(at: 0)          // P2 mismatches, 0 was seen: −1
        t.choose(at: 2); t.choose(at: 3)          // P1 matches: +2
        #expect(t.players.map(\.score) == [2, -1])
        #expect(t.players.map(\.score).reduce(0, +) == t.game.score)
        #expect(t.leaders == [0])
    }

    @Test("Choosing a face-up or matched card changes nothing, the turn included")
    func ignored() {
        var t = table(pairs: 2, players: two)
        t.choose(at: 0)
        let changed = t.choose(at: 0)
        #expect(!changed)
        #expect(t.turn == 0 && t.game.turns == 0)
    }

    @Test("One seat plays exactly as the board alone")
    func solitaire() {
        var t = table(pairs: 2, players: [])
        #expect(t.players.map(\.name) == ["you"] && !t.hasOpponents)
        t.choose(at: 0); t.choose(at: 2)
        #expect(t.turn == 0)
    }

    @Test("A bot sees the cards its opponent turns and takes the pair it saw")
    func botUsesWhatItSaw() {
        var t = table(pairs: 4, players: [Table<Int>.Player(name: "you"), Table<Int>.Player(name: "bot", kind: .bot(memory: 8))])
        t.choose(at: 0); t.choose(at: 2)          // you show pair 0's and pair 1's first cards: mismatch
        #expect(t.isBotsTurn)
        t.choose(at: 1)                           // (a bot's seat, played by hand here) shows 1: a pair with 0
        t.choose(at: 4)                           // mismatch: back to you
        t.choose(at: 3); t.choose(at: 6)          // you: mismatch; the bot now knows 0+1 and 2+3
        var matchedByBot = 0
        while let move = t.playBotTurn() {
            #expect(move.seat == 1)
            if move.matched { matchedByBot += 1 } else { break }
        }
        #expect(matchedByBot >= 3, "it knew two pairs, and every card it turns next has a partner it saw")
        #expect(t.players[1].score > 0)
    }

    @Test("A bot's turn turns two cards and ends on a mismatch; it never plays on a person's turn")
    func botTurns() {
        let (game, _) = shuffledGame(pairs: 8, seed: 3)
        var t = Table(game: game, players: [Table<Int>.Player(name: "bot", kind: .bot(memory: 2)), Table<Int>.Player(name: "you")], botSeed: 1)
        var bots = 0
        while !t.game.isOver {
            if let move = t.playBotTurn() {
                bots += 1
                #expect(move.first != move.second)
                #expect(t.turn == (move.matched ? 0 : 1))
            } else {
                // The person plays as a bot of no memory would: the first two cards that can be chosen.
                #expect(t.turn == 1)
                let open = t.game.cards.indices.filter { !t.game.cards[$0].isMatched && !t.game.cards[$0].isFaceUp }
                t.choose(at: open[0])
                let rest = t.game.cards.indices.filter { !t.game.cards[$0].isMatched && !t.game.cards[$0].isFaceUp }
                t.choose(at: rest[0])
            }
            #expect(bots < 1_000)
        }
        #expect(t.players.map(\.score).reduce(0, +) == t.game.score)
    }

    @Test("The same seed plays the same bot game")
    func deterministic() {
        func play() -> [Int] {
            let (game, _) = shuffledGame(pairs: 10, seed: 9)
            var t = Table(game: game, players: [Table<Int>.Player(name: "bot", kind: .bot(memory: 3))], botSeed: 4)
            var moves: [Int] = []
            while let move = t.playBotTurn() { moves += [move.first, move.second] }
            return moves
        }
        #expect(play() == play())
    }

    @Test("Restart keeps the players and zeroes their scores")
    func restart() {
        var t = table(pairs: 2, players: two)
        t.choose(at: 0); t.choose(at: 1)
        var dealer = SeededRandom(seed: 2)
        t.restart(using: &dealer)
        #expect(t.players.map(\.score) == [0, 0] && t.turn == 0 && t.players.map(\.name) == ["P1", "P2"])
        #expect(t.game.score == 0)
    }
}
