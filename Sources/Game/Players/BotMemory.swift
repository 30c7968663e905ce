import Randomness

/// What a bot remembers of a board: the last `capacity` cards it saw face up (its own and its
/// opponents'), by index and content. Seeing a card again makes it the newest memory; when more
/// than `capacity` cards are remembered the oldest is forgotten; a matched card is forgotten at
/// once (it is off the board). The cards it does not remember and that are not matched are the
/// *unknown* ones, which it turns at random.
///
/// Every operation is O(1) (expected, for the dictionary of lone contents): the remembered cards
/// are a doubly linked list threaded through arrays indexed by card (least recently seen at the
/// head), the unknown cards an array with swap-removal, and the remembered pairs another.
///
/// Invariants (``checkInvariants()``): every unmatched card is either remembered or unknown,
/// never both; at most `capacity` cards are remembered; a pair in `pairs` is two remembered
/// cards of equal content.
public struct BotMemory<Content: Hashable> {
    /// How many cards it keeps in mind.
    public let capacity: Int

    private static var none: Int { -1 }

    /// The content of each remembered card, by card index; nil when not remembered.
    private var content: [Content?]
    /// The linked list of remembered cards, oldest first: `older[i]`, `newer[i]` (or `none`).
    private var older: [Int]
    private var newer: [Int]
    private var oldest = none
    private var newest = none
    public private(set) var rememberedCount = 0

    /// Unmatched cards it does not remember, in no order; `unknownSlot[i]` is card i's place in
    /// it, or `none`.
    private var unknown: [Int]
    private var unknownSlot: [Int]

    /// For a content with exactly one remembered card: that card.
    private var lone: [Content: Int] = [:]
    /// The remembered partner of a remembered card, or `none`.
    private var partner: [Int]
    /// Remembered pairs, each by its lower index, in no order; `pairSlot[i]` is its place.
    private var pairs: [Int] = []
    private var pairSlot: [Int]

    /// A memory of nothing, for a board of `cardCount` cards all unmatched.
    /// - Complexity: O(*n*) for *n* cards.
    public init(capacity: Int, cardCount: Int) {
        let count = max(0, cardCount)
        self.capacity = min(max(0, capacity), count)
        content = Array(repeating: nil, count: count)
        older = Array(repeating: Self.none, count: count)
        newer = Array(repeating: Self.none, count: count)
        unknown = Array(0..<count)
        unknownSlot = Array(0..<count)
        partner = Array(repeating: Self.none, count: count)
        pairSlot = Array(repeating: Self.none, count: count)
        lone.reserveCapacity(self.capacity)   // at most one lone card per remembered card
    }

    // MARK: - What it knows

    /// Whether card `index` is remembered.
    /// - Complexity: O(1)
    public func remembers(_ index: Int) -> Bool {
        content.indices.contains(index) && content[index] != nil
    }

    /// The remembered card of the same content as card `index`, other than it.
    /// - Complexity: O(1)
    public func rememberedPartner(of index: Int, content value: Content) -> Int? {
        guard content.indices.contains(index) else { return nil }
        if partner[index] != Self.none { return partner[index] }
        guard let other = lone[value], other != index else { return nil }
        return other
    }

    /// A remembered pair: two cards it knows match, the one not in `faceUp` first (at most one of
    /// them can be face up, or they would be matched), so that choosing it is never ignored.
    /// - Complexity: O(1)
    public func rememberedPair(avoidingFirst faceUp: (Int?, Int?)) -> (Int, Int)? {
        guard let low = pairs.last else { return nil }
        let high = partner[low]
        return low == faceUp.0 || low == faceUp.1 ? (high, low) : (low, high)
    }

    /// How many unmatched cards it does not remember.
    public var unknownCount: Int { unknown.count }

    /// A random card it does not remember, other than `excluded` ones (at most two, such as the
    /// face-up cards); nil when there is none.
    /// - Complexity: O(1) expected: rejection sampling against at most two excluded cards,
    ///   which it only does when another card is there to be found.
    public func randomUnknown(excluding excluded: (Int?, Int?), using generator: inout SeededRandom) -> Int? {
        func isUnknown(_ card: Int?) -> Bool {
            guard let card, unknownSlot.indices.contains(card) else { return false }
            return unknownSlot[card] != Self.none
        }
        let excludedCount = (isUnknown(excluded.0) ? 1 : 0) + (excluded.1 != excluded.0 && isUnknown(excluded.1) ? 1 : 0)
        guard unknown.count > excludedCount else { return nil }
        while true {
            let card = unknown[generator.next(below: unknown.count)]
            if card != excluded.0, card != excluded.1 { return card }
        }
    }

