import Face
import Capabilities
import Game
import Platform
import REPL
import Storage
import Themes

/// A game that lasts: kept in its file after each line of an interactive session and when the
/// session ends however it ends, brought back by `resume`, and entered in the score book when won.
extension EmojiMemoryGame: SessionLifecycle {
    /// Keeps the game in progress (removes the kept one once the game is won), when this session
    /// writes the file and something changed since. An error line when it could not.
    /// - Complexity: O(*n*) in the cards, when the game changed; O(1) otherwise.
    public func writePending() -> String? {
        guard changed, keeping.writes, let file = keeping.gameFile, let model, let theme else { return nil }
        changed = false
        if model.isOver {
            _ = FileSystem.remove(file)
            return nil
        }
        do throws(IntentError) {
            var kept = KeptGame(
                theme: theme, seed: seed, daily: daily?.description, happiness: session?.faceMood?.current.value, game: model.snapshot())
            kept.revealed = revealed ? true : nil
            if let table, table.hasOpponents {
                kept.players = table.players.map {
                    KeptGame.Player(name: $0.name, bot: { if case .bot(let memory) = $0 { memory } else { nil } }($0.kind), score: $0.score)
                }
                kept.turn = table.turn
            }
            try kept.write(to: file, in: files)
        } catch {
            return error.message
        }
        return nil
    }

    /// Brings back the kept game, card for card, on this session's clock.
    /// - Complexity: O(*n*) in the kept game's cards and file.
    func resume() throws(IntentError) {
        guard let file = keeping.gameFile else {
            throw IntentError("no game is kept in this session (a transcript keeps none)")
        }
        guard let kept = try KeptGame.read(file, in: files) else {
            throw IntentError("no game to resume; games are kept by the interactive REPL and 'memorize play' ('new' starts one)")
        }
        let restored: MemoryGame<String>
        do throws(SnapshotError) {
            restored = try MemoryGame(restoring: kept.game, clock: clock)
        } catch {
            throw IntentError("the kept game '\(file)' is damaged (\(error.description)); 'new' starts another and replaces it")
        }
        // The bots' guesses go on from a seed of their own: what they remembered is not kept.
        guard let (seating, players, scores) = kept.seating(),
              let table = Table(restoring: restored, players: players, scores: scores, turn: kept.turn ?? 0, botSeed: kept.seed &+ UInt64(restored.turns))
        else {
            throw IntentError("the kept game '\(file)' is damaged (its players, scores or turn do not fit); 'new' starts another and replaces it")
        }
        restore(table, seating: seating, theme: kept.theme, seed: kept.seed, daily: kept.daily.flatMap { CalendarDay($0) })
        keptHappiness = kept.happiness.map { Happiness($0) }
        revealed = kept.revealed ?? false
        replayed = false
    }

    /// The kept game in a few words (`Animals, 3 of 8 pairs left`), nil when none is kept or it
    /// cannot be read (`resume` then says why).
    public func keptGameSummary() -> String? {
        guard let file = keeping.gameFile, let kept = try? KeptGame.read(file, in: files) else { return nil }
        let pairs = kept.game.cards.count / 2
        let left = pairs - kept.game.cards.count { $0.isMatched } / 2
        return "\(kept.theme.name.terminalSafe), \(left) of \(pairs) pairs left"
    }

    /// Enters the won game in the score book (kept in its file when this session writes it) and
    /// says where it stands, or why it is not entered (``Ineligibility``); nil while the game is not won.
    /// - Complexity: O(*s*) in the scores kept, plus reading and writing their file.
    func enterWin() throws(IntentError) -> BookEntry? {
        guard let model, model.isOver, let theme, !model.cards.isEmpty else { return nil }
        let entry = ScoreBook.Entry(theme: theme.name, pairs: model.cards.count / 2, score: model.score, turns: model.turns, day: keeping.today.description)
        let ineligibility = self.ineligibility
        lastWon = WonGame(
            theme: theme.name, pairs: entry.pairs, seed: seed, daily: daily, score: entry.score, turns: entry.turns, ineligibility: ineligibility)
        if let ineligibility { return .notEntered(ineligibility) }
        guard keeping.writes, let file = keeping.scoresFile else { return .entered(memoryBook.enter(entry)) }
        let lock: Workspace.Lock
        do { lock = try files.lock(file, creatingDirectories: true) } catch {
            throw IntentError("cannot keep the score: \(error.message)")
        }
        defer { lock.release() }
        var book = try ScoreBook.read(file, in: files)
        let standing = book.enter(entry)
        try book.write(to: file, in: files)
        return .entered(standing)
    }

