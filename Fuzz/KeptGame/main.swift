// Fuzz target: the files a game that lasts reads back (#33): the kept game
// ($XDG_STATE_HOME/memorize/game.json) and the score book ($XDG_DATA_HOME/memorize/scores.json).
// Once written they are outside input: edited by hand, damaged, or another version's.
//
// Oracles: no trap; a kept game that decodes either restores to a game whose invariants hold
// (and whose snapshot is the one kept, exactly) or is refused with a message; a restored game can
// be played to the end, card by card, its invariants holding; a kept game written again reads the
// same; a score book that decodes keeps at most five scores a board, best first, writes and reads
// back the same, and takes another entry.
@testable import GameFeature
import Foundation
import Game

let maximumInputBytes = 16 * 1024

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size <= maximumInputBytes else { return -1 }
    let input = UnsafeBufferPointer(start: data, count: size)
    currentInput = input
    let json = Data(input)
    keptGame(json)
    scoreBook(json)
    return 0
}

func keptGame(_ json: Data) {
    guard let kept = try? JSONDecoder().decode(KeptGame.self, from: json) else { return }
    let clock = ManualClock()
    var game: MemoryGame<String>
    do throws(SnapshotError) {
        game = try MemoryGame(restoring: kept.game, clock: clock)
    } catch {
        check(!error.description.isEmpty, "empty refusal")
        return
    }
    game.checkInvariants()
    check(game.snapshot() == kept.game, "the restored game is not the one kept")
    if let again = try? JSONEncoder().encode(kept) {
        check((try? JSONDecoder().decode(KeptGame.self, from: again)) == kept, "a kept game written again reads otherwise")
    } else {
        check(false, "a kept game that was read cannot be written")
    }
    for index in game.cards.indices.prefix(400) {
        game.choose(at: index)
        clock.advance(by: 0.5)
    }
    game.checkInvariants()
}

func scoreBook(_ json: Data) {
    guard var book = try? JSONDecoder().decode(ScoreBook.self, from: json) else { return }
    func holds(_ book: ScoreBook) {
        for entry in book.scores {
            let board = book.scores.filter { $0.isSameBoard(as: entry) }
            check(board.count <= ScoreBook.keptPerBoard, "more than \(ScoreBook.keptPerBoard) scores of a board")
            check(zip(board, board.dropFirst()).allSatisfy { !$1.isBetter(than: $0) }, "a board's scores are not best first")
        }
    }
    holds(book)
    if let again = try? JSONEncoder().encode(book) {
        check((try? JSONDecoder().decode(ScoreBook.self, from: again)) == book, "a score book written again reads otherwise")
    }
    let standing = book.enter(ScoreBook.Entry(theme: book.scores.first?.theme ?? "A", pairs: book.scores.first?.pairs ?? 1, score: 7, turns: 3, day: "2026-11-28"))
    check(standing.rank >= 1, "rank \(standing.rank)")
    holds(book)
}
