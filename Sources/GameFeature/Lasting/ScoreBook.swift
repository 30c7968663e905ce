#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Game
import REPL
import Storage

/// The best scores, per theme and board size (`scores.json`): each won game is entered, and the
/// book keeps the best few of each board, with the day and the turns, so that there is a score to
/// beat besides your own memory.
///
///     {"format":"memorize-scores","version":1,"scores":[
///       {"theme":"Animals","pairs":8,"score":23,"turns":12,"day":"2026-11-28"},…]}
struct ScoreBook: Codable, Equatable {
    static let format = "memorize-scores"
    static let version = 1
    static let fileBytes = 8 << 20
    /// How many scores of each board are kept.
    static let keptPerBoard = 5

    struct Entry: Codable, Equatable, Sendable {
        var theme: String
        var pairs: Int
        var score: Int
        var turns: Int
        var day: String

        /// Better: a higher score, then fewer turns, then the earlier day.
        func isBetter(than other: Entry) -> Bool {
            (score, -turns) != (other.score, -other.turns) ? (score, -turns) > (other.score, -other.turns) : day < other.day
        }

        func isSameBoard(as other: Entry) -> Bool { theme == other.theme && pairs == other.pairs }
    }

    /// Best first within each board; boards in the order of their theme, then size.
    private(set) var scores: [Entry] = []

    private enum CodingKeys: String, CodingKey { case format, version, scores }

    init() {}

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        guard try container.decode(String.self, forKey: .format) == Self.format else {
            throw DecodingError.dataCorruptedError(forKey: .format, in: container, debugDescription: "not memorize's scores")
        }
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.version else {
            throw DecodingError.dataCorruptedError(forKey: .version, in: container, debugDescription: "version \(version) is not one this memorize reads (\(Self.version))")
        }
        for entry in try container.decode([Entry].self, forKey: .scores) { _ = enter(entry) }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.format, forKey: .format)
        try container.encode(Self.version, forKey: .version)
        try container.encode(scores, forKey: .scores)
    }

    /// Where a game stands among its board's: 1 is the best.
    struct Standing: Equatable, Sendable {
        let rank: Int
        let best: Entry
        let entry: Entry
        /// The board's best before this game, if it had one.
        let previousBest: Entry?
    }

    /// Enters a won game; returns where it stands (a rank past ``keptPerBoard`` is not kept).
    /// - Complexity: O(*s*) in the scores kept.
    mutating func enter(_ entry: Entry) -> Standing {
        let board = scores.indices.filter { scores[$0].isSameBoard(as: entry) }
        let previousBest = board.first.map { scores[$0] }
        let rank = 1 + board.count { scores[$0].isBetter(than: entry) }
        if rank <= Self.keptPerBoard {
            let place = board.first { !scores[$0].isBetter(than: entry) } ?? board.last.map { $0 + 1 }
                ?? scores.firstIndex { ($0.theme, $0.pairs) > (entry.theme, entry.pairs) } ?? scores.endIndex
            scores.insert(entry, at: place)
            let kept = scores.indices.filter { scores[$0].isSameBoard(as: entry) }
            if kept.count > Self.keptPerBoard, let last = kept.last { scores.remove(at: last) }
        }
        let best = scores.first { $0.isSameBoard(as: entry) } ?? entry
        return Standing(rank: rank, best: best, entry: entry, previousBest: previousBest)
    }

    /// The best of each board, in the book's order.
    var bests: [Entry] {
        var seen: [Entry] = []
        for entry in scores where !seen.contains(where: { $0.isSameBoard(as: entry) }) { seen.append(entry) }
        return seen
    }

    // MARK: - The file

    /// The book at `path`: empty when there is none; an error names what is wrong with one that is there.
    /// - Complexity: O(*n*) in the file's bytes.
    static func read(_ path: String, in workspace: Workspace) throws(IntentError) -> ScoreBook {
        do { return try KeptFile.read(ScoreBook.self, at: path, in: workspace, limit: fileBytes) ?? ScoreBook() } catch {
            switch error {
            case .file(let failure): throw IntentError("cannot read the scores: \(failure.message)")
            case .damaged(let reason), .unencodable(let reason):
                throw IntentError("the scores file '\(path)' is damaged (\(reason)); it is left as it is")
            }
        }
    }

    /// Writes the book atomically to `path`, making its directory if need be.
    func write(to path: String, in workspace: Workspace) throws(IntentError) {
        do { try KeptFile.write(self, to: path, in: workspace) } catch {
            switch error {
            case .file(let failure): throw IntentError("cannot keep the score: \(failure.message)")
            case .damaged(let reason), .unencodable(let reason): throw IntentError("cannot keep the score: \(reason)")
            }
        }
    }
}
