import CourseExtensions
import Randomness

/// The model of a game of Memorize: a generic matching game, as in Stanford CS193p.
///
/// Rules (the course's):
/// - Choosing a card that is face up or matched does nothing.
/// - With no card face up, or two, the chosen card turns face up and every other card turns face down.
/// - With exactly one card face up, the chosen card turns face up and the two are compared;
///   equal contents match.
/// - Score: +2 for a match, plus the bonus both cards earned (see ``Card/bonusPoints``);
///   −1 for each card in a mismatch that had been seen before. The game keeps the three apart
///   (``scoreBreakdown``); the score is their sum.
///   A card has been seen once it has been face up and turned face down again.
///
/// The game knows nothing of display; it never prints. Time comes from an injected ``GameClock``
/// and shuffles from the project's ``SeededRandom``, so that a game can be replayed exactly.
public struct MemoryGame<CardContent: Equatable> {
    /// The cards, in board order.
    public internal(set) var cards: [Card]
    /// How the score was made: matches, bonus and penalties.
    public internal(set) var scoreBreakdown = ScoreBreakdown()
    /// The score so far: ``ScoreBreakdown/total``.
    /// - Complexity: O(1)
    public var score: Int { scoreBreakdown.total }
    /// How many times two cards have been compared.
    public internal(set) var turns = 0
    /// Seconds of bonus time each card starts with; 0 turns the bonus off.
    public let bonusTimeLimit: Double

    /// `position[id]` is the index in `cards` of the card with that `id`. Card ids are `0..<cards.count`.
    var position: [Int]
    /// The ids of the cards that are face up: at most two. Keeping them, instead of scanning the
    /// board as the course does, makes `choose(_:)` O(1).
    var faceUpIDs = FaceUpCards()
    var matchedCount = 0
    let clock: any GameClock

    /// Creates a game of `numberOfPairsOfCards` pairs in pair order (not shuffled yet).
    ///
    /// - Parameters:
    ///   - bonusTimeLimit: seconds of bonus time each card starts with (negative counts as 0).
    ///   - clock: where the time for bonus scoring comes from.
    ///   - createCardContent: the content of the pair with the given index.
    /// - Complexity: O(*n*) for *n* pairs.
    public init(
        numberOfPairsOfCards: Int,
        bonusTimeLimit: Double = 6,
        clock: any GameClock = SystemClock(),
        createCardContent: (Int) -> CardContent
    ) {
        let pairs = max(0, numberOfPairsOfCards)
        let limit = bonusTimeLimit.isFinite ? max(0, bonusTimeLimit) : 0
        var cards: [Card] = []
        cards.reserveCapacity(pairs * 2)
        for pairIndex in 0..<pairs {
            let content = createCardContent(pairIndex)
            cards.append(Card(id: pairIndex * 2, content: content, bonusTimeLimit: limit))
            cards.append(Card(id: pairIndex * 2 + 1, content: content, bonusTimeLimit: limit))
        }
        self.cards = cards
        self.position = Array(cards.indices)
        self.bonusTimeLimit = limit
        self.clock = clock
    }

    /// True when every card is matched.
    /// - Complexity: O(1)
    public var isOver: Bool { matchedCount == cards.count }

    /// How many pairs are still to be matched.
    /// - Complexity: O(1)
    public var pairsLeft: Int { (cards.count - matchedCount) / 2 }

    /// The time now, on this game's clock.
    public var now: Double { clock.now }

    /// The index in `cards` of the card with this `id`, or nil if no card of this game has it.
    /// - Complexity: O(1)
    public func index(of id: Card.ID) -> Int? {
        guard position.indices.contains(id) else { return nil }
        return position[id]
    }

    /// The indices of the face-up cards: none, one or two (the game tracks them, so this never
    /// scans the board).
    /// - Complexity: O(1)
    public var faceUpCardIndices: (first: Int?, second: Int?) {
        (faceUpIDs.first.map { position[$0] }, faceUpIDs.second.map { position[$0] })
    }

    /// Whether a face-up card is still using up bonus time as of `now`: while one is, a live
    /// board's Pie drains.
    /// - Complexity: O(1): only the (at most two) face-up cards are looked at.
    public func isConsumingBonusTime(at now: Double) -> Bool {
        func consuming(_ index: Int?) -> Bool { index.map { cards[$0].isConsumingBonusTime(at: now) } ?? false }
        let (first, second) = faceUpCardIndices
        return consuming(first) || consuming(second)
    }

    /// The index of the one and only face-up card, if exactly one is face up.
    /// - Complexity: O(1)
    public var indexOfTheOneAndOnlyFaceUpCard: Int? {
        guard let id = faceUpIDs.oneAndOnly else { return nil }
        return position[id]
    }