    /// What the score book made of a game won.
    enum BookEntry: Equatable, Sendable {
        case entered(ScoreBook.Standing)
        case notEntered(Ineligibility)
    }

    /// The score book: the file's, else what this session won.
    /// - Complexity: O(*n*) in the file's bytes.
    func scoreBook() throws(IntentError) -> ScoreBook {
        guard let file = keeping.scoresFile else { return memoryBook }
        var book = try ScoreBook.read(file, in: files)
        if !keeping.writes { memoryBook.scores.forEach { _ = book.enter($0) } }
        return book
    }
}

/// The score book's word on a game just won: a line for the REPL and the `?` page, and a brief
/// form for a play screen's status line (which fits 40 columns).
public struct WinNote: Equatable, Sendable {
    /// `🏆 New best for Animals, 8 pairs (was 20 in 11 turns).`
    public let line: String
    /// `🏆 new best (was 20)`
    public let brief: String
    /// Said as a note (stderr): the game was not entered, or its score could not be kept.
    public let isNote: Bool
}

extension EmojiMemoryGame {
    /// What the score book said of the game just won, taken once.
    func takeWinNote() -> WinNote? {
        guard let report = winReport else { return nil }
        winReport = nil
        switch report {
        case .success(.entered(let standing)?):
            return WinNote(line: Self.describe(standing), brief: Self.brief(standing), isNote: false)
        case .success(.notEntered(let why)?):
            return WinNote(line: "not in the score book: \(why.reason)", brief: "not in the book: \(why.brief)", isNote: true)
        case .success(nil): return nil
        case .failure(let error): return WinNote(line: error.message, brief: "score not kept", isNote: true)
        }
    }

    /// Where the game stands, in a few words: `🏆 first score`, `🏆 new best (was 20)`, `#2 (best 28)`.
    static func brief(_ standing: ScoreBook.Standing) -> String {
        if standing.rank == 1 { return standing.previousBest.map { "🏆 new best (was \($0.score))" } ?? "🏆 first score" }
        return standing.rank <= ScoreBook.keptPerBoard ? "#\(standing.rank) (best \(standing.best.score))" : "best is \(standing.best.score)"
    }

    /// `🏆 New best for Animals, 8 pairs (was 20 in 11 turns).` or where the game ranks.
    static func describe(_ standing: ScoreBook.Standing) -> String {
        let board = "\(standing.entry.theme.terminalSafe), \(standing.entry.pairs) pair\(standing.entry.pairs == 1 ? "" : "s")"
        if standing.rank == 1 {
            guard let previous = standing.previousBest else { return "🏆 First score for \(board)." }
            return "🏆 New best for \(board) (was \(previous.score) in \(previous.turns) turns)."
        }
        let best = standing.best
        let place = standing.rank <= ScoreBook.keptPerBoard ? "#\(standing.rank) of your scores" : "not among your best \(ScoreBook.keptPerBoard)"
        return "Best for \(board): \(best.score) in \(best.turns) turns (\(best.day)); this game is \(place)."
    }
}

extension Output {
    /// After a choice: the score book's word on a game just won.
    mutating func appendWin(of game: EmojiMemoryGame) {
        append(game.takeWinNote())
    }

    /// A win's note: a message, or a `note:` when the game was not entered.
    mutating func append(_ win: WinNote?) {
        guard let win else { return }
        if win.isNote { note(win.line) } else { message(win.line) }
    }
}

/// A game won, as a score to share: its board, how it was dealt and how it ended.
public struct WonGame: Sendable, Equatable {
    public let theme: String
    public let pairs: Int
    public let seed: UInt64
    public let daily: CalendarDay?
    public let score: Int
    public let turns: Int
    /// Why the score is not one to trust, when it is not.
    public let ineligibility: Ineligibility?
}