    // MARK: - What it sees

    /// Card `index`, of `value`, was turned face up: it becomes the newest memory, and the
    /// oldest is forgotten when that makes one too many. With no capacity, nothing is kept.
    /// - Complexity: O(1)
    public mutating func see(_ index: Int, _ value: Content) {
        guard capacity > 0, content.indices.contains(index) else { return }
        if content[index] != nil {
            unlink(index)
            append(index)
            return
        }
        removeUnknown(index)
        content[index] = value
        append(index)
        rememberedCount += 1
        if let other = lone[value], other != index {
            lone[value] = nil
            partner[index] = other
            partner[other] = index
            addPair(min(index, other))
        } else {
            lone[value] = index
        }
        if rememberedCount > capacity { forget(oldest, unknown: true) }
    }

    /// Card `index` was matched: it leaves the board, and the memory.
    /// - Complexity: O(1)
    public mutating func matched(_ index: Int) {
        guard content.indices.contains(index) else { return }
        if content[index] != nil {
            forget(index, unknown: false)
        } else {
            removeUnknown(index)
        }
    }

    // MARK: - Bookkeeping

    private mutating func forget(_ index: Int, unknown becomesUnknown: Bool) {
        guard let value = content[index] else { return }
        unlink(index)
        content[index] = nil
        rememberedCount -= 1
        let other = partner[index]
        if other != Self.none {
            removePair(min(index, other))
            partner[index] = Self.none
            partner[other] = Self.none
            lone[value] = other
        } else if lone[value] == index {
            lone[value] = nil
        }
        if becomesUnknown {
            unknownSlot[index] = unknown.count
            unknown.append(index)
        }
    }

    private mutating func append(_ index: Int) {
        older[index] = newest
        newer[index] = Self.none
        if newest != Self.none { newer[newest] = index } else { oldest = index }
        newest = index
    }

    private mutating func unlink(_ index: Int) {
        let (before, after) = (older[index], newer[index])
        if before != Self.none { newer[before] = after } else { oldest = after }
        if after != Self.none { older[after] = before } else { newest = before }
        older[index] = Self.none
        newer[index] = Self.none
    }

    private mutating func removeUnknown(_ index: Int) {
        let slot = unknownSlot[index]
        guard slot != Self.none else { return }
        let last = unknown.removeLast()
        if last != index {
            unknown[slot] = last
            unknownSlot[last] = slot
        }
        unknownSlot[index] = Self.none
    }

    private mutating func addPair(_ low: Int) {
        pairSlot[low] = pairs.count
        pairs.append(low)
    }

    private mutating func removePair(_ low: Int) {
        let slot = pairSlot[low]
        guard slot != Self.none else { return }
        let last = pairs.removeLast()
        if last != low {
            pairs[slot] = last
            pairSlot[last] = slot
        }
        pairSlot[low] = Self.none
    }
}

extension BotMemory: Sendable where Content: Sendable {}

// MARK: - Invariants

extension BotMemory {
    /// Checks every invariant. O(*n*): tests call it, the operations never do.
    public func checkInvariants() {
        var listed = 0
        var card = oldest
        while card != Self.none {
            precondition(content[card] != nil, "a card in the memory list has no content")
            precondition(unknownSlot[card] == Self.none, "a remembered card is also unknown")
            listed += 1
            card = newer[card]
        }
        precondition(listed == rememberedCount, "the memory list and its count disagree")
        precondition(rememberedCount <= capacity, "more remembered than the capacity")
        for (slot, card) in unknown.enumerated() {
            precondition(unknownSlot[card] == slot && content[card] == nil, "unknown slot out of step")
        }
        for (slot, low) in pairs.enumerated() {
            let high = partner[low]
            precondition(pairSlot[low] == slot && high != Self.none && partner[high] == low, "pair out of step")
            precondition(content[low] == content[high], "a remembered pair of different contents")
        }
    }
}
