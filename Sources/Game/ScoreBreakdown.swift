/// How a game's score was made (CS193p's rules): +2 a match, plus the bonus each card of it
/// earned, −1 for each card in a mismatch that had been seen before.
///
/// The game keeps it as it scores, so showing it costs nothing: the score is its ``total``.
public struct ScoreBreakdown: Sendable, Equatable {
    /// Points from matches: 2 each.
    public internal(set) var matches = 0
    /// Points from bonus time (see ``MemoryGame/Card/bonusPoints``).
    public internal(set) var bonus = 0
    /// Points lost to mismatches of cards seen before, as a positive number.
    public internal(set) var penalties = 0

    public init(matches: Int = 0, bonus: Int = 0, penalties: Int = 0) {
        self.matches = matches
        self.bonus = bonus
        self.penalties = penalties
    }

    /// The score: `matches + bonus − penalties`.
    /// - Complexity: O(1)
    public var total: Int { matches + bonus - penalties }

    /// Points for a match.
    public static let pointsPerMatch = 2
    /// Points lost per card seen before, in a mismatch.
    public static let penaltyPerSeenCard = 1
}
