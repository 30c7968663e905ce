#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import GameFeature
import Platform
import REPL
import Storage

/// `memorize verify`: a recorded game replayed to confirm its score. The transcript is run as
/// `memorize test` runs it; the score is the one the replay made, never the one the file says,
/// and it is confirmed only when every line of the file is what memorize printed.
public enum TranscriptVerification {
    public enum Verdict: Equatable, Sendable {
        /// The file replays exactly and wins this game.
        case confirmed(WonGame)
        /// The file does not replay as written: the line where it first differs.
        case differs(line: Int)
        /// It replays and wins this game, but not by the rules a score is trusted by
        /// (``Ineligibility``: its cards were shown, it had more bonus time, its deal was known).
        case untrusted(WonGame, Ineligibility)
        /// It replays, but no game is won in it.
        case noGameWon
    }

    /// Replays `transcript` and judges it.
    /// - Throws: when its fixtures cannot be copied (as ``TranscriptRunner/run(_:progress:)``).
    /// - Complexity: the transcript's run.
    public static func verify(_ transcript: Transcript) throws(FixtureCopy.Refusal) -> Verdict {
        var won: WonGame?
        let result = try TranscriptRunner.run(transcript, watcher: nil) { session in won = session.game.lastWon }
        if let first = result.failedBlocks.first { return .differs(line: transcript.blocks[first].line) }
        if !result.exitMatches { return .differs(line: transcript.blocks.last?.line ?? 1) }
        guard let won else { return .noGameWon }
        return won.ineligibility.map { .untrusted(won, $0) } ?? .confirmed(won)
    }
}

extension TranscriptVerification {
    /// The largest transcript read (a recorded game of thousands of turns is well under it).
    static let fileBytes = 16 << 20

    /// `memorize verify FILE`: says whether the recorded game's score stands. Returns the exit
    /// status: 0 confirmed; 1 refused (it does not replay as written, wins no game, or wins one
    /// a score is not trusted from) or unreadable; 2 malformed, as `memorize test` says.
    /// - Complexity: the replay's cost.
    public static func verifyFile(_ path: String) -> Int32 {
        let data: Data
        do { data = try Workspace(directory: nil).read(path, limit: fileBytes) } catch {
            SuiteRun.fail("error: \(error.message)")
            return 1
        }
        let transcript: Transcript
        do { transcript = try Transcript.parse(data, path: path) } catch {
            SuiteRun.fail("error: \(error)")
            return 2
        }
        let shown = path.terminalSafe
        do throws(FixtureCopy.Refusal) {
            switch try verify(transcript) {
            case .confirmed(let game):
                StandardStreams.write("verified: \(describe(game)), scored on the manual clock\n", to: FileIO.standardOutput)
                return 0
            case .untrusted(let game, let why):
                SuiteRun.fail("refused: \(shown): not a score to trust: \(why.reason) (\(describe(game)))")
            case .differs(let line):
                SuiteRun.fail("refused: \(shown):\(line): the file says what memorize does not print; 'memorize test \(shown)' shows where")
            case .noGameWon:
                SuiteRun.fail("refused: \(shown): no game is won in it")
            }
        } catch {
            SuiteRun.fail("error: \(error)")
        }
        return 1
    }

    /// `Animals, 8 pairs (seed 5): won with 28 in 2 turns`, with the day of a daily game.
    static func describe(_ game: WonGame) -> String {
        let daily = game.daily.map { ", the daily game of \($0)" } ?? ""
        return "\(game.theme.terminalSafe), \(game.pairs) pairs (seed \(game.seed)\(daily)): won with \(game.score) in \(game.turns) turns"
    }
}
