extension MemoryGame {
    /// A card of the game. Its `id` is stable for the whole game; its place in `cards` is not.
    ///
    /// Bonus time (CS193p): a card earns a bonus if it is matched before it has spent
    /// `bonusTimeLimit` seconds face up in total. Times are read from the game's clock and passed in,
    /// so a card stays a plain value.
    public struct Card: Identifiable {
        public let id: Int
        public let content: CardContent
        public fileprivate(set) var isFaceUp = false
        public fileprivate(set) var isMatched = false
        /// The card has been face up and turned face down again.
        public fileprivate(set) var hasBeenSeen = false

        // MARK: Bonus time
        /// Seconds of bonus time this card starts with.
        public let bonusTimeLimit: Double
        /// Seconds spent face up before the current (if any) face-up period.
        public fileprivate(set) var pastFaceUpTime: Double = 0
        /// When the current face-up period began, while the card is consuming bonus time.
        public fileprivate(set) var lastFaceUpTime: Double?

        init(id: Int, content: CardContent, bonusTimeLimit: Double) {
            self.id = id
            self.content = content
            self.bonusTimeLimit = bonusTimeLimit
        }

        /// Total seconds this card has been face up, as of `now`.
        public func faceUpTime(at now: Double) -> Double {
            if let lastFaceUpTime {
                return pastFaceUpTime + max(0, now - lastFaceUpTime)
            }
            return pastFaceUpTime
        }

        /// Seconds of bonus time left as of `now`.
        public func bonusTimeRemaining(at now: Double) -> Double {
            max(0, bonusTimeLimit - faceUpTime(at: now))
        }

        /// The fraction (0…1) of bonus time left as of `now`.
        public func bonusRemaining(at now: Double) -> Double {
            bonusTimeLimit > 0 ? bonusTimeRemaining(at: now) / bonusTimeLimit : 0
        }

        /// Whether the card is face up, unmatched and still has bonus time to lose.
        public func isConsumingBonusTime(at now: Double) -> Bool {
            isFaceUp && !isMatched && bonusTimeRemaining(at: now) > 0
        }

        /// Matched with bonus time left. Time stops when a card is matched, so this needs no clock.
        public var hasEarnedBonus: Bool {
            isMatched && bonusTimeLimit - pastFaceUpTime > 0
        }

        /// The points this card adds to a match: the whole seconds of bonus time it had left
        /// (rounded up), or 0 if it earned no bonus.
        public var bonusPoints: Int {
            guard hasEarnedBonus else { return 0 }
            return Int((bonusTimeLimit - pastFaceUpTime).rounded(.up))
        }

        // MARK: Transitions (only the game makes them)

        mutating func turnFaceUp(at now: Double) {
            isFaceUp = true
            if lastFaceUpTime == nil, bonusTimeRemaining(at: now) > 0 {
                lastFaceUpTime = now
            }
        }

        mutating func turnFaceDown(at now: Double) {
            stopUsingBonusTime(at: now)
            if isFaceUp { hasBeenSeen = true }
            isFaceUp = false
        }

        mutating func markMatched(at now: Double) {
            stopUsingBonusTime(at: now)
            isMatched = true
        }

        /// Puts a kept card back as it was (see ``MemoryGame/init(restoring:clock:)``): a face-up,
        /// unmatched card with bonus time left goes on using it from `now`.
        mutating func restore(faceUp: Bool, matched: Bool, seen: Bool, faceUpSeconds: Double, at now: Double) {
            isFaceUp = faceUp
            isMatched = matched
            hasBeenSeen = seen
            pastFaceUpTime = faceUpSeconds
            lastFaceUpTime = nil
            if faceUp, !matched, bonusTimeRemaining(at: now) > 0 { lastFaceUpTime = now }
        }

        private mutating func stopUsingBonusTime(at now: Double) {
            pastFaceUpTime = faceUpTime(at: now)
            lastFaceUpTime = nil
        }
    }
}

extension MemoryGame.Card: Equatable {}
extension MemoryGame.Card: Sendable where CardContent: Sendable {}
