import Game
import REPL

/// Why a won game is not a score to trust. A best score means a game of the standard rules, won
/// from cards the player did not see before turning them: the score book leaves out (with a note
/// saying why) and `memorize verify` refuses a game that broke either.
///
/// A chosen `seed=` is allowed (the daily deal is seeded, and a seed replays a shared game), but
/// playing a deal again in the same session is seeing its cards first, and the seed is shown
/// wherever a score is shared (`verify`'s line).
public enum Ineligibility: Equatable, Sendable {
    /// Played with `bonus=` other than the standard seconds: more bonus time scores more for the same play.
    case bonus(seconds: Double)
    /// `state` printed the contents of face-down cards while the game was being played.
    case revealed
    /// The same deal (theme, pairs and seed) was dealt earlier in the session, so its cards were known.
    case replayed(seed: UInt64)

    /// Why, in a few words: `played with bonus=600, not the standard 6 seconds`.
    public var reason: String {
        switch self {
        case .bonus(let seconds):
            "played with bonus=\(Self.seconds(seconds)), not the standard \(Self.seconds(EmojiMemoryGame.standardBonus)) seconds"
        case .revealed: "'state' showed its face-down cards"
        case .replayed: "its deal was dealt before in this session"
        }
    }

    /// Why, for a status line: `bonus=600`, `cards shown`, `deal seen before`.
    public var brief: String {
        switch self {
        case .bonus(let seconds): "bonus=\(Self.seconds(seconds))"
        case .revealed: "cards shown"
        case .replayed: "deal seen before"
        }
    }

    /// `600`, `2.5`: seconds as `bonus=` takes them.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension EmojiMemoryGame {
    /// The bonus time a game has unless `bonus=` says otherwise: the only one the score book keeps.
    public static let standardBonus = 6.0

    /// Why the game in play would not be a score to trust; nil when it would be.
    /// - Complexity: O(1)
    public var ineligibility: Ineligibility? {
        guard let model else { return nil }
        if model.bonusTimeLimit != Self.standardBonus { return .bonus(seconds: model.bonusTimeLimit) }
        if revealed { return .revealed }
        if replayed { return .replayed(seed: seed) }
        return nil
    }

    /// `state` is about to print every card: when some are still face down, the game's cards
    /// are no longer unseen, and a win will not count.
    /// - Complexity: O(*n*) in the cards.
    public func contentsShown() {
        guard !revealed, let model, model.cards.contains(where: { !$0.isFaceUp && !$0.isMatched }) else { return }
        revealed = true
        changed = true
    }

    /// Notes a new deal: whether this session dealt the same one before.
    /// - Complexity: O(1) expected.
    func noteDeal(theme: String, pairs: Int, seed: UInt64) {
        replayed = !dealt.insert(Deal(theme: theme, pairs: pairs, seed: seed)).inserted
        revealed = false
    }

    /// A deal, as far as knowing its cards goes: the same theme, size and seed lay the same board.
    struct Deal: Hashable {
        let theme: String
        let pairs: Int
        let seed: UInt64
    }
}