    // MARK: - Intent(s)

    /// Chooses (taps) `card`. Cards that are not of this game are ignored.
    /// - Complexity: O(1)
    public mutating func choose(_ card: Card) {
        guard let chosenIndex = index(of: card.id) else { return }
        choose(at: chosenIndex)
    }

    /// Chooses (taps) the card at `chosenIndex` in `cards`. Indices out of range are ignored.
    /// - Complexity: O(1): only the (at most two) face-up cards are touched, never the whole board.
    public mutating func choose(at chosenIndex: Int) {
        guard cards.indices.contains(chosenIndex),
              !cards[chosenIndex].isFaceUp,
              !cards[chosenIndex].isMatched
        else { return }
        let now = clock.now
        if let potentialMatchIndex = indexOfTheOneAndOnlyFaceUpCard {
            turns += 1
            cards[chosenIndex].turnFaceUp(at: now)
            if cards[chosenIndex].content == cards[potentialMatchIndex].content {
                cards[chosenIndex].markMatched(at: now)
                cards[potentialMatchIndex].markMatched(at: now)
                matchedCount += 2
                scoreBreakdown.matches += ScoreBreakdown.pointsPerMatch
                scoreBreakdown.bonus += cards[chosenIndex].bonusPoints + cards[potentialMatchIndex].bonusPoints
            } else {
                if cards[chosenIndex].hasBeenSeen { scoreBreakdown.penalties += ScoreBreakdown.penaltyPerSeenCard }
                if cards[potentialMatchIndex].hasBeenSeen { scoreBreakdown.penalties += ScoreBreakdown.penaltyPerSeenCard }
            }
            faceUpIDs.second = cards[chosenIndex].id
        } else {
            if let id = faceUpIDs.first { cards[position[id]].turnFaceDown(at: now) }
            if let id = faceUpIDs.second { cards[position[id]].turnFaceDown(at: now) }
            cards[chosenIndex].turnFaceUp(at: now)
            faceUpIDs = FaceUpCards(first: cards[chosenIndex].id)
        }
    }

    /// Shuffles the cards with the project's Fisher–Yates and generator.
    /// - Complexity: O(*n*)
    public mutating func shuffle(using generator: inout SeededRandom) {
        cards.fisherYatesShuffle(using: &generator)
        for (index, card) in cards.enumerated() {
            position[card.id] = index
        }
        checkInvariantsInDebugBuilds()
    }

    /// Starts again with the same cards: all face down, unmatched, unseen, full bonus time,
    /// score 0, reshuffled.
    /// - Complexity: O(*n*)
    public mutating func restart(using generator: inout SeededRandom) {
        cards = cards.map { Card(id: $0.id, content: $0.content, bonusTimeLimit: bonusTimeLimit) }
        scoreBreakdown = ScoreBreakdown()
        turns = 0
        faceUpIDs = FaceUpCards()
        matchedCount = 0
        shuffle(using: &generator)
    }
}

extension MemoryGame: Sendable where CardContent: Sendable {}

/// The ids of the face-up cards (none, one or two), held inline so that choosing a card never
/// allocates.
struct FaceUpCards: Sendable {
    var first: Int?
    var second: Int?

    /// The id of the only face-up card, when exactly one is face up.
    var oneAndOnly: Int? { second == nil ? first : nil }
}

// MARK: - Invariants

extension MemoryGame {
    /// Checks every invariant of the game. Costs O(*n*): tests call it; `shuffle` and `restart`
    /// call it in debug builds, `choose` never does (it would make a game quadratic).
    public func checkInvariants() {
        precondition(position.count == cards.count, "position table out of step with cards")
        var faceUp: [Card.ID] = []
        var matched = 0
        for (index, card) in cards.enumerated() {
            precondition(position[card.id] == index, "position of card \(card.id) is stale")
            if card.isFaceUp { faceUp.append(card.id) }
            if card.isMatched { matched += 1 }
        }
        precondition(Set(faceUp) == Set([faceUpIDs.first, faceUpIDs.second].compactMap { $0 }), "face-up cards not tracked")
        precondition(faceUp.count <= 2, "more than two cards face up")
        precondition(matched == matchedCount, "matched count out of step")
        precondition(scoreBreakdown.matches == matchedCount / 2 * ScoreBreakdown.pointsPerMatch, "match points out of step")
        precondition(scoreBreakdown.bonus >= 0 && scoreBreakdown.penalties >= 0, "negative bonus or penalties")
    }

    @inline(__always)
    func checkInvariantsInDebugBuilds() {
        #if DEBUG
        checkInvariants()
        #endif
    }
}
