/// A game as it stands, as plain values: what a game that lasts keeps between processes, and
/// what ``MemoryGame/init(restoring:clock:)`` brings back, identical card for card.
///
/// Time is kept as the seconds each card has spent face up, not as instants: a clock's origin
/// is its process's, so a face-up card's bonus resumes from what it had left when it was kept.
public struct MemoryGameSnapshot<CardContent: Equatable>: Equatable {
    public struct Card: Equatable {
        public var id: Int
        public var content: CardContent
        public var isFaceUp: Bool
        public var isMatched: Bool
        public var hasBeenSeen: Bool
        /// Seconds spent face up so far, the current face-up period included.
        public var faceUpSeconds: Double

        public init(id: Int, content: CardContent, isFaceUp: Bool, isMatched: Bool, hasBeenSeen: Bool, faceUpSeconds: Double) {
            self.id = id
            self.content = content
            self.isFaceUp = isFaceUp
            self.isMatched = isMatched
            self.hasBeenSeen = hasBeenSeen
            self.faceUpSeconds = faceUpSeconds
        }
    }

    /// The cards, in board order.
    public var cards: [Card]
    public var scoreBreakdown: ScoreBreakdown
    public var turns: Int
    public var bonusTimeLimit: Double

    public init(cards: [Card], scoreBreakdown: ScoreBreakdown, turns: Int, bonusTimeLimit: Double) {
        self.cards = cards
        self.scoreBreakdown = scoreBreakdown
        self.turns = turns
        self.bonusTimeLimit = bonusTimeLimit
    }
}

extension MemoryGameSnapshot: Sendable where CardContent: Sendable {}
extension MemoryGameSnapshot.Card: Sendable where CardContent: Sendable {}

/// Why a snapshot cannot be a game: it was not made by one (a file edited by hand, or damaged).
public struct SnapshotError: Error, Equatable, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}

extension MemoryGame {
    /// The game as plain values, as of the clock's now.
    /// - Complexity: O(*n*) for *n* cards.
    public func snapshot() -> MemoryGameSnapshot<CardContent> {
        let now = clock.now
        return MemoryGameSnapshot(
            cards: cards.map {
                .init(id: $0.id, content: $0.content, isFaceUp: $0.isFaceUp, isMatched: $0.isMatched,
                      hasBeenSeen: $0.hasBeenSeen, faceUpSeconds: $0.faceUpTime(at: now))
            },
            scoreBreakdown: scoreBreakdown, turns: turns, bonusTimeLimit: bonusTimeLimit)
    }

    /// The game a snapshot kept, on `clock`: a face-up card goes on using its bonus time from
    /// now. Everything a game could not have reached is refused (the snapshot comes from a file):
    /// ids that are not 0..<n each once, a pair whose two cards differ, more than two cards face up,
    /// a matched card face down without its partner matched, counts that disagree with the cards.
    /// - Complexity: O(*n*) for *n* cards.
    public init(restoring snapshot: MemoryGameSnapshot<CardContent>, clock: any GameClock) throws(SnapshotError) {
        let count = snapshot.cards.count
        guard count.isMultiple(of: 2) else { throw SnapshotError("a game has pairs of cards, not \(count) cards") }
        guard snapshot.bonusTimeLimit.isFinite, snapshot.bonusTimeLimit >= 0 else {
            throw SnapshotError("bonus time must be a number of seconds, 0 or more")
        }
        var position = [Int](repeating: -1, count: count)
        for (index, card) in snapshot.cards.enumerated() {
            guard (0..<count).contains(card.id), position[card.id] < 0 else {
                throw SnapshotError("card ids must be 0 to \(count - 1), each once (card \(index + 1) has \(card.id))")
            }
            guard card.faceUpSeconds.isFinite, card.faceUpSeconds >= 0 else {
                throw SnapshotError("card \(index + 1): seconds face up must be 0 or more")
            }
            position[card.id] = index
        }
        var faceUp = FaceUpCards(), matched = 0
        for (index, card) in snapshot.cards.enumerated() {
            let partner = snapshot.cards[position[card.id ^ 1]]
            guard partner.content == card.content else { throw SnapshotError("card \(index + 1) differs from its pair") }
            guard card.isMatched == partner.isMatched else { throw SnapshotError("card \(index + 1) is matched without its pair") }
            if card.isMatched { matched += 1 }
            guard card.isFaceUp else { continue }
            if faceUp.first == nil { faceUp.first = card.id } else if faceUp.second == nil { faceUp.second = card.id } else {
                throw SnapshotError("more than two cards are face up")
            }
        }
        let breakdown = snapshot.scoreBreakdown
        guard breakdown.matches == matched / 2 * ScoreBreakdown.pointsPerMatch, breakdown.bonus >= 0, breakdown.penalties >= 0,
              snapshot.turns >= matched / 2 else {
            throw SnapshotError("the score and turns disagree with the cards")
        }
        let now = clock.now
        self.init(numberOfPairsOfCards: 0, bonusTimeLimit: snapshot.bonusTimeLimit, clock: clock) { _ in snapshot.cards[0].content }
        cards = snapshot.cards.map { kept in
            var card = Card(id: kept.id, content: kept.content, bonusTimeLimit: snapshot.bonusTimeLimit)
            card.restore(faceUp: kept.isFaceUp, matched: kept.isMatched, seen: kept.hasBeenSeen, faceUpSeconds: kept.faceUpSeconds, at: now)
            return card
        }
        self.position = position
        faceUpIDs = faceUp
        matchedCount = matched
        scoreBreakdown = breakdown
        turns = snapshot.turns
        checkInvariantsInDebugBuilds()
    }
}
